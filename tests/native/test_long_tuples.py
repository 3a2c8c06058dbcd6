"""Long tuple constructors keep their elements' stand-ins until the elements are read.

A list of more than 16 elements that each have a stand-in (a number, a string, a
reference, a small collection) keeps those and one number for each element's range,
not a node an element, from the moment it is parsed (``hcl.ir.held_elements.ElementRun``).
Each case here is parsed twice: as it is, and with that holding turned off, and the
two trees must be equal, ranges included.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hcl
from hcl import ir
from hcl.cty import Value
from hcl.eval import EvalContext, evaluate
from hcl.ir.held_elements import ElementRun
from hcl.ir.node import kept

# Elements with a stand-in, then elements without one.
STANDING = ["1", "12345", "1.5", '"s"', '"é"', "a", "a.b", "[1, 2]", "[]", "{k = 1}", "{}", "true", "null"]
NOT_STANDING = ["f(1)", '"${x}"', "a + 1", "-1", "(1)", "a[0].b", "[for x in y : x]", "<<EOT\nh\nEOT\n"]
SEPARATORS = [", ", ",", ",\n  ", " ,  ", ", # c\n", ", /* c */ "]


@contextmanager
def nodes_only(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Lower every tuple's elements as nodes, as before elements were held as stand-ins."""
    with monkeypatch.context() as m:
        m.setattr(ElementRun, "_stand_in_for", _keep_nodes)
        yield


def _keep_nodes(run: ElementRun, nodes: list[ir.Expression]) -> None:
    run.src = False


def _both(src: str, monkeypatch: pytest.MonkeyPatch) -> tuple[ir.File, ir.File]:
    held, diags = hcl.parse(src)
    assert not diags.has_errors, diags
    with nodes_only(monkeypatch):
        plain, plain_diags = hcl.parse(src)
    assert list(plain_diags) == list(diags)
    return held, plain


def _value(file: ir.File) -> ir.TupleCons:
    expr = file.body.attributes[0].expr
    assert isinstance(expr, ir.TupleCons)
    return expr


def _ranges(node: ir.Expression) -> list[tuple[str, int, int]]:
    return [(type(n).__name__, n.range.start.byte, n.range.end.byte) for n in ir.walk(node)]


@pytest.mark.parametrize("accelerated", ["0", "1"])
def test_a_long_list_of_numbers_keeps_no_node_an_element(accelerated: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCL_ACCELERATOR", accelerated)
    src = "a = [" + ", ".join(str(i) for i in range(100)) + "]\n"
    held, plain = _both(src, monkeypatch)
    tup, plain_tup = _value(held), _value(plain)
    assert type(kept(tup, "exprs")).__name__ == "HeldElements"
    assert type(kept(plain_tup, "exprs")) is tuple
    assert tup == plain_tup
    assert _ranges(tup) == _ranges(plain_tup)
    assert [src[e.range.start.byte:e.range.end.byte] for e in tup.exprs] == [str(i) for i in range(100)]


def test_elements_are_made_once_then_kept() -> None:
    # Reading them one index at a time stays linear: the first reading makes them all.
    file, _ = hcl.parse("a = [" + ",".join(["1"] * 50) + "]\n")
    tup = _value(file)
    first = tup.exprs
    assert tup.exprs is first
    assert type(kept(tup, "exprs")) is tuple


def test_an_element_without_a_stand_in_makes_every_element_a_node(monkeypatch: pytest.MonkeyPatch) -> None:
    elements = [str(i) for i in range(40)]
    elements[30] = "f(1)"
    src = "a = [\n  " + ",\n  ".join(elements) + ",\n]\n"
    held, plain = _both(src, monkeypatch)
    assert type(kept(_value(held), "exprs")) is tuple
    assert _value(held) == _value(plain)
    assert _ranges(_value(held)) == _ranges(_value(plain))


_SEPARATED = st.sampled_from(SEPARATORS)


@given(
    # Mostly elements with a stand-in (more than 16 of them, often), and a few of any kind
    # among them.
    st.lists(st.tuples(st.sampled_from(STANDING), _SEPARATED), min_size=10, max_size=40),
    st.lists(st.tuples(st.integers(0, 40), st.sampled_from(NOT_STANDING + STANDING), _SEPARATED), max_size=3),
    st.booleans(),
)
def test_held_elements_give_the_tree_of_nodes(standing: list[tuple[str, str]], others: list[tuple[int, str, str]],
                                              trailing: bool) -> None:
    elements = list(standing)
    for at, value, sep in others:
        elements.insert(at, (value, sep))
    last = len(elements) - 1
    text = "".join(value + (sep if i < last or trailing else "") for i, (value, sep) in enumerate(elements))
    src = f"a = [{text}\n]\n" if "<<" in text else f"a = [{text}]\n"
    with pytest.MonkeyPatch.context() as monkeypatch:
        held, plain = _both(src, monkeypatch)
    assert _value(held) == _value(plain)
    assert _ranges(_value(held)) == _ranges(_value(plain))
    ctx = EvalContext({"a": Value.object({"b": Value.number(1)}), "x": Value.string("v"),
                       "y": Value.tuple([Value.number(1)])}, {})
    (value, diags), (plain_value, plain_diags) = evaluate(_value(held), ctx), evaluate(_value(plain), ctx)
    assert repr(value) == repr(plain_value)
    assert list(diags) == list(plain_diags)
