"""JSON nodes kept compactly read back exactly as the nodes they stand for.

A property whose value is a string, a plain int, a bool or null keeps its key's text,
the value's stand-in and one number for both ranges; a number written as a plain int
keeps the int. Each must read back equal to the same nodes built from positions, which
are kept as given.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle

from hypothesis import example, given
from hypothesis import strategies as st

from hcl import json as hcljson
from hcl.ir.node import kept
from hcl.json import JSONNumber, JSONObject, JSONProperty, JSONString
from hcl.pos import Pos, Range

_VALUES = st.one_of(
    st.integers(-(10**20), 10**20).map(str),
    st.sampled_from(["0", "-0", "1.5", "1e3", "-12", "true", "false", "null", "[]", "{}", '{"x": 1}', "[1, 2]"]),
    st.text(st.characters(codec="utf-8", exclude_categories=["Cs", "Cc"]), max_size=8).map(
        lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'),
)
_KEYS = st.text(st.characters(codec="utf-8", exclude_categories=["Cs", "Cc"]), max_size=6).map(
    lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"')


def _plain_int(text: str) -> bool:
    """Whether an int of at most 18 digits writes ``text`` back."""
    digits = text.removeprefix("-")
    return digits.isdigit() and len(digits) <= 18 and str(int(text)) == text


def _standing_in(value_text: str) -> bool:
    return value_text[0] == '"' or value_text in ("true", "false", "null") or _plain_int(value_text)


@given(_KEYS, _VALUES)
@example('"k"', "12")
@example('"k"', "1.5")
@example('"é"', '"👩🏾"')
def test_a_property_reads_back_as_its_nodes(key_text: str, value_text: str) -> None:
    src = "{" + key_text + ": " + value_text + "}"
    file, diags = hcljson.parse(src, "p.json")
    assert not diags
    assert isinstance(file.root, JSONObject)
    (prop,) = file.root.properties
    # The same key and value, parsed on their own at the same positions: kept as nodes.
    key, _ = hcljson.parse_expression(key_text, "p.json", Pos(1, 2, 1))
    value, _ = hcljson.parse_expression(value_text, "p.json", file.root.properties[0].value.range.start)
    assert isinstance(key, JSONString)
    assert (kept(prop, "key").__class__ is str) == _standing_in(value_text)
    assert prop.key == key and prop.value == value
    assert prop.name == key.value and prop.name_range == key.range
    plain = JSONProperty(key, value)
    assert kept(plain, "key") is key  # not over one position index: nodes kept as given
    assert prop == plain and hash(prop) == hash(plain) and repr(prop) == repr(plain)
    assert pickle.loads(pickle.dumps(prop)) == prop == copy.deepcopy(prop)
    assert dataclasses.replace(prop, value=key).value == key


@given(st.integers(-(10**25), 10**25).map(str) | st.sampled_from(["-0", "007", "1.0", "1e5", "-"]))
def test_a_number_keeps_its_text(text: str) -> None:
    number = JSONNumber(text, Range("n.json", Pos(1, 1, 0), Pos(1, 1 + len(text), len(text))))
    assert number.text == text
    assert (kept(number, "text").__class__ is int) == _plain_int(text)
