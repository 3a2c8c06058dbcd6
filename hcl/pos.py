"""Source positions and ranges, with the reference implementation's semantics.

A :class:`Pos` is 1-based in lines and columns (columns count grapheme clusters) and
0-based in bytes (UTF-8). A :class:`Range` is half-open: ``end`` is just past the last
character.

A parser makes ranges by character offsets into its source text
(:meth:`Range.of_offsets`): such a range holds the text's position index and one
integer (both offsets), and resolves ``start`` and ``end`` to :class:`Pos` values only
when they are read. A range built from positions holds the filename and one integer
(all six numbers). Either behaves exactly like a dataclass of a filename and two
positions (equality, hashing, ``repr``, pickling, ``dataclasses.fields``); it only
costs less to build and to keep.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass
from typing import TYPE_CHECKING, Any, Protocol


def refuse_assignment(self: object, name: str, value: object) -> None:
    """``__setattr__`` of a frozen class that is not a frozen dataclass (as a frozen one refuses)."""
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def refuse_deletion(self: object, name: str) -> None:
    """``__delattr__`` of a frozen class that is not a frozen dataclass."""
    raise FrozenInstanceError(f"cannot delete field {name!r}")


@dataclass(frozen=True, slots=True, order=True)
class Pos:
    """A point in a source file."""

    line: int = 1
    column: int = 1
    byte: int = 0

    def to_json(self) -> dict[str, int]:
        return {"line": self.line, "column": self.column, "byte": self.byte}

    def __reduce__(self) -> tuple[Any, tuple[int, int, int]]:
        return make_pos, (self.line, self.column, self.byte)


INITIAL_POS = Pos(1, 1, 0)

_new = object.__new__
_set_line = Pos.__dict__["line"].__set__
_set_column = Pos.__dict__["column"].__set__
_set_byte = Pos.__dict__["byte"].__set__


def make_pos(line: int, column: int, byte: int) -> Pos:
    """``Pos(line, column, byte)`` without the frozen dataclass's per-field ``__init__`` cost."""
    pos = _new(Pos)
    _set_line(pos, line)
    _set_column(pos, column)
    _set_byte(pos, byte)
    return pos


class PositionIndex(Protocol):
    """What a lazily resolved range needs from its source: a name, offset lookups, and
    ``shift``, the bits an offset takes (every offset of the source is below ``1 << shift``)."""

    filename: str
    shift: int

    def pos(self, index: int) -> Pos: ...

    def text(self, start: int, end: int) -> str | None:
        """The source's text from offset ``start`` to ``end``, when the index can read it
        back without work of its own (None otherwise)."""


# Positions pack into one integer when each of their numbers fits this many bits.
_BITS = 32
_FIELD = (1 << _BITS) - 1


def _pack(start: Pos, end: Pos) -> int | tuple[Pos, Pos]:
    """Two positions as one integer (the pair itself when a number does not fit)."""
    if type(start) is Pos and type(end) is Pos:
        a, b, c, d, e, f = start.line, start.column, start.byte, end.line, end.column, end.byte
        fits = type(a) is type(b) is type(c) is type(d) is type(e) is type(f) is int
        if fits and not (a | b | c | d | e | f) >> _BITS:  # none negative, none too wide
            return ((((a << _BITS | b) << _BITS | c) << _BITS | d) << _BITS | e) << _BITS | f
    return start, end


def _start_of(span: int | tuple[Pos, Pos]) -> Pos:
    if isinstance(span, int):
        return make_pos(span >> 5 * _BITS, span >> 4 * _BITS & _FIELD, span >> 3 * _BITS & _FIELD)
    return span[0]


def _end_of(span: int | tuple[Pos, Pos]) -> Pos:
    if isinstance(span, int):
        return make_pos(span >> 2 * _BITS & _FIELD, span >> _BITS & _FIELD, span & _FIELD)
    return span[1]


# A parser's range packs its two offsets into one number: a float when they fit its
# 53-bit mantissa exactly (24 bytes, where an int of 31 to 60 bits takes 32), so for
# texts below 1 << 26 characters.
_FLOAT_SHIFT = 26


def offsets_span(shift: int, packed: int) -> float | int:
    """What a range over a source of this ``shift`` keeps for its packed offsets."""
    return float(packed) if shift <= _FLOAT_SHIFT else packed


