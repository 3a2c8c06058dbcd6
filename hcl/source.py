"""Source text: decoding, and character offsets to reference positions.

Columns count grapheme clusters (via the ``regex`` module's ``\\X``), as the
reference does; bytes count UTF-8 bytes. Invalid UTF-8 is decoded with
``surrogateescape`` so every byte keeps its own offset, and a UTF-8 BOM at the
very start is skipped for lexing but still counted in byte offsets.
"""

from __future__ import annotations

import bisect
import itertools

import regex

from hcl.pos import Pos, Range

_BOM = b"\xef\xbb\xbf"
_GRAPHEME = regex.compile(r"\X")
# A UTF-8-encoded surrogate decoded byte by byte: the reference counts it as one column.
_ENCODED_SURROGATE = regex.compile("\udced[\udca0-\udcbf][\udc80-\udcbf]")


def _grapheme_count(s: str) -> int:
    if s.isascii():
        # ASCII graphemes are single characters, except CR LF which is one cluster.
        return len(s) - s.count("\r\n")
    return len(_GRAPHEME.findall(_ENCODED_SURROGATE.sub("\ufffd", s)))


def _utf8_len(s: str) -> int:
    return len(s) if s.isascii() else len(s.encode("utf-8", "surrogateescape"))


class SourceText:
    """Decoded source with position lookups by character offset into :attr:`text`."""

    __slots__ = ("_ascii", "_line_bytes", "_line_starts", "bom", "filename", "raw", "start", "text")

    def __init__(self, source: bytes | str, filename: str = "", start: Pos | None = None) -> None:
        # ``start`` places this text inside a larger file (for example a JSON string
        # parsed as a template): positions are reported relative to it.
        self.start = start
        raw = source.encode("utf-8", "surrogateescape") if isinstance(source, str) else bytes(source)
        self.raw = raw
        self.filename = filename
        self.bom = raw.startswith(_BOM)
        body = raw[3:] if self.bom else raw
        self.text = body.decode("utf-8", "surrogateescape")
        self._ascii = self.text.isascii()
        starts = [0]
        find = self.text.find
        i = find("\n")
        while i != -1:
            starts.append(i + 1)
            i = find("\n", i + 1)
        self._line_starts = starts
        base = 3 if self.bom else 0
        if self._ascii:
            self._line_bytes = [base + s for s in starts]
        else:
            line_bytes = [base]
            for a, b in itertools.pairwise(starts):
                line_bytes.append(line_bytes[-1] + _utf8_len(self.text[a:b]))
            self._line_bytes = line_bytes

    def pos(self, index: int) -> Pos:
        """The position of character offset ``index`` (0 <= index <= len(text))."""
        line = bisect.bisect_right(self._line_starts, index) - 1
        start = self._line_starts[line]
        if self._ascii:
            pos = Pos(line + 1, index - start + 1, self._line_bytes[line] + index - start)
        else:
            prefix = self.text[start:index]
            pos = Pos(line + 1, _grapheme_count(prefix) + 1, self._line_bytes[line] + _utf8_len(prefix))
        if self.start is None:
            return pos
        base = self.start
        column = base.column + pos.column - 1 if pos.line == 1 else pos.column
        return Pos(base.line + pos.line - 1, column, base.byte + pos.byte)

    def range(self, start: int, stop: int) -> Range:
        """The range of characters ``[start, stop)``."""
        return Range(self.filename, self.pos(start), self.pos(stop))

    def token_range(self, start: int, stop: int) -> Range:
        """The range of the one-line token ``[start, stop)`` as the reference's scanner sees it.

        The reference advances the column by the grapheme clusters of each token on its
        own, so a token that splits a cluster (an invalid zero-width joiner, a lone skin
        tone modifier) still spans one column per cluster of its own text.
        """
        first = self.pos(start)
        end = self.pos(stop)
        if end.line != first.line:
            return Range(self.filename, first, end)
        column = first.column + _grapheme_count(self.text[start:stop])
        return Range(self.filename, first, Pos(end.line, column, end.byte))

    def byte_offset(self, index: int) -> int:
        return self.pos(index).byte
