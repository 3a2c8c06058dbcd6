"""Number functions. Expected values checked against go-cty (including the float64
results of log and pow, bit for bit)."""

from __future__ import annotations

import math
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import (
    BOOL,
    DYNAMIC_VAL,
    FALSE,
    NEGATIVE_INFINITY,
    NUMBER,
    POSITIVE_INFINITY,
    STRING,
    TRUE,
    Number,
    Value,
)
from hcl.cty import strategies as cst
from hcl.cty.function.stdlib.general import GO_FLOAT_MESSAGE, GO_INT_MESSAGE
from hcl.cty.function.stdlib.numbers import (
    FUNCTIONS,
    NAN_MESSAGE,
    go_exp,
    go_log,
    go_parse_int,
    go_pow,
)
from tests.cty.stdlib._helpers import NULL, L, N, S, U, call, fails, nn

INF, NINF = POSITIVE_INFINITY, NEGATIVE_INFINITY


def test_names() -> None:
    assert sorted(FUNCTIONS) == sorted([
        "abs", "add", "subtract", "multiply", "divide", "modulo", "negate", "greater_than",
        "greater_than_or_equal_to", "less_than", "less_than_or_equal_to", "min", "max", "int",
        "ceil", "floor", "log", "pow", "signum", "parseint"])


@pytest.mark.parametrize(("x", "int_", "ceil", "floor"), [
    (N(1.5), N(1), N(2), N(1)),
    (N(-1.5), N(-1), N(-1), N(-2)),
    (N(-0.5), N(0), N(0), N(-1)),
    (N(0.5), N(0), N(1), N(0)),
    (N(0.1), N(0), N(1), N(0)),
    (N("-1.7"), N(-1), N(-1), N(-2)),
    (N("2.999999999999999999999"), N(2), N(3), N(2)),
    (N("123456789012345678901234567890.5"), N(123456789012345678901234567890),
     N(123456789012345678901234567891), N(123456789012345678901234567890)),
    (N("1e400"), N("1e400"), N("1e400"), N("1e400")),
    (N(2**70), N(2**70), N(2**70), N(2**70)),
])
def test_int_ceil_floor(x: Value, int_: Value, ceil: Value, floor: Value) -> None:
    assert call("int", x) == int_
    assert call("ceil", x) == ceil
    assert call("floor", x) == floor


def test_rounding_precision_and_signs() -> None:
    big = N("123456789012345678901234567890.5")
    assert call("ceil", big).as_number().prec == 512  # keeps big precision
    assert call("int", N(-1.5)).as_number().prec == 64  # a new integer, as big.Int
    assert call("int", N("-0")).as_number().signbit  # integers are returned as they are
    assert not call("ceil", N("-0")).as_number().signbit
    assert not call("floor", N("-0.0")).as_number().signbit
    assert call("ceil", INF) == INF
    assert call("floor", NINF) == NINF
    fails("int", INF, message="can't truncate infinity to an integer")


@pytest.mark.parametrize(("a", "b", "results"), [
    (N(1), N(0), (N(1), N(1), N(0), INF, N(1))),
    (N(-1), N(0), (N(-1), N(-1), N("-0"), NINF, N(-1))),
    (N(0), N(0), (N(0), N(0), N(0), None, N(0))),
    (N(-11), N(2), (N(-9), N(-13), N(-22), N(-5.5), N(-1))),
    (N(7), N(-3), (N(4), N(10), N(-21), N(-7) .divide(N(3)), N(1))),
    (N(5.5), N(2), (N(7.5), N(3.5), N(11), N(2.75), N(1.5))),
    (N("0.1"), N("0.2"), (N("0.3"), N("-0.1"), N("0.1").multiply(N("0.2")), N(0.5), N("0.1"))),
    (N(0.1), N(0.2), (N(0.30000000000000004), N(-0.1), N(0.1).multiply(N(0.2)), N(0.5),
                      N(0.1))),
    (N(5), INF, (INF, NINF, INF, N(0), None)),
    (N("967323432120515089486873574508975134568969931547"), N(10),
     (N(967323432120515089486873574508975134568969931557),
      N(967323432120515089486873574508975134568969931537),
      N(9673234321205150894868735745089751345689699315470),
      N("96732343212051508948687357450897513456896993154.7"), N(7))),
])
def test_arithmetic(a: Value, b: Value, results: tuple[Value | None, ...]) -> None:
    names = ["add", "subtract", "multiply", "divide", "modulo"]
    for name, want in zip(names, results, strict=True):
        if want is not None:
            got = call(name, a, b)
            assert got == want, name
            assert got.equals(want).is_true()