@dataclass(init=False, repr=False, eq=False)
class Range:
    """A half-open span ``[start, end)`` of a named source file.

    Built from two :class:`Pos` values (``_src`` holds the filename, ``_span`` the six
    numbers packed), or by a parser from character offsets into a
    :class:`PositionIndex` (``_src`` the index, ``_span`` the offsets, ``start <<
    shift | end``, as a float when that is exact). Offsets map to positions one to one
    and in order, so two ranges over the same index compare by their offsets alone.
    """

    __slots__ = ("_span", "_src")

    filename: str
    start: Pos
    end: Pos
    if TYPE_CHECKING:  # the slots behind the fields, not fields themselves
        _src: PositionIndex | str
        _span: Any  # offsets packed into a float or int, positions into an int (or a pair of positions)

    def __init__(self, filename: str, start: Pos, end: Pos) -> None:
        _set_src(self, filename)
        _set_span(self, _pack(start, end))

    @staticmethod
    def of_offsets(src: PositionIndex, start: int, end: int) -> Range:
        """The range of characters ``[start, end)`` of ``src``, resolved on access."""
        shift = src.shift
        if (start | end) >> shift:  # outside the source: resolve now (never for a parser's ranges)
            return Range(src.filename, src.pos(start), src.pos(end))
        return span_range(src, offsets_span(shift, start << shift | end))

    @property  # type: ignore[no-redef]
    def filename(self) -> str:
        src = self._src
        return src if isinstance(src, str) else src.filename

    @property  # type: ignore[no-redef]
    def start(self) -> Pos:
        src = self._src
        return _start_of(self._span) if isinstance(src, str) else src.pos(int(self._span) >> src.shift)

    @property  # type: ignore[no-redef]
    def end(self) -> Pos:
        src = self._src
        return _end_of(self._span) if isinstance(src, str) else src.pos(int(self._span) & ((1 << src.shift) - 1))

    def _index(self) -> PositionIndex | None:
        """The position index of a range built from offsets (None for positions)."""
        src = self._src
        return None if isinstance(src, str) else src

    def char_offsets(self) -> tuple[int, int] | None:
        """The character offsets of a range built by a parser (None when built from positions)."""
        src = self._src
        if isinstance(src, str):
            return None
        shift, span = src.shift, int(self._span)
        return span >> shift, span & ((1 << shift) - 1)

    __setattr__ = refuse_assignment
    __delattr__ = refuse_deletion

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Range):
            return NotImplemented
        src = self._src
        if src is other._src and not isinstance(src, str):
            return bool(self._span == other._span)
        return self.filename == other.filename and self.start == other.start and self.end == other.end

    def __hash__(self) -> int:
        return hash((self.filename, self.start, self.end))

    def __repr__(self) -> str:
        return f"Range(filename={self.filename!r}, start={self.start!r}, end={self.end!r})"

    def __reduce__(self) -> tuple[Any, tuple[str | int, ...]]:
        # Pickled and copied as the resolved positions (six integers, no Pos objects):
        # the source index stays behind.
        s, e = self.start, self.end
        return resolved_range, (self.filename, s.line, s.column, s.byte, e.line, e.column, e.byte)

    @property
    def empty(self) -> bool:
        offsets = self.char_offsets()
        if offsets is None:
            return bool(self.start.byte == self.end.byte)
        return offsets[0] == offsets[1]

    def contains_offset(self, byte: int) -> bool:
        return self.start.byte <= byte < self.end.byte

    def contains(self, other: Range) -> bool:
        """True when ``other`` lies within this range (same file)."""
        if self._src is other._src and (mine := self.char_offsets()) is not None:
            theirs = other.char_offsets()
            assert theirs is not None
            return mine[0] <= theirs[0] and theirs[1] <= mine[1]
        return (
            self.filename == other.filename
            and self.start.byte <= other.start.byte
            and other.end.byte <= self.end.byte
        )

    def start_range(self) -> Range:
        """The zero-width range at this range's start."""
        offsets = self.char_offsets()
        if offsets is not None:
            return Range.of_offsets(self._src, offsets[0], offsets[0])  # type: ignore[arg-type]
        start = self.start
        return Range(self.filename, start, start)

    def end_range(self) -> Range:
        """The zero-width range at this range's end."""
        offsets = self.char_offsets()
        if offsets is not None:
            return Range.of_offsets(self._src, offsets[1], offsets[1])  # type: ignore[arg-type]
        end = self.end
        return Range(self.filename, end, end)

    def __str__(self) -> str:
        s, e = self.start, self.end
        if s.line == e.line:
            return f"{self.filename}:{s.line},{s.column}-{e.column}"
        return f"{self.filename}:{s.line},{s.column}-{e.line},{e.column}"

    def to_json(self) -> dict[str, object]:
        return {"filename": self.filename, "start": self.start.to_json(), "end": self.end.to_json()}

    @staticmethod
    def between(first: Range, last: Range) -> Range:
        """From the start of ``first`` to the end of ``last`` (``first``'s filename)."""
        src = first._src
        if src is last._src and not isinstance(src, str):
            mask = (1 << src.shift) - 1
            return span_range(src, offsets_span(src.shift, int(first._span) & ~mask | int(last._span) & mask))
        return Range(first.filename, first.start, last.end)

    @staticmethod
    def over(a: Range, b: Range) -> Range:
        """The smallest range covering both; an empty range does not widen the other."""
        if a.empty:
            return b
        if b.empty:
            return a
        if a._src is b._src and (a_offsets := a.char_offsets()) is not None:
            b_offsets = b.char_offsets()
            assert b_offsets is not None
            return Range.of_offsets(a._src, min(a_offsets[0], b_offsets[0]),  # type: ignore[arg-type]
                                    max(a_offsets[1], b_offsets[1]))
        a_start, b_start, a_end, b_end = a.start, b.start, a.end, b.end
        start = a_start if a_start.byte <= b_start.byte else b_start
        end = a_end if a_end.byte >= b_end.byte else b_end
        return Range(a.filename, start, end)


_set_span = Range.__dict__["_span"].__set__
_set_src = Range.__dict__["_src"].__set__


def span_range(src: PositionIndex, span: float | int) -> Range:
    """The range whose offsets a parser's range keeps as ``span`` (its ``_span``) over ``src``."""
    rng = _new(Range)
    _set_src(rng, src)
    _set_span(rng, span)
    return rng


def resolved_range(filename: str, line: int, column: int, byte: int, end_line: int, end_column: int,
                   end_byte: int) -> Range:
    """A range built from positions given as integers (how ranges unpickle)."""
    return Range(filename, make_pos(line, column, byte), make_pos(end_line, end_column, end_byte))
