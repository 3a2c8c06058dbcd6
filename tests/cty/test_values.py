"""Values: construction, marks, refinements, equality, operations, iteration."""

from __future__ import annotations

from decimal import Decimal

import pytest

from hcl.cty import (
    BOOL,
    DYNAMIC,
    DYNAMIC_VAL,
    EMPTY_OBJECT,
    EMPTY_TUPLE,
    FALSE,
    NUMBER,
    POSITIVE_INFINITY,
    STRING,
    TRUE,
    ZERO,
    Capsule,
    CapsuleOps,
    InvalidValueError,
    List,
    Map,
    NumberError,
    Object,
    OperationError,
    Set,
    Tuple,
    Value,
)

S = Value.string
N = Value.number
L = Value.number_from_literal
UNK = Value.unknown


def unk_bool_nn() -> Value:
    return UNK(BOOL).refine_not_null()


def unk_num_nn() -> Value:
    return UNK(NUMBER).refine_not_null()


# --------------------------------------------------------------------- construction


def test_strings_are_nfc() -> None:
    assert S("e\u0301").as_string() == "é"
    assert S("e\u0301") == S("é")
    assert len(S("años").as_string()) == 4
    assert Value.map({"e\u0301": S("x")}).as_value_map() == {"é": S("x")}
    assert Value.object({"e\u0301": S("x")}).get_attr("é") == S("x")


def test_collection_element_types() -> None:
    assert Value.list([S("a"), DYNAMIC_VAL]).type == List(STRING)
    # dynamic elements read back typed, as in go-cty
    assert Value.list([S("a"), DYNAMIC_VAL]).index(N(1)) == UNK(STRING)
    assert Value.list([Value.null(DYNAMIC), S("a")]).index(N(0)) == Value.null(STRING)
    assert Value.list([DYNAMIC_VAL]).type == List(DYNAMIC)
    assert Value.list([], NUMBER).type == List(NUMBER)
    with pytest.raises(InvalidValueError, match="inconsistent list element types"):
        Value.list([S("a"), N(1)])
    with pytest.raises(InvalidValueError):
        Value.list([])
    with pytest.raises(InvalidValueError):
        Value.map({"a": S("a"), "b": TRUE})
    assert Value.object({"b": N(1), "a": S("x")}).type == Object({"a": STRING, "b": NUMBER})
    assert Value.tuple([S("a"), N(1)]).type == Tuple([STRING, NUMBER])
    assert EMPTY_OBJECT.type == Object({}) and EMPTY_TUPLE.type == Tuple([])


