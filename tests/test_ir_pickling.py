"""IR nodes and ranges pickle compactly (constructor arguments) and come back equal."""

from __future__ import annotations

import pickle

from hypothesis import given

import hcl
from hcl import json as hcljson
from hcl.pos import Pos, Range
from hcl.testing.strategies import config_files

_SOURCE = b'a = [x.y[0], "s${z}", {k = 1}]\nb "l" {\n  c = f(1, 2...) ? -d : e[*].f\n}\n'


def test_native_file_round_trips_with_positions() -> None:
    file, _ = hcl.parse(_SOURCE, "main.hcl")
    back = pickle.loads(pickle.dumps(file))
    assert back == file
    item = back.body.blocks[0].body.attributes[0]
    assert item.expr.range.start == Pos(3, 7, 45)


def test_json_file_round_trips() -> None:
    file, _ = hcljson.parse(b'{"a": [1, "x"], "b": {"c": null}}', "main.json")
    back = pickle.loads(pickle.dumps(file))
    assert back.root == file.root and back.filename == file.filename  # files compare by identity


def test_ranges_pickle_as_integers_not_position_objects() -> None:
    file, _ = hcl.parse(_SOURCE, "main.hcl")
    data = pickle.dumps(file.body.range)
    assert b"Pos" not in data and b"dataclasses" not in data
    assert pickle.loads(data) == file.body.range
    plain = Range("f", Pos(1, 2, 1), Pos(2, 1, 5))
    assert pickle.loads(pickle.dumps(plain)) == plain


def test_nodes_pickle_as_constructor_calls() -> None:
    file, _ = hcl.parse(_SOURCE, "main.hcl")
    attr = file.body.attributes[0]
    for node in (file, file.body, attr, attr.expr, attr.expr.exprs[0], attr.expr.exprs[0].traversal.steps[0]):
        cls, args = node.__reduce_ex__(pickle.HIGHEST_PROTOCOL)[:2]
        assert cls is type(node)
        assert cls(*args) == node


@given(config_files())
def test_generated_files_round_trip(source: str) -> None:
    file, _ = hcl.parse(source, "gen.hcl")
    assert pickle.loads(pickle.dumps(file)) == file
