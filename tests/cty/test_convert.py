"""Conversion, unification and mismatch messages."""

from __future__ import annotations

import pytest

from hcl.cty import (
    BOOL,
    DYNAMIC,
    DYNAMIC_VAL,
    EMPTY_OBJECT,
    EMPTY_OBJECT_TYPE,
    FALSE,
    NUMBER,
    STRING,
    TRUE,
    Capsule,
    CapsuleOps,
    ConversionError,
    List,
    Map,
    Object,
    Set,
    Tuple,
    Type,
    Value,
)
from hcl.cty.convert import (
    convert,
    get_conversion,
    get_conversion_unsafe,
    mismatch_message,
    sort_types,
    unify,
    unify_unsafe,
)

S = Value.string
N = Value.number
L = Value.number_from_literal
UNK = Value.unknown


def err(v: Value, ty: Type) -> str:
    with pytest.raises(ConversionError) as info:
        convert(v, ty)
    return info.value.describe()


@pytest.mark.parametrize(("value", "ty", "want"), [
    (N(5), STRING, S("5")),
    (L("1e100"), STRING, S("1" + "0" * 100)),
    (L("-0"), STRING, S("-0")),
    (TRUE, STRING, S("true")),
    (S("12.5"), NUMBER, L("12.5")),
    (S("inf"), NUMBER, L("inf")),
    (S("true"), BOOL, TRUE),
    (S("1"), BOOL, TRUE),
    (S("0"), BOOL, FALSE),
    (Value.set([S("5"), S("10")]), List(STRING), Value.list([S("10"), S("5")])),
    (Value.set([N(5), N(10)]), List(STRING), Value.list([S("5"), S("10")])),
    (Value.set([UNK(STRING)]), List(STRING), Value.list([UNK(STRING)])),
    (Value.set([S("5"), UNK(STRING)]), List(STRING), UNK(List(STRING))),
    (Value.tuple([N(5), S("hello")]), List(DYNAMIC), Value.list([S("5"), S("hello")])),
    (Value.tuple([N(5), S("hello")]), Set(STRING), Value.set([S("5"), S("hello")])),
    (Value.tuple([]), List(STRING), Value.list([], STRING)),
    (Value.list([S("a"), S("a"), S("b")]), Set(STRING), Value.set([S("a"), S("b")])),
    (Value.object({"a": N(1), "b": S("x")}), Map(STRING),
     Value.map({"a": S("1"), "b": S("x")})),
    (Value.object({"a": N(1), "b": N(2)}), Map(DYNAMIC), Value.map({"a": N(1), "b": N(2)})),
    (EMPTY_OBJECT, Map(STRING), Value.map({}, STRING)),
    (Value.map({"name": S("John")}),
     Object({"name": STRING, "greeting": STRING}, ["greeting"]),
     Value.object({"name": S("John"), "greeting": Value.null(STRING)})),
    (Value.map({"name": S("John"), "extra": S("x")}), Object({"name": STRING}),
     Value.object({"name": S("John")})),
    (Value.object({"a": N(1), "extra": TRUE}), Object({"a": STRING}),
     Value.object({"a": S("1")})),
    (EMPTY_OBJECT, Object({"a": Object({"b": STRING}, ["b"])}, ["a"]),
     Value.object({"a": Value.null(Object({"b": STRING}))})),
    (Value.set([S("hello").mark(1), S("hello").mark(2)]), Set(STRING),
     Value.set([S("hello")]).with_marks({1, 2})),
    (S("5").mark("m"), NUMBER, N(5).as_number() and L("5").mark("m")),
    (Value.null(STRING), NUMBER, Value.null(NUMBER)),
    (Value.null(STRING), DYNAMIC, Value.null(STRING)),
    (Value.null(Tuple([STRING])), List(DYNAMIC), Value.null(List(STRING))),
    (DYNAMIC_VAL, List(STRING), UNK(List(STRING))),
    (UNK(STRING), NUMBER, UNK(NUMBER)),
    (UNK(STRING).refine_not_null(), NUMBER, UNK(NUMBER).refine_not_null()),
    (UNK(Tuple([STRING, STRING])), List(STRING),
     UNK(List(STRING)).refine().collection_length(2).new_value()),
    (UNK(Object({"a": STRING})), Map(STRING),
     UNK(Map(STRING)).refine().collection_length(1).new_value()),
    (S("x"), DYNAMIC, S("x")),
    (Value.tuple([S("a"), Value.tuple([S("b")])]), Tuple([STRING, List(STRING)]),
     Value.tuple([S("a"), Value.list([S("b")])])),
])
def test_convert(value: Value, ty: Type, want: Value) -> None:
    assert convert(value, ty) == want