def test_arithmetic_precision() -> None:
    assert str(call("divide", N(1), N(3)).as_number()) == "0.33333333333333333334"
    assert str(call("divide", N("1"), N("3")).as_number()) == "0." + "3" * 154 + "5"


@pytest.mark.parametrize(("name", "a", "b", "message"), [
    ("add", INF, NINF, "can't compute sum of opposing infinities"),
    ("subtract", INF, INF, "can't subtract infinity from itself"),
    ("multiply", N(0), INF, "can't multiply zero by infinity"),
    ("divide", N(0), N(0), "can't divide zero by zero or infinity by infinity"),
    ("divide", INF, NINF, "can't divide zero by zero or infinity by infinity"),
    ("modulo", INF, INF, "can't use modulo with zero and infinity"),
    ("modulo", N(5), INF, "can't use modulo with zero and infinity"),
])
def test_arithmetic_errors(name: str, a: Value, b: Value, message: str) -> None:
    fails(name, a, b, message=message)


def test_operator_unknowns_and_marks() -> None:
    # arithmetic: no AllowUnknown, so no range refinements (unlike Value.add)
    assert call("add", U(NUMBER), N(1)) == nn(NUMBER)
    assert call("add", DYNAMIC_VAL, N(1)) == nn(NUMBER)
    assert call("multiply", Value.number(0), U(NUMBER)) == nn(NUMBER)
    assert call("add", N(1).mark("m"), N(2)) == N(3).mark("m")
    assert call("abs", N(-3).mark("m")) == N(3).mark("m")
    assert call("negate", N(-3)) == N(3)
    assert call("abs", N("-0")) == N(0)
    assert call("abs", U(NUMBER)) == nn(NUMBER)  # short-circuits before Value.absolute
    assert call("negate", DYNAMIC_VAL) == nn(NUMBER)
    fails("add", NULL(NUMBER), N(1), message="argument must not be null", index=0)
    fails("add", N(1), S("1"), message="number required, but received string", index=1)


def test_comparisons() -> None:
    assert call("greater_than", N(2), N(1)) == TRUE
    assert call("greater_than", N(1), N(1)) == FALSE
    assert call("greater_than_or_equal_to", N(1), N(1)) == TRUE
    assert call("less_than", N(1), N(2)) == TRUE
    assert call("less_than_or_equal_to", N(3), N(2)) == FALSE
    assert call("less_than", NINF, N(-1e300)) == TRUE
    # exact comparison, although the two are equal by their decimal form
    assert call("greater_than", N(0.1), N("0.1")) == TRUE
    assert call("greater_than", N(2).mark("m"), N(1)) == TRUE.mark("m")
    assert call("greater_than", U(NUMBER), N(1)) == nn(BOOL)
    assert call("less_than", DYNAMIC_VAL, N(1)) == nn(BOOL)
    bounded = U(NUMBER).refine().number_range_lower_bound(N(10), True).new_value()
    assert call("greater_than", bounded, N(5)) == TRUE  # decided by the refinement
    fails("less_than", N(1), NULL(NUMBER), message="argument must not be null", index=1)


def test_min_max() -> None:
    assert call("min", N(3), N("2"), N(5)) == N(2)
    assert call("max", N(3), N("2"), N(5)) == N(5)
    assert call("min", INF) == INF
    assert call("max", NINF) == NINF
    assert call("max", N(-1), N(-1.5)) == N(-1)
    assert call("min", N(3), U(NUMBER)) == nn(NUMBER)
    assert call("max", N(3), DYNAMIC_VAL) == nn(NUMBER)
    assert call("min", N(3).mark("a"), N(4)) == N(3).mark("a")
    assert call("min", N(3), N(4).mark("b")) == N(3).mark("b")  # marks of every argument
    fails("min", message="must pass at least one number")
    fails("max", message="must pass at least one number")
    fails("max", N(1), NULL(NUMBER), message="argument must not be null", index=1)


