"""Reading ``.t`` spec-test files with this project's parser, body schemas and evaluator.

The format is the reference harness's (``cmd/hclspecsuite/test_file.go``)::

    result_type = <type constraint>   # optional, default any
    result      = <expression>        # optional, evaluated without a context
    traversals {                      # optional: check hcldec --var-refs
      expect {
        ref = foo.bar[0]
        from { line = 1  column = 5  byte = 4 }
        to   { line = 1  column = 12 byte = 11 }
      }
    }
    diagnostics {                     # optional, not together with result
      error   { from { … }  to { … } }
      warning { from { … }  to { … } }
    }

Ranges carry no file name: they are taken to be in the input file under test.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from hcl import ir
from hcl.analysis.static import abs_traversal_for_expr, expr_as_keyword, expr_call, expr_list, expr_map
from hcl.body import AttributeSchema, Block, Body, BodySchema
from hcl.cty import BOOL, DYNAMIC, NUMBER, STRING, List, Map, Object, Set, Tuple, Type, Value
from hcl.cty.convert import convert
from hcl.cty.errors import CtyError
from hcl.diagnostics import Diagnostic, Diagnostics, Severity
from hcl.eval import evaluate
from hcl.loader import parse_body
from hcl.pos import Pos, Range

__all__ = ["ExpectedDiagnostic", "ExpectedTraversal", "TestFile", "load_test_file", "type_constraint"]

TEST_FILE_SCHEMA = BodySchema.of(["result", "result_type"], ["traversals", "diagnostics"])
TRAVERSALS_SCHEMA = BodySchema.of(blocks=["expect"])
EXPECT_SCHEMA = BodySchema.of([AttributeSchema("ref", required=True)], ["range"])
DIAGNOSTICS_SCHEMA = BodySchema.of(blocks=["error", "warning"])
RANGE_SCHEMA = BodySchema.of(blocks=["from", "to"])
POS_SCHEMA = BodySchema.of([AttributeSchema(n, required=True) for n in ("line", "column", "byte")])
NO_FILE = ""


@dataclass(frozen=True, slots=True)
class ExpectedTraversal:
    """An expected variable reference and its source range (without a file name)."""

    traversal: ir.Traversal
    range: Range
    decl_range: Range


@dataclass(frozen=True, slots=True)
class ExpectedDiagnostic:
    """An expected diagnostic: its severity and subject range (without a file name)."""

    severity: Severity
    range: Range
    decl_range: Range


@dataclass(slots=True)
class TestFile:
    """The expectations of one ``.t`` file."""

    __test__ = False  # not a pytest test class

    result: Value | None = None
    result_type: Type = DYNAMIC
    checks_traversals: bool = False
    expected_traversals: list[ExpectedTraversal] = field(default_factory=list)
    expected_diags: list[ExpectedDiagnostic] = field(default_factory=list)
    result_range: Range | None = None
    result_type_range: Range | None = None


def load_test_file(path: Path | str) -> tuple[TestFile | None, Diagnostics]:
    """The expectations in ``path``; None when the file has errors."""
    name = str(path)
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        return None, Diagnostics([Diagnostic.error(
            "Failed to read test file", f"The test file {name} could not be read: {exc.strerror}.")])
    body, diags = parse_body(data, name, "native")
    if diags.has_errors:
        return None, diags
    content, more = body.content(TEST_FILE_SCHEMA)
    diags.extend(more)
    if more.has_errors:
        return None, diags

    tf = TestFile()
    if (type_attr := content.attributes.get("result_type")) is not None:
        ty, more = type_constraint(type_attr.expr)
        diags.extend(more)
        if not more.has_errors:
            tf.result_type = ty
        tf.result_type_range = type_attr.expr.range

    result_attr = content.attributes.get("result")
    if result_attr is not None:
        value, more = evaluate(result_attr.expr, None)
        diags.extend(more)
        if not more.has_errors:
            try:
                tf.result = convert(value, tf.result_type)
            except CtyError as exc:
                diags.append(Diagnostic.error(
                    "Invalid result value",
                    f"The result value does not conform to the given result type: {exc}.",
                    result_attr.expr.range))
        tf.result_range = result_attr.expr.range

    for block in content.blocks:
        if block.type == "traversals":
            if tf.checks_traversals:
                diags.append(Diagnostic.error(
                    'Duplicate "traversals" block', "Only one traversals block is expected.", block.type_range))
                continue
            expected, more = _decode_traversals(block)
            diags.extend(more)
            if not more.has_errors:
                tf.checks_traversals = True
                tf.expected_traversals = expected
        else:
            if tf.expected_diags:
                diags.append(Diagnostic.error(
                    'Duplicate "diagnostics" block', "Only one diagnostics block is expected.", block.type_range))
                continue
            expected_diags, more = _decode_diagnostics(block)
            diags.extend(more)
            tf.expected_diags = expected_diags

    if tf.result is not None and tf.expected_diags and result_attr is not None:
        diags.append(Diagnostic.error(
            "Conflicting spec expectations",
            "This test spec includes expected diagnostics, so it may not also include an expected result.",
            result_attr.range))
    return tf, diags


def _decode_traversals(block: Block) -> tuple[list[ExpectedTraversal], Diagnostics]:
    content, diags = block.body.content(TRAVERSALS_SCHEMA)
    if diags.has_errors:
        return [], diags
    out: list[ExpectedTraversal] = []
    for expect in content.blocks:
        rng, remain, more = _decode_range(expect.body)
        diags.extend(more)
        expect_content, more = remain.content(EXPECT_SCHEMA)
        diags.extend(more)
        if more.has_errors:
            continue
        traversal, more = abs_traversal_for_expr(expect_content.attributes["ref"].expr)
        diags.extend(more)
        if traversal is not None and not more.has_errors:
            out.append(ExpectedTraversal(traversal, rng, expect.def_range))
    return out, diags


def _decode_diagnostics(block: Block) -> tuple[list[ExpectedDiagnostic], Diagnostics]:
    content, diags = block.body.content(DIAGNOSTICS_SCHEMA)
    if diags.has_errors:
        return [], diags
    if not content.blocks:
        diags.append(Diagnostic.error(
            "Empty diagnostics block",
            'If a diagnostics block is present, at least one expectation statement ("error" or "warning" block) '
            "must be included.", block.type_range))
        return [], diags
    out: list[ExpectedDiagnostic] = []
    for item in content.blocks:
        rng, remain, more = _decode_range(item.body)
        diags.extend(more)
        if diags.has_errors:
            continue
        # Nothing else is allowed beside the range.
        _, more = remain.content(BodySchema())
        diags.extend(more)
        severity = Severity.ERROR if item.type == "error" else Severity.WARNING
        out.append(ExpectedDiagnostic(severity, rng, item.type_range))
    return out, diags


def _decode_range(body: Body) -> tuple[Range, Body, Diagnostics]:
    """``from`` and ``to`` blocks (exactly one each), and the rest of the body."""
    content, remain, diags = body.partial_content(RANGE_SCHEMA)
    ends: dict[str, Pos] = {}
    for name in ("from", "to"):
        blocks = content.blocks_of_type(name)
        if not blocks:
            diags.append(Diagnostic.error(
                f"Missing {name} block", f"A {name} block is required.", body.missing_item_range()))
        elif len(blocks) > 1:
            diags.append(Diagnostic.error(
                f"Duplicate {name} block",
                f"Only one {name} block is allowed. Another was defined at {blocks[0].def_range}.",
                blocks[1].def_range))
        else:
            pos, more = _decode_pos(blocks[0].body)
            diags.extend(more)
            ends[name] = pos
    start, end = ends.get("from", Pos(0, 0, 0)), ends.get("to", Pos(0, 0, 0))
    return Range(NO_FILE, start, end), remain, diags


def _decode_pos(body: Body) -> tuple[Pos, Diagnostics]:
    content, diags = body.content(POS_SCHEMA)
    nums: dict[str, int] = {}
    for name, what in (("line", "line number"), ("column", "column number"), ("byte", "byte position")):
        attr = content.attributes.get(name)
        if attr is None:
            continue
        value, more = evaluate(attr.expr, None)
        diags.extend(more)
        if more.has_errors:
            continue
        try:
            number = convert(value, NUMBER)
            if not number.is_known or number.is_null or not number.as_number().is_int:
                raise ValueError
            nums[name] = int(number.as_number())
        except (CtyError, ValueError, OverflowError):
            diags.append(Diagnostic.error(
                f"Invalid {what}", f"The {name} must be a whole number.", attr.expr.range))
    return Pos(nums.get("line", 0), nums.get("column", 0), nums.get("byte", 0)), diags


# ------------------------------------------------------------------ type constraints

_INVALID_TYPE = "Invalid type specification"
_PRIMITIVES = {"bool": BOOL, "string": STRING, "number": NUMBER}
_COLLECTIONS = {"list": List, "set": Set, "map": Map}
_ONE_ARG = {
    "object": "The object type constructor requires one argument specifying the attribute types and values as a map.",
    "tuple": "The tuple type constructor requires one argument specifying the element types as a list.",
}


def _bad(detail: str, subject: Range) -> tuple[Type, Diagnostics]:
    return DYNAMIC, Diagnostics([Diagnostic.error(_INVALID_TYPE, detail, subject)])


def _collection_detail(name: str) -> str:
    return f"The {name} type constructor requires one argument specifying the element type."


def type_constraint(expr: ir.Expression) -> tuple[Type, Diagnostics]:
    """A type constraint read statically from an expression (the reference's
    ``typeexpr.TypeConstraint``: ``any`` is allowed, and ``optional(T)`` for object
    attributes)."""
    kw = expr_as_keyword(expr)
    if kw in _PRIMITIVES:
        return _PRIMITIVES[kw], Diagnostics()
    if kw == "any":
        return DYNAMIC, Diagnostics()
    if kw in _COLLECTIONS:
        return _bad(_collection_detail(kw), expr.range)
    if kw in _ONE_ARG:
        return _bad(_ONE_ARG[kw], expr.range)
    if kw:
        return _bad(f'The keyword "{kw}" is not a valid type specification.', expr.range)

    call, diags = expr_call(expr)
    if call is None or diags.has_errors:
        return _bad("A type specification is either a primitive type keyword (bool, number, string) or a "
                    "complex type constructor call, like list(string).", expr.range)
    if call.name in _PRIMITIVES:
        return _bad(f'Primitive type keyword "{call.name}" does not expect arguments.', call.args_range)
    if call.name == "any":
        return _bad(f'Type constraint keyword "{call.name}" does not expect arguments.', call.args_range)
    if len(call.arguments) != 1 and (call.name in _COLLECTIONS or call.name in _ONE_ARG):
        subject = call.args_range
        if len(call.arguments) > 1:
            subject = Range.between(call.arguments[1].range, call.arguments[-1].range)
        detail = _collection_detail(call.name) if call.name in _COLLECTIONS else _ONE_ARG[call.name]
        return _bad(detail, subject)

    if call.name in _COLLECTIONS:
        ety, diags = type_constraint(call.arguments[0])
        return _COLLECTIONS[call.name](ety), diags
    if call.name == "object":
        return _object_constraint(expr, call.arguments[0])
    if call.name == "tuple":
        elems, diags = _static_list(call.arguments[0])
        if elems is None:
            return _bad("Tuple type constructor requires a list of element types.", call.arguments[0].range)
        etys: list[Type] = []
        for elem in elems:
            ety, more = type_constraint(elem)
            diags.extend(more)
            etys.append(ety)
        return Tuple(etys), diags
    return _bad(f'Keyword "{call.name}" is not a valid type constructor.', call.name_range)


def _static_list(expr: ir.Expression) -> tuple[tuple[ir.Expression, ...] | None, Diagnostics]:
    items, diags = expr_list(expr)
    return (None, Diagnostics()) if diags.has_errors else (items, diags)


def _object_constraint(expr: ir.Expression, arg: ir.Expression) -> tuple[Type, Diagnostics]:
    pairs, diags = expr_map(arg)
    if pairs is None or diags.has_errors:
        return _bad("Object type constructor requires a map whose keys are attribute names and whose values "
                    "are the corresponding attribute types.", arg.range)
    attrs: dict[str, Type] = {}
    optional: list[str] = []
    diags = Diagnostics()
    for pair in pairs:
        name = expr_as_keyword(pair.key)
        if not name:
            diags.append(Diagnostic.error(
                _INVALID_TYPE, "Object constructor map keys must be attribute names.", pair.key.range))
            continue
        aty_expr = pair.value
        call, call_diags = expr_call(aty_expr)
        if call is not None and not call_diags.has_errors and call.name == "optional":
            if len(call.arguments) != 1:
                detail = ("Optional attribute modifier requires the attribute type as its argument."
                          if not call.arguments else
                          "Optional attribute modifier expects only one argument: the attribute type.")
                diags.append(Diagnostic.error(_INVALID_TYPE, detail, call.args_range))
                if not call.arguments:
                    continue
            else:
                optional.append(name)
            aty_expr = call.arguments[0]
        aty, more = type_constraint(aty_expr)
        diags.extend(more)
        attrs[name] = aty
    return Object(attrs, optional), diags