@pytest.mark.parametrize(("value", "ty", "msg"), [
    (S("hello"), NUMBER, "a number is required"),
    (S("yes"), BOOL, "a bool is required"),
    (S("TRUE"), BOOL, 'a bool is required; to convert from string, use lowercase "true"'),
    (S("False"), BOOL, 'a bool is required; to convert from string, use lowercase "false"'),
    (TRUE, NUMBER, "number required, but have bool"),
    (N(1), BOOL, "bool required, but have number"),
    (Value.list([S("a")]), STRING, "string required, but have list of string"),
    (S("a"), List(STRING), "list of string required, but have string"),
    (Value.list([TRUE]), List(NUMBER), "incorrect list element type: number required, "
                                       "but have bool"),
    (Value.set([TRUE]), Set(NUMBER), "incorrect set element type: number required, "
                                     "but have bool"),
    (Value.list([S("a"), S("b")]), List(NUMBER), "element 0: a number is required"),
    (Value.list([S("a")]), Map(STRING), "map of string required"),
    (Value.object({"a": TRUE}), Object({"a": NUMBER}), 'attribute "a": number required, '
                                                       "but have bool"),
    (Value.object({"foo": UNK(BOOL)}), Object({"foo": NUMBER}),
     'attribute "foo": number required, but have bool'),
    (EMPTY_OBJECT, Object({"foo": STRING}), 'attribute "foo" is required'),
    (EMPTY_OBJECT, Object({"foo": STRING, "bar": STRING}),
     'attributes "bar" and "foo" are required'),
    (EMPTY_OBJECT, Object({"foo": STRING, "bar": STRING, "baz": STRING}),
     'attributes "bar", "baz", and "foo" are required'),
    (Value.tuple([S("a"), S("b")]), Tuple([STRING]), "tuple required"),
    (Value.tuple([N(1), TRUE]), List(DYNAMIC), "all list elements must have the same type"),
    (Value.tuple([N(1), TRUE]), Set(DYNAMIC), "all set elements must have the same type"),
    (Value.object({"num": N(5), "bool": TRUE}), Map(DYNAMIC),
     "all map elements must have the same type"),
    (Value.tuple([EMPTY_OBJECT]), List(Object({"foo": STRING})),
     'element 0: attribute "foo" is required'),
    (Value.object({"boop": EMPTY_OBJECT}), Map(Object({"foo": STRING})),
     'element "boop": attribute "foo" is required'),
    (Value.map({"a": S("x")}), Object({"a": List(STRING)}), "object required"),
    (Value.map({"name": S("John")}), Object({"name": STRING, "greeting": STRING}),
     'map has no element for required attribute "greeting"'),
    (Value.map({"a": S("x"), "b": S("y")}), Object({"a": STRING, "b": List(STRING)}, ["b"]),
     'map element type is incompatible with attribute "b": list of string required, '
     "but have string"),
    (Value.object({"ports": Value.tuple([N(1), N(2), S("x")])}),
     Object({"ports": List(NUMBER)}), 'attribute "ports": element 2: a number is required'),
    (Value.list([S("a")]), Tuple([STRING]), "tuple required"),
])
def test_convert_errors(value: Value, ty: Type, msg: str) -> None:
    assert err(value, ty) == msg


def test_error_carries_path_separately() -> None:
    with pytest.raises(ConversionError) as info:
        convert(Value.object({"p": Value.list([S("1"), S("x")])}), Object({"p": List(NUMBER)}))
    assert str(info.value) == "a number is required"
    assert len(info.value.path) == 2


def test_safe_and_unsafe_conversions() -> None:
    assert get_conversion(STRING, STRING) is None
    assert get_conversion(NUMBER, STRING) is not None
    assert get_conversion(STRING, NUMBER) is None
    assert get_conversion_unsafe(STRING, NUMBER) is not None
    assert get_conversion(STRING, BOOL) is None
    assert get_conversion(List(STRING), Set(STRING)) is None
    assert get_conversion_unsafe(List(STRING), Set(STRING)) is not None
    assert get_conversion(Set(STRING), List(STRING)) is not None
    assert get_conversion(Map(STRING), Object({"a": STRING})) is None
    assert get_conversion_unsafe(Map(STRING), Object({"a": STRING})) is not None
    assert get_conversion(Object({"a": STRING}), Map(STRING)) is not None
    assert get_conversion(Tuple([STRING]), List(STRING)) is not None
    assert get_conversion(DYNAMIC, STRING) is None
    assert get_conversion_unsafe(DYNAMIC, STRING) is not None
    assert get_conversion(STRING, DYNAMIC) is not None
    assert get_conversion(NUMBER, BOOL) is None
    assert get_conversion_unsafe(NUMBER, BOOL) is None
    assert get_conversion_unsafe(List(STRING), Tuple([STRING])) is None
    assert get_conversion_unsafe(Set(STRING), Map(STRING)) is None
    assert get_conversion(Object({"a": STRING, "b": STRING}), Object({"a": STRING})) is not None
    assert get_conversion(Object({"a": STRING}), Object({"a": NUMBER})) is None
    assert get_conversion_unsafe(Object({"a": STRING}), Object({"a": NUMBER})) is not None


