"""Set functions: setunion, setintersection, setsubtract, set_symmetric_difference,
set_has_element. Expected values checked against go-cty."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import (
    BOOL,
    DYNAMIC,
    DYNAMIC_VAL,
    FALSE,
    NUMBER,
    STRING,
    TRUE,
    List,
    Set,
    Value,
)
from hcl.cty import strategies as cst
from hcl.cty.errors import IndexStep
from hcl.cty.function.stdlib.sets import FUNCTIONS
from tests.cty.stdlib._helpers import NULL, ST, L, N, S, T, U, call, fails, nn

SA = ST(S("a"), S("b"))
SB = ST(S("b"), S("c"))
SN = ST(N(1), N(2))
EMPTY_DYN = ST(ety=DYNAMIC)
OPS = ["setunion", "setintersection", "set_symmetric_difference"]


def test_names() -> None:
    assert sorted(FUNCTIONS) == ["set_has_element", "set_symmetric_difference",
                                 "setintersection", "setsubtract", "setunion"]


def test_union() -> None:
    assert call("setunion", SA) == SA
    assert call("setunion", SA, SB) == ST(S("a"), S("b"), S("c"))
    assert call("setunion", SA, SB, ST(S("b"))) == ST(S("a"), S("b"), S("c"))
    assert call("setunion", SA, SN) == ST(S("1"), S("2"), S("a"), S("b"))
    assert call("setunion", SA, ST(TRUE)) == ST(S("a"), S("b"), S("true"))
    assert call("setunion", SA, EMPTY_DYN) == SA
    assert call("setunion", EMPTY_DYN, EMPTY_DYN) == EMPTY_DYN
    assert call("setunion", SA, ST(ety=NUMBER)) == SA
    assert call("setunion", ST(N(1), N(2)), ST(N("1"), N(3))) == ST(N(1), N(2), N(3))
    assert call("setunion", ST(L(S("a"))), ST(T(S("a")))) == ST(L(S("a")))


def test_union_keeps_unknown_elements() -> None:
    assert call("setunion", SA, ST(U(STRING))) == ST(S("a"), S("b"), U(STRING))
    # two unknowns are never the same element
    assert call("setunion", ST(U(STRING)), ST(U(STRING))).length_int() == 2


def test_intersection() -> None:
    assert call("setintersection", SA, SB) == ST(S("b"))
    assert call("setintersection", SA, SB, ST(S("b"))) == ST(S("b"))
    assert call("setintersection", SA, SN) == ST(ety=STRING)
    assert call("setintersection", SA, EMPTY_DYN) == ST(ety=STRING)
    assert call("setintersection", EMPTY_DYN, EMPTY_DYN) == EMPTY_DYN
    assert call("setintersection", ST(N(1), N(2)), ST(N("1"), N(3))) == ST(N(1))
    assert call("setintersection", ST(L(S("a"))), ST(T(S("a")))) == ST(L(S("a")))


def test_subtract_and_symmetric_difference() -> None:
    assert call("setsubtract", SA, SB) == ST(S("a"))
    assert call("setsubtract", SA, SN) == SA
    assert call("setsubtract", SA, EMPTY_DYN) == SA
    assert call("setsubtract", ST(S("1")), ST(N(1))) == ST(ety=STRING)
    assert call("setsubtract", ST(L(S("a"))), ST(L(N(1)))) == ST(L(S("a")))
    assert call("set_symmetric_difference", SA, SB) == ST(S("a"), S("c"))
    assert call("set_symmetric_difference", SA, SB, ST(S("b"))) == ST(S("a"), S("b"), S("c"))
    assert call("set_symmetric_difference", ST(L(S("a"))), ST(T(S("a")))) == ST(ety=List(STRING))


def test_unknowns() -> None:
    for name in ("setintersection", "set_symmetric_difference", "setsubtract"):
        assert call(name, SA, ST(U(STRING))) == nn(Set(STRING))
        assert call(name, ST(U(STRING)), SA) == nn(Set(STRING))
    for name in [*OPS, "setsubtract"]:
        assert call(name, SA, U(Set(STRING))) == nn(Set(STRING))
        assert call(name, SA, DYNAMIC_VAL) == DYNAMIC_VAL


def test_marks() -> None:
    assert call("setunion", SA.mark("m"), SB) == ST(S("a"), S("b"), S("c")).mark("m")
    assert call("setintersection", SA, SB.mark("n")) == ST(S("b")).mark("n")
    assert call("setsubtract", SA, ST(S("z")).mark("n")) == SA.mark("n")


def test_errors() -> None:
    for name in OPS:
        fails(name, SA, ST(L(N(1))), message="given sets must all have compatible element types")
        fails(name, SA, NULL(Set(STRING)), index=1, message="argument must not be null")
        fails(name, message="wrong number of arguments (at least 1 required; 0 given)")
    fails("setsubtract", SA, message="wrong number of arguments (2 required; 1 given)")
    # a conformance error of a variadic argument counts within the variadic ones (go-cty)
    fails("setunion", SA, L(S("a")), index=0,
          message="set of dynamic required, but received list of string")
    # unsafe unification can pick a type an argument's elements do not convert to
    err = fails("setunion", ST(ST(S("a"))), ST(L(N(1))), index=0, message="a number is required")
    assert len(err.path) == 2 and isinstance(err.path[0], IndexStep)
    fails("setintersection", ST(L(N(1))), ST(ST(S("a"))), index=1, message="a number is required")


def test_set_has_element() -> None:
    assert call("set_has_element", SA, S("a")) == TRUE
    assert call("set_has_element", SA, S("z")) == FALSE
    assert call("set_has_element", SA, N(1)) == FALSE
    assert call("set_has_element", SN, N("1")) == TRUE
    assert call("set_has_element", SA, U(STRING)) == nn(BOOL)
    assert call("set_has_element", SA, DYNAMIC_VAL) == nn(BOOL)
    assert call("set_has_element", U(Set(STRING)), S("a")) == nn(BOOL)
    assert call("set_has_element", ST(U(STRING), S("b")), S("b")) == TRUE
    assert call("set_has_element", ST(U(STRING)), S("a")) == nn(BOOL)
    assert call("set_has_element", SA.mark("m"), S("a")) == TRUE.mark("m")
    fails("set_has_element", NULL(Set(STRING)), S("a"), index=0,
          message="argument must not be null")
    fails("set_has_element", L(S("a")), S("a"), index=0,
          message="set of dynamic required, but received list of string")


def _known_sets(ty: object) -> object:
    return st.lists(cst.values_of(ty, allow_null=True, max_size=3), max_size=4).map(  # type: ignore[arg-type]
        lambda vs: Value.set(vs, ty))  # type: ignore[arg-type]


SET_TYPES = st.sampled_from([STRING, NUMBER, BOOL, List(STRING)])


@given(st.data())
def test_algebra_laws(data: st.DataObject) -> None:
    ty = data.draw(SET_TYPES)
    a, b, c = (data.draw(_known_sets(ty)) for _ in range(3))
    union, inter = FUNCTIONS["setunion"], FUNCTIONS["setintersection"]
    sub, sym = FUNCTIONS["setsubtract"], FUNCTIONS["set_symmetric_difference"]
    assert union(a, b) == union(b, a)
    assert inter(a, b) == inter(b, a)
    assert union(a, a) == a and inter(a, a) == a
    assert union(union(a, b), c) == union(a, union(b, c))
    assert inter(inter(a, b), c) == inter(a, inter(b, c))
    assert inter(a, union(a, b)) == a  # absorption
    assert union(sub(a, b), inter(a, b)) == a
    assert sym(a, b) == sub(union(a, b), inter(a, b))
    assert sym(a, a).length_int() == 0
    assert inter(sub(a, b), b).length_int() == 0
    for e in b.as_value_list():
        if e.is_null:
            continue  # set_has_element rejects a null element
        assert call("set_has_element", sub(a, b), e) == FALSE
        assert call("set_has_element", union(a, b), e) == TRUE
