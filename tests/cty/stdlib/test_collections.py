"""Collection functions. The table cases were checked against go-cty (1.12.1, plus the
newer behaviour the reference describes: negative ``element`` indices, ``length`` of
unknowns, ``contains`` with a null, ``merge`` of null objects, refinements)."""

from __future__ import annotations

import time
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import (
    BOOL,
    DYNAMIC,
    DYNAMIC_VAL,
    EMPTY_OBJECT_TYPE,
    EMPTY_TUPLE_TYPE,
    FALSE,
    NUMBER,
    STRING,
    TRUE,
    List,
    Map,
    Object,
    Set,
    Tuple,
    Value,
)
from hcl.cty import strategies as cst
from hcl.cty.function.stdlib.collections import (
    FUNCTIONS,
    MAX_PRODUCT_LENGTH,
    equality_key,
)
from hcl.cty.function.stdlib.general import GO_INT_MESSAGE
from tests.cty.stdlib._helpers import EL, NULL, ST, L, M, N, O, S, T, U, call, fails, nn


@dataclass(frozen=True)
class Err:
    message: str
    index: int | None = None


def check(name: str, args: tuple[Value, ...], want: Value | Err) -> None:
    if isinstance(want, Err):
        fails(name, *args, message=want.message, index=want.index)
    else:
        got = call(name, *args)
        assert got == want, f"{name}{args}: {got!r} != {want!r}"


def test_names() -> None:
    assert sorted(FUNCTIONS) == sorted([
        "has_index", "index", "length", "element", "coalescelist", "compact", "contains",
        "distinct", "chunklist", "flatten", "keys", "values", "lookup", "merge", "reverse",
        "setproduct", "slice", "zipmap"])


AB = L(S("a"), S("b"))
TUP = T(S("a"), N(1))
MAP = M(a=S("x"), b=S("y"))
NOT_COLL = "collection must be a list, a map or a tuple"