def test_signum() -> None:
    assert call("signum", N(-7)) == N(-1)
    assert call("signum", N(0)) == N(0)
    assert call("signum", N("-0")) == N(0)
    assert call("signum", N(2**62)) == N(1)
    for bad in (N(0.5), N("1e400"), INF, N(2**63)):
        fails("signum", bad, message=GO_INT_MESSAGE)


@pytest.mark.parametrize(("a", "b", "want"), [
    (N(8), N(2), N(3)),
    (N(100), N(10), N(2)),
    (N(0), N(2), NINF),
    (N(1), N(10), N(0)),
    (N(2), N(0.5), N(-1)),
    (N(10), N(1), INF),
    (N(27), N(3), N(3.0000000000000004)),
    (N(7), N(2), N(2.807354922057604)),
])
def test_log(a: Value, b: Value, want: Value) -> None:
    got = call("log", a, b)
    assert got == want
    assert got.as_number().prec == 53


@pytest.mark.parametrize(("a", "b", "want"), [
    (N(2), N(10), N(1024)),
    (N(2), N(0.5), N(1.4142135623730951)),
    (N(2), N(-1), N(0.5)),
    (N(0), N(-1), INF),
    (N("-0"), N(-3), NINF),
    (N(10), N(400), INF),
    (N(3), N(40), N(1.2157665459056929e19)),
    (N(1.5), N(2.5), N(2.7556759606310757)),
    (N(-2), N(3), N(-8)),
    (N(9), N(0.5), N(3)),
])
def test_pow(a: Value, b: Value, want: Value) -> None:
    assert call("pow", a, b) == want


def test_float_function_errors() -> None:
    for name, a, b in [("log", N(-1), N(10)), ("log", N(1), N(1)), ("pow", N(-8), N("0.333")),
                       ("log", NINF, N(2))]:
        fails(name, a, b, message=NAN_MESSAGE)
    fails("log", N("1e400"), N(10), message=GO_FLOAT_MESSAGE)
    fails("pow", N(2), N("1e400"), message=GO_FLOAT_MESSAGE)
    assert call("log", U(NUMBER), N(2)) == nn(NUMBER)


def test_go_math_special_cases() -> None:
    inf, nan = math.inf, math.nan
    assert go_pow(nan, 0) == 1
    assert go_pow(1, nan) == 1
    assert math.isnan(go_pow(nan, 2))
    assert go_pow(-1, inf) == 1
    assert go_pow(0.5, inf) == 0 and go_pow(0.5, -inf) == inf
    assert go_pow(2, inf) == inf and go_pow(2, -inf) == 0
    assert go_pow(-inf, 3) == -inf and go_pow(-inf, -3) == 0 and go_pow(inf, -1) == 0
    assert go_pow(-0.0, 3) == 0 and math.copysign(1, go_pow(-0.0, 3)) < 0
    assert go_pow(0.0, 0.5) == 0 and go_pow(-8, 2.0**64) == inf
    assert go_pow(-1, 2.0**64) == 1 and go_pow(0.5, 2.0**64) == 0
    assert go_pow(2, -1074) == sys.float_info.min * 2**-52
    assert go_pow(2, 1023) == 2.0**1023 and go_pow(2, 1024) == inf
    assert go_log(0.0) == -inf and go_log(-0.0) == -inf and math.isnan(go_log(-1))
    assert go_log(inf) == inf and math.isnan(go_log(nan))
    assert go_exp(-inf) == 0 and go_exp(inf) == inf and go_exp(710) == inf
    assert go_exp(-800) == 0 and go_exp(0) == 1 and go_exp(1) == math.e
    assert go_exp(-740) == 4.2e-322


