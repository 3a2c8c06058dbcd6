"""Static analysis of expressions (spec.md "Static Analysis", json-spec.md "Static Analysis").

Each analysis reads the physical structure of an expression rather than
evaluating it, and fails with the reference's "Invalid expression" diagnostic
when the expression is not of the required form:

* native syntax: a tuple constructor is a static list, an object constructor a
  static map, a function call a static call, a variable reference (also after
  ``true``/``false``/``null``, which read as names here) a static traversal;
  parentheses hide all of these, as in the reference;
* JSON syntax: an array is a static list, an object a static map (keys are
  string expressions), and a string holds a native traversal or call.
"""

from __future__ import annotations

from dataclasses import dataclass

from hcl import ir
from hcl.cty import FALSE, TRUE
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.json.expression import JSONArray, JSONObject, JSONString
from hcl.native import parse_expression, parse_traversal
from hcl.pos import Pos, Range

_INVALID = "Invalid expression"
_TRAVERSAL_REQUIRED = (
    "Only a plain variable reference is accepted here: a name followed by attribute names and "
    "constant indexes, as in foo.bar[0]. Operators, function calls and templates cannot be used.")


@dataclass(frozen=True, slots=True)
class StaticCall:
    """A function call read statically: its name and argument expressions."""

    name: str
    name_range: Range
    arguments: tuple[ir.Expression, ...]
    args_range: Range


@dataclass(frozen=True, slots=True)
class KeyValuePair:
    """One item of a static map; the key is an expression too."""

    key: ir.Expression
    value: ir.Expression


def _invalid(detail: str, subject: Range) -> Diagnostics:
    return Diagnostics([Diagnostic.error(_INVALID, detail, subject)])


def expr_list(expr: ir.Expression) -> tuple[tuple[ir.Expression, ...] | None, Diagnostics]:
    """The element expressions of a static list."""
    if isinstance(expr, ir.TupleCons):
        return expr.exprs, Diagnostics()
    if isinstance(expr, JSONArray):
        return expr.items, Diagnostics()
    return None, _invalid("This must be a list written out literally in brackets; an expression that "
                          "computes a list is not accepted.", expr.start_range)


def expr_map(expr: ir.Expression) -> tuple[tuple[KeyValuePair, ...] | None, Diagnostics]:
    """The key and value expressions of a static map, in source order."""
    if isinstance(expr, ir.ObjectCons):
        return tuple(KeyValuePair(item.key, item.value) for item in expr.items), Diagnostics()
    if isinstance(expr, JSONObject):
        return tuple(KeyValuePair(p.key, p.value) for p in expr.properties), Diagnostics()
    return None, _invalid("This must be a map written out literally in braces; an expression that "
                          "computes a map is not accepted.", expr.start_range)


def _call(expr: ir.Expression) -> StaticCall | None:
    if isinstance(expr, ir.FunctionCall):
        return StaticCall(expr.name, expr.name_range, expr.args,
                          Range.between(expr.open_paren_range, expr.close_paren_range))
    if isinstance(expr, JSONString):
        # The reference parses from the string's opening quote, not just after it.
        native, diags = parse_expression(expr.value, expr.range.filename, expr.range.start)
        if diags.has_errors:
            return None
        return _call(native)
    return None


def expr_call(expr: ir.Expression) -> tuple[StaticCall | None, Diagnostics]:
    """The function name and argument expressions of a static call."""
    call = _call(expr)
    if call is None:
        return None, _invalid("This must be a direct function call, written as name(arguments).",
                                expr.start_range)
    return call, Diagnostics()


def as_traversal(expr: ir.Expression) -> ir.Traversal | None:
    """The expression read as a static variable reference, or None."""
    if isinstance(expr, ir.ScopeTraversal):
        return expr.traversal
    if isinstance(expr, ir.RelativeTraversal):
        source = as_traversal(expr.source)
        return None if source is None else source.join(expr.traversal)
    if isinstance(expr, ir.Literal):
        return _keyword_traversal(expr)
    if isinstance(expr, ir.ObjectKey):
        return None if expr.force_non_literal else as_traversal(expr.wrapped)
    if isinstance(expr, JSONString):
        traversal, diags = parse_traversal(expr.value, expr.range.filename)
        if diags.has_errors or not traversal.steps:
            return None
        return shift_traversal(traversal, expr.range.start)
    return None


def _keyword_traversal(lit: ir.Literal) -> ir.Traversal | None:
    """``null``, ``true`` and ``false`` read back as the names they were written as."""
    value = lit.value
    if value.is_known and value.is_null:
        name = "null"
    elif value.raw_equals(TRUE):
        name = "true"
    elif value.raw_equals(FALSE):
        name = "false"
    else:
        return None
    return ir.Traversal((ir.TraverseRoot(name, lit.range),))


def abs_traversal_for_expr(expr: ir.Expression) -> tuple[ir.Traversal | None, Diagnostics]:
    """The absolute traversal an expression statically refers to."""
    traversal = as_traversal(expr)
    if traversal is None:
        return None, _invalid(_TRAVERSAL_REQUIRED, expr.range)
    return traversal, Diagnostics()


def rel_traversal_for_expr(expr: ir.Expression) -> tuple[ir.Traversal | None, Diagnostics]:
    """As :func:`abs_traversal_for_expr`, with the root step turned into an attribute step."""
    traversal, diags = abs_traversal_for_expr(expr)
    if traversal is None:
        return None, diags
    root = traversal.steps[0]
    assert isinstance(root, ir.TraverseRoot)
    return ir.Traversal((ir.TraverseAttr(root.name, root.range), *traversal.steps[1:])), diags


def expr_as_keyword(expr: ir.Expression) -> str:
    """The single bare name an expression is, or ``""``."""
    traversal = as_traversal(expr)
    if traversal is not None and len(traversal.steps) == 1:
        return traversal.root_name
    return ""


def _shift_pos(pos: Pos, base: Pos) -> Pos:
    column = base.column + pos.column - 1 if pos.line == 1 else pos.column
    return Pos(base.line + pos.line - 1, column, base.byte + pos.byte)


def _shift_range(rng: Range, base: Pos) -> Range:
    return Range(rng.filename, _shift_pos(rng.start, base), _shift_pos(rng.end, base))


def shift_traversal(traversal: ir.Traversal, base: Pos) -> ir.Traversal:
    """``traversal`` parsed from text at the start of a file, moved to start at ``base``."""
    steps: list[ir.Traverser] = []
    for step in traversal.steps:
        rng = _shift_range(step.range, base)
        if isinstance(step, ir.TraverseRoot):
            steps.append(ir.TraverseRoot(step.name, rng))
        elif isinstance(step, ir.TraverseAttr):
            steps.append(ir.TraverseAttr(step.name, rng))
        elif isinstance(step, ir.TraverseIndex):
            steps.append(ir.TraverseIndex(step.key, rng))
        else:
            steps.append(ir.TraverseSplat(shift_traversal(step.each, base), rng))
    return ir.Traversal(tuple(steps))