CASES: list[tuple[str, tuple[Value, ...], Value | Err]] = [
    # has_index
    ("has_index", (AB, N(1)), TRUE),
    ("has_index", (AB, N(2)), FALSE),
    ("has_index", (AB, N(-1)), FALSE),
    ("has_index", (AB, N(0.5)), FALSE),
    ("has_index", (AB, S("a")), FALSE),
    ("has_index", (EL(NUMBER), N(2)), FALSE),
    ("has_index", (MAP, S("a")), TRUE),
    ("has_index", (MAP, S("z")), FALSE),
    ("has_index", (MAP, N(0)), FALSE),
    ("has_index", (TUP, N(1)), TRUE),
    ("has_index", (T(), N(0)), FALSE),
    ("has_index", (U(Tuple([STRING])), N(0)), nn(BOOL)),
    ("has_index", (AB, U(NUMBER)), nn(BOOL)),
    ("has_index", (U(List(BOOL)), U(NUMBER)), nn(BOOL)),
    ("has_index", (AB, DYNAMIC_VAL), nn(BOOL)),
    ("has_index", (DYNAMIC_VAL, DYNAMIC_VAL), nn(BOOL)),
    ("has_index", (AB.mark("m"), N(0).mark("k")), TRUE.with_marks({"m", "k"})),
    ("has_index", (ST(S("a")), N(0)), Err(NOT_COLL)),
    ("has_index", (O(a=S("x")), S("a")), Err(NOT_COLL)),
    ("has_index", (S("abc"), N(0)), Err(NOT_COLL)),
    ("has_index", (NULL(List(STRING)), N(0)), Err("argument must not be null", 0)),
    # index
    ("index", (AB, N(1)), S("b")),
    ("index", (MAP, S("a")), S("x")),
    ("index", (TUP, N(1)), N(1)),
    ("index", (AB, N(2)), Err("invalid index")),
    ("index", (AB, N(0.5)), Err("invalid index")),
    ("index", (MAP, S("z")), Err("invalid index")),
    ("index", (TUP, N(2)), Err("key must be between 0 and 2 inclusive")),
    ("index", (TUP, N(-1)), Err("key must be between 0 and 2 inclusive")),
    ("index", (TUP, N(0.5)), Err(f"invalid key for tuple: {GO_INT_MESSAGE}")),
    ("index", (TUP, S("0")), Err("key for tuple must be number")),
    ("index", (AB, S("0")), Err("key for list must be number")),
    ("index", (MAP, N(0)), Err("key for map must be string")),
    ("index", (ST(S("a")), N(0)), Err(NOT_COLL)),
    ("index", (AB, U(NUMBER)), U(STRING)),
    ("index", (TUP, U(NUMBER)), DYNAMIC_VAL),
    ("index", (U(Tuple([STRING, NUMBER])), N(1)), U(NUMBER)),
    ("index", (DYNAMIC_VAL, N(0)), DYNAMIC_VAL),
    ("index", (L(S("a").mark("e")), N(0).mark("k")), S("a").with_marks({"e", "k"})),
    ("index", (M(a=NULL(STRING)), S("a")), NULL(STRING)),
    # length
    ("length", (AB,), N(2)),
    ("length", (EL(STRING),), N(0)),
    ("length", (TUP,), N(2)),
    ("length", (MAP,), N(2)),
    ("length", (ST(S("a"), S("b"), S("a")),), N(2)),
    ("length", (U(Tuple([STRING, NUMBER])),), N(2)),
    ("length", (ST(U(STRING)),), N(1)),
    ("length", (ST(U(STRING), S("b")),),
     U(NUMBER).refine().not_null().number_range_inclusive(N(1), N(2)).new_value()),
    ("length", (U(List(STRING)),),
     U(NUMBER).refine().not_null().number_range_inclusive(N(0), N(2**63 - 1)).new_value()),
    ("length", (U(List(STRING)).refine().collection_length_upper_bound(3).new_value(),),
     U(NUMBER).refine().not_null().number_range_inclusive(N(0), N(3)).new_value()),
    ("length", (AB.mark("m"),), N(2).mark("m")),
    ("length", (L(S("a").mark("e")),), N(1)),
    ("length", (S("abc"),), Err(NOT_COLL)),
    ("length", (O(a=S("x")),), Err(NOT_COLL)),
    ("length", (NULL(List(STRING)),), Err("argument must not be null", 0)),
    # element
    ("element", (L(S("the"), S("quick"), S("brown"), S("fox")), N(5)), S("quick")),
    ("element", (L(S("the"), S("quick"), S("brown"), S("fox")), N(-6)), S("brown")),
    ("element", (L(S("the"), S("quick"), S("brown"), S("fox")), N(-(2**63))), S("the")),
    ("element", (TUP, N(3)), N(1)),
    ("element", (TUP, N(-1)), N(1)),
    ("element", (TUP, N(-2)), S("a")),
    ("element", (AB, N(2**63)), Err(f"invalid index: {GO_INT_MESSAGE}")),
    ("element", (AB, N(0.5)), Err(f"invalid index: {GO_INT_MESSAGE}")),
    ("element", (TUP, N(0.5)), Err(f"invalid index: {GO_INT_MESSAGE}")),
    ("element", (EL(STRING), N(0)), Err("cannot use element function with an empty list")),
    ("element", (T(), N(0)), Err("cannot use element function with an empty list")),
    ("element", (ST(S("a")), N(0)), Err("cannot read elements from set of string")),
    ("element", (MAP, N(0)), Err("cannot read elements from map of string")),
    ("element", (AB, U(NUMBER)), U(STRING)),
    ("element", (TUP, U(NUMBER)), DYNAMIC_VAL),
    ("element", (U(Tuple([STRING, BOOL])), N(1)), U(BOOL)),
    ("element", (AB.mark("m"), N(0).mark("k")), S("a").with_marks({"m", "k"})),
    ("element", (L(S("a").mark("e")), N(-1)), S("a").mark("e")),
    # coalescelist
    ("coalescelist", (L(S("a")),), L(S("a"))),
    ("coalescelist", (EL(STRING), L(S("b"))), L(S("b"))),
    ("coalescelist", (NULL(List(STRING)), L(S("b"))), L(S("b"))),
    ("coalescelist", (L(S("a")), T(S("b"))), L(S("a"))),
    ("coalescelist", (T(), T(S("b"))), T(S("b"))),
    ("coalescelist", (U(List(STRING)), L(S("b"))), DYNAMIC_VAL),
    ("coalescelist", (L(S("a")), U(List(STRING))), L(S("a"))),
    ("coalescelist", (L(S("a")).mark("m"), L(S("b"))), L(S("a")).mark("m")),
    ("coalescelist", (), Err("at least one argument is required")),
    ("coalescelist", (T(), T()), Err("no non-null arguments")),
    ("coalescelist", (NULL(List(STRING)),), Err("no non-null arguments")),
    ("coalescelist", (S("a"),), Err("coalescelist arguments must be lists or tuples")),
    ("coalescelist", (NULL(DYNAMIC), L(S("a"))),
     Err("coalescelist arguments must be lists or tuples")),
    # compact
    ("compact", (L(S("a"), S(""), NULL(STRING), S("b")),), L(S("a"), S("b"))),
    ("compact", (L(S(""), S("")),), EL(STRING)),
    ("compact", (L(U(STRING), S("a")),), nn(List(STRING))),
    ("compact", (L(S("a").mark("m"), S("")),), L(S("a")).mark("m")),
    ("compact", (T(S("a")),), Err("list of string required, but received tuple", 0)),
    # contains
    ("contains", (AB, S("b")), TRUE),
    ("contains", (L(S("a")), S("z")), FALSE),
    ("contains", (L(S("a")), N(1)), FALSE),
    ("contains", (ST(N(1), N(2)), N(2)), TRUE),
    ("contains", (TUP, N(1)), TRUE),
    ("contains", (EL(STRING), U(STRING)), nn(BOOL)),
    ("contains", (EL(STRING), S("a")), FALSE),
    ("contains", (L(U(STRING), S("a")), S("a")), TRUE),
    ("contains", (L(U(STRING), S("a")), S("z")), nn(BOOL)),
    ("contains", (L(S("a")), U(STRING)), nn(BOOL)),
    ("contains", (L(S("a")), NULL(STRING)), FALSE),
    ("contains", (L(NULL(STRING)), NULL(STRING)), TRUE),
    ("contains", (L(S("a")), NULL(DYNAMIC)), DYNAMIC_VAL),
    ("contains", (L(S("a")).mark("m"), S("a")), TRUE.mark("m")),
    ("contains", (S("a"), S("a")), Err("argument must be list, tuple, or set")),
    ("contains", (MAP, S("x")), Err("argument must be list, tuple, or set")),
    ("contains", (NULL(List(STRING)), S("a")), Err("argument must not be null", 0)),
    # distinct
    ("distinct", (L(S("a"), S("b"), S("a")),), AB),
    ("distinct", (L(N(1), N("1"), N(1.0), N(2)),), L(N(1), N(2))),
    ("distinct", (L(N("0.1"), N(0.1)),), L(N("0.1"))),
    ("distinct", (L(N("-0"), N(0)),), L(N("-0"))),
    ("distinct", (L(L(S("a")), L(S("a")), L(S("b"))),), L(L(S("a")), L(S("b")))),
    ("distinct", (L(NULL(STRING), NULL(STRING), S("a")),), L(NULL(STRING), S("a"))),
    ("distinct", (L(O(a=N(1)), O(a=N(1)), O(a=N(2))),), L(O(a=N(1)), O(a=N(2)))),
    ("distinct", (L(U(STRING), S("a")),), nn(List(STRING))),
    ("distinct", (L(S("a").mark("m"), S("a")),), L(S("a")).mark("m")),
    ("distinct", (EL(STRING),), EL(STRING)),
    ("distinct", (TUP,), Err("list of dynamic required, but received tuple", 0)),
    # chunklist
    ("chunklist", (L(S("a"), S("b"), S("c")), N(2)), L(AB, L(S("c")))),
    ("chunklist", (AB, N(1)), L(L(S("a")), L(S("b")))),
    ("chunklist", (AB, N(3)), L(AB)),
    ("chunklist", (AB, N(0)), L(AB)),
    ("chunklist", (EL(STRING), N(2)), EL(List(STRING))),
    ("chunklist", (EL(STRING), N(-1)), Err("the size argument must be positive")),
    ("chunklist", (AB, N(-1)), Err("the size argument must be positive")),
    ("chunklist", (AB, N(1.5)), Err(f"invalid size: {GO_INT_MESSAGE}")),
    ("chunklist", (U(List(STRING)), N(2)), nn(List(List(STRING)))),
    ("chunklist", (AB, U(NUMBER)), nn(List(List(STRING)))),
    ("chunklist", (AB.mark("m"), N(1).mark("n")),
     L(L(S("a")), L(S("b"))).with_marks({"m", "n"})),
    ("chunklist", (L(S("a").mark("e")), N(1)), L(L(S("a").mark("e")))),
    # flatten
    ("flatten", (L(AB, L(S("c"))),), T(S("a"), S("b"), S("c"))),
    ("flatten", (T(L(S("a")), T(N(1), L(TRUE)), S("x")),), T(S("a"), N(1), TRUE, S("x"))),
    ("flatten", (L(ST(S("a")), ST(S("b"))),), T(S("a"), S("b"))),
    ("flatten", (EL(List(STRING)),), T()),
    ("flatten", (T(T()),), T()),
    ("flatten", (L(L(U(STRING))),), T(U(STRING))),
    ("flatten", (L(U(List(STRING))),), DYNAMIC_VAL),
    ("flatten", (T(DYNAMIC_VAL, S("a")),), DYNAMIC_VAL),
    ("flatten", (T(NULL(DYNAMIC), S("a")),), T(NULL(DYNAMIC), S("a"))),
    ("flatten", (T(NULL(List(STRING)), L(S("a"))),), T(NULL(List(STRING)), S("a"))),
    ("flatten", (L(ST(U(STRING), S("b"))),), DYNAMIC_VAL),
    ("flatten", (L(L(S("a")).mark("m"), L(S("b"))),), T(S("a"), S("b")).mark("m")),
    ("flatten", (T(L(S("a")).mark("m"), U(List(STRING)).mark("n")),),
     DYNAMIC_VAL.with_marks({"m", "n"})),
    ("flatten", (L(L(S("a").mark("e"))),), T(S("a").mark("e"))),
    ("flatten", (EL(STRING).mark("m"),), T().mark("m")),
    ("flatten", (S("abc"),), Err("can only flatten lists, sets and tuples")),
    ("flatten", (MAP,), Err("can only flatten lists, sets and tuples")),
    ("flatten", (U(STRING),), DYNAMIC_VAL),
    # keys, values
    ("keys", (MAP,), AB),
    ("keys", (M(STRING),), EL(STRING)),
    ("keys", (O(b=N(1), a=S("x")),), T(S("a"), S("b"))),
    ("keys", (O(),), T()),
    ("keys", (U(Object({"a": STRING})),), T(S("a"))),
    ("keys", (U(Map(STRING)).mark("m"),), nn(List(STRING)).mark("m")),
    ("keys", (O(a=S("x")).mark("m"),), T(S("a")).mark("m")),
    ("keys", (M(a=S("x").mark("e")),), L(S("a"))),
    ("keys", (AB,), Err("must have map or object type", 0)),
    ("keys", (DYNAMIC_VAL,), DYNAMIC_VAL),
    ("values", (MAP,), L(S("x"), S("y"))),
    ("values", (M(STRING),), EL(STRING)),
    ("values", (O(b=N(1), a=S("x")),), T(S("x"), N(1))),
    ("values", (O(),), T()),
    ("values", (U(Object({"a": STRING})),), nn(Tuple([STRING]))),
    ("values", (M(a=S("x").mark("e")).mark("m"),), L(S("x").mark("e")).mark("m")),
    ("values", (AB,), Err("values() requires a map as the first argument")),
    # lookup
    ("lookup", (MAP, S("a"), S("d")), S("x")),
    ("lookup", (MAP, S("zz"), S("d")), S("d")),
    ("lookup", (MAP, S("zz"), N(1)), S("1")),
    ("lookup", (MAP, S("a"), L(S("x"))),
     Err("the default value must have the same type as the map elements", 2)),
    ("lookup", (M(a=L(S("x"))), S("zz"), T(S("y"))), L(S("y"))),
    ("lookup", (O(a=S("x"), b=N(1)), S("b"), S("d")), N(1)),
    ("lookup", (O(a=S("x")), S("zz"), L(S("d"))), L(S("d"))),
    ("lookup", (O(a=S("x")), U(STRING), S("d")), DYNAMIC_VAL),
    ("lookup", (MAP, U(STRING), S("d")), U(STRING)),
    ("lookup", (M(a=U(STRING)), S("b"), S("d")), U(STRING)),
    ("lookup", (U(Object({"a": STRING})), S("a"), S("d")), U(STRING)),
    ("lookup", (MAP.mark("m"), S("a").mark("k"), S("d")), S("x").with_marks({"m", "k"})),
    ("lookup", (MAP, S("zz"), S("d").mark("d")), S("d").mark("d")),
    ("lookup", (AB, S("a"), S("d")), Err("lookup() requires a map as the first argument", 0)),
    ("lookup", (MAP, S("a"), NULL(STRING)), Err("argument must not be null", 2)),
    # merge
    ("merge", (), O()),
    ("merge", (M(a=S("x")), M(b=S("y"))), MAP),
    ("merge", (M(a=S("x")), M(a=S("z"))), M(a=S("z"))),
    ("merge", (M(a=S("x")), O(b=N(1))), O(a=S("x"), b=N(1))),
    ("merge", (O(a=S("x")), O(a=N(1))), O(a=N(1))),
    ("merge", (O(a=S("x")), M(b=N(1)), M(a=TRUE)), O(a=TRUE, b=N(1))),
    ("merge", (NULL(DYNAMIC), M(a=S("x"))), O(a=S("x"))),
    ("merge", (NULL(Map(STRING)), M(a=S("x"))), M(a=S("x"))),
    ("merge", (NULL(Map(STRING)),), M(STRING)),
    ("merge", (NULL(Object({"a": STRING})),), O()),
    ("merge", (NULL(Object({"a": STRING})), NULL(Object({"a": STRING}))), O()),
    ("merge", (O(), O()), O()),
    ("merge", (M(STRING), M(NUMBER)), O()),
    ("merge", (U(Map(STRING)), O(a=S("x"))), DYNAMIC_VAL),
    ("merge", (U(Map(STRING)), M(a=S("x"))), nn(Map(STRING))),
    ("merge", (DYNAMIC_VAL, M(a=S("x"))), DYNAMIC_VAL),
    ("merge", (M(a=S("x")).mark("m"), M(b=S("y"))), MAP.mark("m")),
    ("merge", (S("a"),), Err('arguments must be maps or objects, got "string"')),
    ("merge", (M(a=S("x")), L(S("a"))),
     Err('arguments must be maps or objects, got "list of string"')),
    # reverse
    ("reverse", (AB,), L(S("b"), S("a"))),
    ("reverse", (EL(STRING),), EL(STRING)),
    ("reverse", (TUP,), T(N(1), S("a"))),
    ("reverse", (T(),), T()),
    ("reverse", (ST(S("b"), S("a")),), L(S("b"), S("a"))),
    ("reverse", (ST(U(STRING), S("b")),), L(U(STRING), S("b"))),
    ("reverse", (U(Tuple([STRING, NUMBER])),), nn(Tuple([NUMBER, STRING]))),
    ("reverse", (AB.mark("m"),), L(S("b"), S("a")).mark("m")),
    ("reverse", (MAP,), Err("can only reverse list or tuple values, not map of string", 0)),
    ("reverse", (S("ab"),), Err("can only reverse list or tuple values, not string", 0)),
    # setproduct
    ("setproduct", (AB, L(N(1), N(2))),
     L(T(S("a"), N(1)), T(S("a"), N(2)), T(S("b"), N(1)), T(S("b"), N(2)))),
    ("setproduct", (ST(S("a"), S("b")), L(N(1))), ST(T(S("a"), N(1)), T(S("b"), N(1)))),
    ("setproduct", (L(S("a")), T(N(1), S("x"))), L(T(S("a"), S("1")), T(S("a"), S("x")))),
    ("setproduct", (L(S("a")), T()), EL(Tuple([STRING, DYNAMIC]))),
    ("setproduct", (L(S("a")), EL(NUMBER)), EL(Tuple([STRING, NUMBER]))),
    ("setproduct", (ST(S("a")), ST(ety=NUMBER)), ST(ety=Tuple([STRING, NUMBER]))),
    ("setproduct", (L(S("a"), S("a")), L(N(1))), L(T(S("a"), N(1)), T(S("a"), N(1)))),
    ("setproduct", (ST(N(1), N(2)), ST(N(2), N(1))),
     ST(T(N(1), N(1)), T(N(1), N(2)), T(N(2), N(1)), T(N(2), N(2)))),
    ("setproduct", (L(S("a")), U(List(STRING))), nn(List(Tuple([STRING, STRING])))),
    ("setproduct", (ST(U(STRING), S("b")), L(S("a"))), nn(Set(Tuple([STRING, STRING])))),
    ("setproduct", (ST(U(STRING)), L(S("a"))), ST(T(U(STRING), S("a")))),
    ("setproduct", (U(Tuple([STRING])), L(S("a"))), nn(List(Tuple([STRING, STRING])))),
    ("setproduct", (L(S("a")).mark("m"), L(N(1).mark("n"))), L(T(S("a"), N(1).mark("n"))).mark("m")),
    ("setproduct", (DYNAMIC_VAL, L(S("a"))), DYNAMIC_VAL),
    ("setproduct", (L(S("a")),), Err("at least two arguments are required")),
    ("setproduct", (L(S("a")), S("x")), Err("a set or a list is required", 1)),
    ("setproduct", (L(S("a")), T(N(1), TRUE)), Err("all elements must be of the same type", 1)),
    # slice
    ("slice", (AB, N(0), N(1)), L(S("a"))),
    ("slice", (AB, N(1), N(1)), EL(STRING)),
    ("slice", (AB, N(0), N(2)), AB),
    ("slice", (TUP, N(1), N(2)), T(N(1))),
    ("slice", (TUP, N(1), N(1)), T()),
    ("slice", (AB, N(0), N(3)), Err("end index must not be greater than the length of the list", 2)),
    ("slice", (AB, N(3), N(3)),
     Err("start index must not be greater than the length of the list", 1)),
    ("slice", (AB, N(2), N(1)), Err("start index must not be greater than end index", 1)),
    ("slice", (AB, N(-1), N(1)), Err("start index must not be less than zero", 1)),
    ("slice", (AB, N(0), N(-1)), Err("end index must not be less than zero", 2)),
    ("slice", (AB, N(0.5), N(1)), Err(f"invalid start index: {GO_INT_MESSAGE}", 1)),
    ("slice", (AB, N(0), N(1.5)), Err(f"invalid end index: {GO_INT_MESSAGE}", 2)),
    ("slice", (AB, U(NUMBER), N(1)), nn(List(STRING))),
    ("slice", (TUP, U(NUMBER), N(1)), DYNAMIC_VAL),
    ("slice", (TUP, U(NUMBER), N(3)),
     Err("end index must not be greater than the length of the list", 2)),
    ("slice", (U(List(STRING)), N(0), N(5)), nn(List(STRING))),
    ("slice", (U(Tuple([STRING, NUMBER])), N(0), N(1)), nn(Tuple([STRING]))),
    ("slice", (AB.mark("m"), N(0), N(1)), L(S("a")).mark("m")),
    ("slice", (ST(S("a")), N(0), N(1)),
     Err("cannot slice a set, because its elements do not have indices; explicitly "
         "convert to a list if the ordering of the result is not important", 0)),
    ("slice", (MAP, N(0), N(1)), Err("must be a list or tuple value", 0)),
    # zipmap
    ("zipmap", (AB, L(N(1), N(2))), M(a=N(1), b=N(2))),
    ("zipmap", (AB, T(N(1), S("x"))), O(a=N(1), b=S("x"))),
    ("zipmap", (EL(STRING), EL(NUMBER)), M(NUMBER)),
    ("zipmap", (EL(STRING), T()), O()),
    ("zipmap", (L(S("a"), S("a")), T(N(1), S("x"))), O(a=S("x"))),
    ("zipmap", (L(S("a"), S("a")), L(N(1), N(2))), M(a=N(2))),
    ("zipmap", (L(U(STRING)), L(N(1))), nn(Map(NUMBER))),
    ("zipmap", (L(U(STRING)), T(N(1))), DYNAMIC_VAL),
    ("zipmap", (U(List(STRING)), T(N(1))), DYNAMIC_VAL),
    ("zipmap", (L(S("a")), U(Tuple([NUMBER]))), nn(Object({"a": NUMBER}))),
    ("zipmap", (L(S("a").mark("k")), L(N(1))), M(a=N(1)).mark("k")),
    ("zipmap", (L(S("a")).mark("m"), T(N(1)).mark("n")), O(a=N(1)).with_marks({"m", "n"})),
    ("zipmap", (L(S("a")), L(N(1), N(2))),
     Err("number of keys (1) does not match number of values (2)")),
    ("zipmap", (L(S("a")), T(N(1), N(2))),
     Err("number of keys (1) does not match number of values (2)")),
    ("zipmap", (L(NULL(STRING)), T(N(1))), Err("keys list has null value at index 0")),
    ("zipmap", (L(S("a"), NULL(STRING)), L(N(1), N(2))),
     Err("keys list has null value at index 1")),
    ("zipmap", (L(S("a")), ST(N(1))), Err("values argument must be a list or tuple value")),
]


