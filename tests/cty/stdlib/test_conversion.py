"""Conversion functions: tostring, tonumber, tobool, tolist, toset, tomap (make_to_func)
and assert_not_null. Expected values checked against go-cty."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import (
    BOOL,
    DYNAMIC,
    DYNAMIC_VAL,
    NUMBER,
    STRING,
    TRUE,
    List,
    Map,
    Object,
    Set,
    Tuple,
    Value,
)
from hcl.cty import strategies as cst
from hcl.cty.function.stdlib.conversion import FUNCTIONS, make_to_func
from tests.cty.stdlib._helpers import EL, NULL, ST, L, M, N, O, S, T, U, call, fails

TO = ["tostring", "tonumber", "tobool", "tolist", "toset", "tomap"]
TARGET = {"tostring": "string", "tonumber": "number", "tobool": "bool",
          "tolist": "list of any single type", "toset": "set of any single type",
          "tomap": "map of any single type"}


def test_names() -> None:
    assert sorted(FUNCTIONS) == sorted([*TO, "assert_not_null"])


# (value, {function: result}); functions not listed fail with "cannot convert X to Y"
CASES = [
    (S("1"), {"tostring": S("1"), "tonumber": N(1), "tobool": TRUE}),
    (S("true"), {"tostring": S("true"), "tobool": TRUE}),
    (S("inf"), {"tostring": S("inf"), "tonumber": Value.number(float("inf"))}),
    (N(5), {"tostring": S("5"), "tonumber": N(5)}),
    (N("1e100"), {"tostring": S("1" + "0" * 100), "tonumber": N("1e100")}),
    (TRUE, {"tostring": S("true"), "tobool": TRUE}),
    (T(S("a"), N(1)), {"tolist": L(S("a"), S("1")), "toset": ST(S("1"), S("a"))}),
    (T(), {"tolist": EL(DYNAMIC), "toset": ST(ety=DYNAMIC)}),
    (L(S("a")), {"tolist": L(S("a")), "toset": ST(S("a"))}),
    (ST(S("a"), S("b")), {"tolist": L(S("a"), S("b")), "toset": ST(S("a"), S("b"))}),
    (O(a=S("x"), b=N(1)), {"tomap": M(a=S("x"), b=S("1"))}),
    (M(a=S("x")), {"tomap": M(a=S("x"))}),
    (O(), {"tomap": M(DYNAMIC)}),
    (NULL(STRING), {"tostring": NULL(STRING), "tonumber": NULL(NUMBER), "tobool": NULL(BOOL)}),
    (NULL(List(STRING)), {"tolist": NULL(List(STRING)), "toset": NULL(Set(STRING))}),
]


@pytest.mark.parametrize(("value", "results"), CASES)
def test_to_functions(value: Value, results: dict[str, Value]) -> None:
    for name in TO:
        if name in results:
            assert call(name, value) == results[name], name
        elif not (value.type.is_primitive and name in ("tonumber", "tobool")):
            fails(name, value, index=0,
                  message=f"cannot convert {value.type.friendly_name()} to {TARGET[name]}")


@pytest.mark.parametrize("text", ["x", "yes", "True", " 1", "1_0"])
def test_string_conversion_errors(text: str) -> None:
    fails("tonumber", S(text), index=0, message=f'cannot convert "{text}" to number; given '
                                                "string must be a decimal representation of a "
                                                "number")
    fails("tobool", S(text), index=0, message=f'cannot convert "{text}" to bool; only the '
                                              'strings "true" or "false" are allowed')


def test_quoting_in_messages() -> None:
    fails("tonumber", S('a"b\n'), index=0, message='cannot convert "a\\"b\\n" to number; given '
                                                   "string must be a decimal representation of "
                                                   "a number")


def test_type_errors() -> None:
    fails("tobool", N(5), index=0, message="cannot convert number to bool")
    fails("tonumber", TRUE, index=0, message="cannot convert bool to number")
    fails("tolist", T(N(1), TRUE), index=0,
          message="cannot convert tuple to list of any single type")
    fails("tomap", O(a=S("x"), b=L(S("y"))), index=0,
          message="cannot convert object to map of any single type")
    fails("tostring", L(S("a")), index=0, message="cannot convert list of string to string")


def test_structural_targets() -> None:
    to_pair = make_to_func(Tuple([STRING, NUMBER]))
    assert to_pair(T(N(1), S("2"))) == T(S("1"), N(2))
    fails("", T(S("a")), fn=to_pair, index=0,
          message="incompatible tuple type for conversion: tuple required")
    fails("", L(S("a")), fn=to_pair, index=0, message="cannot convert list of string to tuple")
    to_obj = make_to_func(Object({"a": STRING}))
    assert to_obj(O(a=N(1))) == O(a=S("1"))
    assert to_obj(M(a=S("x"))) == O(a=S("x"))
    fails("", O(b=N(1)), fn=to_obj, index=0,
          message='incompatible object type for conversion: attribute "a" is required')
    # the map converts in principle, so this one fails in the implementation
    fails("", M(b=S("x")), fn=to_obj, index=0, message="cannot convert map of string to object")


def test_nulls_and_unknowns() -> None:
    # go-cty >= 1.14.4: a null of the dynamic type becomes a typed null ...
    assert call("tostring", NULL(DYNAMIC)) == NULL(STRING)
    assert call("tolist", NULL(DYNAMIC)) == NULL(List(DYNAMIC))
    assert call("tomap", NULL(DYNAMIC)) == NULL(Map(DYNAMIC))
    # ... and the dynamic value an unknown of the wanted type (no refinement).
    assert call("tonumber", DYNAMIC_VAL) == U(NUMBER)
    assert call("toset", DYNAMIC_VAL) == U(Set(DYNAMIC))
    assert call("tostring", U(NUMBER)) == U(STRING)
    assert call("tobool", U(STRING)) == U(BOOL)
    fails("tobool", U(NUMBER), index=0, message="cannot convert number to bool")


def test_marks() -> None:
    assert call("tostring", N(1).mark("s")) == S("1").mark("s")
    assert call("tolist", T(S("a").mark("m"))) == L(S("a")).mark("m")
    assert call("toset", T(S("a").mark("m"))) == ST(S("a")).mark("m")
    assert call("tostring", U(NUMBER).mark("s")) == U(STRING).mark("s")


def test_result_types() -> None:
    assert FUNCTIONS["tolist"].return_type([Tuple([STRING])]) == List(DYNAMIC)
    assert FUNCTIONS["tostring"].return_type([NUMBER]) == STRING
    assert FUNCTIONS["tostring"].return_type([DYNAMIC]) == STRING
    assert FUNCTIONS["tomap"].description.startswith("Converts the given value to map of")


def test_assert_not_null() -> None:
    assert call("assert_not_null", S("a")) == S("a")
    assert call("assert_not_null", L(S("a")).mark("m")) == L(S("a")).mark("m")
    assert call("assert_not_null", U(STRING)) == U(STRING).refine_not_null()
    assert call("assert_not_null", DYNAMIC_VAL) == DYNAMIC_VAL
    fails("assert_not_null", NULL(STRING), index=0, message="argument must not be null")
    fails("assert_not_null", NULL(DYNAMIC), index=0, message="argument must not be null")


@given(cst.number_literals())
def test_number_string_roundtrip(literal: str) -> None:
    # The string form is the shortest decimal that reads back at the value's precision,
    # so 512-bit (parsed) numbers round-trip exactly.
    v = Value.number_from_literal(literal)
    text = call("tostring", v)
    back = call("tonumber", text)
    assert back.equals(v).is_true()


@given(st.sampled_from([STRING, NUMBER, BOOL, List(STRING), Set(NUMBER), Map(BOOL)]))
def test_null_of_any_type_converts_to_null(ty: object) -> None:
    for name in TO:
        fn = FUNCTIONS[name]
        try:
            out = fn(NULL(ty))  # type: ignore[arg-type]
        except Exception:
            continue
        assert out.is_null
