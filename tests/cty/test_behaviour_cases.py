"""The representative cases of cty-behaviour.md §8 (those within the type system; the
standard-library ones — format verbs, element, parseint, split, signum — belong to
hcl.cty.function.stdlib) and the extra surprises listed there."""

from __future__ import annotations

from hcl.cty import (
    BOOL,
    DYNAMIC,
    FALSE,
    NEGATIVE_INFINITY,
    NUMBER,
    POSITIVE_INFINITY,
    STRING,
    TRUE,
    ZERO,
    List,
    Map,
    Object,
    Set,
    Value,
)
from hcl.cty import json as cjson
from hcl.cty.convert import convert, unify, unify_unsafe
from hcl.cty.function import Function, Parameter

N = Value.number
S = Value.string
L = Value.number_from_literal
UNK = Value.unknown


def test_01_modulo_sign_follows_dividend() -> None:
    assert N(-11).modulo(N(2)) == N(-1)


def test_02_modulo_by_zero_is_the_dividend() -> None:
    assert N(5).modulo(N(0)) == N(5)


def test_03_division_by_zero_is_infinite() -> None:
    assert N(5).divide(N(0)) == POSITIVE_INFINITY
    assert N(-5).divide(N(0)) == NEGATIVE_INFINITY


def test_04_number_equality() -> None:
    assert L("0.0").equals(L("-0.0")) == TRUE
    assert L("1.2").equals(N(1.2)) == TRUE


def test_05_unknown_equality() -> None:
    assert S("hello").equals(UNK(NUMBER)) == FALSE
    assert Value.null(STRING).equals(UNK(NUMBER)) == UNK(BOOL).refine_not_null()


def test_06_equality_uses_refinements() -> None:
    refined = UNK(NUMBER).refine().number_range_lower_bound(N(4), True).new_value()
    assert N(2).equals(refined) == FALSE


def test_07_zero_singleton_times_unknown() -> None:
    assert ZERO.multiply(UNK(NUMBER)) == ZERO
    assert N(0).multiply(UNK(NUMBER)) == UNK(NUMBER).refine_not_null()


def test_08_set_to_list_order() -> None:
    assert convert(Value.set([S("5"), S("10")]), List(STRING)) == Value.list([S("10"), S("5")])
    assert convert(Value.set([N(5), N(10)]), List(STRING)) == Value.list([S("5"), S("10")])


def test_09_sets_with_unknowns_to_list() -> None:
    assert convert(Value.set([UNK(STRING)]), List(STRING)) == Value.list([UNK(STRING)])
    assert convert(Value.set([S("5"), UNK(STRING)]), List(STRING)) == UNK(List(STRING))


def test_10_tuple_to_list_of_any_and_object_to_map_of_any() -> None:
    assert convert(Value.tuple([N(5), S("hello")]), List(DYNAMIC)) == (
        Value.list([S("5"), S("hello")]))
    try:
        convert(Value.object({"num": N(5), "bool": TRUE}), Map(DYNAMIC))
    except Exception as e:
        assert str(e) == "all map elements must have the same type"
    else:  # pragma: no cover
        raise AssertionError("conversion should fail")


def test_11_map_to_object_with_optional_attribute() -> None:
    ty = Object({"name": STRING, "greeting": STRING}, ["greeting"])
    assert convert(Value.map({"name": S("John")}), ty) == Value.object(
        {"name": S("John"), "greeting": Value.null(STRING)})
    try:
        convert(Value.map({"name": S("John")}), Object({"name": STRING, "greeting": STRING}))
    except Exception as e:
        assert str(e) == 'map has no element for required attribute "greeting"'
    else:  # pragma: no cover
        raise AssertionError("conversion should fail")


def test_12_no_bool_to_number_even_for_unknowns() -> None:
    try:
        convert(Value.object({"foo": UNK(BOOL)}), Object({"foo": NUMBER}))
    except Exception as e:
        assert str(e) == 'attribute "foo": number required, but have bool'
    else:  # pragma: no cover
        raise AssertionError("conversion should fail")


def test_13_set_conversion_hoists_marks() -> None:
    got = convert(Value.set([S("hello").mark(1), S("hello").mark(2)]), Set(STRING))
    assert got == Value.set([S("hello")]).with_marks({1, 2})


def test_14_tostring_of_1e100_has_101_digits() -> None:
    assert convert(L("1e100"), STRING) == S("1" + "0" * 100)
    assert L("1e100").as_number().text("g", -1) == "1e+100"  # what format("%v") prints


def test_extra_inf_parses() -> None:
    assert convert(S("inf"), NUMBER) == POSITIVE_INFINITY


def test_extra_json_escapes_html() -> None:
    assert cjson.marshal(S("<"), STRING) == '"\\u003c"'


def test_extra_and_with_unknown_value_vs_function() -> None:
    assert FALSE.and_(UNK(BOOL)) == FALSE
    and_func = Function(
        params=[Parameter("a", BOOL, allow_dynamic_type=True, allow_marked=True),
                Parameter("b", BOOL, allow_dynamic_type=True, allow_marked=True)],
        type=BOOL, impl=lambda args, ret: args[0].and_(args[1]),
        refine_result=lambda b: b.not_null())
    assert and_func(FALSE, UNK(BOOL)) == UNK(BOOL).refine_not_null()


def test_extra_unify_number_dynamic() -> None:
    assert unify([NUMBER, DYNAMIC])[0] == DYNAMIC
    assert unify_unsafe([NUMBER, DYNAMIC])[0] == NUMBER


def test_extra_missing_map_key_indexes_to_null() -> None:
    assert Value.map({"a": N(1)}).index(S("b")) == Value.null(NUMBER)