def test_dynamic_conversion_errors_are_repathed() -> None:
    conv = get_conversion_unsafe(List(DYNAMIC), List(NUMBER))
    assert conv is not None
    with pytest.raises(ConversionError) as info:
        conv(Value.list([Value.list([S("x")])]))
    assert info.value.describe() == "element 0: number required, but have list of string"


def test_capsule_conversions() -> None:
    box = Capsule("box", str, CapsuleOps(
        conversion_to=lambda t: ((lambda v, path: Value.capsule(box, v.as_string()))
                                 if t == STRING else None),
        conversion_from=lambda t: ((lambda v, path: S(v.encapsulated_value()))
                                   if t == STRING else None),
    ))
    assert get_conversion(STRING, box) is None
    boxed = convert(S("hi"), box)
    assert boxed.encapsulated_value() == "hi"
    assert convert(boxed, STRING) == S("hi")
    assert get_conversion_unsafe(box, box) is None
    assert get_conversion_unsafe(NUMBER, box) is None


@pytest.mark.parametrize(("types", "want", "unsafe_want"), [
    ([NUMBER, STRING], STRING, STRING),
    ([BOOL, STRING, NUMBER], STRING, STRING),
    ([BOOL, NUMBER], None, None),
    ([NUMBER, DYNAMIC], DYNAMIC, NUMBER),
    ([DYNAMIC, DYNAMIC], DYNAMIC, DYNAMIC),
    ([STRING, List(STRING)], None, None),
    ([List(NUMBER), Set(NUMBER)], List(NUMBER), List(NUMBER)),
    ([List(NUMBER), List(STRING)], List(STRING), List(STRING)),
    ([Map(NUMBER), Map(DYNAMIC)], Map(DYNAMIC), Map(NUMBER)),
    ([Map(NUMBER), DYNAMIC], DYNAMIC, DYNAMIC),
    ([Object({"foo": STRING}), EMPTY_OBJECT_TYPE], Map(STRING), Map(STRING)),
    ([Object({"a": STRING}), Object({"a": STRING, "b": STRING})], Map(STRING), Map(STRING)),
    ([Object({"foo": BOOL}), Object({"bar": NUMBER})], None, None),
    ([Object({"a": NUMBER}), Object({"a": STRING})], Object({"a": STRING}),
     Object({"a": STRING})),
    ([Tuple([BOOL]), Tuple([NUMBER])], None, None),
    ([Tuple([STRING]), Tuple([STRING, NUMBER])], List(STRING), List(STRING)),
    ([Tuple([NUMBER]), Tuple([STRING])], Tuple([STRING]), Tuple([STRING])),
    ([Object({"a": STRING}), Tuple([STRING])], None, None),
    ([List(STRING), Tuple([STRING, NUMBER])], List(STRING), List(STRING)),
    ([Map(STRING), Object({"a": NUMBER})], Map(STRING), Map(STRING)),
    ([Tuple([]), List(DYNAMIC)], List(DYNAMIC), List(DYNAMIC)),
    ([], None, None),
])
def test_unify(types: list[Type], want: Type | None, unsafe_want: Type | None) -> None:
    got, convs = unify(types)
    assert got == want
    ugot, _uconvs = unify_unsafe(types)
    assert ugot == unsafe_want
    if got is None:
        assert convs is None
    else:
        assert convs is not None and len(convs) == len(types)
        for ty, conv in zip(types, convs, strict=True):
            if got != DYNAMIC:  # the dynamic result has a conversion for every input
                assert (conv is None) == (ty == got)


def test_unify_conversions_apply() -> None:
    ty, convs = unify([Tuple([NUMBER]), List(STRING)])
    assert ty == List(STRING) and convs is not None
    conv = convs[0]
    assert conv is not None
    assert conv(Value.tuple([N(1)])) == Value.list([S("1")])
    ty, convs = unify([NUMBER, DYNAMIC])
    assert ty == DYNAMIC and convs is not None
    assert convs[0] is not None and convs[0](N(1)) == N(1)


def test_sort_types() -> None:
    assert sort_types([NUMBER, STRING]) == [1, 0]
    assert sort_types([DYNAMIC, NUMBER]) == [1, 0]
    assert sort_types([Tuple([STRING]), List(STRING), Set(STRING)]) == [1, 0, 2]


@pytest.mark.parametrize(("got", "want", "msg"), [
    (List(STRING), List(DYNAMIC), "incorrect list element type: dynamic required, "
                                  "but have string"),
    (Map(STRING), List(DYNAMIC), "list of any single type required"),
    (STRING, NUMBER, "number required"),
    (STRING, BOOL, "bool required"),
    (Tuple([STRING]), Object({}), "object required, but have tuple"),
    (Object({"a": STRING}), Object({"a": STRING, "b": NUMBER}, ["b"]),
     "incorrect object attributes"),
    (Tuple([STRING, List(STRING)]), List(NUMBER), "element 1: number required, but have "
                                                  "list of string"),
])
def test_mismatch_message(got: Type, want: Type, msg: str) -> None:
    assert mismatch_message(got, want) == msg
