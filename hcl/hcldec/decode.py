"""Decoding a body with a spec, and what a spec implies (the reference's ``hcldec/public.go``)."""

from __future__ import annotations

from hcl.body import AttributeSchema, BlockHeaderSchema, Body, BodySchema
from hcl.cty import DYNAMIC_VAL, Type, Value
from hcl.deep import nesting_depth, recursion_room
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.eval import EvalContext
from hcl.hcldec.spec import Labels, Spec
from hcl.ir import Traversal
from hcl.pos import Range

__all__ = [
    "child_block_types",
    "decode",
    "decode_body",
    "implied_schema",
    "implied_type",
    "partial_decode",
    "source_range",
    "variables",
]


def decode(body: Body, spec: Spec, ctx: EvalContext | None = None) -> tuple[Value, Diagnostics]:
    """The value ``spec`` makes of ``body``; anything in the body the spec does not ask for is an error.

    ``ctx`` None allows constants only: any variable or function is an error.
    On errors the value is partial (unknown where something was wrong).
    """
    try:
        with recursion_room(_FRAMES_PER_LEVEL * _spec_depth(spec)):
            val, _, diags = decode_body(body, (), ctx, spec, partial=False)
    except RecursionError:
        return DYNAMIC_VAL, Diagnostics([_too_deep(body)])
    return val, diags


def partial_decode(body: Body, spec: Spec, ctx: EvalContext | None = None) -> tuple[Value, Body, Diagnostics]:
    """As :func:`decode`, but items of the top-level body the spec does not ask for are returned as a body.

    Nested block bodies are still decoded exhaustively.
    """
    try:
        with recursion_room(_FRAMES_PER_LEVEL * _spec_depth(spec)):
            val, remain, diags = decode_body(body, (), ctx, spec, partial=True)
    except RecursionError:
        return DYNAMIC_VAL, body, Diagnostics([_too_deep(body)])
    assert remain is not None
    return val, remain, diags


# Python frames decoding uses per level of spec nesting (it recurses through Python calls only).
_FRAMES_PER_LEVEL = 30


def _spec_children(spec: Spec) -> tuple[Spec, ...]:
    nested = spec._nested_spec()
    return (*spec.same_body_children(), nested) if nested is not None else spec.same_body_children()


def _spec_depth(spec: Spec) -> int:
    """How many levels ``spec`` nests (nested block specs and wrapped specs)."""
    return nesting_depth(spec, _spec_children)


def _too_deep(body: Body) -> Diagnostic:
    return Diagnostic.error(
        "Configuration nested too deeply",
        "The blocks or the specification are nested too deeply to decode: reduce the nesting.",
        body.missing_item_range())


def decode_body(
    body: Body, labels: Labels, ctx: EvalContext | None, spec: Spec, *, partial: bool
) -> tuple[Value, Body | None, Diagnostics]:
    """Read ``body`` with the schema ``spec`` implies, then decode the content."""
    schema = implied_schema(spec)
    remain: Body | None = None
    if partial:
        content, remain, diags = body.partial_content(schema)
    else:
        content, diags = body.content(schema)
    val, more = spec.decode_content(content, labels, ctx)
    diags.extend(more)
    return val, remain, diags


def implied_type(spec: Spec) -> Type:
    """The type decoding with ``spec`` produces."""
    return spec.implied_type()


def implied_schema(spec: Spec) -> BodySchema:
    """The schema decoding with ``spec`` reads the body with."""
    attrs: list[AttributeSchema] = []
    blocks: list[BlockHeaderSchema] = []

    def visit(s: Spec) -> None:
        attrs.extend(s._attr_schemata() or ())
        blocks.extend(s._block_schemata() or ())
        for child in s.same_body_children():
            visit(child)

    visit(spec)
    return BodySchema(tuple(attrs), tuple(blocks))


def source_range(body: Body, spec: Spec, labels: Labels = ()) -> Range:
    """Where the value ``spec`` would decode from ``body`` comes from (best effort)."""
    content, _, _ = body.partial_content(implied_schema(spec))
    return spec.source_range(content, labels)


def child_block_types(spec: Spec) -> dict[str, Spec]:
    """The block types ``spec`` reads, with the spec each one's body is decoded with."""
    found: dict[str, Spec] = {}

    def visit(s: Spec) -> None:
        heads = s._block_schemata()
        if heads is not None:
            nested = s._nested_spec()
            if nested is not None:
                for head in heads:
                    found[head.type] = nested
        for child in s.same_body_children():
            visit(child)

    visit(spec)
    return found


def variables(body: Body, spec: Spec) -> list[Traversal]:
    """The variables decoding ``body`` with ``spec`` would need, nested blocks included."""
    content, _, _ = body.partial_content(implied_schema(spec))
    found: list[Traversal] = list(spec._variables_needed(content) or ())

    def visit(s: Spec) -> None:
        found.extend(s._variables_needed(content) or ())
        for child in s.same_body_children():
            visit(child)

    for child in spec.same_body_children():
        visit(child)
    return found
