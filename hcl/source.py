"""Source text: decoding, and character offsets to reference positions.

Columns count grapheme clusters (via the ``regex`` module's ``\\X``), as the
reference does; bytes count UTF-8 bytes. Invalid UTF-8 is decoded with
``surrogateescape`` so every byte keeps its own offset, and a UTF-8 BOM at the
very start is skipped for lexing but still counted in byte offsets.
"""

from __future__ import annotations

import bisect
import codecs
import functools
import itertools
import re
from array import array
from typing import TYPE_CHECKING, Any

from hcl.pos import Pos, Range, make_pos

if TYPE_CHECKING:
    import regex

_BOM = b"\xef\xbb\xbf"
# A character standing for a byte that is not UTF-8, as ``surrogateescape`` decodes it.
ESCAPED_BYTE = re.compile("[\udc80-\udcff]")


@functools.cache
def unicode_patterns() -> tuple[regex.Pattern[str], regex.Pattern[str]]:
    """``(one grapheme cluster, one UTF-8-encoded surrogate decoded byte by byte)``.

    Compiled on first use: only non-ASCII text needs them, and importing ``regex``
    costs more memory than parsing a typical file.
    """
    import regex

    return regex.compile(r"\X"), regex.compile("\udced[\udca0-\udcbf][\udc80-\udcbf]")


def grapheme_count(s: str) -> int:
    """The columns ``s`` spans on one line: its grapheme clusters, an encoded surrogate
    counting as one (the reference counts it as one column), as the reference's scanner
    counts them."""
    if s.isascii():
        # ASCII clusters are single characters, except CR LF, which is one cluster.
        return len(s) - s.count("\r\n")
    grapheme, encoded_surrogate = unicode_patterns()
    return len(grapheme.findall(encoded_surrogate.sub("\ufffd", s)))


def _encode_surrogate(err: UnicodeError) -> tuple[bytes, int]:
    """Encode lone surrogates in text given as ``str``: U+DC80..U+DCFF back to the raw
    byte they stand for (``surrogateescape``), any other as its three UTF-8-style bytes
    (``surrogatepass``), which then lex as one invalid character."""
    assert isinstance(err, UnicodeEncodeError)
    out = bytearray()
    for ch in err.object[err.start:err.end]:
        code = ord(ch)
        out += bytes([code - 0xDC00]) if 0xDC80 <= code <= 0xDCFF else ch.encode("utf-8", "surrogatepass")
    return bytes(out), err.end


codecs.register_error("hcl-surrogates", _encode_surrogate)


def encode_source(text: str) -> bytes:
    """The bytes of source text given as ``str``; never fails, whatever surrogates it holds."""
    return text.encode("utf-8", "hcl-surrogates")


def _utf8_len(s: str) -> int:
    return len(s) if s.isascii() else len(s.encode("utf-8", "surrogateescape"))


class _LineIndex:
    """Columns and byte offsets within one line that holds non-ASCII characters.

    Built once per such line, so every position on the line costs a binary search
    instead of a scan of the line's prefix. ``starts`` holds the line-relative offset
    of each grapheme cluster; the column of offset ``i`` is the number of clusters
    that start before ``i``, plus one: a position inside a cluster counts that
    cluster, as segmenting the prefix alone would. ``wide`` holds the offsets of
    characters longer than one byte in UTF-8 and ``extra`` the bytes they add.
    """

    __slots__ = ("cuts", "extra", "starts", "wide")

    def __init__(self, line: str) -> None:
        starts = array("l")
        grapheme, encoded_surrogate = unicode_patterns()
        # An encoded surrogate counts as one cluster (one U+FFFD), as in the reference.
        shrunk = 0
        subst = encoded_surrogate.sub("\ufffd", line) if "\udced" in line else line
        cuts: list[int] = [m.start() for m in encoded_surrogate.finditer(line)] if subst is not line else []
        k = 0
        for m in grapheme.finditer(subst):
            at = m.start() + shrunk
            while k < len(cuts) and cuts[k] < at:
                k += 1
                shrunk += 2
                at += 2
            starts.append(at)
        self.starts = starts
        self.cuts = cuts
        wide = array("l")
        extra = array("l")
        total = 0
        for i, ch in enumerate(line):
            if ch >= "\x80":
                n = len(ch.encode("utf-8", "surrogateescape")) - 1
                if n:
                    total += n
                    wide.append(i)
                    extra.append(total)
        self.wide = wide
        self.extra = extra

    def column(self, offset: int) -> int:
        cuts = self.cuts
        if cuts:
            # Inside an encoded surrogate each of its characters counts on its own.
            k = bisect.bisect_left(cuts, offset) - 1
            if k >= 0 and offset - cuts[k] in (1, 2):
                return bisect.bisect_left(self.starts, cuts[k]) + 1 + offset - cuts[k]
        return bisect.bisect_left(self.starts, offset) + 1

    def bytes_before(self, offset: int) -> int:
        k = bisect.bisect_left(self.wide, offset)
        return offset + (self.extra[k - 1] if k else 0)


def line_start_offsets(text: str | bytes) -> array[int]:
    """The offset of each line's first character (or byte) in ``text``: 0, then one past
    each ``\\n`` (an array of 4 bytes a line, 8 for texts of 4 Gi characters and more)."""
    starts = array("I" if len(text) < 1 << 32 else "q", [0])
    newline: Any = "\n" if isinstance(text, str) else b"\n"
    find = text.find
    i = find(newline)
    while i != -1:
        starts.append(i + 1)
        i = find(newline, i + 1)
    return starts


