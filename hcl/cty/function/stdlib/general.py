"""General functions (go-cty ``stdlib/general.go``): ``equal``, ``not_equal`` (the
``==`` and ``!=`` operators) and ``coalesce``.

Also the small helpers the other stdlib modules share: the non-null result refinement
and go-cty's ``gocty`` conversions of numbers to Go ``int`` and ``float64``, with their
exact error messages.
"""

from __future__ import annotations

import sys

from hcl.cty.convert import convert, unify_unsafe
from hcl.cty.function.function import Function, FunctionError, Parameter
from hcl.cty.numbers import Number
from hcl.cty.refinements import RefinementBuilder
from hcl.cty.types import BOOL, DYNAMIC, Type
from hcl.cty.values import Value

__all__ = [
    "COALESCE",
    "EQUAL",
    "FUNCTIONS",
    "GO_FLOAT_MESSAGE",
    "GO_INT_MESSAGE",
    "INT64_MAX",
    "INT64_MIN",
    "NOT_EQUAL",
    "go_float64",
    "go_int",
    "go_int_or_error",
    "refine_not_null",
]

INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1

#: gocty's message when a number does not fit a Go ``int`` (64-bit).
GO_INT_MESSAGE = f"value must be a whole number, between {INT64_MIN} and {INT64_MAX}"
_INT64_MIN = Number.from_int(INT64_MIN)
_INT64_MAX = Number.from_int(INT64_MAX)
#: gocty's message when a finite number overflows a ``float64``.
GO_FLOAT_MESSAGE = (f"value must be between {-sys.float_info.max:f} and "
                    f"{sys.float_info.max:f} inclusive")


def refine_not_null(b: RefinementBuilder) -> RefinementBuilder:
    """go-cty's ``refineNonNull``: the result is never null."""
    return b.not_null()


def go_int(n: Number) -> int | None:
    """The number as a Go ``int`` (int64) if it is a whole number in range, else None
    (gocty's ``FromCtyValue`` into an ``int``: ``big.Float.Int64`` must be exact)."""
    if not n.is_int or n.cmp(_INT64_MIN) < 0 or n.cmp(_INT64_MAX) > 0:
        return None
    return n.to_int()


def go_int_or_error(n: Number) -> int:
    """:func:`go_int`, raising a FunctionError with gocty's message."""
    i = go_int(n)
    if i is None:
        raise FunctionError(GO_INT_MESSAGE)
    return i


def go_float64(n: Number) -> float:
    """The number as a Go ``float64`` (nearest, ties to even); a finite number too large
    for a float raises gocty's error. Infinities pass through."""
    f = n.to_float(lossy=True)
    if n.is_finite and f in (float("inf"), float("-inf")):
        raise FunctionError(GO_FLOAT_MESSAGE)
    return f


def _any(name: str) -> Parameter:
    return Parameter(name, DYNAMIC, allow_unknown=True, allow_dynamic_type=True,
                     allow_null=True)


def _equal(args: list[Value], ret: Type) -> Value:
    return args[0].equals(args[1])


def _not_equal(args: list[Value], ret: Type) -> Value:
    return args[0].equals(args[1]).not_()


EQUAL = Function(
    params=[_any("a"), _any("b")], type=BOOL, impl=_equal, refine_result=refine_not_null,
    description="Returns true if the two given values are equal, or false otherwise.")

NOT_EQUAL = Function(
    params=[_any("a"), _any("b")], type=BOOL, impl=_not_equal,
    refine_result=refine_not_null,
    description="Returns false if the two given values are equal, or true otherwise.")


def _coalesce_type(args: list[Value]) -> Type:
    ret, _ = unify_unsafe([a.type for a in args])
    if ret is None:
        raise FunctionError("all arguments must have the same type")
    return ret


def _coalesce(args: list[Value], ret: Type) -> Value:
    for arg in args:
        if not arg.is_known:
            return Value.unknown(ret)
        if arg.is_null:
            continue
        return convert(arg, ret)
    raise FunctionError("no non-null arguments")


COALESCE = Function(
    var_param=_any("vals"), type=_coalesce_type, impl=_coalesce,
    refine_result=refine_not_null,
    description="Returns the first of the given arguments that isn't null, or raises an "
                "error if there are no non-null arguments.")

FUNCTIONS: dict[str, Function] = {
    "equal": EQUAL,
    "not_equal": NOT_EQUAL,
    "coalesce": COALESCE,
}