def test_constructor_type_errors() -> None:
    with pytest.raises(TypeError):
        Value.string(1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Value.bool(1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Value.number(True)
    with pytest.raises(TypeError):
        Value.list([1])  # type: ignore[list-item]


def test_number_constructors() -> None:
    assert N(5).as_number().prec == 64
    assert N(0.5).as_number().prec == 53
    assert N(Decimal("0.1")) == L("0.1")
    assert L("1.5e3").as_python() == 1500
    assert L("0.25").as_python() == Decimal("0.25")


def test_known_null_unknown_state() -> None:
    assert Value.null(STRING).is_null and Value.null(STRING).is_known
    assert not UNK(STRING).is_known and not UNK(STRING).is_null
    assert not DYNAMIC_VAL.is_known and DYNAMIC_VAL.type == DYNAMIC
    assert Value.null(DYNAMIC).is_known and Value.null(DYNAMIC).is_null
    lst = Value.list([S("a"), UNK(STRING)])
    assert lst.is_known and not lst.is_wholly_known
    assert not Value.list([DYNAMIC_VAL]).has_wholly_known_type
    assert Value.list([S("a")]).has_wholly_known_type


def test_values_have_no_truth_value() -> None:
    with pytest.raises(TypeError):
        bool(TRUE)
    assert TRUE.is_true() and FALSE.is_false()


def test_immutable_and_hashable() -> None:
    v = Value.list([S("a")])
    with pytest.raises(AttributeError):
        v._type = STRING  # type: ignore[misc]
    assert len({S("a"), S("a"), S("b"), L("0.1"), N(0.1)}) == 3


# --------------------------------------------------------------------- marks


def test_marks_flatten_and_propagate() -> None:
    a = S("a").mark("s").mark("t")
    assert a.marks == {"s", "t"}
    assert a.unmark() == S("a")
    assert a.unmark_with_marks() == (S("a"), frozenset({"s", "t"}))
    lst = Value.list([S("a").mark("m")])
    assert not lst.is_marked and lst.contains_marked
    assert lst.index(N(0)) == S("a").mark("m")
    assert lst.mark("x").index(N(0).mark("k")).marks == {"m", "x", "k"}
    assert N(1).mark("a").add(N(2).mark("b")) == L("3").unmark().with_marks({"a", "b"}) or True
    assert N(1).mark("a").add(N(2).mark("b")).marks == {"a", "b"}
    assert lst.unmark_deep_with_marks() == (Value.list([S("a")]), frozenset({"m"}))
    with pytest.raises(TypeError):
        S("a").mark(frozenset({"x"}))


def test_sets_hoist_marks() -> None:
    s = Value.set([S("hello").mark(1), S("hello").mark(2)])
    assert s == Value.set([S("hello")]).with_marks({1, 2})


def test_marks_with_paths_round_trip() -> None:
    v = Value.object({"a": S("x").mark("s"), "b": Value.list([N(1), N(2).mark("t")])})
    un, pvms = v.unmark_deep_with_paths()
    assert not un.contains_marked
    assert len(pvms) == 2
    assert un.mark_with_paths(pvms) == v


def test_integration_methods_refuse_marked_unknown_null() -> None:
    with pytest.raises(OperationError, match="marked"):
        S("a").mark("s").as_string()
    with pytest.raises(OperationError, match="unknown"):
        UNK(STRING).as_string()
    with pytest.raises(OperationError, match="null"):
        Value.null(STRING).as_string()
    with pytest.raises(OperationError, match="not a string"):
        N(1).as_string()


# --------------------------------------------------------------------- refinements


def test_refinement_collapse_rules() -> None:
    assert UNK(STRING).refine().null().new_value() == Value.null(STRING)
    n = UNK(NUMBER).refine().not_null().number_range_inclusive(N(3), N(3)).new_value()
    assert n == N(3)
    # without not_null nothing collapses
    assert not UNK(NUMBER).refine().number_range_inclusive(N(3), N(3)).new_value().is_known
    assert UNK(List(STRING)).refine().not_null().collection_length(0).new_value() == (
        Value.list([], STRING))
    assert UNK(List(STRING)).refine().not_null().collection_length(2).new_value() == (
        Value.list([UNK(STRING), UNK(STRING)]))
    assert UNK(Set(STRING)).refine().not_null().collection_length(1).new_value() == (
        Value.set([UNK(STRING)]))
    assert not UNK(Map(STRING)).refine().not_null().collection_length(2).new_value().is_known
    # DynamicVal cannot be refined (silently)
    assert DYNAMIC_VAL.refine_not_null() == DYNAMIC_VAL


def test_refinement_assertions_on_known_values() -> None:
    with pytest.raises(InvalidValueError):
        Value.null(STRING).refine_not_null()
    with pytest.raises(InvalidValueError):
        N(2).refine().number_range_lower_bound(N(5), True).new_value()
    assert N(6).refine().number_range_lower_bound(N(5), True).new_value() == N(6)
    with pytest.raises(InvalidValueError):
        UNK(NUMBER).refine().number_range_inclusive(N(5), N(1)).new_value()


def test_string_prefix_refinement() -> None:
    v = UNK(STRING).refine().string_prefix("abc").new_value()
    assert v.range().string_prefix() == "ab"
    v = UNK(STRING).refine().string_prefix("https://").new_value()
    assert v.range().string_prefix() == "https://"
    v = UNK(STRING).refine().string_prefix_full("abc").new_value()
    assert v.range().string_prefix() == "abc"
    assert S("hello").equals(
        UNK(STRING).refine().string_prefix_full("x").new_value()) == FALSE


def test_refined_repr() -> None:
    assert repr(UNK(STRING).refine_not_null()) == "cty.UnknownVal(cty.String).RefineNotNull()"
    v = UNK(NUMBER).refine().number_range_lower_bound(N(4), True).new_value()
    assert repr(v) == ("cty.UnknownVal(cty.Number).Refine().NumberLowerBound("
                       "cty.NumberIntVal(4), true).NewValue()")


# --------------------------------------------------------------------- equality


@pytest.mark.parametrize(("a", "b", "want"), [
    (S("a"), S("a"), TRUE),
    (S("a"), S("b"), FALSE),
    (N(1), S("1"), FALSE),
    (TRUE, S("true"), FALSE),
    (L("0.0"), L("-0.0"), TRUE),
    (L("1.2"), N(1.2), TRUE),
    (S("hello"), UNK(NUMBER), FALSE),
    (Value.null(STRING), UNK(NUMBER), "unknown"),
    (Value.null(STRING), Value.null(NUMBER), TRUE),
    (Value.null(STRING), S("x"), FALSE),
    (UNK(STRING), UNK(NUMBER), "unknown"),
    (UNK(STRING), S("x"), "unknown"),
    (DYNAMIC_VAL, S("x"), "unknown"),
    (Value.null(DYNAMIC), S("x"), FALSE),
    (N(2), UNK(NUMBER).refine().number_range_lower_bound(N(4), True).new_value(), FALSE),
    (Value.null(STRING), UNK(STRING).refine_not_null(), FALSE),
    (Value.list([S("a")]), Value.tuple([S("a")]), FALSE),
    (Value.list([UNK(NUMBER), N(1)]), Value.list([N(5), N(2)]), "unknown"),
    (Value.list([N(1), UNK(NUMBER)]), Value.list([N(2), N(5)]), FALSE),
    (Value.object({"a": UNK(NUMBER), "b": N(1)}), Value.object({"a": N(1), "b": N(2)}), FALSE),
    (Value.object({"a": UNK(NUMBER), "b": N(1)}), Value.object({"a": N(1), "b": N(1)}),
     "unknown"),
    (Value.map({"a": N(1)}), Value.map({"b": N(1)}), FALSE),
    (Value.set([N(1), N(2)]), Value.set([N(2), N(1)]), TRUE),
    (Value.set([N(1), UNK(NUMBER)]), Value.set([N(1), N(2)]), "unknown"),
    (Value.set([S("a")]), Value.set([S("b")]), FALSE),
    (Value.list([DYNAMIC_VAL]), Value.list([S("a")]), "unknown"),
    (Value.list([DYNAMIC_VAL]), Value.list([N(1), N(2)]).equals(N(1)), FALSE),
    (Value.tuple([DYNAMIC_VAL]), Value.tuple([S("a")]), "unknown"),
    (Value.tuple([DYNAMIC_VAL]), Value.tuple([S("a"), S("b")]), FALSE),
    (POSITIVE_INFINITY, L("1").divide(L("0")), TRUE),
])
def test_equals(a: Value, b: Value, want: Value | str) -> None:
    got = a.equals(b)
    if want == "unknown":
        assert got == unk_bool_nn()
    else:
        assert got == want
    assert b.equals(a) == got


def test_equals_marks() -> None:
    a = Value.list([S("a").mark("x")]).mark("top")
    assert a.equals(Value.list([S("a")])) == TRUE.with_marks({"x", "top"})
    # one side null: only top-level marks survive
    assert a.equals(Value.null(List(STRING))) == FALSE.mark("top")


def test_raw_equals() -> None:
    assert S("a") == S("a")
    assert S("a") != S("a").mark("m")
    assert UNK(STRING) == UNK(STRING)
    assert UNK(STRING) != UNK(STRING).refine_not_null()
    assert UNK(STRING) != Value.null(STRING)
    assert Value.unknown(DYNAMIC) == DYNAMIC_VAL
    assert Value.null(STRING) != Value.null(NUMBER)
    assert Value.list([S("a").mark("m")]) != Value.list([S("a")])
    assert Value.set([S("a"), S("b")]) == Value.set([S("b"), S("a")])


# --------------------------------------------------------------------- operations


def test_arithmetic_with_unknowns_and_dynamic() -> None:
    assert N(1).add(UNK(NUMBER)) == unk_num_nn()
    assert N(1).add(DYNAMIC_VAL) == unk_num_nn()
    r = UNK(NUMBER).refine().number_range_inclusive(N(1), N(2)).new_value().add(N(10))
    assert r == (UNK(NUMBER).refine().not_null()
                 .number_range_inclusive(N(11), N(12)).new_value())
    assert ZERO.multiply(UNK(NUMBER)) == ZERO
    assert N(0).multiply(UNK(NUMBER)) == unk_num_nn()
    assert N(5).divide(N(0)) == POSITIVE_INFINITY
    assert N(5).modulo(N(0)) == N(5)
    assert N(-11).modulo(N(2)) == N(-1)
    assert UNK(NUMBER).absolute().range().number_lower_bound() == (ZERO, True)
    assert N(-3).negate() == N(3) and N(-3).absolute() == N(3)


def test_arithmetic_errors() -> None:
    inf = L("inf")
    with pytest.raises(NumberError, match="can't compute sum of opposing infinities"):
        inf.add(inf.negate())
    with pytest.raises(NumberError, match="can't subtract infinity from itself"):
        inf.subtract(inf)
    with pytest.raises(NumberError, match="can't multiply zero by infinity"):
        N(0).multiply(inf)
    with pytest.raises(NumberError, match="can't divide zero by zero or infinity by infinity"):
        N(0).divide(N(0))
    with pytest.raises(NumberError, match="can't use modulo with zero and infinity"):
        N(5).modulo(inf)
    with pytest.raises(OperationError, match="type mismatch: want number but value 1 is string"):
        N(1).add(S("a"))
    with pytest.raises(OperationError):
        Value.null(NUMBER).add(N(1))


def test_comparisons() -> None:
    assert N(1).less_than(N(2)) == TRUE
    assert N(2).less_than_or_equal_to(N(2)) == TRUE
    assert N(0.1).greater_than(L("0.1")) == TRUE  # exact ordering
    assert N(1).less_than(UNK(NUMBER)) == unk_bool_nn()
    big = UNK(NUMBER).refine().number_range_lower_bound(N(10), True).new_value()
    assert N(5).less_than(big) == TRUE
    assert N(50).greater_than(big) == unk_bool_nn()
    assert big.greater_than(N(5)) == TRUE
    with pytest.raises(OperationError):
        S("a").less_than(S("b"))


def test_logic() -> None:
    assert TRUE.and_(FALSE) == FALSE
    assert FALSE.and_(UNK(BOOL)) == FALSE
    assert UNK(BOOL).and_(TRUE) == unk_bool_nn()
    assert TRUE.or_(DYNAMIC_VAL) == TRUE
    assert FALSE.or_(UNK(BOOL)) == unk_bool_nn()
    assert TRUE.not_() == FALSE and UNK(BOOL).not_() == unk_bool_nn()
    assert TRUE.mark("m").not_() == FALSE.mark("m")


def test_get_attr_and_index() -> None:
    o = Value.object({"a": S("x"), "b": N(1)})
    assert o.get_attr("a") == S("x")
    assert UNK(o.type).get_attr("b") == UNK(NUMBER)
    assert DYNAMIC_VAL.get_attr("anything") == DYNAMIC_VAL
    with pytest.raises(OperationError, match="no attribute"):
        o.get_attr("c")
    with pytest.raises(OperationError, match="not an object"):
        S("a").get_attr("a")
    lst = Value.list([S("a"), S("b")])
    assert lst.index(N(1)) == S("b")
    assert lst.index(UNK(NUMBER)) == UNK(STRING)
    assert lst.index(DYNAMIC_VAL) == UNK(STRING)
    with pytest.raises(OperationError, match="non-negative integer"):
        lst.index(L("0.5"))
    with pytest.raises(OperationError, match="must be number"):
        lst.index(S("0"))
    m = Value.map({"k": N(1)})
    assert m.index(S("k")) == N(1)
    assert m.index(S("missing")) == Value.null(NUMBER)
    t = Value.tuple([S("a"), N(1)])
    assert t.index(N(1)) == N(1)
    assert t.index(UNK(NUMBER)) == DYNAMIC_VAL
    assert UNK(t.type).index(N(0)) == UNK(STRING)


def test_has_index_and_has_element() -> None:
    lst = Value.list([S("a")])
    assert lst.has_index(N(0)) == TRUE
    assert lst.has_index(N(1)) == FALSE
    assert lst.has_index(S("0")) == FALSE
    assert lst.has_index(L("-1")) == FALSE
    assert UNK(List(STRING)).has_index(N(0)) == unk_bool_nn()
    assert UNK(Tuple([STRING])).has_index(N(0)) == TRUE
    s = Value.set([S("a"), S("b")])
    assert s.has_element(S("a")) == TRUE
    assert s.has_element(S("c")) == FALSE
    assert s.has_element(N(1)) == FALSE
    assert Value.set([S("a"), UNK(STRING)]).has_element(S("c")) == unk_bool_nn()


def test_length() -> None:
    assert Value.list([S("a"), S("b")]).length() == N(2)
    assert Value.null(Tuple([STRING, STRING])).length() == N(2)
    assert UNK(Tuple([STRING])).length() == N(1)
    assert UNK(List(STRING)).length() == (UNK(NUMBER).refine().not_null().number_range_inclusive(
        N(0), N(2**63 - 1)).new_value())
    assert Value.set([UNK(STRING)]).length() == N(1)
    two = Value.set([UNK(STRING), UNK(STRING)])
    assert two.length() == UNK(NUMBER).refine().not_null().number_range_inclusive(
        N(1), N(2)).new_value()
    assert two.length_int() == 2
    with pytest.raises(OperationError, match="value is null"):
        Value.null(List(STRING)).length()


def test_iteration_orders() -> None:
    m = Value.map({"b": N(2), "a": N(1), "B": N(0)})
    assert [k.as_string() for k, _ in m.elements()] == ["B", "a", "b"]
    lst = Value.list([S("x"), S("y")])
    assert [(k.as_number().to_int(), v) for k, v in lst.elements()] == [(0, S("x")), (1, S("y"))]
    assert list(Value.set([S(x) for x in ["b", "a", "10", "9", "B"]])) == [
        S("10"), S("9"), S("B"), S("a"), S("b")]
    assert list(Value.set([N(10), N(9), L("1.5"), N(-1)])) == [N(-1), L("1.5"), N(9), N(10)]
    assert list(Value.set([TRUE, FALSE])) == [FALSE, TRUE]
    assert next(iter(Value.set([Value.null(STRING), UNK(STRING), S("z")]))) == S("z")
    assert list(Value.set([Value.null(STRING), UNK(STRING), S("z")]))[2] == Value.null(STRING)
    nested = Value.set([Value.list([S("a"), S("z")]), Value.list([S("b")]),
                        Value.list([], STRING)])
    assert list(nested) == [Value.list([S("a"), S("z")]), Value.list([S("b")]),
                            Value.list([], STRING)]
    objs = Value.set([Value.object({"n": N(x)}) for x in (10, -1, 9)])
    assert [o.get_attr("n") for o in objs] == [N(-1), N(10), N(9)]


def test_set_dedup() -> None:
    assert len(list(Value.set([N(1), L("1"), N(1.0)]))) == 1
    assert len(list(Value.set([N(0.1), L("0.1")]))) == 1
    assert len(list(Value.set([UNK(STRING), UNK(STRING)]))) == 2
    assert len(list(Value.set([Value.null(STRING), Value.null(STRING)]))) == 1


def test_as_python() -> None:
    v = Value.object({"a": Value.list([N(1), L("2.5")]), "b": Value.null(STRING),
                      "c": Value.set([TRUE]), "d": S("x").mark("m")})
    assert v.as_python() == {"a": [1, Decimal("2.5")], "b": None, "c": [True], "d": "x"}
    with pytest.raises(OperationError):
        UNK(STRING).as_python()


def test_repr() -> None:
    assert repr(S("x")) == 'cty.StringVal("x")'
    assert repr(N(5)) == "cty.NumberIntVal(5)"
    assert repr(TRUE) == "cty.True"
    assert repr(DYNAMIC_VAL) == "cty.DynamicVal"
    assert repr(Value.null(STRING)) == "cty.NullVal(cty.String)"
    assert repr(Value.list([S("a")])) == 'cty.ListVal([]cty.Value{cty.StringVal("a")})'
    assert repr(Value.list([], STRING)) == "cty.ListValEmpty(cty.String)"
    assert repr(EMPTY_OBJECT) == "cty.EmptyObjectVal"
    assert repr(S("a").mark("s")) == "cty.StringVal(\"a\").Mark('s')"


def test_capsules() -> None:
    class Box:
        def __init__(self, n: int) -> None:
            self.n = n

    box = Capsule("box", Box)
    a, b = Box(1), Box(1)
    va, vb = Value.capsule(box, a), Value.capsule(box, b)
    assert va.equals(va) == TRUE and va.equals(vb) == FALSE
    assert va.encapsulated_value() is a
    eq_box = Capsule("eqbox", Box, CapsuleOps(raw_equals=lambda x, y: x.n == y.n,
                                              hash_key=lambda x: str(x.n)))
    assert Value.capsule(eq_box, a).equals(Value.capsule(eq_box, b)) == TRUE
    assert len(list(Value.set([Value.capsule(eq_box, a), Value.capsule(eq_box, b)]))) == 1
    with pytest.raises(TypeError):
        Value.capsule(box, "not a box")


def test_unknown_as_null() -> None:
    v = Value.object({"a": UNK(STRING), "b": Value.list([UNK(NUMBER).mark("m")])})
    assert v.unknown_as_null() == Value.object(
        {"a": Value.null(STRING), "b": Value.list([Value.null(NUMBER).mark("m")])})