class LineTable:
    """Character offsets of one source to reference positions: what a parse's ranges keep.

    It holds the source's bytes and its line starts, not the decoded text (a line with
    non-ASCII characters is decoded again when a position on it is first asked for),
    so the text a parse works on is freed with the parse.
    """

    __slots__ = ("_ascii", "_length", "_line_bytes", "_line_starts", "_lines", "filename", "raw", "shift", "start")

    def __init__(self, raw: bytes, text: str, bom: bool, filename: str, start: Pos | None) -> None:
        self.raw = raw
        self.filename = filename
        self.start = start
        self.shift = len(text).bit_length()  # every offset, the end included, is below 1 << shift
        self._ascii = text.isascii()
        self._length = len(text)
        self._lines: dict[int, _LineIndex | None] = {}
        # Offsets of line starts, in characters and in bytes: arrays, 4 bytes a line
        # (8 for sources of 4 GiB and more) instead of an int object each.
        code = "I" if len(raw) < 1 << 32 else "q"
        starts = line_start_offsets(text)
        self._line_starts = starts
        base = 3 if bom else 0
        if self._ascii:
            self._line_bytes = starts if not base else array(code, [base + s for s in starts])
        else:
            line_bytes = array(code, [base])
            for a, b in itertools.pairwise(starts):
                line_bytes.append(line_bytes[-1] + _utf8_len(text[a:b]))
            self._line_bytes = line_bytes

    @property
    def line_starts(self) -> array[int]:
        """The character offset of each line's first character (0, then one past each ``\\n``)."""
        return self._line_starts

    def _line_index(self, line: int) -> _LineIndex | None:
        """The index of a line with non-ASCII characters (None for an ASCII line)."""
        try:
            return self._lines[line]
        except KeyError:
            pass
        line_bytes = self._line_bytes
        end = line_bytes[line + 1] if line + 1 < len(line_bytes) else len(self.raw)
        chunk = self.raw[line_bytes[line]:end]
        index = None if chunk.isascii() else _LineIndex(chunk.decode("utf-8", "surrogateescape"))
        self._lines[line] = index
        return index

    def text(self, start: int, end: int) -> str | None:
        """The text from character offset ``start`` to ``end`` when it lies on one line
        whose characters are one byte each (None otherwise: a byte offset elsewhere may
        need the line's index, kept once made)."""
        line_bytes = self._line_bytes
        if self._ascii:
            base = line_bytes[0]  # (3 after a byte order mark)
            return self.raw[base + start:base + end].decode("ascii")
        starts = self._line_starts
        line = bisect.bisect_right(starts, start) - 1
        last = line + 1 == len(starts)
        line_end = self._length if last else starts[line + 1]
        byte_end = len(self.raw) if last else line_bytes[line + 1]
        if end > line_end or line_end - starts[line] != byte_end - line_bytes[line]:
            return None
        byte = line_bytes[line] + start - starts[line]
        return self.raw[byte:byte + end - start].decode("utf-8", "surrogateescape")

    def pos(self, index: int) -> Pos:
        """The position of character offset ``index`` (0 <= index <= length of the text)."""
        line = bisect.bisect_right(self._line_starts, index) - 1
        offset = index - self._line_starts[line]
        if self._ascii or (info := self._line_index(line)) is None:
            column, byte = offset + 1, self._line_bytes[line] + offset
        else:
            column, byte = info.column(offset), self._line_bytes[line] + info.bytes_before(offset)
        base = self.start
        if base is None:
            return make_pos(line + 1, column, byte)
        return make_pos(base.line + line, base.column + column - 1 if line == 0 else column, base.byte + byte)


class SourceText:
    """Decoded source with position lookups by character offset into :attr:`text`.

    Its ranges refer to :attr:`positions`, which outlives the text in a parse's result.
    """

    __slots__ = ("bom", "filename", "positions", "raw", "shift", "start", "text")

    def __init__(self, source: bytes | str, filename: str = "", start: Pos | None = None) -> None:
        # ``start`` places this text inside a larger file (for example a JSON string
        # parsed as a template): positions are reported relative to it.
        self.start = start
        raw = encode_source(source) if isinstance(source, str) else bytes(source)
        self.raw = raw
        self.filename = filename
        self.bom = raw.startswith(_BOM)
        body = raw[3:] if self.bom else raw
        self.text = body.decode("utf-8", "surrogateescape")
        self.positions = LineTable(raw, self.text, self.bom, filename, start)
        self.shift = self.positions.shift

    def pos(self, index: int) -> Pos:
        """The position of character offset ``index`` (0 <= index <= len(text))."""
        return self.positions.pos(index)

    def starts_line(self, index: int) -> bool:
        """Whether character offset ``index`` is the first of a line."""
        return index == 0 or self.text[index - 1] == "\n"

    def range(self, start: int, stop: int) -> Range:
        """The range of characters ``[start, stop)`` (positions resolved when read)."""
        return Range.of_offsets(self.positions, start, stop)

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
        column = first.column + grapheme_count(self.text[start:stop])
        return Range(self.filename, first, Pos(end.line, column, end.byte))

    def byte_offset(self, index: int) -> int:
        return self.pos(index).byte