@given(st.floats(0.01, 100), st.floats(-20, 20))
def test_pow_close_to_platform(x: float, y: float) -> None:
    assert math.isclose(go_pow(x, y), math.pow(x, y), rel_tol=1e-14)


@given(st.floats(1e-300, 1e300))
def test_log_close_to_platform(x: float) -> None:
    assert math.isclose(go_log(x), math.log(x), rel_tol=1e-15, abs_tol=1e-300)


@pytest.mark.parametrize(("text", "base", "want"), [
    ("aA", 62, 656), ("FF", 16, 255), ("ff", 16, 255), ("-ff", 16, -255), ("+10", 2, 2),
    ("zz", 36, 1295), ("ZZ", 36, 1295), ("ZZ", 62, 3843), ("0", 10, 0), ("-0", 10, 0),
    ("1" * 30, 10, int("1" * 30)), ("777", 8, 511),
])
def test_parseint(text: str, base: int, want: int) -> None:
    got = call("parseint", S(text), N(base))
    assert got == N(want)
    assert got.as_number().prec == max(64, abs(want).bit_length())


@pytest.mark.parametrize(("text", "base"), [
    ("FF", 10), ("", 10), ("-", 10), ("0x10", 16), ("1_0", 10), ("é", 10), (" 1", 10),
    ("1 ", 10), ("--1", 10), ("٣", 10), ("2", 2), ("Z", 61),
])
def test_parseint_errors(text: str, base: int) -> None:
    quoted = '"' + text + '"'
    fails("parseint", S(text), N(base), index=0,
          message=f"cannot parse {quoted} as a base {base} integer")


def test_parseint_argument_errors() -> None:
    for base in (N(1), N(63), N(-2)):
        fails("parseint", S("12"), base, index=1,
              message="base must be a whole number between 2 and 62 inclusive")
    fails("parseint", S("12"), N(10.5), index=1, message=GO_INT_MESSAGE)
    fails("parseint", N(10), N(10), index=0, message="first argument must be a string, not number")
    fails("parseint", L(S("a")), N(10), index=0,
          message="first argument must be a string, not list of string")
    assert call("parseint", U(STRING), N(10)) == nn(NUMBER)
    assert call("parseint", DYNAMIC_VAL, N(10)) == DYNAMIC_VAL


def test_parseint_long_input_is_fast() -> None:
    n = 100_000
    assert call("parseint", S("7" * n), N(10)) == N((10**n - 1) // 9 * 7)
    assert go_parse_int("z" * 5000, 36) == 36**5000 - 1
    assert go_parse_int("Z" * 3000, 62) == 62**3000 - 1


@given(st.integers(-(2**200), 2**200), st.integers(2, 62))
def test_parseint_inverts_formatting(n: int, base: int) -> None:
    digits = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    mag, out = abs(n), []
    while True:
        mag, d = divmod(mag, base)
        out.append(digits[d])
        if not mag:
            break
    text = ("-" if n < 0 else "") + "".join(reversed(out))
    assert go_parse_int(text, base) == n
    if base <= 36:
        assert go_parse_int(text.upper(), base) == n


@given(cst.numbers())
def test_rounding_properties(n: Number) -> None:
    v = Value.number(n)
    if n.is_inf:
        assert call("ceil", v) == v and call("floor", v) == v
        return
    c, f, i = call("ceil", v), call("floor", v), call("int", v)
    assert f.less_than_or_equal_to(v).is_true() and v.less_than_or_equal_to(c).is_true()
    assert c.as_number().is_int and f.as_number().is_int and i.as_number().is_int
    assert call("subtract", c, f).as_number().cmp(Number.of(1)) <= 0
    assert (i.equals(c) if n.sign < 0 else i.equals(f)).is_true()


@given(st.lists(cst.numbers(), min_size=1, max_size=6))
def test_min_max_properties(nums: list[Number]) -> None:
    vals = [Value.number(n) for n in nums]
    lo, hi = call("min", *vals), call("max", *vals)
    assert all(lo.less_than_or_equal_to(v).is_true() for v in vals)
    assert all(hi.greater_than_or_equal_to(v).is_true() for v in vals)
