"""Numbers: parsing, the reference string form, arithmetic, limits, conversions."""

from __future__ import annotations

import math
import time
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from hcl.cty import NumberError, NumberFormatError, NumberParseError, Value, format_number
from hcl.cty.numbers import MAX_TEXT_LENGTH, Number

P = Number.parse
SHARED = Path(__file__).resolve().parents[3] / "shared"


@pytest.mark.parametrize("text", ["1", "+5", "-1.5e-3", "1E5", ".5", "5.", "00012", "inf",
                                  "Inf", "+Inf", "-Inf", "-inf", "1p4", "1.5P-2", "+.5e+2",
                                  "0e999999999999", "-.0"])
def test_parse_accepts(text: str) -> None:
    P(text)


@pytest.mark.parametrize("text", [" 1", "1 ", "1_000", "0x10", "1e", "nan", "NaN", "Infinity",
                                  ".", "", "+", "-", "1e+", "1.2.3", "1e1.5", "--1", "1e-",
                                  "1e99999999999999999999", "1e3000000000", "1e-3000000000",
                                  "1e9999999999", "١", "1ee2", "e5"])
def test_parse_rejects(text: str) -> None:
    with pytest.raises(NumberParseError, match="a number is required"):
        P(text)
    with pytest.raises(ValueError):
        Value.number_from_literal(text)


@pytest.mark.parametrize(("value", "text"), [
    (P("1e100"), "1" + "0" * 100),
    (P("0.1"), "0.1"),
    (Number.from_float(0.1), "0.1"),
    (P("1").quo(P("3")), "0." + "3" * 154 + "5"),
    (P("2").quo(P("3")), "0." + "6" * 153 + "7"),
    (Number.from_int(1).quo(Number.from_int(3)), "0.33333333333333333334"),
    (P("0.1").add(P("0.2")), "0.3"),
    (Number.from_float(0.1).add(Number.from_float(0.2)), "0.30000000000000004"),
    (P("10").quo(P("4")), "2.5"),
    (P("1e-7"), "0.0000001"),
    (P("1e-30"), "0." + "0" * 29 + "1"),
    (P("-0"), "-0"),
    (P("0").mul(P("-1")), "-0"),
    (Number.inf(), "+Inf"),
    (Number.inf(True), "-Inf"),
    (P("1.50"), "1.5"),
    (P("1e3"), "1000"),
    (P("1p4"), "16"),
    (P("11").modulo(P("5.1")), "0.8" + "0" * 152 + "24"),
    (P("3.14159265358979323846264338327950288419716939937510582097494459").add(P("1")),
     "4.14159265358979323846264338327950288419716939937510582097494459"),
])
def test_string_form(value: Number, text: str) -> None:
    assert str(value) == text
    assert format_number(value) == text


def test_180_digit_integer_keeps_about_154_digits() -> None:
    text = "1234567890" * 18
    s = str(P(text))
    assert len(s) == 180 and s != text
    assert s.rstrip("0") == s[: len(s.rstrip("0"))] and len(s.rstrip("0")) <= 156


def test_format_number_accepts_values_and_python_numbers() -> None:
    assert format_number(Value.number_from_literal("1.0")) == "1"
    assert format_number(2.5) == "2.5"
    assert format_number(Decimal("1e2")) == "100"
    assert format_number(Fraction(1, 4)) == "0.25"


def test_specsuite_operators_expectations() -> None:
    t = SHARED / "specsuite" / "expressions" / "operators.t"
    if not t.exists():
        pytest.skip("spec suite not available")
    text = t.read_text()
    block = text[text.index("arithmetic = {"):]
    block = block[: block.index("}")]
    want = {}
    for line in block.splitlines()[1:]:
        name, _, rhs = line.strip().partition("=")
        if name.strip() in ("add_big", "mod_frac", "div", "add", "mul", "sub_neg"):
            want[name.strip()] = rhs.strip()
    got = {
        "add": P("2").add(P("3.5")),
        "add_big": P("3.14159265358979323846264338327950288419716939937510582097494459")
        .add(P("1")),
        "sub_neg": P("2").sub(P("3.5")),
        "mul": P("2").multiply(P("4.5")),
        "div": P("1").quo(P("10")),
        "mod_frac": P("11").modulo(P("5.1")),
    }
    for name, value in got.items():
        assert str(value) == want[name], name


@pytest.mark.parametrize(("a", "b", "want"), [
    ("-11", "2", "-1"), ("-7", "3", "-1"), ("7", "-3", "1"), ("5", "1.5", "0.5"),
    ("5.5", "2", "1.5"), ("-5.5", "2", "-1.5"), ("5", "0", "5"), ("-5", "0", "-5"),
    ("5.5", "0", "5.5"), ("-0", "5", "-0"), ("5", "-0", "5"), ("11", "5", "1"),
    ("967323432120515089486873574508975134568969931547", "10", "7"),
])
def test_modulo(a: str, b: str, want: str) -> None:
    assert str(P(a).modulo(P(b))) == want


def test_modulo_keeps_int64_precision() -> None:
    assert str(Number.from_int(-11).modulo(Number.from_int(2))) == "-1"
    assert Number.from_int(-11).modulo(Number.from_int(2)).prec == 64


