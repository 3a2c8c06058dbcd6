"""Boolean functions: not, and, or."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import BOOL, DYNAMIC_VAL, FALSE, NUMBER, STRING, TRUE, Value
from hcl.cty.function.stdlib.bool import FUNCTIONS
from tests.cty.stdlib._helpers import NULL, U, call, fails, nn


def test_names() -> None:
    assert sorted(FUNCTIONS) == ["and", "not", "or"]


@pytest.mark.parametrize(("a", "b", "and_", "or_"), [
    (TRUE, TRUE, TRUE, TRUE),
    (TRUE, FALSE, FALSE, TRUE),
    (FALSE, TRUE, FALSE, TRUE),
    (FALSE, FALSE, FALSE, FALSE),
])
def test_truth_tables(a: Value, b: Value, and_: Value, or_: Value) -> None:
    assert call("and", a, b) == and_
    assert call("or", a, b) == or_


def test_not() -> None:
    assert call("not", TRUE) == FALSE
    assert call("not", FALSE) == TRUE
    assert call("not", U(BOOL)) == nn(BOOL)
    assert call("not", DYNAMIC_VAL) == nn(BOOL)


def test_unknowns_do_not_short_circuit() -> None:
    # Value.and_ would say false; the function never looks at the other operand.
    assert FALSE.and_(U(BOOL)) == FALSE
    assert call("and", FALSE, U(BOOL)) == nn(BOOL)
    assert call("or", TRUE, U(BOOL)) == nn(BOOL)
    assert call("and", DYNAMIC_VAL, TRUE) == nn(BOOL)
    assert call("or", U(BOOL), DYNAMIC_VAL) == nn(BOOL)


def test_marks_propagate() -> None:
    assert call("not", TRUE.mark("s")) == FALSE.mark("s")
    assert call("and", TRUE.mark("a"), FALSE.mark("b")) == FALSE.with_marks({"a", "b"})
    assert call("or", TRUE.mark("a"), FALSE) == TRUE.mark("a")
    # go-cty: an unknown argument of a parameter that handles its own marks makes the
    # call short-circuit before those marks are collected.
    assert call("not", U(BOOL).mark("s")) == nn(BOOL)


def test_errors() -> None:
    fails("not", NULL(BOOL), message="argument must not be null", index=0)
    fails("and", TRUE, NULL(BOOL), message="argument must not be null", index=1)
    fails("not", Value.string("true"), message="bool required, but received string", index=0)
    fails("or", TRUE, Value.number(1), message="bool required, but received number", index=1)
    fails("and", TRUE, message="wrong number of arguments (2 required; 1 given)")


def test_result_types() -> None:
    for name in FUNCTIONS:
        n = 1 if name == "not" else 2
        assert FUNCTIONS[name].return_type([BOOL] * n) == BOOL
    assert FUNCTIONS["not"].params[0].type == BOOL
    assert STRING != NUMBER  # keep imports honest


@given(st.booleans(), st.booleans())
def test_de_morgan(a: bool, b: bool) -> None:
    va, vb = Value.bool(a), Value.bool(b)
    assert call("not", call("and", va, vb)) == call("or", call("not", va), call("not", vb))
    assert call("and", va, vb) == Value.bool(a and b)
    assert call("or", va, vb) == Value.bool(a or b)
