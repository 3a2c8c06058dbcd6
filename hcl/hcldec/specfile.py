"""Spec files: the reference ``hcldec`` spec format (``hcldec-spec-format.md``).

A spec file is native syntax: optional ``variables`` blocks (values for the
input files, evaluated with the spec functions), optional ``function`` blocks
(:mod:`hcl.ext.userfunc`, callable from input files only), and exactly one
root spec block: ``object``, ``array``, ``attr``, ``block``, ``block_list``,
``block_set``, ``block_map``, ``block_attrs``, ``literal``, ``default`` or
``transform``. Children of ``object`` carry a label: the property name, which
is also the default attribute name or block type of the child.

Diagnostic summaries and ranges are the reference's (the details are written
for this project), with two deliberate differences where the reference command
is broken:

* ``block_attrs`` is accepted (the reference documents it and has its
  decoder, but leaves it out of the schema, so it reports "Unsupported block
  type");
* a ``default`` block with a single child gets its "Useless default block"
  warning at that child (the reference indexes a second, absent child and crashes).

Kept as the reference has them: a ``block`` spec without ``block_type`` (and
no label) reads blocks of type ``""``; an absent ``transform`` ``result``
makes the result null; ``element_type`` of ``block_attrs`` defaults to ``any``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from hcl.body import Block, BlockHeaderSchema, Body, BodySchema
from hcl.cty import DYNAMIC, Value
from hcl.cty.function import Function
from hcl.diagnostics import Diagnostic, Diagnostics, Severity
from hcl.eval import EvalContext, evaluate
from hcl.ext.userfunc import decode_user_functions
from hcl.hcldec.args import Arg, decode_args
from hcl.hcldec.blocks import BlockAttrsSpec, BlockListSpec, BlockMapSpec, BlockSetSpec, BlockSpec
from hcl.hcldec.files import FileParser
from hcl.hcldec.spec import AttrSpec, DefaultSpec, LiteralSpec, ObjectSpec, Spec, TransformExprSpec, TupleSpec
from hcl.hcldec.specfuncs import spec_functions
from hcl.hcldec.spectypes import eval_type_expr
from hcl.text import go_quote

__all__ = ["SPEC_BLOCK_TYPES", "SpecFile", "load_spec_body", "load_spec_file", "spec_context"]

#: The spec block types (the reference's list, plus ``block_attrs``).
SPEC_BLOCK_TYPES = (
    "object", "array", "literal", "attr", "block", "block_list", "block_map", "block_set", "block_attrs",
    "default", "transform",
)
_UNLABELLED = BodySchema(blocks=tuple(BlockHeaderSchema(t) for t in SPEC_BLOCK_TYPES))
_LABELLED = BodySchema(blocks=tuple(BlockHeaderSchema(t, ("key",)) for t in SPEC_BLOCK_TYPES))
_VARIABLES = BodySchema(blocks=(BlockHeaderSchema("variables"),))
_ERR_SPEC = LiteralSpec(Value.null(DYNAMIC))
_ONE_NESTED = ("This block spec needs exactly one nested spec block, which says how to decode the "
               "contents of the blocks it reads.")


@dataclass(frozen=True, eq=False)
class SpecFile:
    """What a spec file defines: the root spec, predefined variables and user functions."""

    root: Spec
    variables: dict[str, Value] = field(default_factory=dict)
    functions: dict[str, Function] = field(default_factory=dict)


def spec_context() -> EvalContext:
    """The context of spec-file expressions: the spec functions, no variables."""
    return EvalContext(None, spec_functions())


def load_spec_file(filename: str, parser: FileParser | None = None) -> tuple[SpecFile, Diagnostics]:
    """Read and decode a spec file (always native syntax, whatever its name)."""
    parser = parser or FileParser()
    parsed, diags = parser.parse_hcl_file(filename)
    if parsed is None or diags.has_errors:
        return SpecFile(_ERR_SPEC), diags
    spec_file, more = load_spec_body(parsed.body)
    diags.extend(more)
    return spec_file, diags


def load_spec_body(body: Body) -> tuple[SpecFile, Diagnostics]:
    """Decode the body of a spec file."""
    ctx = spec_context()
    variables, functions, rest, diags = _decode_decls(body, ctx)
    root, more = _decode_root(rest, ctx)
    diags.extend(more)
    return SpecFile(root, variables, functions), diags


def _decode_decls(body: Body, ctx: EvalContext) -> tuple[dict[str, Value], dict[str, Function], Body, Diagnostics]:
    functions, body, diags = decode_user_functions(body, "function", lambda: ctx)
    content, body, more = body.partial_content(_VARIABLES)
    diags.extend(more)
    variables: dict[str, Value] = {}
    for block in content.blocks:
        attrs, more = block.body.just_attributes()
        diags.extend(more)
        for name, attr in attrs.items():
            variables[name], more = evaluate(attr.expr, ctx)
            diags.extend(more)
    return variables, functions, body, diags


def _decode_root(body: Body, ctx: EvalContext) -> tuple[Spec, Diagnostics]:
    content, diags = body.content(_UNLABELLED)
    detail = ("A spec file needs exactly one top-level spec block (object, attr, block, ...), which "
              "says how the input becomes a JSON value.")
    return _exactly_one(content.blocks, body, diags, detail, ctx)


def _exactly_one(blocks: tuple[Block, ...], body: Body, diags: Diagnostics, detail: str,
                 ctx: EvalContext) -> tuple[Spec, Diagnostics]:
    if not blocks:
        if not diags.has_errors:
            # Other errors probably explain the absence.
            diags.append(Diagnostic.error("Missing spec block", detail, body.missing_item_range()))
        return _ERR_SPEC, diags
    if len(blocks) > 1:
        diags.append(Diagnostic.error("Extraneous spec block", detail, blocks[1].def_range))
        return _ERR_SPEC, diags
    spec, more = _decode_spec_block(blocks[0], ctx)
    diags.extend(more)
    return spec, diags


def _decode_spec_block(block: Block, ctx: EvalContext) -> tuple[Spec, Diagnostics]:
    implied = block.labels[0] if block.labels else ""
    decoder = _DECODERS.get(block.type)
    if decoder is None:
        return _ERR_SPEC, Diagnostics([Diagnostic.error(
            "Invalid spec block",
            f"{go_quote(block.type)} is not a spec block type, so it cannot be used here.", block.type_range)])
    return decoder(block.body, implied, ctx)


def _decode_nested(body: Body, ctx: EvalContext) -> tuple[Spec, Diagnostics]:
    content, diags = body.content(_UNLABELLED)
    return _exactly_one(content.blocks, body, diags, _ONE_NESTED, ctx)


def _object(body: Body, implied: str, ctx: EvalContext) -> tuple[Spec, Diagnostics]:
    content, diags = body.content(_LABELLED)
    specs: dict[str, Spec] = {}
    for block in content.blocks:
        specs[block.labels[0]], more = _decode_spec_block(block, ctx)
        diags.extend(more)
    return ObjectSpec(specs), diags


def _array(body: Body, implied: str, ctx: EvalContext) -> tuple[Spec, Diagnostics]:
    content, diags = body.content(_UNLABELLED)
    specs: list[Spec] = []
    for block in content.blocks:
        spec, more = _decode_spec_block(block, ctx)
        diags.extend(more)
        specs.append(spec)
    return TupleSpec(tuple(specs)), diags


def _attr(body: Body, implied: str, ctx: EvalContext) -> tuple[Spec, Diagnostics]:
    args, _, diags = decode_args(body, (Arg("name", "string"), Arg("type", "expr"), Arg("required", "bool")))
    if diags.has_errors:
        return _ERR_SPEC, diags
    ty, more = eval_type_expr(args["type"])
    diags.extend(more)
    name = args["name"] if args["name"] is not None else implied
    if not name:
        diags.append(Diagnostic.error(
            "Missing name in attribute spec",
            "Set the name argument to the attribute name to read from the input files, or give the spec "
            "a label inside an object spec.",
            body.missing_item_range()))
        return _ERR_SPEC, diags
    return AttrSpec(name, ty, bool(args["required"])), diags


def _missing_block_type(kind: str, body: Body) -> Diagnostic:
    return Diagnostic.error(
        f"Missing block_type in {kind} spec",
        "Set the block_type argument to the block type to read from the input files, or give the spec "
        "a label inside an object spec.",
        body.missing_item_range())


def _block(body: Body, implied: str, ctx: EvalContext) -> tuple[Spec, Diagnostics]:
    args, rest, diags = decode_args(body, (Arg("block_type", "string"), Arg("required", "bool")), remain=True)
    if diags.has_errors or rest is None:
        return _ERR_SPEC, diags
    nested, more = _decode_nested(rest, ctx)
    diags.extend(more)
    type_name = args["block_type"] if args["block_type"] is not None else implied
    return BlockSpec(type_name, nested, bool(args["required"])), diags


def _block_sequence(kind: str, ctor: type[BlockListSpec] | type[BlockSetSpec]) -> _Decoder:
    def decode(body: Body, implied: str, ctx: EvalContext) -> tuple[Spec, Diagnostics]:
        args, rest, diags = decode_args(
            body, (Arg("block_type", "string"), Arg("min_items", "int"), Arg("max_items", "int")), remain=True)
        if diags.has_errors or rest is None:
            return _ERR_SPEC, diags
        nested, more = _decode_nested(rest, ctx)
        diags.extend(more)
        type_name = args["block_type"] if args["block_type"] is not None else implied
        if not type_name:
            diags.append(_missing_block_type(kind, body))
            return _ERR_SPEC, diags
        return ctor(type_name, nested, args["min_items"] or 0, args["max_items"] or 0), diags

    return decode


def _block_map(body: Body, implied: str, ctx: EvalContext) -> tuple[Spec, Diagnostics]:
    args, rest, diags = decode_args(body, (Arg("block_type", "string"), Arg("labels", "strings")), remain=True)
    if diags.has_errors or rest is None:
        return _ERR_SPEC, diags
    nested, more = _decode_nested(rest, ctx)
    diags.extend(more)
    type_name = args["block_type"] if args["block_type"] is not None else implied
    if not type_name:
        diags.append(_missing_block_type("block_map", body))
        return _ERR_SPEC, diags
    labels = tuple(args["labels"] or ())
    if not labels:
        diags.append(Diagnostic.error("Invalid block label name list",
                                      "Set labels to a list of at least one label name for the block_map.",
                                      body.missing_item_range()))
        return _ERR_SPEC, diags
    spec = BlockMapSpec(type_name, labels, nested)
    if spec.implied_type().has_dynamic_types():
        diags.append(Diagnostic.error("Invalid block_map spec",
                                      "A block_map needs an exact result type, so its nested specs cannot use "
                                      "the type 'any'. Give those attributes a specific type.",
                                      body.missing_item_range()))
    return spec, diags


def _block_attrs(body: Body, implied: str, ctx: EvalContext) -> tuple[Spec, Diagnostics]:
    args, _, diags = decode_args(
        body, (Arg("block_type", "string"), Arg("element_type", "expr"), Arg("required", "bool")))
    if diags.has_errors:
        return _ERR_SPEC, diags
    ty, more = eval_type_expr(args["element_type"])
    diags.extend(more)
    type_name = args["block_type"] if args["block_type"] is not None else implied
    if not type_name:
        diags.append(_missing_block_type("block_attrs", body))
        return _ERR_SPEC, diags
    return BlockAttrsSpec(type_name, ty, bool(args["required"])), diags


def _literal(body: Body, implied: str, ctx: EvalContext) -> tuple[Spec, Diagnostics]:
    args, _, diags = decode_args(body, (Arg("value", "value"),), ctx)
    if diags.has_errors:
        return _ERR_SPEC, diags
    return LiteralSpec(args["value"]), diags


def _default(body: Body, implied: str, ctx: EvalContext) -> tuple[Spec, Diagnostics]:
    content, diags = body.content(_UNLABELLED)
    if not content.blocks:
        if not diags.has_errors:
            diags.append(Diagnostic.error(
                "Missing spec block",
                "Add at least one nested spec to this default block; each one gives a possible result, "
                "tried in order.",
                body.missing_item_range()))
        return _ERR_SPEC, diags
    if len(content.blocks) == 1 and not diags.has_errors:
        diags.append(Diagnostic(
            Severity.WARNING, "Useless default block",
            "With a single nested spec this default block changes nothing. Use the nested spec directly, "
            "or add a fallback spec after it.",
            content.blocks[0].def_range))
    spec: Spec | None = None
    for block in content.blocks:
        candidate, more = _decode_spec_block(block, ctx)
        diags.extend(more)
        if more.has_errors:
            continue
        spec = candidate if spec is None else DefaultSpec(spec, candidate)
    return (spec if spec is not None else _ERR_SPEC), diags


def _transform(body: Body, implied: str, ctx: EvalContext) -> tuple[Spec, Diagnostics]:
    args, rest, diags = decode_args(body, (Arg("result", "expr"),), remain=True)
    if diags.has_errors or rest is None:
        return _ERR_SPEC, diags
    content, more = rest.content(_UNLABELLED)
    diags.extend(more)
    if len(content.blocks) != 1:
        if not more.has_errors:
            diags.append(Diagnostic.error(
                "Invalid transform spec",
                "A transform block needs exactly one nested spec block, whose result it transforms.",
                body.missing_item_range()))
        return _ERR_SPEC, diags
    wrapped, more = _decode_spec_block(content.blocks[0], ctx)
    diags.extend(more)
    return TransformExprSpec(wrapped, args["result"], ctx, "nested"), diags


_Decoder = Callable[[Body, str, EvalContext], tuple[Spec, Diagnostics]]

_DECODERS: dict[str, _Decoder] = {
    "object": _object,
    "array": _array,
    "attr": _attr,
    "block": _block,
    "block_list": _block_sequence("block_list", BlockListSpec),
    "block_set": _block_sequence("block_set", BlockSetSpec),
    "block_map": _block_map,
    "block_attrs": _block_attrs,
    "default": _default,
    "transform": _transform,
    "literal": _literal,
}
