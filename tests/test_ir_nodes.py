"""IR node classes keep a parse's ranges compactly and otherwise behave as frozen dataclasses."""

from __future__ import annotations

import copy
import dataclasses
import gc

import pytest

import hcl
from hcl import ir
from hcl.cty import Value
from hcl.pos import Pos, Range

_SOURCE = b'a = [x.y[0], "s${z}", {k = 1}]\nb "l" {\n  c = f(1, 2...) ? -d : e[*].f\n}\n'


def _nodes(file: ir.File) -> list[object]:
    return list(ir.walk(file.body))


def test_parsed_nodes_hold_no_range_objects() -> None:
    file, _ = hcl.parse(_SOURCE, "main.hcl")
    nodes = _nodes(file)
    assert len(nodes) > 20
    for node in nodes:
        held = [r for r in gc.get_referents(node) if isinstance(r, Range)]
        assert held == [], type(node).__name__


def test_ranges_read_back_as_parsed() -> None:
    file, _ = hcl.parse(_SOURCE, "main.hcl")
    attr = file.body.attributes[0]
    assert attr.name_range == Range("main.hcl", Pos(1, 1, 0), Pos(1, 2, 1))
    assert attr.equals_range == Range("main.hcl", Pos(1, 3, 2), Pos(1, 4, 3))
    assert attr.range == Range("main.hcl", Pos(1, 1, 0), Pos(1, 31, 30))
    call = file.body.blocks[0].body.attributes[0].expr.condition
    assert str(call.start_range) == "main.hcl:3,7-9"


def test_ranges_from_elsewhere_are_kept_as_given() -> None:
    other, _ = hcl.parse(b"zz = 1\n", "other.hcl")
    mine, _ = hcl.parse(b"a = 1\n", "main.hcl")
    plain = Range("made.hcl", Pos(4, 2, 30), Pos(4, 9, 37))
    theirs = other.body.attributes[0].name_range
    attr = ir.Attribute("a", mine.body.attributes[0].expr, plain, theirs, mine.body.attributes[0].equals_range)
    assert attr.range == plain and attr.range.filename == "made.hcl"
    assert attr.name_range == theirs and attr.name_range.filename == "other.hcl"
    assert attr.equals_range == mine.body.attributes[0].equals_range
    assert attr.expr.range.filename == "main.hcl"


def test_nodes_compare_and_hash_by_fields() -> None:
    first, _ = hcl.parse(_SOURCE, "main.hcl")
    second, _ = hcl.parse(_SOURCE, "main.hcl")
    moved, _ = hcl.parse(b"\n" + _SOURCE, "main.hcl")
    assert first.body == second.body and hash(first.body) == hash(second.body)
    assert first.body.attributes[0] != moved.body.attributes[0]
    lit = ir.Literal(Value.number_from_literal("1"), Range("f", Pos(), Pos(1, 2, 1)))
    same = ir.Literal(Value.number_from_literal("1"), Range("f", Pos(), Pos(1, 2, 1)))
    assert lit == same and hash(lit) == hash(same)
    assert lit != ir.AnonSymbol(lit.range) and lit.__eq__(object()) is NotImplemented


def test_nodes_are_frozen() -> None:
    file, _ = hcl.parse(_SOURCE, "main.hcl")
    attr = file.body.attributes[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        attr.name = "b"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        attr.range = attr.name_range  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del attr.expr  # type: ignore[misc]
    assert not hasattr(attr, "__dict__")


def test_dataclass_protocols() -> None:
    file, _ = hcl.parse(_SOURCE, "main.hcl")
    attr = file.body.attributes[0]
    assert dataclasses.is_dataclass(attr)
    assert [f.name for f in dataclasses.fields(attr)] == ["name", "expr", "range", "name_range", "equals_range"]
    renamed = dataclasses.replace(attr, name="b")
    assert renamed.name == "b" and renamed.range == attr.range and renamed.expr is attr.expr
    assert copy.copy(attr) == attr and copy.deepcopy(attr) == attr
    match attr:
        case ir.Attribute("a", ir.TupleCons(exprs=(first, *_)), rng):
            assert isinstance(first, ir.ScopeTraversal) and rng == attr.range
        case _:
            pytest.fail("the attribute did not match its own fields")
    assert repr(attr.name_range) in repr(attr) and repr(attr).startswith("Attribute(name='a', expr=TupleCons(")


def test_field_defaults_are_kept() -> None:
    lit = ir.Literal(Value.string("k"), Range("f", Pos(), Pos(1, 2, 1)))
    key = ir.ObjectKey(lit)
    assert key.force_non_literal is False
    assert dataclasses.fields(ir.ObjectKey)[1].default is False
    assert ir.Traversal().steps == ()


def test_field_names_that_would_shadow_the_constructor_are_refused() -> None:
    from hcl.ir.node import node

    with pytest.raises(TypeError, match="src"):

        @node
        class Clash:
            src: Range


def test_walk_reaches_every_node_in_source_order() -> None:
    file, _ = hcl.parse(_SOURCE, "main.hcl")
    kinds = (ir.Expression, ir.ObjectItem, ir.Attribute, ir.Block, ir.Body)

    def every(value: object) -> list[object]:
        if isinstance(value, tuple):
            return [n for item in value for n in every(item)]
        if not isinstance(value, kinds):
            return []
        found: list[object] = [value]
        for f in dataclasses.fields(value):  # type: ignore[arg-type]
            if f.name != "item":  # a splat's placeholder symbol
                found += every(getattr(value, f.name))
        return found

    assert _nodes(file) == every(file.body)
