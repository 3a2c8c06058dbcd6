"""format and formatlist (go-cty format.go). The known-value tables were checked against
go-cty 1.12.1, except for conversion messages, which read "X required, but have Y" as
in go-cty 1.16.3 and later."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import DYNAMIC, DYNAMIC_VAL, NUMBER, STRING, List, Value
from hcl.cty.function.stdlib._textutil import MAX_RESULT_LENGTH
from hcl.cty.function.stdlib.format import FUNCTIONS, format_values
from tests.cty.stdlib._helpers import EL, NULL, ST, B, L, N, O, S, T, U, fails, nn

LS = List(STRING)
DANCER = "💃🏿"  # one grapheme cluster, two code points, eight UTF-8 bytes


def fmt(f: str, *args: Value) -> Value:
    return FUNCTIONS["format"].call([S(f), *args])


def fmtlist(f: str, *args: Value) -> Value:
    return FUNCTIONS["formatlist"].call([S(f), *args])


def fail(name: str, *args: Value, message: str, index: int | None = None) -> None:
    fails(name, *args, message=message, index=index, fn=FUNCTIONS[name])


def test_names() -> None:
    assert sorted(FUNCTIONS) == ["format", "formatlist"]


# (format, args, result) — every verb, flag, width and precision combination.
FORMAT_CASES: list[tuple[str, list[Value], str]] = [
    ("", [], ""),
    ("hello", [], "hello"),
    ("100%%", [], "100%"),
    ("%%%v", [B(False)], "%false"),
    ("a%%%%b", [], "a%%b"),
    ("héllo %s", [S("wörld")], "héllo wörld"),
    # %v
    ("%v", [S("hello")], "hello"),
    ("%v", [N(12)], "12"),
    ("%v", [N("1.5")], "1.5"),
    ("%v", [N("1e100")], "1e+100"),
    ("%v", [N("0.0000001")], "1e-07"),
    ("%v", [N("123456789012345678901234567890")], "1.2345678901234567890123456789e+29"),
    ("%v", [B(True)], "true"),
    ("%v", [L(S("a"), S("<b>"))], '["a","\\u003cb\\u003e"]'),
    ("%v", [O(b=B(True), a=N(1))], '{"a":1,"b":true}'),
    ("%v", [T(N(1), S("x"))], '[1,"x"]'),
    ("%v", [EL(STRING)], "[]"),
    ("%v", [NULL(STRING)], "null"),
    ("%v", [NULL(DYNAMIC)], "null"),
    ("%#v", [S("hello")], '"hello"'),
    ("%#v", [N(12)], "12"),
    ("%#v", [N("1e100")], "1" + "0" * 100),
    ("%#v", [NULL(NUMBER)], "null"),
    ("%6v|", [N(42)], "    42|"),
    ("%-6v|", [N(42)], "42    |"),
    ("%06v", [N(-42)], "000-42"),
    ("%-06v|", [N(-42)], "-42000|"),
    ("%3v", [S(DANCER)], "  " + DANCER),
    ("%8v", [L(S("a"))], '   ["a"]'),
    # %t
    ("%t", [B(True)], "true"),
    ("%t", [S("false")], "false"),
    ("%5t", [B(True)], "true"),
    # integers
    ("%d green bottles", [N(10)], "10 green bottles"),
    ("%d", [N("-0")], "0"),
    ("%d", [S("12")], "12"),
    ("%d", [N("123456789012345678901234567890")], "123456789012345678901234567890"),
    ("%+d", [N(5)], "+5"),
    ("% d", [N(5)], " 5"),
    ("%+ d", [N(5)], "+5"),
    ("%5d|", [N(-42)], "  -42|"),
    ("%-5d|", [N(42)], "42   |"),
    ("%05d", [N(-42)], "-0042"),
    ("%-05d|", [N(42)], "42   |"),
    ("%0-5d|", [N(42)], "42   |"),
    ("%.4d", [N(42)], "0042"),
    ("%08.4d", [N(42)], "    0042"),
    ("%.0d|", [N(0)], "|"),
    ("%5.0d|", [N(0)], "|"),
    ("%.0d", [N(7)], "7"),
    ("%b", [N(5)], "101"),
    ("%#b", [N(-5)], "-0b101"),
    ("%o", [N(8)], "10"),
    ("%#o", [N(8)], "010"),
    ("%x", [N(255)], "ff"),
    ("%X", [N(255)], "FF"),
    ("%#x", [N(255)], "0xff"),
    ("%#X", [N(-255)], "-0XFF"),
    ("% x", [N(255)], " ff"),
    ("%08x", [N(255)], "000000ff"),
    # floats
    ("%f things", [N("1.5")], "1.500000 things"),
    ("%+f", [N("1.5")], "+1.500000"),
    ("% f", [N("1.5")], " 1.500000"),
    ("%f", [N("-1.5")], "-1.500000"),
    ("%.4f", [N("1.23456789")], "1.2346"),
    ("%.0f", [N("2.5")], "2"),
    ("%.f", [N("3.5")], "4"),
    ("%10.3f|", [N("3.14159")], "     3.142|"),
    ("%-10.3f|", [N("3.14159")], "3.142     |"),
    ("%010.3f", [N("-3.14159")], "-00003.142"),
    ("%+08.3f", [N(-42)], "-042.000"),
    ("%e", [N(1000)], "1.000000e+03"),
    ("%E", [N("0.00012")], "1.200000E-04"),
    ("%.2e", [N("123456")], "1.23e+05"),
    ("%g", [N("1.5")], "1.5"),
    ("%g", [N("1e100")], "1e+100"),
    ("%G", [N("1e-10")], "1E-10"),
    ("%.3g", [N("1234.5678")], "1.23e+03"),
    ("%10.4g|", [N("3.14159")], "     3.142|"),
    ("%f", [N("1e-7")], "0.000000"),
    ("%f", [S("2")], "2.000000"),
    ("%.20f", [N(0.1)], "0.10000000000000000555"),
    ("%.30f", [N("0.1")], "0.100000000000000000000000000000"),
    ("%f", [N("+Inf")], "+Inf"),
    ("% f", [N("+Inf")], " Inf"),
    ("%08f", [N("-Inf")], "    -Inf"),
    # strings
    ("%s", [S("hello")], "hello"),
    ("%s", [N(12)], "12"),
    ("%s", [N("1e100")], "1" + "0" * 100),
    ("%s", [B(True)], "true"),
    ("%10s|", [S("hello")], "     hello|"),
    ("%-10s|", [S("hello")], "hello     |"),
    ("%010s", [S("hi")], "00000000hi"),
    ("%-04s|", [S("hi")], "hi00|"),
    ("%4s", [S(DANCER)], "   " + DANCER),
    ("%-4s|", [S(DANCER)], DANCER + "   |"),
    ("%.2s", [S("hello")], "he"),
    ("%.0s", [S("hello")], "hello"),
    ("%.5s", [S("hi")], "hi"),
    ("%.1s", [S(DANCER + "x")], DANCER),
    ("%4.2s|", [S("hello")], "  he|"),
    ("%-4.2s|", [S("hello")], "he  |"),
    ("%q", [S("hello")], '"hello"'),
    ("%q", [S("a\"b\n<&>")], '"a\\"b\\n\\u003c\\u0026\\u003e"'),
    ("%q", [N(12)], '"12"'),
    ("%6q", [S("hi")], '  "hi"'),
    ("%-6q|", [S("hi")], '"hi"  |'),
    ("%.2q", [S("hello")], '"he"'),
    ("%6.2q", [S("hello")], '  "he"'),
    ("%.1q", [S(DANCER + "x")], '"' + DANCER + '"'),
    # argument indexes
    ("%[2]d things", [N(1), N(2)], "2 things"),
    ("%[2]s %[1]s %s", [S("a"), S("b")], "b a b"),
    ("%[1]s %[1]s", [S("x")], "x x"),
    ("%5[1]s|", [S("x")], "    x|"),
    ("%.2[1]f", [N("3.14159")], "3.14"),
    ("%.[1]s", [S("abc")], "abc"),
    ("%05.[1]x", [N(255)], "   ff"),
    ("%[1]v", [NULL(STRING)], "null"),
]


@pytest.mark.parametrize(("f", "args", "want"), FORMAT_CASES)
def test_format(f: str, args: list[Value], want: str) -> None:
    assert fmt(f, *args) == S(want)


# (format, args, message, ArgError index or None)
FORMAT_ERRORS: list[tuple[str, list[Value], str, int | None]] = [
    ("%s is not in the args list", [],
     'not enough arguments for "%s" at 0: need index 1 but have 0 total', None),
    ("%v %v %v", [S("a"), S("b")],
     'not enough arguments for "%v" at 6: need index 3 but have 2 total', None),
    ("é%[3]s", [S("a")], 'not enough arguments for "%[3]s" at 2: need index 3 but have 1 total', None),
    ("%[0]s", [S("a")], "unrecognized format character '0' at offset 2", None),
    ("%[01]s", [S("a")], "unrecognized format character '0' at offset 2", None),
    ("%[1]5s", [S("a")], "unrecognized format character '5' at offset 4", None),
    ("%[1].2f", [N(1)], "unrecognized format character '.' at offset 4", None),
    ("%z is not valid", [N(1)], "unsupported format verb 'z' in \"%z\" at offset 0", None),
    ("%#z", [N(1)], "unsupported format verb 'z' in \"%#z\" at offset 0", None),
    ("ab %012z", [N(1)], "unsupported format verb 'z' in \"%012z\" at offset 3", None),
    ("%☠ is not valid", [N(1)], "unrecognized format character '☠' at offset 1", None),
    (f"%{DANCER}", [N(1)], "unrecognized format character '💃' at offset 1", None),
    ("%!", [N(1)], "unrecognized format character '!' at offset 1", None),
    ("%-%", [N(1)], "unrecognized format character '%' at offset 2", None),
    ("%\n", [], "unrecognized format character '\\n' at offset 1", None),
    ("%", [], "invalid format string starting at offset 1", None),
    ("abc%", [], "invalid format string starting at offset 4", None),
    ("é%5", [N(1)], "invalid format string starting at offset 4", None),
    ("%[1", [N(1)], "invalid format string starting at offset 3", None),
    ("%.", [N(1)], "invalid format string starting at offset 2", None),
    ("%s", [NULL(STRING)], 'unsupported value for "%s" at 0: null value cannot be formatted', None),
    ("%z", [NULL(STRING)], 'unsupported value for "%z" at 0: null value cannot be formatted', None),
    ("%#v", [N("+Inf")], 'unsupported value for "%#v" at 0: cannot serialize infinity as JSON', None),
    ("%d", [B(True)], 'unsupported value for "%d" at 0: number required, but have bool', None),
    ("%d", [N("1.5")], 'unsupported value for "%d" at 0: an integer is required', None),
    ("%x", [N("+Inf")], 'unsupported value for "%x" at 0: an integer is required', None),
    ("%f", [S("x")], 'unsupported value for "%f" at 0: a number is required', None),
    ("%t", [N(1)], 'unsupported value for "%t" at 0: bool required, but have number', None),
    ("%t", [S("yes")], 'unsupported value for "%t" at 0: a bool is required', None),
    ("%s", [L(S("a"))], 'unsupported value for "%s" at 0: string required, but have list of string', None),
    ("%q", [T(S("a"))], 'unsupported value for "%q" at 0: string required, but have tuple', None),
    ("no verbs", [N(1)], "too many arguments; no verbs in format string", 1),
    ("%s", [S("a"), S("b"), S("c")], "too many arguments; only 1 used by format string", 2),
    ("%[2]s", [S("a"), S("b"), S("c")], "too many arguments; only 2 used by format string", 3),
]


@pytest.mark.parametrize(("f", "args", "message", "index"), FORMAT_ERRORS)
def test_format_errors(f: str, args: list[Value], message: str, index: int | None) -> None:
    fail("format", S(f), *args, message=message, index=index)


def test_go_fmt_width_limits() -> None:
    # Go's fmt gives up on widths and precisions over about ten million.
    assert fmt("%100000000d", N(-42)) == S("%!(NOVERB)%!(EXTRA *big.Int=-42)")
    assert fmt("%.100000000f", N("1.5")) == S("%!(NOVERB)%!(EXTRA *big.Float=1.5)")
    assert fmt("%12345678d|x", N(1)) == S("%!(NOVERB)%!(EXTRA *big.Int=1)|x")


def test_huge_widths_are_refused() -> None:
    message = (f"the result would be 1000000000 characters long, which is more than the limit "
               f"of {MAX_RESULT_LENGTH} characters")
    fail("format", S("%1000000000s"), S("x"), message=message)
    fail("format", S("%1000000000v"), N(1), message=message)
    # The widest padding Go's fmt accepts for numbers is below the limit.
    assert len(fmt("%10000009d", N(1)).as_string()) == 10000009
    assert len(fmt("%100000s", S("x")).as_string()) == 100000


def test_number_rendering_is_bounded() -> None:
    fail("format", S("%.2000000f"), N(1),
         message="number too large to render in decimal notation (more than 1000000 characters)")
    fail("format", S("%s"), N("1e1000001"),
         message='unsupported value for "%s" at 0: number too large to render in decimal notation '
                 "(more than 1000000 characters)")
    assert fmt("%v", N("1e999999")) == S("1e+999999")


def test_format_unknowns() -> None:
    assert fmt("%s", U(STRING)) == nn(STRING)
    assert fmt("%s", DYNAMIC_VAL) == nn(STRING)
    assert fmt("hello %s", U(STRING)) == U(STRING).refine().not_null().string_prefix("hello ").new_value()
    # The prefix loses a last character that could combine with what follows.
    assert fmt("abc%s", U(STRING)) == U(STRING).refine().not_null().string_prefix_full("ab").new_value()
    assert fmt("%s %v", S("a"), L(U(STRING))) == nn(STRING)
    # Errors in the format are not reported while an argument is unknown.
    assert fmt("%z", U(NUMBER)) == nn(STRING)
    assert FUNCTIONS["format"].call([U(STRING), S("a")]) == nn(STRING)
    fail("format", NULL(STRING), message="argument must not be null", index=0)


def test_format_marks() -> None:
    assert fmt("%s!", S("x").mark("a")) == S("x!").mark("a")
    assert FUNCTIONS["format"].call([S("%v").mark("f"), L(S("x").mark("b"))]) == \
        S('["x"]').with_marks({"f", "b"})
    assert fmtlist("%s", L(S("x").mark("b"))) == L(S("x")).mark("b")


# ---------------------------------------------------------------------- formatlist


def test_formatlist() -> None:
    assert fmtlist("%s-%s", L(S("a"), S("b")), L(S("1"), S("2"))) == L(S("a-1"), S("b-2"))
    assert fmtlist("%s=%v", L(S("a"), S("b")), N(1)) == L(S("a=1"), S("b=1"))
    assert fmtlist("%s", T(S("a"), N(2))) == L(S("a"), S("2"))
    assert fmtlist("%s", ST(S("b"), S("a"))) == L(S("a"), S("b"))
    assert fmtlist("%s", EL(STRING)) == EL(STRING)
    assert fmtlist("%s %s", EL(STRING), S("x")) == EL(STRING)
    assert fmtlist("hello") == L(S("hello"))
    assert fmtlist("%s %v", S("x"), NULL(LS)) == L(S("x null"))
    assert fmtlist("%v", L(L(S("a")), L(S("b")))) == L(S('["a"]'), S('["b"]'))


def test_formatlist_errors() -> None:
    fail("formatlist", S("%s %s"), L(S("a"), S("b")), L(S("c")),
         message="argument 2 has length 1, which is inconsistent with argument 1 of length 2",
         index=2)
    fail("formatlist", S("%s"), S("a"), L(S("a")), T(S("b"), S("c")),
         message="argument 3 has length 2, which is inconsistent with argument 2 of length 1",
         index=3)
    fail("formatlist", S("%d"), L(S("1"), S("x")),
         message='error on format iteration 1: unsupported value for "%d" at 0: a number is required')
    fail("formatlist", S("x"), L(S("a")),
         message="error on format iteration 0: too many arguments; no verbs in format string")
    fail("formatlist", S("%s"),
         message='not enough arguments for "%s" at 0: need index 1 but have 0 total')
    # An unknown tuple still has a length, so the mismatch is found.
    fail("formatlist", S("%s%s"), L(S("a")), U(T(S("a"), S("b")).type),
         message="argument 2 has length 2, which is inconsistent with argument 1 of length 1",
         index=2)


def test_formatlist_unknowns() -> None:
    assert fmtlist("%s", U(LS)) == nn(LS)
    assert fmtlist("%s", DYNAMIC_VAL) == nn(LS)
    assert fmtlist("%s", ST(S("a"), U(STRING))) == nn(LS)
    assert fmtlist("%s", U(T(S("a")).type)) == nn(LS)
    # One unknown element makes only its own result unknown.
    assert fmtlist("%s!", L(S("a"), U(STRING), S("c"))) == L(S("a!"), nn(STRING), S("c!"))
    assert fmtlist("%s%s", L(S("a"), S("b")), U(STRING)) == L(nn(STRING), nn(STRING))
    assert FUNCTIONS["formatlist"].call([U(STRING), L(S("a"))]) == nn(LS)


# ---------------------------------------------------------------------- properties


@given(st.text())
def test_format_s_is_identity(s: str) -> None:
    v = S(s)
    assert fmt("%s", v) == v
    assert fmt("%v", v) == v
    assert format_values("%s", [v]) == v.as_string()


@given(st.text(alphabet=st.characters(blacklist_characters="%")))
def test_literal_text_is_copied(s: str) -> None:
    assert fmt(s) == S(s)
    assert fmt(s + "%%") == S(s + "%")


@given(st.integers(min_value=-(10**30), max_value=10**30))
def test_integer_verbs_match_python(n: int) -> None:
    assert fmt("%d|%x|%X|%o|%b", *[N(n)] * 5) == \
        S(f"{n}|{n:x}|{n:X}|{n:o}|{n:b}")
    assert fmt("%+08d", N(n)) == S(f"{n:+08d}")


@given(st.floats(allow_nan=False, allow_infinity=False), st.integers(0, 12))
def test_float_verbs_match_python(x: float, prec: int) -> None:
    # Go's big.Float rounds the exact binary value half-to-even, as Python does.
    assert fmt(f"%.{prec}e", N(x)) == S(f"{x:.{prec}e}")
    if abs(x) < 1e15:
        assert fmt(f"%.{prec}f", N(x)) == S(f"{x:.{prec}f}")


@given(st.lists(st.text(max_size=3), max_size=5), st.text(max_size=3))
def test_formatlist_zips(items: list[str], suffix: str) -> None:
    lst = L(*[S(i) for i in items]) if items else EL(STRING)
    got = fmtlist("%s%s", lst, S(suffix))
    want = [S(i).as_string() + S(suffix).as_string() for i in items]
    assert got == (L(*[S(w) for w in want]) if want else EL(STRING))
