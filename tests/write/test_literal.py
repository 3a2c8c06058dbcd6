"""cty value -> literal source: the layouts hclwrite generates, escapes, and errors."""

from __future__ import annotations

import pytest

from hcl.cty import BOOL, DYNAMIC, NUMBER, STRING, List, Map, Value
from hcl.write.literal import quote_string, value_to_source


@pytest.mark.parametrize(("text", "want"), [
    ("", '""'),
    ("foo", '"foo"'),
    ('"foo"', '"\\"foo\\""'),
    ("hello\nworld\n", '"hello\\nworld\\n"'),
    ("hello\r\nworld\r\n", '"hello\\r\\nworld\\r\\n"'),
    ("what\\what", '"what\\\\what"'),
    ("tab\there", '"tab\\there"'),
    ("\U0001d11e", '"\U0001d11e"'),
    ("\U0001f469\U0001f3fe", '"\U0001f469\U0001f3fe"'),
    ("${a} %{b} $ % $x %x", '"$${a} %%{b} $ % $x %x"'),
    ("$${", '"$$${"'),
    ("\x01\x7f", '"\\u0001\\u007f"'),
    ("\u00a0\u2028", '"\\u00a0\\u2028"'),
    ("\U000e0001", '"\\U000e0001"'),
])
def test_quote_string(text: str, want: str) -> None:
    assert quote_string(text) == want


@pytest.mark.parametrize(("value", "want"), [
    (Value.null(DYNAMIC), "null"),
    (Value.bool(True), "true"),
    (Value.bool(False), "false"),
    (Value.number(0), "0"),
    (Value.number(0.5), "0.5"),
    (Value.number(40000000).multiply(Value.number(2000000)), "80000000000000"),
    (Value.number("3.14159265358979323846264338327950288419716939937510582097494459"),
     "3.14159265358979323846264338327950288419716939937510582097494459"),
    (Value.number("1e40"), "10000000000000000000000000000000000000000"),
    (Value.number("-1.5e-5"), "-0.000015"),
    (Value.tuple([]), "[]"),
    (Value.tuple([Value.tuple([])]), "[[]]"),
    (Value.list([], STRING), "[]"),
    (Value.set([], BOOL), "[]"),
    (Value.tuple([Value.bool(True), Value.number(0)]), "[true, 0]"),
    (Value.object({}), "{}"),
    (Value.map({}, BOOL), "{}"),
    (Value.object({"foo": Value.bool(True)}), "{\n  foo = true\n}"),
    (Value.object({"foo": Value.bool(True), "bar": Value.number(0)}), "{\n  bar = 0\n  foo = true\n}"),
    (Value.map({"with space": Value.number(1), "b": Value.number(2)}),
     '{\n  b            = 2\n  "with space" = 1\n}'),
    (Value.object({"null": Value.number(1), "for": Value.number(2), "true": Value.number(3)}),
     '{\n  "for"  = 2\n  "null" = 1\n  true   = 3\n}'),
    (Value.object({"a": Value.object({"b": Value.list([Value.number(1)])}), "cc": Value.number(1)}),
     "{\n  a = {\n    b = [1]\n  }\n  cc = 1\n}"),
    (Value.tuple([Value.object({"a": Value.number(1)}), Value.object({"b": Value.number(2)})]),
     "[{\n  a = 1\n  }, {\n  b = 2\n}]"),
    (Value.list([Value.null(NUMBER)]), "[null]"),
    (Value.map({"k": Value.list([], List(STRING))}), "{\n  k = []\n}"),
    (Value.map({}, Map(STRING)), "{}"),
])
def test_value_to_source(value: Value, want: str) -> None:
    assert value_to_source(value) == want


@pytest.mark.parametrize("value", [
    Value.unknown(STRING),
    Value.tuple([Value.unknown(NUMBER)]),
    Value.string("secret").mark("sensitive"),
    Value.object({"a": Value.string("secret").mark("sensitive")}),
    Value.number(float("inf")),
])
def test_value_to_source_refuses(value: Value) -> None:
    with pytest.raises(ValueError, match="cannot write"):
        value_to_source(value)
