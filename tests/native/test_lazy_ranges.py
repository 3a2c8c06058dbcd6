"""Ranges built from character offsets behave exactly like ranges built from positions."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.pos import Pos, Range
from hcl.source import SourceText

_PIECES = ["a", " ", "\n", "\r\n", "é", "e\u0301", "👩🏾", "\u200d", "\t", "\udced\udca0\udc80", "한"]


@st.composite
def _text_and_offsets(draw: st.DrawFn) -> tuple[SourceText, list[int]]:
    pieces = draw(st.lists(st.sampled_from(_PIECES), max_size=20))
    start = draw(st.none() | st.builds(Pos, st.integers(1, 9), st.integers(1, 9), st.integers(0, 99)))
    src = SourceText("".join(pieces).encode("utf-8", "surrogateescape"), "f.hcl", start)
    n = len(src.text)
    offsets = draw(st.lists(st.integers(0, n), min_size=4, max_size=4))
    return src, offsets


def _eager(src: SourceText, a: int, b: int) -> Range:
    return Range(src.filename, src.pos(a), src.pos(b))


@given(_text_and_offsets())
def test_lazy_range_equals_eager_form(case: tuple[SourceText, list[int]]) -> None:
    src, (a, b, c, d) = case
    lazy, eager = src.range(a, b), _eager(src, a, b)
    assert lazy == eager and eager == lazy
    assert hash(lazy) == hash(eager)
    assert (repr(lazy), str(lazy), lazy.to_json()) == (repr(eager), str(eager), eager.to_json())
    assert (lazy.start, lazy.end, lazy.filename, lazy.empty) == (eager.start, eager.end, eager.filename, eager.empty)
    other, other_eager = src.range(c, d), _eager(src, c, d)
    assert (lazy == other) == (eager == other_eager)
    assert lazy.contains(other) == eager.contains(other_eager)
    assert Range.between(lazy, other) == Range.between(eager, other_eager)
    assert Range.over(lazy, other) == Range.over(eager, other_eager)
    assert Range.over(lazy, other_eager) == Range.over(eager, other)
    assert lazy.start_range() == eager.start_range() and lazy.end_range() == eager.end_range()
    assert lazy.contains_offset(c) == eager.contains_offset(c)


def test_lazy_range_pickles_and_copies_as_its_positions() -> None:
    src = SourceText("a = 1\nb = 2\n", "f.hcl")
    lazy = src.range(6, 11)
    for copied in (pickle.loads(pickle.dumps(lazy)), copy.copy(lazy), copy.deepcopy(lazy)):
        assert copied == lazy
        assert copied.start == Pos(2, 1, 6) and copied.end == Pos(2, 6, 11)
    assert dataclasses.asdict(lazy) == dataclasses.asdict(_eager(src, 6, 11))
    assert [f.name for f in dataclasses.fields(Range)] == ["filename", "start", "end"]
    assert dataclasses.replace(lazy, filename="g.hcl") == Range("g.hcl", Pos(2, 1, 6), Pos(2, 6, 11))


def test_ranges_are_immutable() -> None:
    for rng in (SourceText("ab", "f").range(0, 1), Range("f", Pos(), Pos())):
        with pytest.raises(dataclasses.FrozenInstanceError):
            rng.filename = "g"  # type: ignore[misc]
        with pytest.raises(dataclasses.FrozenInstanceError):
            rng.start = Pos()  # type: ignore[misc]


def test_ranges_of_different_sources_compare_by_position() -> None:
    one, two = SourceText("abc", "f"), SourceText("abc", "f")
    assert one.range(0, 2) == two.range(0, 2)
    assert one.range(0, 2) != SourceText("abc", "g").range(0, 2)


_NUMBERS = st.integers(0, 2**32 - 1) | st.integers(-5, 2**40) | st.booleans()


@given(st.builds(Pos, _NUMBERS, _NUMBERS, _NUMBERS), st.builds(Pos, _NUMBERS, _NUMBERS, _NUMBERS))
def test_range_from_positions_gives_back_its_positions(start: Pos, end: Pos) -> None:
    # Positions whose numbers fit 32 bits are packed into one integer; any other
    # number (negative, wider, a bool) is kept as given.
    rng = Range("f.hcl", start, end)
    assert (rng.filename, rng.start, rng.end) == ("f.hcl", start, end)
    assert repr(rng) == f"Range(filename='f.hcl', start={start!r}, end={end!r})"
    assert rng == Range("f.hcl", Pos(start.line, start.column, start.byte), end)
    assert hash(rng) == hash(Range("f.hcl", start, end))
    assert dataclasses.astuple(rng) == ("f.hcl", dataclasses.astuple(start), dataclasses.astuple(end))
    assert rng.empty == (start.byte == end.byte)
    assert pickle.loads(pickle.dumps(rng)) == rng


def test_range_of_offsets_past_its_index_resolves_at_once() -> None:
    src = SourceText("ab\ncd", "f")
    outside = Range.of_offsets(src.positions, 1, 1 << 20)
    assert outside == Range("f", src.pos(1), src.pos(1 << 20))
    assert outside.char_offsets() is None
    assert src.range(1, 4).char_offsets() == (1, 4)


class _Offsets:
    """A position index of a text of ``1 << shift`` characters, positions being the offsets."""

    filename = "big.hcl"

    def __init__(self, shift: int) -> None:
        self.shift = shift

    def pos(self, index: int) -> Pos:
        return Pos(1, index + 1, index)


@pytest.mark.parametrize("shift", [1, 25, 26, 27, 40])
def test_offsets_stay_exact_in_the_largest_texts(shift: int) -> None:
    # Offsets pack into a float up to 26 bits each, into an int beyond: both exact.
    src = _Offsets(shift)
    top = (1 << shift) - 1
    for a, b in [(0, 0), (0, top), (top, top), (top - 1, top), (1, top - 1)]:
        rng = Range.of_offsets(src, a, b)
        assert rng.char_offsets() == (a, b)
        assert (rng.start.byte, rng.end.byte) == (a, b)
        joined = Range.between(Range.of_offsets(src, b, b), rng)
        assert joined.char_offsets() == (b, b)
        assert Range.between(rng, Range.of_offsets(src, 0, top)).char_offsets() == (a, top)