def test_division_by_zero_and_nan_errors() -> None:
    assert str(P("5").quo(P("0"))) == "+Inf"
    assert str(P("-5").quo(P("0"))) == "-Inf"
    assert str(P("1").quo(P("-0"))) == "-Inf"
    inf = P("inf")
    for fn in (lambda: P("0").quo(P("0")), lambda: inf.quo(inf), lambda: inf.add(inf.neg()),
               lambda: inf.sub(inf), lambda: P("0").mul(inf), lambda: P("5").modulo(inf),
               lambda: inf.modulo(P("5"))):
        with pytest.raises(NumberError):
            fn()
    assert inf.add(P("1")).is_inf
    assert P("5").quo(inf).is_zero


def test_signed_zero_arithmetic() -> None:
    assert str(P("-0").add(P("-0"))) == "-0"
    assert str(P("-0").add(P("0"))) == "0"
    assert str(P("1").sub(P("1"))) == "0"
    assert str(P("-0").neg()) == "0"
    assert str(P("-0").abs()) == "0"


def test_precision_rules() -> None:
    assert Number.from_int(5).prec == 64
    assert Number.from_int(2**100).prec == 101
    assert Number.from_float(0.5).prec == 53
    assert P("1").prec == 512
    assert Number.from_int(1).quo(P("3")).prec == 512
    assert Number.from_int(3).multiply(Number.from_float(0.1)).prec == 64
    assert str(Number.from_int(3).multiply(Number.from_float(0.1))) == "0.30000000000000001665"


def test_equality_rules() -> None:
    assert P("0.0") == P("-0.0")
    assert P("1.2") == Number.from_float(1.2)
    assert P("0.1") == Number.from_float(0.1)
    assert Number.from_float(0.1).cmp(P("0.1")) > 0  # ordering is exact
    assert P("1") == Number.from_int(1)
    assert P("1e300") != Number.from_float(1e300)  # integers compare exactly
    assert P("2.5") != P("2")
    assert P("inf") == Number.from_float(math.inf)
    assert P("inf") != P("-inf")
    assert hash(P("0.1")) == hash(Number.from_float(0.1))
    assert hash(P("-0")) == hash(P("0"))
    assert P("1") == 1 and P("0.5") == 0.5 and P("0.25") == Fraction(1, 4)


def test_huge_exponents_are_bounded() -> None:
    start = time.monotonic()
    assert P("1e999999999").is_inf
    assert P("-1e999999999").is_inf and P("-1e999999999").signbit
    assert P("1e-999999999").is_zero
    big = P("1e646456992")
    assert big.is_finite
    assert big.text("e", -1) == "1e+646456992"
    assert P("1e-646456992").text("g", -1) == "1e-646456992"
    with pytest.raises(NumberFormatError):
        str(big)
    with pytest.raises(NumberFormatError):
        str(P("1e-2000000"))
    assert len(str(P("1e900000"))) == 900001 <= MAX_TEXT_LENGTH
    # arithmetic with absurd magnitudes stays cheap
    assert P("1e600000000").add(P("1")).text("e", 3) == "1.000e+600000000"
    assert P("1e600000000").modulo(P("7")).is_finite
    assert P("1e600000000").mul(P("1e600000000")).is_inf
    assert time.monotonic() - start < 20


def test_go_text_formats() -> None:
    assert P("1e100").text("g", -1) == "1e+100"
    assert Number.from_int(1000).text("e", 6) == "1.000000e+03"
    assert P("3.14159").text("f", 2) == "3.14"
    assert P("0.0000007").text("f", 6) == "0.000001"
    assert P("123.456").text("g", 4) == "123.5"
    assert P("123.456").text("E", -1) == "1.23456E+02"
    assert P("0.00001234").text("g", -1) == "1.234e-05"
    assert P("100000").text("g", -1) == "100000"
    assert P("1000000").text("g", -1) == "1e+06"
    assert P("0").text("e", 2) == "0.00e+00"
    assert P("-0").text("f", 1) == "-0.0"
    assert Number.from_int(2**70).text("g", 10) == "1.180591621e+21"
    assert P("9.999").text("f", 2) == "10.00"


def test_conversions() -> None:
    assert P("-5").to_int() == -5
    assert P("2.5").to_int(truncate=True) == 2
    with pytest.raises(NumberFormatError):
        P("2.5").to_int()
    with pytest.raises(NumberFormatError):
        P("inf").to_int()
    with pytest.raises(NumberFormatError):
        P("1e9999999").to_int()
    assert P("1.5").to_float() == 1.5
    with pytest.raises(NumberFormatError):
        P("0.1").to_float()
    assert P("0.1").to_float(lossy=True) == 0.1
    assert P("1e400").to_float(lossy=True) == math.inf
    assert P("-0").to_float() == 0.0 and math.copysign(1, P("-0").to_float()) < 0
    assert P("0.1").to_decimal() == Decimal("0.1")
    assert Number.from_float(0.1).to_decimal(exact=True) == Decimal.from_float(0.1)
    assert P("inf").to_decimal() == Decimal("Infinity")
    assert P("0.75").to_fraction() == Fraction(3, 4)
    assert Number.from_float(0.1).to_fraction() == Fraction(0.1)
    assert Number.of(Decimal("0.1")) == P("0.1")
    assert float(P("0.5").to_mpf()) == 0.5
    with pytest.raises(NumberError):
        Number.from_float(math.nan)
    with pytest.raises(TypeError):
        Number.of(True)


def test_go_strings() -> None:
    assert Number.from_int(5).go_string() == "cty.NumberIntVal(5)"
    assert Number.from_float(1.5).go_string() == "cty.NumberFloatVal(1.5)"
    assert P("0.1").go_string() == 'cty.MustParseNumberVal("0.1")'
    assert Number.inf().go_string() == "cty.NumberFloatVal(+Inf)"
