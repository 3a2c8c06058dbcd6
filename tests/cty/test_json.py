"""JSON encoding and decoding of values, implied types."""

from __future__ import annotations

import pytest

from hcl.cty import (
    BOOL,
    DYNAMIC,
    DYNAMIC_VAL,
    EMPTY_OBJECT,
    EMPTY_OBJECT_TYPE,
    EMPTY_TUPLE,
    EMPTY_TUPLE_TYPE,
    NUMBER,
    STRING,
    TRUE,
    JSONError,
    List,
    Map,
    Object,
    Set,
    Tuple,
    Type,
    Value,
)
from hcl.cty import json as cjson

S = Value.string
N = Value.number
L = Value.number_from_literal


@pytest.mark.parametrize(("value", "ty", "text"), [
    (S("hello"), STRING, '"hello"'),
    (S("<&>"), STRING, r'"\u003c\u0026\u003e"'),
    (S("a\u2028b\nc\x01\b"), STRING, r'"a\u2028b\nc\u0001\b"'),
    (S("é💃"), STRING, '"é💃"'),
    (L("1e100"), NUMBER, "1" + "0" * 100),
    (L("-0"), NUMBER, "-0"),
    (L("1.0000000000000000000000001"), NUMBER, "1.0000000000000000000000001"),
    (TRUE, BOOL, "true"),
    (Value.null(STRING), STRING, "null"),
    (Value.set([TRUE, Value.bool(False)]), Set(BOOL), "[false,true]"),
    (Value.map({"b": N(1), "a": N(2)}), Map(NUMBER), '{"a":2,"b":1}'),
    (Value.object({"b": N(1), "a": S("x")}), Object({"a": STRING, "b": NUMBER}),
     '{"a":"x","b":1}'),
    (Value.tuple([N(1), S("x")]), Tuple([NUMBER, STRING]), '[1,"x"]'),
    (TRUE, DYNAMIC, '{"value":true,"type":"bool"}'),
    (Value.list([TRUE, TRUE]), List(DYNAMIC),
     '[{"value":true,"type":"bool"},{"value":true,"type":"bool"}]'),
    (Value.object({"dynamic": TRUE, "static": TRUE}), DYNAMIC,
     '{"value":{"dynamic":true,"static":true},"type":["object",{"dynamic":"bool",'
     '"static":"bool"}]}'),
    (Value.null(DYNAMIC), DYNAMIC, "null"),
    (N(5), STRING, '"5"'),
    (EMPTY_OBJECT, EMPTY_OBJECT_TYPE, "{}"),
    (EMPTY_TUPLE, EMPTY_TUPLE_TYPE, "[]"),
])
def test_marshal(value: Value, ty: Type, text: str) -> None:
    assert cjson.marshal(value, ty) == text


@pytest.mark.parametrize(("value", "msg"), [
    (Value.unknown(STRING), "value is not known"),
    (DYNAMIC_VAL, "value is not known"),
    (S("x").mark("s"), "value has marks, so it cannot be serialized as JSON"),
    (Value.list([S("x").mark("s")]), "value has marks, so it cannot be serialized as JSON"),
    (L("inf"), "cannot serialize infinity as JSON"),
])
def test_marshal_errors(value: Value, msg: str) -> None:
    with pytest.raises(JSONError, match=msg):
        cjson.marshal(value, value.type)


