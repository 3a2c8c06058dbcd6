"""Sequence functions: concat and range."""

from __future__ import annotations

import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import (
    DYNAMIC,
    DYNAMIC_VAL,
    NEGATIVE_INFINITY,
    NUMBER,
    POSITIVE_INFINITY,
    STRING,
    TRUE,
    List,
    Tuple,
    Value,
)
from hcl.cty import strategies as cst
from hcl.cty.function.stdlib.sequence import FUNCTIONS, MAX_RANGE_LENGTH
from tests.cty.stdlib._helpers import EL, NULL, L, N, S, T, U, call, fails, nn

TOO_MANY = ("more than 1024 values were generated; either decrease the difference between "
            "start and end or use a smaller step")


def test_names() -> None:
    assert sorted(FUNCTIONS) == ["concat", "range"]


def test_concat_lists() -> None:
    assert call("concat", L(S("a")), L(S("b"))) == L(S("a"), S("b"))
    assert call("concat", L(S("a"))) == L(S("a"))
    # the common type comes from unsafe unification
    assert call("concat", L(S("a")), L(N(1))) == L(S("a"), S("1"))
    assert call("concat", L(N(1)), L(TRUE)) == T(N(1), TRUE)  # no common type: a tuple
    assert call("concat", EL(STRING), EL(NUMBER)) == EL(STRING)
    assert call("concat", EL(DYNAMIC), L(S("a"))) == L(S("a"))
    assert call("concat", L(L(S("a"))), L(T(S("b")))) == L(L(S("a")), L(S("b")))


def test_concat_tuples() -> None:
    assert call("concat", L(S("a")), T(N(1), TRUE)) == T(S("a"), N(1), TRUE)
    assert call("concat", T(), T()) == T()
    assert call("concat", T(N(1)), L(S("a"), S("b"))) == T(N(1), S("a"), S("b"))


def test_concat_unknowns() -> None:
    assert call("concat", U(List(STRING)), L(S("a"))) == nn(List(STRING))
    # the length of an unknown list decides the tuple type: unknown
    assert call("concat", U(List(STRING)), T(S("a"))) == DYNAMIC_VAL
    assert call("concat", U(Tuple([STRING])), T(N(1))) == nn(Tuple([STRING, NUMBER]))
    assert call("concat", DYNAMIC_VAL, L(S("a"))) == DYNAMIC_VAL
    assert call("concat", L(U(STRING)), L(S("a"))) == L(U(STRING), S("a"))


def test_concat_marks() -> None:
    got = call("concat", L(S("a")).mark("m"), L(S("b").mark("n")))
    assert got == L(S("a"), S("b").mark("n")).mark("m")
    assert call("concat", T(S("a")).mark("m"), L(S("b"))) == T(S("a"), S("b")).mark("m")


def test_concat_errors() -> None:
    fails("concat", message="at least one argument is required")
    fails("concat", S("a"), index=0, message="all arguments must be lists or tuples; got string")
    fails("concat", L(S("a")), S("b"), index=1,
          message="all arguments must be lists or tuples; got string")
    fails("concat", T(), L(S("a")).mark("m"), N(1), index=2,
          message="all arguments must be lists or tuples; got number")
    fails("concat", L(S("a")), NULL(List(STRING)), index=1, message="argument must not be null")


@given(st.lists(st.lists(cst.strings(), max_size=4), min_size=1, max_size=4))
def test_concat_lengths_add(seqs: list[list[str]]) -> None:
    lists = [Value.list([Value.string(s) for s in seq], STRING) for seq in seqs]
    tuples = [Value.tuple([Value.string(s) for s in seq]) for seq in seqs]
    total = sum(len(s) for s in seqs)
    got = call("concat", *lists)
    assert got.type == List(STRING)
    assert got.length_int() == total
    assert list(got) == [e for lst in lists for e in lst]
    assert call("concat", *tuples).length_int() == total


@pytest.mark.parametrize(("args", "want"), [
    ((3,), [0, 1, 2]),
    ((-3,), [0, -1, -2]),
    ((0,), []),
    ((1, 4), [1, 2, 3]),
    ((4, 1), [4, 3, 2]),
    ((1, 4, 2), [1, 3]),
    ((4, 1, 1), None),
    ((1, 4, -1), None),
    ((4, 1, -2), [4, 2]),
    ((0, 1, 0.25), [0, 0.25, 0.5, 0.75]),
    ((1.5,), [0, 1]),
    ((-2.5,), [0, -1, -2]),
    ((1, 1), []),
    ((1024,), list(range(1024))),
    ((0, 10, float("inf")), [0]),
])
def test_range(args: tuple[float, ...], want: list[float] | None) -> None:
    vals = [N(a) for a in args]
    if want is None:
        down = args[2] < 0
        fails("range", *vals, index=1,
              message="end must be less than start when step is negative" if down
              else "end must be greater than start when step is positive")
        return
    got = call("range", *vals)
    assert got.type == List(NUMBER)
    assert got.length_int() == len(want)
    assert all(g.equals(N(w)).is_true() for g, w in zip(got, want, strict=True))


def test_range_errors() -> None:
    fails("range", message="must have one, two, or three arguments")
    fails("range", N(1), N(2), N(3), N(4), message="must have one, two, or three arguments")
    fails("range", N(0), N(1), N(0), index=2, message="step must not be zero")
    fails("range", N(0), N(0), N("-0"), index=2, message="step must not be zero")
    fails("range", N(1025), message=TOO_MANY)
    fails("range", POSITIVE_INFINITY, message=TOO_MANY)
    fails("range", NEGATIVE_INFINITY, N(0), message=TOO_MANY)
    fails("range", N(1), NULL(NUMBER), index=1, message="argument must not be null")
    fails("range", S("1"), index=0, message="number required, but received string")
    assert call("range", U(NUMBER)) == nn(List(NUMBER))
    assert call("range", N(1), DYNAMIC_VAL) == DYNAMIC_VAL  # no AllowDynamicType
    assert MAX_RANGE_LENGTH == 1024


def test_range_huge_is_bounded() -> None:
    start = time.monotonic()
    fails("range", N(0), N("1e12"), message=TOO_MANY)
    fails("range", N(0), N("1e400"), N("1e-400"), message=TOO_MANY)
    assert time.monotonic() - start < 5


def test_range_marks() -> None:
    assert call("range", N(2).mark("m")) == L(N(0), N(1)).mark("m")


@given(st.integers(-50, 50), st.integers(-50, 50), st.integers(1, 7), st.booleans())
def test_range_matches_python(a: int, b: int, step: int, down: bool) -> None:
    s = -step if down else step
    if (down and b > a) or (not down and b < a):
        return
    got = call("range", N(a), N(b), N(s))
    assert [int(v.as_number()) for v in got] == list(range(a, b, s))
