"""Types: identity, names, constraint strings, conformance, type JSON."""

from __future__ import annotations

import pytest

from hcl.cty import (
    BOOL,
    DYNAMIC,
    EMPTY_OBJECT_TYPE,
    EMPTY_TUPLE_TYPE,
    NUMBER,
    STRING,
    Capsule,
    CapsuleOps,
    JSONError,
    List,
    Map,
    Object,
    Set,
    Tuple,
    Type,
)
from hcl.cty import json as cjson
from hcl.cty.typeexpr import TypeExprError, parse_type


def test_identity_and_hashing() -> None:
    assert List(STRING) == List(STRING)
    assert List(STRING) != Set(STRING)
    assert List(STRING) != List(NUMBER)
    assert Object({"a": STRING}) == Object({"a": STRING})
    assert Object({"a": STRING}) != Object({"a": STRING}, ["a"])
    assert Tuple([STRING, BOOL]) == Tuple([STRING, BOOL])
    assert Tuple([STRING]) != Tuple([STRING, STRING])
    assert DYNAMIC == DYNAMIC and DYNAMIC != STRING
    assert len({List(STRING), List(STRING), Map(STRING)}) == 2
    c1, c2 = Capsule("bytes", bytes), Capsule("bytes", bytes)
    assert c1 == c1 and c1 != c2
    assert Object({"e\u0301": STRING}) == Object({"é": STRING})
    assert Object({"e\u0301": STRING}).has_attribute("é")


def test_object_optional_must_be_declared() -> None:
    with pytest.raises(ValueError, match='optional contains undeclared attribute "b"'):
        Object({"a": STRING}, ["b"])


def test_capsule_ops_validation() -> None:
    with pytest.raises(ValueError, match="Equals cannot be set without RawEquals"):
        CapsuleOps(equals=lambda a, b: None)


@pytest.mark.parametrize(("ty", "friendly", "constraint", "tcs"), [
    (STRING, "string", "string", "string"),
    (DYNAMIC, "dynamic", "any type", "any"),
    (List(STRING), "list of string", "list of string", "list(string)"),
    (List(DYNAMIC), "list of dynamic", "list of any single type", "list(any)"),
    (Map(List(Object({"a": STRING}))), "map of list of object", "map of list of object",
     "map(list(object({a=string})))"),
    (Set(NUMBER), "set of number", "set of number", "set(number)"),
    (Object({"b": NUMBER, "a": List(STRING)}, ["b"]), "object", "object",
     "object({a=list(string),b=optional(number)})"),
    (Object({"not an ident": NUMBER}), "object", "object", 'object({"not an ident"=number})'),
    (Tuple([STRING, NUMBER]), "tuple", "tuple", "tuple([string,number])"),
    (EMPTY_TUPLE_TYPE, "tuple", "tuple", "tuple([])"),
    (Set(Map(DYNAMIC)), "set of map of dynamic", "set of map of any single type",
     "set(map(any))"),
])
def test_names(ty: Type, friendly: str, constraint: str, tcs: str) -> None:
    assert ty.friendly_name() == friendly
    assert ty.friendly_name_for_constraint() == constraint
    assert ty.type_constraint_string() == tcs
    assert str(ty) == tcs


@pytest.mark.parametrize(("ty", "go"), [
    (STRING, "cty.String"),
    (DYNAMIC, "cty.DynamicPseudoType"),
    (List(Map(BOOL)), "cty.List(cty.Map(cty.Bool))"),
    (EMPTY_OBJECT_TYPE, "cty.EmptyObject"),
    (EMPTY_TUPLE_TYPE, "cty.EmptyTuple"),
    (Object({"a": NUMBER}), 'cty.Object(map[string]cty.Type{"a":cty.Number})'),
    (Object({"a": NUMBER}, ["a"]),
     'cty.ObjectWithOptionalAttrs(map[string]cty.Type{"a":cty.Number}, []string{"a"})'),
    (Tuple([STRING]), "cty.Tuple([]cty.Type{cty.String})"),
])
def test_go_string(ty: Type, go: str) -> None:
    assert ty.go_string() == go
    assert repr(ty) == go


