"""Long JSON arrays of plain values keep their items' stand-ins until the items are read.

An array of more than 16 strings, plain ints, bools and nulls keeps those and one
number for each item's range (``hcl.ir.held_elements.ElementRun``). Each case is parsed
twice, as it is and with that holding turned off, and the two trees must be equal,
ranges included.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl import json as hcljson
from hcl.ir.held_elements import ElementRun
from hcl.ir.node import kept
from hcl.json.expression import JSONArray, JSONObject, JSONValue

PLAIN = st.one_of(st.integers(-(10**6), 10**6), st.text(max_size=4), st.booleans(), st.none())
ANY = st.one_of(PLAIN, st.floats(allow_nan=False, allow_infinity=False), st.lists(PLAIN, max_size=3),
                st.dictionaries(st.text(max_size=2), PLAIN, max_size=2))


def _keep_nodes(run: ElementRun, nodes: list[JSONValue]) -> None:
    run.src = False


def _parse(src: bytes, held: bool) -> JSONArray:
    with pytest.MonkeyPatch.context() as m:
        if not held:
            m.setattr(ElementRun, "_stand_in_for", _keep_nodes)
        file, diags = hcljson.parse(src)
    assert not diags.has_errors, diags
    assert isinstance(file.root, JSONObject)
    array = file.root.properties[0].value
    assert isinstance(array, JSONArray)
    return array


def _ranges(array: JSONArray) -> list[tuple[str, int, int]]:
    return [(type(item).__name__, item.range.start.byte, item.range.end.byte) for item in array.items]


def test_a_long_array_of_plain_values_keeps_no_node_an_item() -> None:
    src = json.dumps({"a": [*range(40), "s", True, None, "é"]}, indent=1).encode()
    held, plain = _parse(src, True), _parse(src, False)
    assert type(kept(held, "items")).__name__ == "HeldElements"
    assert type(kept(plain, "items")) is tuple
    assert held == plain
    assert _ranges(held) == _ranges(plain)
    assert held.items is held.items  # made once, then kept


@given(st.lists(PLAIN, min_size=10, max_size=40), st.lists(st.tuples(st.integers(0, 40), ANY), max_size=3),
       st.sampled_from([None, 0, 2]))
def test_held_items_give_the_tree_of_nodes(plain: list[object], others: list[tuple[int, object]],
                                           indent: int | None) -> None:
    items = list(plain)
    for at, value in others:
        items.insert(at, value)
    src = json.dumps({"a": items}, indent=indent, ensure_ascii=False).encode()
    held, nodes = _parse(src, True), _parse(src, False)
    assert held == nodes
    assert _ranges(held) == _ranges(nodes)
    assert repr(hcljson.literal_value(held)) == repr(hcljson.literal_value(nodes))
