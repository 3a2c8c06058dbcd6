"""Arithmetic, comparison and logic on values (go-cty ``value_ops.go``).

Every operation shallowly unmarks its operands and marks the result with the union of
their marks. A dynamic-typed operand gives an unknown of the result type, an unknown
operand an unknown result refined as go-cty refines it (not null, numeric bounds by
interval arithmetic for ``+ - *``). Null operands raise
:class:`~hcl.cty.errors.OperationError`; impossible arithmetic (opposing infinities,
zero times infinity, ...) raises :class:`~hcl.cty.errors.NumberError` with the wording of
go-cty's standard library functions.
"""

from __future__ import annotations

from collections.abc import Callable

from hcl.cty.errors import NumberError, OperationError
from hcl.cty.numbers import Number
from hcl.cty.refinements import numeric_range_arithmetic
from hcl.cty.types import BOOL, NUMBER, Type
from hcl.cty.values import FALSE, TRUE, ZERO, Value

__all__ = [
    "absolute",
    "add",
    "and_",
    "divide",
    "greater_than",
    "less_than",
    "modulo",
    "multiply",
    "negate",
    "not_",
    "or_",
    "subtract",
]


def _type_check(required: Type, ret: Type, *vals: Value) -> Value | None:
    """go-cty ``typeCheck``: None to compute, else the short-circuit result."""
    has_dynamic = False
    has_unknown = False
    for i, v in enumerate(vals):
        if v.type.is_dynamic:
            has_dynamic = True
            continue
        if v.type != required:
            raise OperationError(f"type mismatch: want {required.friendly_name()} but value "
                                 f"{i} is {v.type.friendly_name()}")
        if not v.is_known:
            has_unknown = True
    if has_dynamic:
        return Value.unknown(ret)
    if has_unknown:
        return Value.unknown(ret)
    for v in vals:
        if v.is_null:
            raise OperationError("cannot apply an operation to a null value")
    return None


def _unmarked2(a: Value, b: Value) -> bool:
    return bool(a.marks or b.marks)


def _num(v: Value) -> Number:
    return v._v  # type: ignore[no-any-return]


def _numeric_binary(
    op: Callable[[Value, Value], Value],
    a: Value,
    b: Value,
    compute: Callable[[Number, Number], Number],
    message: str,
    ranged: bool,
) -> Value:
    if _unmarked2(a, b):
        return op(a.unmark(), b.unmark()).with_marks(a.marks, b.marks)
    sc = _type_check(NUMBER, NUMBER, a, b)
    if sc is not None:
        if ranged:
            sc = sc.refine_with(numeric_range_arithmetic(op, a.range(), b.range()))
        return sc.refine_not_null()
    try:
        return Value._make(NUMBER, compute(_num(a), _num(b)))
    except NumberError:
        raise NumberError(message) from None


def add(a: Value, b: Value) -> Value:
    return _numeric_binary(add, a, b, Number.add,
                           "can't compute sum of opposing infinities", True)


def subtract(a: Value, b: Value) -> Value:
    return _numeric_binary(subtract, a, b, Number.sub,
                           "can't subtract infinity from itself", True)


def multiply(a: Value, b: Value) -> Value:
    if _unmarked2(a, b):
        return multiply(a.unmark(), b.unmark()).with_marks(a.marks, b.marks)
    sc = _type_check(NUMBER, NUMBER, a, b)
    if sc is not None:
        if a._v is ZERO._v or b._v is ZERO._v:
            # go-cty compares with its Zero singleton: it times anything is zero.
            return ZERO
        sc = sc.refine_with(numeric_range_arithmetic(multiply, a.range(), b.range()))
        return sc.refine_not_null()
    try:
        return Value._make(NUMBER, _num(a).multiply(_num(b)))
    except NumberError:
        raise NumberError("can't multiply zero by infinity") from None


def divide(a: Value, b: Value) -> Value:
    return _numeric_binary(divide, a, b, Number.quo,
                           "can't divide zero by zero or infinity by infinity", False)


def modulo(a: Value, b: Value) -> Value:
    return _numeric_binary(modulo, a, b, Number.modulo,
                           "can't use modulo with zero and infinity", False)


def negate(a: Value) -> Value:
    if a.marks:
        return negate(a.unmark()).with_marks(a.marks)
    sc = _type_check(NUMBER, NUMBER, a)
    if sc is not None:
        return sc.refine_not_null()
    return Value._make(NUMBER, _num(a).neg())


def absolute(a: Value) -> Value:
    if a.marks:
        return absolute(a.unmark()).with_marks(a.marks)
    sc = _type_check(NUMBER, NUMBER, a)
    if sc is not None:
        return (sc.refine().not_null()
                .number_range_inclusive(ZERO, Value.unknown(NUMBER)).new_value())
    return Value._make(NUMBER, _num(a).abs())


def _compare(a: Value, b: Value, greater: bool) -> Value:
    sc = _type_check(NUMBER, BOOL, a, b)
    if sc is not None:
        ar, br = a.range(), b.range()
        if ar.type_constraint == NUMBER and br.type_constraint == NUMBER:
            lo, hi = (br, ar) if greater else (ar, br)
            # "lo < hi" is certainly true if lo's maximum is below hi's minimum.
            lo_max, _ = lo.number_upper_bound()
            hi_min, _ = hi.number_lower_bound()
            if lo_max.is_known and hi_min.is_known and _num(lo_max).cmp(_num(hi_min)) < 0:
                return TRUE
            lo_min, _ = lo.number_lower_bound()
            hi_max, _ = hi.number_upper_bound()
            if lo_min.is_known and hi_max.is_known and _num(lo_min).cmp(_num(hi_max)) > 0:
                return FALSE
        return sc.refine_not_null()
    c = _num(a).cmp(_num(b))
    return TRUE if (c > 0 if greater else c < 0) else FALSE


def less_than(a: Value, b: Value) -> Value:
    if _unmarked2(a, b):
        return less_than(a.unmark(), b.unmark()).with_marks(a.marks, b.marks)
    return _compare(a, b, False)


def greater_than(a: Value, b: Value) -> Value:
    if _unmarked2(a, b):
        return greater_than(a.unmark(), b.unmark()).with_marks(a.marks, b.marks)
    return _compare(a, b, True)


def not_(a: Value) -> Value:
    if a.marks:
        return not_(a.unmark()).with_marks(a.marks)
    sc = _type_check(BOOL, BOOL, a)
    if sc is not None:
        return sc.refine_not_null()
    return FALSE if a._v else TRUE


def _is_bool_const(v: Value, b: bool) -> bool:
    return v.type == BOOL and v._v is b


def and_(a: Value, b: Value) -> Value:
    if _unmarked2(a, b):
        return and_(a.unmark(), b.unmark()).with_marks(a.marks, b.marks)
    sc = _type_check(BOOL, BOOL, a, b)
    if sc is not None:
        if _is_bool_const(a, False) or _is_bool_const(b, False):
            return FALSE
        return sc.refine_not_null()
    return TRUE if a._v and b._v else FALSE


def or_(a: Value, b: Value) -> Value:
    if _unmarked2(a, b):
        return or_(a.unmark(), b.unmark()).with_marks(a.marks, b.marks)
    sc = _type_check(BOOL, BOOL, a, b)
    if sc is not None:
        if _is_bool_const(a, True) or _is_bool_const(b, True):
            return TRUE
        return sc.refine_not_null()
    return TRUE if a._v or b._v else FALSE

