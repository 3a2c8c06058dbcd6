"""Source positions and ranges, with the reference implementation's semantics.

A :class:`Pos` is 1-based in lines and columns (columns count grapheme clusters) and
0-based in bytes (UTF-8). A :class:`Range` is half-open: ``end`` is just past the last
character.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, order=True)
class Pos:
    """A point in a source file."""

    line: int = 1
    column: int = 1
    byte: int = 0

    def to_json(self) -> dict[str, int]:
        return {"line": self.line, "column": self.column, "byte": self.byte}


INITIAL_POS = Pos(1, 1, 0)


@dataclass(frozen=True, slots=True)
class Range:
    """A half-open span ``[start, end)`` of a named source file."""

    filename: str
    start: Pos
    end: Pos

    @property
    def empty(self) -> bool:
        return self.start.byte == self.end.byte

    def contains_offset(self, byte: int) -> bool:
        return self.start.byte <= byte < self.end.byte

    def contains(self, other: Range) -> bool:
        """True when ``other`` lies within this range (same file)."""
        return (
            self.filename == other.filename
            and self.start.byte <= other.start.byte
            and other.end.byte <= self.end.byte
        )

    def start_range(self) -> Range:
        """The zero-width range at this range's start."""
        return Range(self.filename, self.start, self.start)

    def end_range(self) -> Range:
        """The zero-width range at this range's end."""
        return Range(self.filename, self.end, self.end)

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
        return Range(first.filename, first.start, last.end)

    @staticmethod
    def over(a: Range, b: Range) -> Range:
        """The smallest range covering both; an empty range does not widen the other."""
        if a.empty:
            return b
        if b.empty:
            return a
        start = a.start if a.start.byte <= b.start.byte else b.start
        end = a.end if a.end.byte >= b.end.byte else b.end
        return Range(a.filename, start, end)