@pytest.mark.parametrize(("text", "ty", "want"), [
    ('"hello"', STRING, S("hello")),
    ("12", STRING, S("12")),
    ("1.50", STRING, S("1.50")),
    ("true", STRING, S("true")),
    ('"12"', NUMBER, N(12)),
    ("1.0000000000000000000000001", NUMBER, L("1.0000000000000000000000001")),
    ("1e400", NUMBER, L("1e400")),
    ('"true"', BOOL, TRUE),
    ("null", List(STRING), Value.null(List(STRING))),
    ('["a","b"]', List(STRING), Value.list([S("a"), S("b")])),
    ("[]", List(STRING), Value.list([], STRING)),
    ('["b","a","b"]', Set(STRING), Value.set([S("a"), S("b")])),
    ('{"a":1,"a":2}', Map(NUMBER), Value.map({"a": N(2)})),
    ('{"a":1}', Object({"a": NUMBER, "b": STRING}),
     Value.object({"a": N(1), "b": Value.null(STRING)})),
    ("{}", EMPTY_OBJECT_TYPE, EMPTY_OBJECT),
    ('[1,"x"]', Tuple([NUMBER, STRING]), Value.tuple([N(1), S("x")])),
    ('{"value":true,"type":"bool"}', DYNAMIC, TRUE),
    ('{"type":["list","number"],"value":[1]}', DYNAMIC, Value.list([N(1)])),
    ("null", DYNAMIC, Value.null(DYNAMIC)),
    ('"\\ud800"', STRING, S("\ufffd")),
])
def test_unmarshal(text: str, ty: Type, want: Value) -> None:
    assert cjson.unmarshal(text, ty) == want


@pytest.mark.parametrize(("text", "ty", "msg"), [
    ('"x"', NUMBER, "a number is required"),
    ("true", NUMBER, "number is required"),
    ("1", BOOL, "bool is required"),
    ('"yes"', BOOL, "a bool is required"),
    ("[1]", STRING, "string is required"),
    ('{"c":1}', Object({"a": NUMBER}), 'unsupported attribute "c"'),
    ("[1,2]", Tuple([NUMBER]), r"too many tuple elements \(need 1\)"),
    ("[]", Tuple([NUMBER]), r"not enough tuple elements \(need 1\)"),
    ("{}", List(STRING), "missing expected \\["),
    ("[]", Map(STRING), "missing expected {"),
    ('{"value":true}', DYNAMIC, "missing type in dynamically-typed value"),
    ('{"type":"bool"}', DYNAMIC, "missing value in dynamically-typed value"),
    ('{"value":true,"type":"bool","x":1}', DYNAMIC, 'invalid key "x" in dynamically-typed value'),
    ("", STRING, "EOF"),
    ("[1,", List(NUMBER), "line 1"),
    ("NaN", NUMBER, "NaN"),
    ("1 2", NUMBER, "extraneous data"),
    ("[" * 100000, List(DYNAMIC), "nested too deeply|line"),
    ("[" * 201 + "]" * 201, DYNAMIC, r"nested too deeply \(more than 200 levels\)"),
])
def test_unmarshal_errors(text: str, ty: Type, msg: str) -> None:
    with pytest.raises(JSONError, match=msg):
        cjson.unmarshal(text, ty)


def test_unmarshal_error_paths() -> None:
    with pytest.raises(JSONError) as info:
        cjson.unmarshal('{"a":[1,"x"]}', Object({"a": List(NUMBER)}))
    assert info.value.describe() == 'attribute "a": element 1: a number is required'


@pytest.mark.parametrize(("text", "want"), [
    ("null", DYNAMIC),
    ("true", BOOL),
    ("1.5", NUMBER),
    ('"x"', STRING),
    ("{}", EMPTY_OBJECT_TYPE),
    ("[]", EMPTY_TUPLE_TYPE),
    ('{"a":1,"b":[1,"x",null],"c":{},"d":[]}',
     Object({"a": NUMBER, "b": Tuple([NUMBER, STRING, DYNAMIC]), "c": EMPTY_OBJECT_TYPE,
             "d": EMPTY_TUPLE_TYPE})),
    ('{"a":1,"a":2}', Object({"a": NUMBER})),
])
def test_implied_type(text: str, want: Type) -> None:
    assert cjson.implied_type(text) == want


def test_implied_type_errors() -> None:
    with pytest.raises(JSONError, match='duplicate "a" property in JSON object'):
        cjson.implied_type('{"a":1,"a":"x"}')
    with pytest.raises(JSONError, match="extraneous data after JSON object"):
        cjson.implied_type("{} {}")


def test_simple_round_trip() -> None:
    v = cjson.unmarshal_simple('{"x":[1,true]}')
    assert v == Value.object({"x": Value.tuple([N(1), TRUE])})
    assert cjson.marshal_simple(v) == '{"x":[1,true]}'
