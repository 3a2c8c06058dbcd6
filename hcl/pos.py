"""Source positions and ranges, with the reference implementation's semantics.

A :class:`Pos` is 1-based in lines and columns (columns count grapheme clusters) and
0-based in bytes (UTF-8). A :class:`Range` is half-open: ``end`` is just past the last
character.

A parser makes ranges by character offsets into its source text
(:meth:`Range.of_offsets`): such a range holds the text's position index and two
integers, and resolves ``start`` and ``end`` to :class:`Pos` values only when they are
read. It behaves exactly like a range built from positions (equality, hashing,
``repr``, pickling, ``dataclasses.fields``); it only costs less to build and to keep.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass
from typing import TYPE_CHECKING, Any, Protocol


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
    """What a lazily resolved range needs from its source: a name and offset lookups."""

    filename: str

    def pos(self, index: int) -> Pos: ...


@dataclass(init=False, repr=False, eq=False)
class Range:
    """A half-open span ``[start, end)`` of a named source file.

    Built from two :class:`Pos` values (``_src`` holds the filename, ``_start`` and
    ``_end`` the positions), or by a parser from character offsets into a
    :class:`PositionIndex` (``_src`` the index, ``_start`` and ``_end`` the offsets).
    Offsets map to positions one to one and in order, so two ranges over the same
    index compare by their offsets alone.
    """

    __slots__ = ("_end", "_src", "_start")

    filename: str
    start: Pos
    end: Pos
    if TYPE_CHECKING:  # the slots behind the fields, not fields themselves
        _src: PositionIndex | str
        _start: Any  # a Pos, or a character offset when _src is an index
        _end: Any

    def __init__(self, filename: str, start: Pos, end: Pos) -> None:
        _set_src(self, filename)
        _set_start(self, start)
        _set_end(self, end)

    @staticmethod
    def of_offsets(src: PositionIndex, start: int, end: int) -> Range:
        """The range of characters ``[start, end)`` of ``src``, resolved on access."""
        rng = _new(Range)
        _set_src(rng, src)
        _set_start(rng, start)
        _set_end(rng, end)
        return rng

    @property  # type: ignore[no-redef]
    def filename(self) -> str:
        src = self._src
        return src if isinstance(src, str) else src.filename

    @property  # type: ignore[no-redef]
    def start(self) -> Pos:
        src = self._src
        return self._start if isinstance(src, str) else src.pos(self._start)

    @property  # type: ignore[no-redef]
    def end(self) -> Pos:
        src = self._src
        return self._end if isinstance(src, str) else src.pos(self._end)

    def _index(self) -> PositionIndex | None:
        """The position index of a range built from offsets (None for positions)."""
        src = self._src
        return None if isinstance(src, str) else src

    def char_offsets(self) -> tuple[int, int] | None:
        """The character offsets of a range built by a parser (None when built from positions)."""
        return None if isinstance(self._src, str) else (self._start, self._end)

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Range):
            return NotImplemented
        src = self._src
        if src is other._src and not isinstance(src, str):
            return bool(self._start == other._start and self._end == other._end)
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
        if isinstance(self._src, str):
            return bool(self._start.byte == self._end.byte)
        return bool(self._start == self._end)

    def contains_offset(self, byte: int) -> bool:
        return self.start.byte <= byte < self.end.byte

    def contains(self, other: Range) -> bool:
        """True when ``other`` lies within this range (same file)."""
        src = self._index()
        if src is not None and src is other._src:
            return bool(self._start <= other._start and other._end <= self._end)
        return (
            self.filename == other.filename
            and self.start.byte <= other.start.byte
            and other.end.byte <= self.end.byte
        )

    def start_range(self) -> Range:
        """The zero-width range at this range's start."""
        src = self._index()
        if src is not None:
            return Range.of_offsets(src, self._start, self._start)
        return Range(self.filename, self._start, self._start)

    def end_range(self) -> Range:
        """The zero-width range at this range's end."""
        src = self._index()
        if src is not None:
            return Range.of_offsets(src, self._end, self._end)
        return Range(self.filename, self._end, self._end)

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
        src = first._index()
        if src is not None and src is last._src:
            return Range.of_offsets(src, first._start, last._end)
        return Range(first.filename, first.start, last.end)

    @staticmethod
    def over(a: Range, b: Range) -> Range:
        """The smallest range covering both; an empty range does not widen the other."""
        if a.empty:
            return b
        if b.empty:
            return a
        src = a._index()
        if src is not None and src is b._src:
            return Range.of_offsets(src, min(a._start, b._start), max(a._end, b._end))
        a_start, b_start, a_end, b_end = a.start, b.start, a.end, b.end
        start = a_start if a_start.byte <= b_start.byte else b_start
        end = a_end if a_end.byte >= b_end.byte else b_end
        return Range(a.filename, start, end)


_set_start = Range.__dict__["_start"].__set__
_set_end = Range.__dict__["_end"].__set__
_set_src = Range.__dict__["_src"].__set__


def resolved_range(filename: str, line: int, column: int, byte: int, end_line: int, end_column: int,
                   end_byte: int) -> Range:
    """A range built from positions given as integers (how ranges unpickle)."""
    return Range(filename, make_pos(line, column, byte), make_pos(end_line, end_column, end_byte))