@pytest.mark.parametrize(("name", "args", "want"), CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_case(name: str, args: tuple[Value, ...], want: Value | Err) -> None:
    check(name, args, want)


def test_result_types() -> None:
    fn = FUNCTIONS
    assert fn["keys"].return_type([Object({"a": STRING, "b": NUMBER})]) == Tuple([STRING] * 2)
    assert fn["keys"].return_type([EMPTY_OBJECT_TYPE]) == EMPTY_TUPLE_TYPE
    assert fn["values"].return_type([Object({"b": STRING, "a": NUMBER})]) == Tuple(
        [NUMBER, STRING])
    assert fn["values"].return_type([Map(BOOL)]) == List(BOOL)
    assert fn["setproduct"].return_type([List(STRING), Set(NUMBER)]) == Set(
        Tuple([STRING, NUMBER]))
    assert fn["setproduct"].return_type([List(STRING), Tuple([NUMBER, STRING])]) == List(
        Tuple([STRING, STRING]))
    assert fn["reverse"].return_type([Set(NUMBER)]) == List(NUMBER)
    assert fn["chunklist"].return_type([List(STRING), NUMBER]) == List(List(STRING))
    assert fn["distinct"].return_type([List(NUMBER)]) == List(NUMBER)
    assert fn["merge"].return_type([]) == EMPTY_OBJECT_TYPE
    assert fn["merge"].return_type([Map(STRING), Map(STRING)]) == Map(STRING)
    assert fn["zipmap"].return_type([List(STRING), List(BOOL)]) == Map(BOOL)
    assert fn["length"].return_type([DYNAMIC]) == NUMBER
    assert fn["has_index"].return_type([DYNAMIC, DYNAMIC]) == BOOL
    assert fn["lookup"].return_type([Map(NUMBER), STRING, NUMBER]) == NUMBER
    assert fn["flatten"].return_type([List(List(STRING))]) == DYNAMIC  # needs the value
    assert fn["slice"].return_type([Tuple([STRING]), NUMBER, NUMBER]) == DYNAMIC
    assert fn["element"].return_type([List(BOOL), NUMBER]) == BOOL


def test_setproduct_is_bounded() -> None:
    ten = L(*(N(i) for i in range(10)))
    start = time.monotonic()
    fails("setproduct", ten, ten, ten, ten, ten, ten,
          message=f"the product would have 1000000 elements, more than the limit of "
                  f"{MAX_PRODUCT_LENGTH}")
    assert time.monotonic() - start < 1
    assert call("setproduct", ten, ten, ten).length_int() == 1000


def test_distinct_is_fast() -> None:
    big = Value.list([Value.number(i % 1000) for i in range(20_000)])
    start = time.monotonic()
    assert call("distinct", big).length_int() == 1000
    assert time.monotonic() - start < 5


def test_equality_key_is_coarser_than_equality() -> None:
    assert equality_key(N(1)) == equality_key(N("1.0")) == equality_key(N(1.0))
    assert equality_key(N("0.1")) == equality_key(N(0.1))
    assert equality_key(ST(S("a"), S("b"))) == equality_key(ST(S("b"), S("a")))
    assert equality_key(M(a=N(1))) == equality_key(O(a=N("1")))


@given(cst.types(max_leaves=3).flatmap(
    lambda t: st.lists(cst.values_of(t, allow_null=True), max_size=6).map(
        lambda vs, t=t: Value.list(vs, t))))
def test_distinct_properties(lst: Value) -> None:
    once = call("distinct", lst)
    assert once.type == lst.type
    assert call("distinct", once) == once  # idempotent
    elems = once.as_value_list()
    for i, a in enumerate(elems):  # no two equal elements remain
        assert not any(a.equals(b).is_true() for b in elems[i + 1:])
    for e in lst.as_value_list():  # nothing is lost
        assert any(e.equals(k).is_true() for k in elems)


@given(cst.types(max_leaves=3).flatmap(
    lambda t: st.lists(cst.values_of(t, allow_null=True, allow_unknown=True), max_size=6)))
def test_reverse_properties(elems: list[Value]) -> None:
    lst = Value.list(elems, elems[0].type) if elems else EL(STRING)
    tup = Value.tuple(elems)
    assert call("reverse", call("reverse", lst)) == lst
    assert call("reverse", call("reverse", tup)) == tup
    assert call("reverse", lst).as_value_list() == lst.as_value_list()[::-1]
    assert call("length", call("reverse", tup)) == call("length", tup)


@given(st.lists(st.lists(cst.strings(), max_size=4), max_size=4), st.integers(0, 5))
def test_flatten_and_chunklist_properties(groups: list[list[str]], size: int) -> None:
    nested = Value.list([Value.list([Value.string(s) for s in g], STRING) for g in groups],
                        List(STRING))
    flat = call("flatten", nested)
    assert flat.type.is_tuple
    strings = [Value.string(s) for g in groups for s in g]
    assert flat.as_value_list() == strings
    if strings:
        lst = Value.list(strings)
        chunks = call("chunklist", lst, Value.number(size))
        assert call("flatten", chunks).as_value_list() == strings
        if size:
            assert all(c.length_int() <= size for c in chunks)


@given(st.dictionaries(cst.attribute_names(), cst.strings(), max_size=6))
def test_keys_values_zipmap_roundtrip(d: dict[str, str]) -> None:
    m = Value.map({k: Value.string(v) for k, v in d.items()}, STRING)
    keys, values = call("keys", m), call("values", m)
    assert call("zipmap", keys, values) == m
    assert keys.length_int() == values.length_int() == m.length_int()
    o = Value.object({k: Value.string(v) for k, v in d.items()})
    assert call("zipmap", keys, call("values", o)) == o  # keys of the map: a list


def test_merge_later_wins_and_types() -> None:
    got = call("merge", O(a=S("x"), b=N(1)), O(b=TRUE), M(c=S("z")))
    assert got == O(a=S("x"), b=TRUE, c=S("z"))
    assert got.type == Object({"a": STRING, "b": BOOL, "c": STRING})
