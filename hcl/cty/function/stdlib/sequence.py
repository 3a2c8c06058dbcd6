"""Sequence functions (go-cty ``stdlib/sequence.go``): ``concat`` and ``range``.

``range`` builds at most :data:`MAX_RANGE_LENGTH` (1024) numbers, as go-cty does: any
call that would produce more, such as ``range(0, 1e12)`` or a range towards an
infinity, stops with an error after 1024 steps instead of exhausting memory.
"""

from __future__ import annotations

from typing import Any

from hcl.cty.convert import convert, unify_unsafe
from hcl.cty.errors import ConversionError
from hcl.cty.function.function import ArgError, Function, FunctionError, Parameter
from hcl.cty.function.stdlib.general import refine_not_null
from hcl.cty.types import DYNAMIC, NUMBER, List, Tuple, Type
from hcl.cty.values import ZERO, Value

__all__ = ["CONCAT", "FUNCTIONS", "MAX_RANGE_LENGTH", "RANGE"]

#: The most numbers ``range`` generates (go-cty's artificial limit).
MAX_RANGE_LENGTH = 1024


def _concat_type(args: list[Value]) -> Type:
    if not args:
        raise FunctionError("at least one argument is required")
    if all(a.type.is_list for a in args):
        common, _ = unify_unsafe([a.type for a in args])
        if common is not None:
            return common
    etys: list[Type] = []
    for i, val in enumerate(args):
        ty = val.type
        if ty.is_tuple:
            etys.extend(ty.element_types)
        elif ty.is_list:
            if not val.is_known:
                # The number of elements decides the tuple type.
                return DYNAMIC
            etys.extend([ty.element_type] * val.unmark().length_int())
        else:
            raise ArgError(i, f"all arguments must be lists or tuples; got {ty.friendly_name()}")
    return Tuple(etys)


def _concat(args: list[Value], ret: Type) -> Value:
    vals: list[Value] = []
    marks: set[Any] = set()
    for i, seq in enumerate(args):
        if ret.is_list:
            try:
                seq = convert(seq, ret)
            except ConversionError as e:
                raise ArgError(i, e.message, e.path) from None
        seq, m = seq.unmark_with_marks()
        marks |= m
        vals.extend(seq.as_value_list())
    if ret.is_tuple:
        return Value.tuple(vals).with_marks(marks)
    # Like go-cty's ListVal, the element type comes from the elements when there are
    # some (a list(any) result may hold, say, strings).
    lst = Value.list(vals) if vals else Value.list([], ret.element_type)
    return lst.with_marks(marks)


CONCAT = Function(
    var_param=Parameter("seqs", DYNAMIC, allow_marked=True), type=_concat_type,
    impl=_concat, refine_result=refine_not_null,
    description="Concatenates together all of the given lists or tuples into a single "
                "sequence, preserving the input order.")


def _range(args: list[Value], ret: Type) -> Value:
    one, minus_one = Value.number(1), Value.number(-1)
    if len(args) == 1:
        start, end = ZERO, args[0]
        step = minus_one if end.less_than(ZERO).is_true() else one
    elif len(args) == 2:
        start, end = args
        step = minus_one if end.less_than(start).is_true() else one
    elif len(args) == 3:
        start, end, step = args
    else:
        raise FunctionError("must have one, two, or three arguments")
    if step.as_number().is_zero:
        raise ArgError(2, "step must not be zero")
    down = step.less_than(ZERO).is_true()
    if down and end.greater_than(start).is_true():
        raise ArgError(1, "end must be less than start when step is negative")
    if not down and end.less_than(start).is_true():
        raise ArgError(1, "end must be greater than start when step is positive")
    vals: list[Value] = []
    num = start
    while not (num.less_than_or_equal_to(end) if down
               else num.greater_than_or_equal_to(end)).is_true():
        if len(vals) >= MAX_RANGE_LENGTH:
            raise FunctionError(
                f"more than {MAX_RANGE_LENGTH} values were generated; either decrease the "
                "difference between start and end or use a smaller step")
        vals.append(num)
        num = num.add(step)
    return Value.list(vals, NUMBER)


RANGE = Function(
    var_param=Parameter("params", NUMBER), type=List(NUMBER), impl=_range,
    refine_result=refine_not_null,
    description="Returns a list of numbers spread evenly over a particular range.")

FUNCTIONS: dict[str, Function] = {"concat": CONCAT, "range": RANGE}
