"""Templates (``"${...}"``, heredocs, directives) and helpers for conditionals."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hcl import ir
from hcl.cty import DYNAMIC, NUMBER, STRING, ConversionError, Type, Value
from hcl.cty.convert import convert
from hcl.eval.limits import MAX_STRING_LENGTH
from hcl.text import go_quote

if TYPE_CHECKING:
    from hcl.eval.evaluate import Evaluator

# The known prefix kept on an unknown template result (as the reference, v2.17.1).
_PREFIX_LIMIT = 128


def template(ev: Evaluator, expr: ir.Template) -> Value:
    parts: list[str] = []
    known = True
    had_errors = False
    marks = []
    size = 0
    for part in expr.parts:
        value, part_diags = ev.sub(part)
        ev.diags.extend(part_diags)
        had_errors = had_errors or any(d.is_error for d in part_diags)
        if value.is_null:
            ev.error("Invalid template interpolation value",
                     "This interpolation evaluates to null, and null cannot be inserted into a string.",
                     part.range, expr.range)
            had_errors = True
            continue
        marks.append(value.marks)
        value = value.unmark()
        if not value.is_known:
            known = False
            continue
        try:
            text = convert(value, STRING)
        except ConversionError as exc:
            ev.error("Invalid template interpolation value",
                     f"This interpolation's value cannot be turned into a string: {exc}.", part.range, expr.range)
            had_errors = True
            continue
        if known:
            parts.append(text.unmark().as_string())
            size += len(parts[-1])
            if size > MAX_STRING_LENGTH:
                _too_long(ev, expr)
                return Value.unknown(STRING)
    if not known:
        result = Value.unknown(STRING).refine()
        result = result.not_null()
        prefix = "".join(parts)
        if prefix and not had_errors:
            result = result.string_prefix(_truncate_prefix(prefix))
        return result.new_value().with_marks(*marks)
    return Value.string("".join(parts)).with_marks(*marks)


def _truncate_prefix(prefix: str) -> str:
    data = prefix.encode("utf-8", "surrogateescape")
    if len(data) <= _PREFIX_LIMIT:
        return prefix
    return data[:_PREFIX_LIMIT].decode("utf-8", "ignore")


def template_wrap(ev: Evaluator, expr: ir.TemplateWrap) -> Value:
    return ev.eval(expr.wrapped)


def template_join(ev: Evaluator, expr: ir.TemplateJoin) -> Value:
    value = ev.eval(expr.tuple)
    if value.type == DYNAMIC or not value.is_known:
        return Value.unknown(STRING).with_marks(value.marks)
    marks = [value.marks]
    value = value.unmark()
    out: list[str] = []
    size = 0
    for element in value.as_value_list():
        if element.is_null:
            ev.error("Invalid template interpolation value",
                     "One pass of the template's for directive produced null, which cannot be inserted into a "
                     "string.", expr.range)
            continue
        if element.type == DYNAMIC:
            return Value.unknown(STRING).with_marks(*marks)
        try:
            text = convert(element, STRING)
        except ConversionError as exc:
            ev.error("Invalid template interpolation value",
                     f"One pass of the template's for directive produced a value that cannot be turned into a "
                     f"string: {exc}.", expr.range)
            continue
        if not element.is_known:
            return Value.unknown(STRING).with_marks(*marks)
        marks.append(text.marks)
        out.append(text.unmark().as_string())
        size += len(out[-1])
        if size > MAX_STRING_LENGTH:
            _too_long(ev, expr)
            return Value.unknown(STRING)
    return Value.string("".join(out)).with_marks(*marks)


def _too_long(ev: Evaluator, expr: ir.Expression) -> None:
    ev.error("Template result too long",
             f"The template would produce more than {MAX_STRING_LENGTH} characters, the limit for one string.",
             expr.range)


# ---------------------------------------------------------------------- conditional helpers

def unknown_conditional(true_val: Value, false_val: Value, result_type: Type) -> Value:
    """The result of a conditional whose condition is unknown, refined as far as the branches allow."""
    if true_val.is_null and false_val.is_null:
        return Value.null(result_type)
    result = Value.unknown(result_type)
    if result_type == DYNAMIC:
        return result
    # The branches' ranges as values of the result type (a tuple branch of a list result).
    true_range, false_range = (_as_type(v.unmark_deep(), result_type).range() for v in (true_val, false_val))
    builder = result.refine()
    if true_range.definitely_not_null() and false_range.definitely_not_null():
        builder = builder.not_null()
    if result_type == NUMBER:
        low = _outer_bound(true_range.number_lower_bound(), false_range.number_lower_bound(), lower=True)
        high = _outer_bound(true_range.number_upper_bound(), false_range.number_upper_bound(), lower=False)
        if low is not None:
            builder = builder.number_range_lower_bound(*low)
        if high is not None:
            builder = builder.number_range_upper_bound(*high)
    elif result_type.is_list or result_type.is_map or result_type.is_set:
        # A tuple or object branch has no length range as such: take the branch as the
        # result's collection type first.
        true_range = _as_type(true_val.unmark_deep(), result_type).range()
        false_range = _as_type(false_val.unmark_deep(), result_type).range()
        builder = builder.collection_length_lower_bound(
            min(true_range.length_lower_bound(), false_range.length_lower_bound()))
        builder = builder.collection_length_upper_bound(
            max(true_range.length_upper_bound(), false_range.length_upper_bound()))
    return builder.new_value()


def _as_type(value: Value, ty: Type) -> Value:
    """``value`` converted to ``ty``, or an unknown of ``ty`` when it does not convert."""
    if value.type == ty:
        return value
    try:
        return convert(value, ty)
    except ConversionError:
        return Value.unknown(ty)


def _outer_bound(a: tuple[Value, bool], b: tuple[Value, bool], lower: bool) -> tuple[Value, bool] | None:
    """The looser of two number bounds (None when either is unknown)."""
    (va, ia), (vb, ib) = a, b
    if not va.is_known or not vb.is_known or va.is_null or vb.is_null:
        return None
    order = va.as_number().cmp(vb.as_number())
    if order == 0:
        return va, ia or ib
    a_is_outer = order < 0 if lower else order > 0
    return (va, ia) if a_is_outer else (vb, ib)


def describe_conditional_mismatch(true_ty: Type, false_ty: Type) -> str:
    """Why the two branch types of a conditional do not unify."""
    if true_ty.is_object and false_ty.is_object:
        t_attrs, f_attrs = true_ty.attribute_types, false_ty.attribute_types
        for name in sorted(t_attrs):
            if name not in f_attrs:
                return f"Attribute {go_quote(name)} is in the 'true' object but not in the 'false' one"
            if t_attrs[name] != f_attrs[name]:
                return (f"Attribute {go_quote(name)} differs: "
                        f"{describe_conditional_mismatch(t_attrs[name], f_attrs[name])}")
        for name in sorted(f_attrs):
            if name not in t_attrs:
                return f"Attribute {go_quote(name)} is in the 'false' object but not in the 'true' one"
    elif true_ty.is_tuple and false_ty.is_tuple:
        t_elems, f_elems = true_ty.element_types, false_ty.element_types
        if len(t_elems) != len(f_elems):
            return f"The 'true' tuple has {len(t_elems)} element(s) and the 'false' tuple has {len(f_elems)}"
        for i, (t, f) in enumerate(zip(t_elems, f_elems, strict=True)):
            if t != f:
                return f"Tuple element {i} differs: {describe_conditional_mismatch(t, f)}"
    elif _same_collection_kind(true_ty, false_ty) and _both_structural(true_ty.element_type, false_ty.element_type):
        noun = "list" if true_ty.is_list else "set" if true_ty.is_set else "map"
        return (f"The {noun} element types differ: "
                f"{describe_conditional_mismatch(true_ty.element_type, false_ty.element_type)}")
    else:
        return f"The 'true' result is {true_ty.friendly_name()} and the 'false' result is {false_ty.friendly_name()}"
    return "Types differ somewhere deeper inside the 'true' and 'false' results"


def _same_collection_kind(a: Type, b: Type) -> bool:
    return (a.is_list and b.is_list) or (a.is_map and b.is_map) or (a.is_set and b.is_set)


def _both_structural(a: Type, b: Type) -> bool:
    return (a.is_object and b.is_object) or (a.is_tuple and b.is_tuple)


