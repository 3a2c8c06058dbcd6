"""General functions: equal, not_equal, coalesce; and the shared gocty helpers."""

from __future__ import annotations

import pytest
from hypothesis import given

from hcl.cty import (
    BOOL,
    DYNAMIC,
    DYNAMIC_VAL,
    FALSE,
    NUMBER,
    STRING,
    TRUE,
    List,
    Number,
    Value,
)
from hcl.cty import strategies as cst
from hcl.cty.function import FunctionError
from hcl.cty.function.stdlib.general import (
    FUNCTIONS,
    GO_FLOAT_MESSAGE,
    GO_INT_MESSAGE,
    go_float64,
    go_int,
    go_int_or_error,
)
from tests.cty.stdlib._helpers import NULL, L, N, S, T, U, call, fails, nn


def test_names() -> None:
    assert sorted(FUNCTIONS) == ["coalesce", "equal", "not_equal"]


EQUAL_CASES = [
    (N(1), N(1), TRUE),
    (N("1"), N(1.0), TRUE),
    (N("1.2"), N(1.2), TRUE),
    (N("0"), N("-0"), TRUE),
    (S("a"), N(1), FALSE),
    (S("1"), N(1), FALSE),
    (NULL(STRING), NULL(NUMBER), TRUE),
    (NULL(STRING), S("a"), FALSE),
    (L(S("a")), L(S("a")), TRUE),
    (L(S("a")), T(S("a")), FALSE),
    (S("hello"), U(NUMBER), FALSE),
    (NULL(STRING), U(NUMBER), nn(BOOL)),
    (U(STRING), U(STRING), nn(BOOL)),
    (DYNAMIC_VAL, N(1), nn(BOOL)),
    (T(N(1), U(NUMBER)), T(N(2), N(5)), FALSE),
    (T(U(NUMBER), N(1)), T(N(5), N(2)), nn(BOOL)),
]


@pytest.mark.parametrize(("a", "b", "want"), EQUAL_CASES)
def test_equal(a: Value, b: Value, want: Value) -> None:
    assert call("equal", a, b) == want
    assert call("equal", b, a) == want
    negated = want if not want.is_known else want.not_()
    assert call("not_equal", a, b) == negated


def test_equal_marks_are_deep() -> None:
    assert call("equal", S("a").mark("s"), S("a")) == TRUE.mark("s")
    assert call("equal", L(S("a").mark("s")), L(S("a"))) == TRUE.mark("s")
    assert call("not_equal", S("a"), S("b").mark("t")) == TRUE.mark("t")


@given(cst.types(max_leaves=3).flatmap(
    lambda t: cst.values_of(t, allow_null=True, allow_unknown=True, max_size=3)))
def test_equal_is_value_equals(v: Value) -> None:
    assert call("equal", v, v) == v.equals(v).refine_not_null()
    assert call("not_equal", v, v) == v.equals(v).not_()


def test_coalesce() -> None:
    assert call("coalesce", NULL(DYNAMIC), N(1), S("x")) == S("1")
    assert call("coalesce", NULL(STRING), S("a")) == S("a")
    assert call("coalesce", S("a"), N(1)) == S("a")
    assert call("coalesce", N(1), S("x")) == S("1")
    assert call("coalesce", L(S("a")), T(S("b"))) == L(S("a"))
    assert call("coalesce", S("a").mark("q"), S("b")) == S("a").mark("q")
    assert call("coalesce", S("a"), S("b").mark("q")) == S("a").mark("q")


def test_coalesce_unknowns() -> None:
    # an unknown before the first non-null argument makes the result unknown
    assert call("coalesce", U(STRING), S("a")) == nn(STRING)
    assert call("coalesce", S("a"), U(STRING)) == S("a")
    assert call("coalesce", DYNAMIC_VAL, N(1)) == nn(NUMBER)
    assert call("coalesce", NULL(STRING), U(STRING)) == nn(STRING)


def test_coalesce_errors() -> None:
    fails("coalesce", NULL(STRING), NULL(STRING), message="no non-null arguments")
    fails("coalesce", message="all arguments must have the same type")
    fails("coalesce", N(1), TRUE, message="all arguments must have the same type")
    fails("coalesce", L(S("a")), N(1), message="all arguments must have the same type")


def test_coalesce_result_type() -> None:
    fn = FUNCTIONS["coalesce"]
    assert fn.return_type([NUMBER, STRING]) == STRING
    assert fn.return_type([NUMBER, DYNAMIC]) == NUMBER
    assert fn.return_type([List(STRING), List(NUMBER)]) == List(STRING)


def test_go_int() -> None:
    assert go_int(Number.of(5)) == 5
    assert go_int(Number.of(-(2**63))) == -(2**63)
    assert go_int(Number.of(2**63 - 1)) == 2**63 - 1
    assert go_int(Number.of(2**63)) is None
    assert go_int(Number.parse("0.5")) is None
    assert go_int(Number.parse("-0")) == 0
    assert go_int(Number.parse("1e400")) is None
    assert go_int(Number.inf()) is None
    with pytest.raises(FunctionError, match="whole number") as info:
        go_int_or_error(Number.parse("1.5"))
    assert info.value.message == GO_INT_MESSAGE
    assert GO_INT_MESSAGE == ("value must be a whole number, between -9223372036854775808 "
                              "and 9223372036854775807")


def test_go_float64() -> None:
    assert go_float64(Number.parse("0.1")) == 0.1
    assert go_float64(Number.inf(True)) == float("-inf")
    assert go_float64(Number.parse("1e-400")) == 0.0
    with pytest.raises(FunctionError) as info:
        go_float64(Number.parse("1e400"))
    assert info.value.message == GO_FLOAT_MESSAGE
    assert GO_FLOAT_MESSAGE.startswith("value must be between -17976931348623157081")
    assert GO_FLOAT_MESSAGE.endswith(".000000 inclusive")
