"""jsonencode and jsondecode (go-cty json.go). Decoding errors were checked against
go-cty 1.12.1 (Go's encoding/json token decoder); refinements follow cty-behaviour.md."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import (
    BOOL,
    DYNAMIC,
    DYNAMIC_VAL,
    EMPTY_OBJECT,
    EMPTY_TUPLE,
    NUMBER,
    STRING,
    List,
    Map,
    Object,
    Set,
    Value,
)
from hcl.cty.function.stdlib.json import FUNCTIONS, decode_json
from hcl.cty.json import MAX_JSON_DEPTH
from tests.cty.stdlib._helpers import EL, NULL, ST, B, L, M, N, O, S, T, U, fails, nn


def enc(v: Value) -> Value:
    return FUNCTIONS["jsonencode"].call([v])


def dec(s: str) -> Value:
    return FUNCTIONS["jsondecode"].call([S(s)])


def test_names() -> None:
    assert sorted(FUNCTIONS) == ["jsondecode", "jsonencode"]


# ---------------------------------------------------------------------- jsonencode


@pytest.mark.parametrize(("value", "want"), [
    (N(15), "15"),
    (S("hello"), '"hello"'),
    (B(True), "true"),
    (EL(NUMBER), "[]"),
    (L(B(True), B(False)), "[true,false]"),
    (O(true=B(True), false=B(False)), '{"false":false,"true":true}'),
    (M(b=N(2), a=N(1)), '{"a":1,"b":2}'),
    (ST(N(10), N(5)), "[5,10]"),
    (T(N(1), S("x"), NULL(STRING)), '[1,"x",null]'),
    (EMPTY_OBJECT, "{}"),
    (NULL(STRING), "null"),
    (NULL(DYNAMIC), "null"),
    (S("<a href='x'>&</a>"), '"\\u003ca href=\'x\'\\u003e\\u0026\\u003c/a\\u003e"'),
    (S("tab\there\nnl \u2028 \x01 é"), '"tab\\there\\nnl \\u2028 \\u0001 é"'),
    (N("1e100"), "1" + "0" * 100),
    (N("0.1"), "0.1"),
    (N("1.0000000000000000000000001"), "1.0000000000000000000000001"),
    (N(0.1), "0.1"),
    (N("-0"), "-0"),
    (O(a=L(O(b=NULL(NUMBER)))), '{"a":[{"b":null}]}'),
])
def test_jsonencode(value: Value, want: str) -> None:
    assert enc(value) == S(want)


def test_jsonencode_unknowns_are_refined() -> None:
    assert enc(U(NUMBER)) == nn(STRING)
    assert enc(U(STRING)) == nn(STRING)  # it might be null, which encodes as null
    assert enc(DYNAMIC_VAL) == nn(STRING)
    assert enc(U(BOOL).refine_not_null()) == nn(STRING)
    quoted = U(STRING).refine().not_null().string_prefix_full('"').new_value()
    assert enc(U(STRING).refine_not_null()) == quoted
    brace = U(STRING).refine().not_null().string_prefix_full("{").new_value()
    assert enc(O(dunno=U(BOOL), false=B(False))) == brace
    assert enc(U(Map(STRING)).refine_not_null()) == brace
    bracket = U(STRING).refine().not_null().string_prefix_full("[").new_value()
    assert enc(L(U(STRING))) == bracket
    assert enc(U(Set(NUMBER)).refine_not_null()) == bracket


def test_jsonencode_errors_and_marks() -> None:
    fails("jsonencode", N("+Inf"), message="cannot serialize infinity as JSON", fn=FUNCTIONS["jsonencode"])
    fails("jsonencode", L(N("-Inf")), message="cannot serialize infinity as JSON", fn=FUNCTIONS["jsonencode"])
    assert enc(S("x").mark("m")) == S('"x"').mark("m")
    assert enc(L(S("x").mark("m"))) == S('["x"]').mark("m")


# ---------------------------------------------------------------------- jsondecode


@pytest.mark.parametrize(("text", "want"), [
    ("15", N(15)),
    ('"hello"', S("hello")),
    ("true", B(True)),
    ("null", NULL(DYNAMIC)),
    ("[]", EMPTY_TUPLE),
    ("{}", EMPTY_OBJECT),
    ("[true,false]", T(B(True), B(False))),
    ('{"false":false,"true":true}', O(true=B(True), false=B(False))),
    ('{"a":1,"b":[1,"x",null],"c":{},"d":[]}',
     O(a=N(1), b=T(N(1), S("x"), NULL(DYNAMIC)), c=EMPTY_OBJECT, d=EMPTY_TUPLE)),
    ('{"a":1,"a":2}', O(a=N(2))),
    (" \t\n[1] \n", T(N(1))),
    ("1 ]", N(1)),  # go-cty only refuses trailing data that More() sees
    ('{"a":1}}', O(a=N(1))),
    ("[1]]", T(N(1))),
    ('"\\ud800 \\u00e9 \\ud83d\\ude00"', S("\ufffd é 😀")),
    ('"e\\u0301"', S("é")),
    ("1.0000000000000000000000001", N("1.0000000000000000000000001")),
    ("123456789012345678901234567890", N("123456789012345678901234567890")),
    ("-1.25e-3", N("-0.00125")),
    ("1E5", N(100000)),
])
def test_jsondecode(text: str, want: Value) -> None:
    assert dec(text) == want


def test_jsondecode_keeps_precision() -> None:
    got = dec("0.1")
    assert got.as_number().prec == 512
    assert enc(dec("3.14159265358979323846264338327950288")) == S("3.14159265358979323846264338327950288")


@pytest.mark.parametrize(("text", "message"), [
    ("", "EOF"),
    ("  ", "EOF"),
    ("[", "EOF"),
    ("[1,", "EOF"),
    ('{"a"', "EOF"),
    ('{"a":', "EOF"),
    ('"abc', "unexpected EOF"),
    ("tru", "unexpected EOF"),
    ("-", "unexpected EOF"),
    ("1.", "unexpected EOF"),
    ("1e", "unexpected EOF"),
    ("aaaa", "invalid character 'a' looking for beginning of value"),
    ("nope", "invalid character 'o' in literal null (expecting 'u')"),
    ("fals3", "invalid character '3' in literal false (expecting 'e')"),
    ("]", "invalid character ']' looking for beginning of value"),
    ("[1,]", "invalid character ']' looking for beginning of value"),
    ('{"a":1,}', "invalid character '}' looking for beginning of object key string"),
    ('{"a" 1}', "invalid character '1' after object key"),
    ("{1:2}", "invalid character '1'"),
    ("{,}", "invalid character ','"),
    ("[1 2]", "invalid character '2' after array element"),
    ('{"a":1 "b"}', "invalid character '\"' after object key:value pair"),
    ('{"a":}', "invalid character '}' looking for beginning of value"),
    ("[01]", "invalid character '1' after array element"),
    ("-x", "invalid character 'x' in numeric literal"),
    ("1.x", "invalid character 'x' after decimal point in numeric literal"),
    ("1ex", "invalid character 'x' in exponent of numeric literal"),
    ('"\\q"', "invalid character 'q' in string escape code"),
    ('"\\u12g4"', "invalid character 'g' in \\u hexadecimal character escape"),
    ('"a\nb"', "invalid character '\\n' in string literal"),
    ("'x'", "invalid character '\\'' looking for beginning of value"),
    ("\ufeff1", "invalid character 'ï' looking for beginning of value"),
    ("é", "invalid character 'Ã' looking for beginning of value"),
    ("NaN", "invalid character 'N' looking for beginning of value"),
    ("Infinity", "invalid character 'I' looking for beginning of value"),
    ("1 x", "extraneous data after JSON object"),
    ("01", "extraneous data after JSON object"),
    ("12x", "extraneous data after JSON object"),
    ("{} {}", "extraneous data after JSON object"),
    ('{"a":"hello","a":true}', 'duplicate "a" property in JSON object'),
    ('{"a":[1],"a":[1,2]}', 'duplicate "a" property in JSON object'),
    ('{"a":null,"a":1}', 'duplicate "a" property in JSON object'),
    ('{"a":"x","a":true,', 'duplicate "a" property in JSON object'),
])
def test_jsondecode_errors(text: str, message: str) -> None:
    fails("jsondecode", S(text), message=message, fn=FUNCTIONS["jsondecode"])


def test_jsondecode_depth_is_bounded() -> None:
    ok = "[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH
    assert dec(ok).type.is_tuple
    for deep in ("[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1),
                 "[" * 100_000 + "]" * 99_999 + ",]"):
        with pytest.raises(Exception, match="nested too deeply"):
            dec(deep)


def test_jsondecode_unknowns_use_the_prefix() -> None:
    def prefixed(p: str) -> Value:
        return U(STRING).refine().string_prefix_full(p).new_value()

    f = FUNCTIONS["jsondecode"]
    assert f.call([U(STRING)]) == DYNAMIC_VAL
    assert f.call([DYNAMIC_VAL]) == DYNAMIC_VAL
    assert f.call([prefixed("1")]) == U(NUMBER)
    assert f.call([prefixed("-")]) == U(NUMBER)
    assert f.call([prefixed(".")]) == U(NUMBER)
    assert f.call([prefixed("t")]) == U(BOOL)
    assert f.call([prefixed("f")]) == U(BOOL)
    assert f.call([prefixed('"blurt')]) == U(STRING)
    assert f.call([prefixed("  \n[")]) == DYNAMIC_VAL
    assert f.call([prefixed("{")]) == DYNAMIC_VAL
    assert f.call([prefixed("n")]) == DYNAMIC_VAL
    fails("jsondecode", prefixed("a"), message="a JSON document cannot begin with the character 'a'",
          index=0, fn=f)
    fails("jsondecode", prefixed("'"), message="a JSON document cannot begin with the character '\\''",
          index=0, fn=f)


def test_jsondecode_marks_and_null() -> None:
    assert FUNCTIONS["jsondecode"].call([S("true").mark(1)]) == B(True).mark(1)
    fails("jsondecode", NULL(STRING), message="argument must not be null", index=0,
          fn=FUNCTIONS["jsondecode"])


def test_return_type() -> None:
    f = FUNCTIONS["jsondecode"]
    assert f.return_type_for_values([S('{"a":[1,"x"]}')]) == Object({"a": T(N(1), S("x")).type})
    assert f.return_type_for_values([S("[]")]) == EMPTY_TUPLE.type
    assert FUNCTIONS["jsonencode"].return_type([List(NUMBER)]) == STRING


# ---------------------------------------------------------------------- round trips

_SCALARS = st.one_of(
    st.text(max_size=8).map(Value.string),
    st.integers(-(10**30), 10**30).map(Value.number),
    st.decimals(allow_nan=False, allow_infinity=False, places=6).map(lambda d: N(str(d))),
    st.booleans().map(Value.bool),
)
_JSONISH = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4).map(lambda xs: Value.tuple(xs)),
        st.dictionaries(st.text(max_size=5), inner, max_size=4).map(
            lambda d: Value.object(d) if d else EMPTY_OBJECT),
    ),
    max_leaves=12,
)


@given(_JSONISH)
def test_decode_inverts_encode(value: Value) -> None:
    """Tuples, objects and primitives survive a round trip exactly, numbers included."""
    text = enc(value)
    assert dec(text.as_string()) == value
    assert decode_json(text.as_string()) == value


@given(st.text(max_size=12))
def test_decoding_arbitrary_text_never_panics(text: str) -> None:
    from hcl.cty.function import FunctionError, PanicError

    try:
        dec(text)
    except PanicError:  # pragma: no cover - the property under test
        raise
    except FunctionError:
        pass
