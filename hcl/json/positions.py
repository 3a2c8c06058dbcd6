"""Byte offsets of a JSON source to the reference's positions, worked out when read.

A JSON parse's ranges keep byte offsets into a :class:`JSONPositions`, the
position index of :meth:`hcl.pos.Range.of_offsets`. On a line of ASCII
characters without tabs or carriage returns a column is a byte; on any other line
the columns follow the reference's scanner (:func:`hcl.json.scanner.line_columns`),
whose boundaries are worked out once for a few lines at a time. Every line starts
outside a string, since a string ends at a control character.
"""

from __future__ import annotations

import bisect
import re
from array import array

from hcl.json.scanner import line_columns
from hcl.pos import Pos, make_pos
from hcl.source import line_start_offsets

# Bytes that make a line's columns differ from its bytes.
_SPECIAL = re.compile(rb"[\t\r\x80-\xff]+")
# How many lines' columns are kept worked out.
_KEPT_LINES = 16


class JSONPositions:
    """Positions of a JSON source's byte offsets (0 to its length), for its ranges."""

    __slots__ = ("_columns", "_line_starts", "_special", "buf", "filename", "shift", "start")

    def __init__(self, buf: bytes, filename: str, start: Pos) -> None:
        self.buf = buf
        self.filename = filename
        self.start = start
        self.shift = len(buf).bit_length()  # every offset, the end included, is below 1 << shift
        starts = line_start_offsets(buf)
        self._line_starts = starts
        special = bytearray(len(starts))  # one flag a line
        for found in _SPECIAL.finditer(buf):
            special[bisect.bisect_right(starts, found.start()) - 1] = 1
        self._special = special
        self._columns: dict[int, tuple[array[int], array[int]]] = {}

    def _column(self, line: int, offset: int, first: int) -> int:
        """The column of ``offset`` on a line with special bytes, whose first column is ``first``."""
        kept = self._columns.get(line)
        if kept is None:
            starts = self._line_starts
            stop = starts[line + 1] if line + 1 < len(starts) else len(self.buf)
            kept = line_columns(self.buf, starts[line], stop, first)
            if len(self._columns) >= _KEPT_LINES:
                self._columns.clear()
            self._columns[line] = kept
        offsets, columns = kept
        k = bisect.bisect_right(offsets, offset) - 1
        return columns[k] + offset - offsets[k]  # a boundary's own column (a scan asks for no other)

    def text(self, start: int, end: int) -> str:
        """The source's text from byte offset ``start`` to ``end``."""
        return self.buf[start:end].decode("utf-8", "surrogateescape")

    def pos(self, index: int) -> Pos:
        """The position of byte offset ``index``."""
        starts = self._line_starts
        line = bisect.bisect_right(starts, index) - 1
        start = self.start
        first = start.column if line == 0 else 1
        column = self._column(line, index, first) if self._special[line] else first + index - starts[line]
        return make_pos(start.line + line, column, start.byte + index)
