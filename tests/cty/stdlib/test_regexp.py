"""regex and regexall (go-cty regexp.go); checked against go-cty 1.12.1."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import DYNAMIC, DYNAMIC_VAL, STRING, List, Object, Tuple, Type, Value
from hcl.cty.function.stdlib.regexp import FUNCTIONS, pattern_result_type
from tests.cty.stdlib._helpers import EL, NULL, L, O, S, T, U, fails, nn


def call(name: str, *args: Value) -> Value:
    return FUNCTIONS[name].call(list(args))


def fail(name: str, *args: Value, message: str, index: int | None = None) -> None:
    fails(name, *args, message=message, index=index, fn=FUNCTIONS[name])


def test_names() -> None:
    assert sorted(FUNCTIONS) == ["regex", "regexall"]


@pytest.mark.parametrize(("pattern", "ty"), [
    ("abc", STRING),
    ("(?:a)(?i)b", STRING),
    ("(a)(b)", Tuple([STRING, STRING])),
    ("(a(b))", Tuple([STRING, STRING])),
    ("(?P<x>a)(?P<y>b)", Object({"x": STRING, "y": STRING})),
    ("(?<x>a)", Object({"x": STRING})),
    ("(?P<x>a)(?P<x>b)", Object({"x": STRING})),
])
def test_result_types(pattern: str, ty: Type) -> None:
    assert pattern_result_type(pattern) == ty
    assert FUNCTIONS["regex"].return_type_for_values([S(pattern), U(STRING)]) == ty
    assert FUNCTIONS["regexall"].return_type_for_values([S(pattern), U(STRING)]) == List(ty)


def test_regex() -> None:
    assert call("regex", S("[a-z]+"), S("53454 hello 43")) == S("hello")
    assert call("regex", S("(\\d+)-(\\d+)"), S("a 10-20 b")) == T(S("10"), S("20"))
    assert call("regex", S("(?P<first>\\w+) (?P<last>\\w+)"), S("john smith")) == \
        O(first=S("john"), last=S("smith"))
    assert call("regex", S("(a)|(b)"), S("b")) == T(NULL(STRING), S("b"))
    assert call("regex", S("(?P<a>x)?(?P<b>y)"), S("y")) == O(a=NULL(STRING), b=S("y"))
    assert call("regex", S("(?P<x>a)(?P<x>b)?"), S("ab")) == O(x=S("b"))
    assert call("regex", S("(?P<x>a)(?P<x>b)?"), S("a")) == O(x=NULL(STRING))
    assert call("regex", S(""), S("abc")) == S("")
    assert call("regex", S("é+"), S("e\u0301é!")) == S("éé")  # strings are NFC


def test_regexall() -> None:
    assert call("regexall", S("[a-z]+"), S("1234abcd5678efgh9")) == L(S("abcd"), S("efgh"))
    assert call("regexall", S("[a-z]+"), S("123")) == EL(STRING)
    assert call("regexall", S("(\\d)(\\w)?"), S("1a 2 3c")) == \
        L(T(S("1"), S("a")), T(S("2"), NULL(STRING)), T(S("3"), S("c")))
    assert call("regexall", S("(?P<k>\\w+)=(?P<v>\\w*)"), S("a=1 b=")) == \
        L(O(k=S("a"), v=S("1")), O(k=S("b"), v=S("")))
    assert call("regexall", S("a*"), S("baaac")) == L(S(""), S("aaa"), S(""))
    assert call("regexall", S("(x)"), S("")) == Value.list([], Tuple([STRING]))


def test_errors() -> None:
    fail("regex", S("[a-z]+"), S("123"), message="pattern did not match any part of the given string")
    fail("regex", S("(a)(?P<b>b)"), S("ab"),
         message="invalid regexp pattern: cannot mix both named and unnamed capture groups", index=0)
    fail("regexall", S("(a)(?P<b>b)"), S("ab"),
         message="invalid regexp pattern: cannot mix both named and unnamed capture groups", index=0)
    fail("regex", S("("), S("a"), message="invalid regexp pattern: missing closing ) in (", index=0)
    fail("regexall", S("a{2,1}"), S("a"), message="invalid regexp pattern: invalid repeat count in {2,1}",
         index=0)
    fail("regex", S("\\8"), S("a"), message="invalid regexp pattern: invalid escape sequence in \\8", index=0)
    fail("regex", S("(?=x)"), S("a"),
         message="invalid regexp pattern: invalid or unsupported Perl syntax in (?=", index=0)
    fail("regex", S("\\"), S("a"),
         message="invalid regexp pattern: trailing backslash at end of expression in ", index=0)
    fail("regex", NULL(STRING), S("a"), message="argument must not be null", index=0)
    fail("regexall", S("a"), NULL(STRING), message="argument must not be null", index=1)


def test_unknowns() -> None:
    assert call("regex", U(STRING), S("a")) == DYNAMIC_VAL
    assert call("regexall", U(STRING), S("a")) == nn(List(DYNAMIC))
    assert call("regex", S("(a)"), U(STRING)) == nn(Tuple([STRING]))
    assert call("regexall", S("a"), U(STRING)) == nn(List(STRING))
    # The pattern is still checked when the string is unknown.
    fail("regex", S("("), U(STRING), message="invalid regexp pattern: missing closing ) in (", index=0)


def test_marks() -> None:
    assert call("regex", S("a+").mark(1), S("baa").mark(2)) == S("aa").with_marks({1, 2})


@given(st.text(max_size=20))
def test_escaped_text_matches_itself(s: str) -> None:
    """A pattern quoting every character of the (NFC) text finds exactly that text."""
    text = S(s).as_string()
    quoted = "".join(c if c.isascii() and c.isalnum() else f"\\x{{{ord(c):x}}}" for c in text)
    assert call("regex", S(quoted), S(text)) == S(text)
    assert call("regex", S("\\Q" + text.replace("\\E", "") + "\\E"), S(text.replace("\\E", ""))) == \
        S(text.replace("\\E", ""))
