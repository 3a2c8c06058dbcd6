"""Reading the arguments of a spec block, as the reference's ``gohcl.DecodeBody`` does.

Each argument is declared with a kind: ``string``, ``bool``, ``int`` and
``strings`` (optional, converted to that type; null means absent), ``expr``
(the expression itself, never required; an absent one reads as ``null``) and
``value`` (required, any value). Conversion failures are "Unsuitable value
type" errors at the start of the expression, as in the reference.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from hcl import ir
from hcl.body import AttributeSchema, Body, BodySchema
from hcl.cty import BOOL, DYNAMIC, NUMBER, STRING, ConversionError, List, Type, Value
from hcl.cty.convert import convert
from hcl.cty.function.stdlib.general import GO_INT_MESSAGE, go_int
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.eval import EvalContext, evaluate

__all__ = ["Arg", "decode_args"]

Kind = Literal["string", "bool", "int", "strings", "expr", "value"]
_TYPES: dict[str, Type] = {"string": STRING, "bool": BOOL, "int": NUMBER, "strings": List(STRING), "value": DYNAMIC}


@dataclass(frozen=True, slots=True)
class Arg:
    """One argument of a block: its name and kind."""

    name: str
    kind: Kind


class _Unsuitable(Exception):
    """A value that does not fit the argument's Go type (gocty's error)."""


def decode_args(
    body: Body, args: tuple[Arg, ...], ctx: EvalContext | None = None, *, remain: bool = False
) -> tuple[dict[str, Any], Body | None, Diagnostics]:
    """The decoded arguments by name (absent optional ones are None) and, with ``remain``, the rest of the body."""
    ordered = sorted(args, key=lambda a: a.name)
    schema = BodySchema(tuple(AttributeSchema(a.name, a.kind == "value") for a in ordered))
    leftovers: Body | None = None
    if remain:
        content, leftovers, diags = body.partial_content(schema)
    else:
        content, diags = body.content(schema)
    out: dict[str, Any] = {}
    for arg in ordered:
        attr = content.attributes.get(arg.name)
        if attr is None:
            out[arg.name] = (ir.Literal(Value.null(DYNAMIC), body.missing_item_range())
                             if arg.kind == "expr" else None)
        elif arg.kind == "expr":
            out[arg.name] = attr.expr
        else:
            out[arg.name] = _decode_expression(attr.expr, ctx, arg.kind, diags)
    return out, leftovers, diags


def _decode_expression(expr: ir.Expression, ctx: EvalContext | None, kind: Kind, diags: Diagnostics) -> Any:
    val, more = evaluate(expr, ctx)
    diags.extend(more)
    try:
        val = convert(val, _TYPES[kind])
        return _from_value(val, kind)
    except (ConversionError, _Unsuitable) as exc:
        diags.append(Diagnostic.error("Unsuitable value type",
                                      f"This value cannot be used for this argument: {exc}", expr.start_range,
                                      expr.range))
        return None


def _from_value(val: Value, kind: Kind) -> Any:
    if kind == "value":
        return val
    if val.is_null:
        return [] if kind == "strings" else None
    if not val.is_known:
        raise _Unsuitable("value must be known")
    if kind == "string":
        return val.as_string()
    if kind == "bool":
        return val.as_bool()
    if kind == "int":
        n = go_int(val.as_number())
        if n is None:
            raise _Unsuitable(GO_INT_MESSAGE)
        return n
    out: list[str] = []
    for elem in val.as_value_list():
        if elem.is_null:
            raise _Unsuitable("null value is not allowed")
        if not elem.is_known:
            raise _Unsuitable("value must be known")
        out.append(elem.as_string())
    return out
