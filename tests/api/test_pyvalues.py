"""Value.from_python / to_python and the consistent state predicates."""

from __future__ import annotations

import json
import unicodedata
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import (
    BOOL,
    DYNAMIC,
    NUMBER,
    STRING,
    ConversionError,
    List,
    Map,
    OperationError,
    Set,
    Value,
)

text = st.text(max_size=8).filter(lambda s: unicodedata.is_normalized("NFC", s))
data = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**300), 2**300) | st.floats(allow_nan=False) | text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(text, inner, max_size=4),
    max_leaves=12)


@given(data)
def test_to_python_inverts_from_python(d: Any) -> None:
    v = Value.from_python(d)
    assert v.to_python() == d
    json.dumps(v.to_python())  # JSON-serialisable, infinities aside (json writes Infinity)


def test_from_python_kinds_and_types() -> None:
    assert Value.from_python("x") == Value.string("x")
    assert Value.from_python(True) == Value.bool(True)
    assert Value.from_python(None) == Value.null(DYNAMIC)
    assert Value.from_python(None, STRING) == Value.null(STRING)
    assert Value.from_python(Decimal("0.1")).to_python(decimal=True) == Decimal("0.1")
    assert Value.from_python({1, 2}).type == Set(NUMBER)
    assert Value.from_python([1, "2"], List(STRING)) == Value.list([Value.string("1"), Value.string("2")])
    assert Value.from_python({"a": 1}, Map(NUMBER)).type == Map(NUMBER)
    v = Value.from_python(Value.bool(False))
    assert v == Value.bool(False) and v.type == BOOL
    with pytest.raises(ConversionError):
        Value.from_python("x", NUMBER)
    with pytest.raises(TypeError):
        Value.from_python({1: "a"})
    with pytest.raises(TypeError):
        Value.from_python(object())
    with pytest.raises(ValueError):
        Value.from_python(float("nan"))


def test_to_python_numbers_and_unknowns() -> None:
    assert Value.number_from_literal("1.5e3").to_python() == 1500
    assert isinstance(Value.number_from_literal("0.25").to_python(), float)
    assert Value.number_from_literal("0.25").to_python(decimal=True) == Decimal("0.25")
    assert Value.number_from_literal("0.25").as_python() == Decimal("0.25")
    assert Value.set([Value.number(2), Value.number(1)]).to_python() == [1, 2]
    assert Value.string("m").mark("secret").to_python() == "m"
    with pytest.raises(OperationError):
        Value.list([Value.unknown(NUMBER)]).to_python()


def test_state_predicates_are_properties() -> None:
    v = Value.list([Value.string("a").mark("m")])
    for name in ("is_known", "is_null", "is_wholly_known", "has_wholly_known_type", "is_marked",
                 "contains_marked", "can_iterate_elements"):
        assert isinstance(getattr(v, name), bool), name
    assert v.contains_marked and not v.is_marked and v.can_iterate_elements
    assert not Value.list([Value.unknown(DYNAMIC)]).has_wholly_known_type