def test_accessors() -> None:
    assert List(STRING).element_type == STRING
    assert List(STRING).is_list and List(STRING).is_collection
    assert not Tuple([]).is_collection and Tuple([]).is_tuple
    assert Object({"a": STRING}).attribute_types == {"a": STRING}
    assert Object({"a": STRING}, ["a"]).attribute_optional("a")
    assert Tuple([STRING, BOOL]).element_types == (STRING, BOOL)
    assert STRING.is_primitive and STRING.is_string and not STRING.is_number
    assert List(DYNAMIC).has_dynamic_types() and not List(STRING).has_dynamic_types()
    with pytest.raises(TypeError):
        _ = STRING.element_type
    stripped = Map(Object({"a": Object({"b": STRING}, ["b"])}, ["a"]))
    assert stripped.without_optional_attributes_deep() == Map(Object({"a": Object({"b": STRING})}))


@pytest.mark.parametrize(("given", "want", "msgs"), [
    (STRING, STRING, []),
    (STRING, DYNAMIC, []),
    (List(STRING), List(DYNAMIC), []),
    (NUMBER, STRING, ["string required, but received number"]),
    (Set(STRING), List(DYNAMIC), ["list of dynamic required, but received set of string"]),
    (List(NUMBER), List(STRING), ["string required, but received number"]),
    (Object({"a": STRING, "b": STRING}), Object({"a": STRING}),
     ['unsupported attribute "b"']),
    (Object({}), Object({"a": STRING}), ['missing required attribute "a"']),
    (Tuple([STRING]), Tuple([STRING, STRING]), ["2 elements are required, but got 1"]),
    (Object({"a": NUMBER}), Object({"a": STRING}), ["string required, but received number"]),
])
def test_conformance(given: Type, want: Type, msgs: list[str]) -> None:
    errs = given.test_conformance(want)
    assert [e.message for e in errs] == msgs
    assert given.matches(want) == (not msgs)


def test_conformance_paths() -> None:
    (err,) = Object({"a": List(NUMBER)}).test_conformance(Object({"a": List(STRING)}))
    assert err.describe() == 'attribute "a": element: string required, but received number'


@pytest.mark.parametrize(("ty", "text"), [
    (STRING, '"string"'),
    (DYNAMIC, '"dynamic"'),
    (List(STRING), '["list","string"]'),
    (Set(Map(BOOL)), '["set",["map","bool"]]'),
    (Object({"b": NUMBER, "a": List(STRING)}, ["b"]),
     '["object",{"a":["list","string"],"b":"number"},["b"]]'),
    (Object({"a": NUMBER}), '["object",{"a":"number"}]'),
    (Tuple([STRING, NUMBER]), '["tuple",["string","number"]]'),
    (EMPTY_TUPLE_TYPE, '["tuple",[]]'),
])
def test_type_json_round_trip(ty: Type, text: str) -> None:
    assert cjson.marshal_type(ty) == text
    assert cjson.unmarshal_type(text) == ty


@pytest.mark.parametrize(("text", "msg"), [
    ('"strin"', 'invalid primitive type name "strin"'),
    ('["list"]', "invalid complex type description"),
    ('["list","string","extra"]', "unexpected extra data in type description"),
    ('["bag","string"]', "invalid complex type kind name"),
    ("42", "invalid type description"),
    ('"string" "number"', "extraneous data after JSON object"),
    ("", "EOF"),
])
def test_type_json_errors(text: str, msg: str) -> None:
    with pytest.raises(JSONError, match=msg):
        cjson.unmarshal_type(text)


def test_capsule_type_json_refused() -> None:
    with pytest.raises(JSONError, match="type not allowed: bytes"):
        cjson.marshal_type(Capsule("bytes", bytes))


@pytest.mark.parametrize("text", [
    "string", "any", "list(string)", "map(list(number))", "set(bool)",
    "object({a=number,b=optional(list(string))})", 'object({"not an ident"=number})',
    "tuple([string,number])", "tuple([])", "object({})",
    # Names are HCL identifiers whatever characters they hold (U+00B7 continues one).
    "object({A·=any,_x=bool,a-b=number})", 'object({"²"=string})',
])
def test_parse_type_round_trip(text: str) -> None:
    assert parse_type(text).type_constraint_string() == text


def test_parse_type_tolerates_spacing_and_separators() -> None:
    assert parse_type(" list ( set( bool ) ) ") == List(Set(BOOL))
    assert parse_type("object({a = string, b: number,})") == Object({"a": STRING, "b": NUMBER})


@pytest.mark.parametrize("text", ["list", "lst(string)", "list(string", "list(string))",
                                  "optional(string)", "object({a=string a=number})", "",
                                  "tuple(string)", "map(", "object({1=string})", "$",
                                  "lis$t(string)", "object({²=string})"])
def test_parse_type_errors(text: str) -> None:
    with pytest.raises(TypeExprError):
        parse_type(text)
