"""Conversion functions (go-cty ``stdlib/conversion.go``): ``tostring``, ``tonumber``,
``tobool``, ``tolist``, ``toset``, ``tomap`` (all from :func:`make_to_func`) and
``assert_not_null``.

The ``to...`` functions allow unsafe conversions (``tonumber("12")``) and word their
errors for an explicit conversion. A null of any type converts to a null of the wanted
type; an unknown argument (the dynamic value included) gives an unknown of it.
"""

from __future__ import annotations

from hcl.cty.convert import convert, get_conversion_unsafe, mismatch_message
from hcl.cty.errors import ConversionError, go_quote
from hcl.cty.function.function import ArgError, Function, Parameter
from hcl.cty.function.stdlib.general import refine_not_null
from hcl.cty.types import BOOL, DYNAMIC, NUMBER, STRING, List, Map, Set, Type
from hcl.cty.values import Value

__all__ = [
    "ASSERT_NOT_NULL",
    "FUNCTIONS",
    "TO_BOOL",
    "TO_LIST",
    "TO_MAP",
    "TO_NUMBER",
    "TO_SET",
    "TO_STRING",
    "make_to_func",
]


def make_to_func(want: Type) -> Function:
    """A function converting its argument to ``want`` (any type constraint, e.g.
    ``List(DYNAMIC)`` for "list of any single type"), or failing with an error aimed
    at an explicit conversion."""

    def type_func(args: list[Value]) -> Type:
        got = args[0].type
        if got == want:
            return want
        if get_conversion_unsafe(got, want) is None:
            if got.is_tuple and want.is_tuple:
                raise ArgError(0, "incompatible tuple type for conversion: "
                               + mismatch_message(got, want))
            if got.is_object and want.is_object:
                raise ArgError(0, "incompatible object type for conversion: "
                               + mismatch_message(got, want))
            raise ArgError(0, f"cannot convert {got.friendly_name()} to "
                              f"{want.friendly_name_for_constraint()}")
        return want

    def impl(args: list[Value], ret: Type) -> Value:
        val = args[0]
        try:
            return convert(val, ret)
        except ConversionError:
            got = val.type
            what = "string" if val.is_null or got != STRING else go_quote(val.as_string())
            if got == STRING and want == BOOL:
                raise ArgError(0, f"cannot convert {what} to bool; only the strings "
                                  '"true" or "false" are allowed') from None
            if got == STRING and want == NUMBER:
                raise ArgError(0, f"cannot convert {what} to number; given string must be a "
                                  "decimal representation of a number") from None
            raise ArgError(0, f"cannot convert {got.friendly_name()} to "
                              f"{want.friendly_name_for_constraint()}") from None

    return Function(
        params=[Parameter("v", DYNAMIC, allow_null=True, allow_dynamic_type=True)],
        type=type_func, impl=impl,
        description=f"Converts the given value to {want.friendly_name()}, or raises an "
                    "error if that conversion is impossible.")


TO_STRING = make_to_func(STRING)
TO_NUMBER = make_to_func(NUMBER)
TO_BOOL = make_to_func(BOOL)
TO_LIST = make_to_func(List(DYNAMIC))
TO_SET = make_to_func(Set(DYNAMIC))
TO_MAP = make_to_func(Map(DYNAMIC))


def _assert_not_null(args: list[Value], ret: Type) -> Value:
    return args[0]


ASSERT_NOT_NULL = Function(
    params=[Parameter("v", DYNAMIC)], type=lambda args: args[0].type,
    impl=_assert_not_null, refine_result=refine_not_null,
    description="Returns the given value varbatim if it is non-null, or raises an error "
                "if it's null.")

FUNCTIONS: dict[str, Function] = {
    "tostring": TO_STRING,
    "tonumber": TO_NUMBER,
    "tobool": TO_BOOL,
    "tolist": TO_LIST,
    "toset": TO_SET,
    "tomap": TO_MAP,
    "assert_not_null": ASSERT_NOT_NULL,
}
