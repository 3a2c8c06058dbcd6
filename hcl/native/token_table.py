"""A lexed source as columns of numbers, with ANTLR tokens made from it on request.

An ANTLR ``CommonToken`` costs about 240 bytes with its integers and text; a source
of one megabyte has some 200,000 of them. The lexer instead records each token as a
row of three numbers (type, channel, start: 6 bytes), and the token objects are made
only for the rows a parser is reading, then let go. Tokens cover the text without
gaps, so a token's stop is the next one's start minus one and its text is the source
between them; its line and column (ANTLR's: lines end at ``\n``, columns count
characters) come from the offsets of the text's line starts (a parse passes those its
position index already has). The last row is EOF, as ANTLR ends a stream.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Sequence
from typing import Any

from antlr4 import Token
from antlr4.Token import CommonToken

from hcl.source import line_start_offsets

_new = Token.__new__
_EOF_TEXT = "<EOF>"


def offset_array(limit: int, length: int = 0) -> array[int]:
    """An array of ``length`` zeros for offsets or indices below ``limit``: 4 bytes an
    entry, 8 when ``limit`` does not fit 31 bits."""
    code = "q" if limit >= 1 << 31 else "i"
    return array(code, bytes(array(code).itemsize * length))


class TokenTable:
    """Every token of one text as columns: ``types``, ``channels`` and ``starts`` (one
    more entry than there are tokens: the text's length)."""

    __slots__ = ("_line_starts", "channels", "source", "starts", "text", "types")

    def __init__(self, text: str, source: tuple[Any, Any], line_starts: Sequence[int] | None = None) -> None:
        self.text = text
        self.source = source  # every token's (token source, input stream) pair
        self.types = array("b")  # one byte a row: token types are below 128; EOF is -1
        self.channels = bytearray()
        self.starts = offset_array(len(text))
        self._line_starts = line_starts  # 0, then the offset after each ``\n``

    @classmethod
    def from_tokens(cls, text: str, tokens: Sequence[Token]) -> TokenTable:
        """The table of tokens already made (by the generated lexer)."""
        table = cls(text, tokens[-1].source)
        for tok in tokens:
            table.types.append(tok.type)
            table.channels.append(tok.channel)
            table.starts.append(tok.start)
        table.starts.append(len(text))
        return table

    def __len__(self) -> int:
        return len(self.types)

    def stop(self, i: int) -> int:
        """The offset of token ``i``'s last character."""
        return self.starts[i + 1] - 1

    def line_starts(self) -> Sequence[int]:
        """The offset of each line's first character: 0, then the one after each ``\\n``."""
        if self._line_starts is None:
            self._line_starts = line_start_offsets(self.text)
        return self._line_starts

    def make(self, lo: int, hi: int) -> list[Token]:
        """New token objects for rows ``lo`` to ``hi - 1``."""
        out: list[Token] = []
        if lo >= hi:
            return out
        append = out.append
        text, source = self.text, self.source
        types, channels, starts = self.types, self.channels, self.starts
        lines = self.line_starts()
        n_lines = len(lines)
        last = len(types) - 1
        common = CommonToken
        # The next token is on line ``k`` (from 0), which starts at ``line_start`` and
        # ends with the newline at ``ahead`` (or the end of the text).
        k = bisect_right(lines, starts[lo]) - 1
        line_start = lines[k]
        ahead = lines[k + 1] - 1 if k + 1 < n_lines else len(text)
        for i in range(lo, hi):
            start = starts[i]
            end = starts[i + 1]
            if start > ahead:
                k = bisect_right(lines, start, k) - 1
                line_start = lines[k]
                ahead = lines[k + 1] - 1 if k + 1 < n_lines else len(text)
            tok = _new(common)
            tok.source = source
            tok.type = types[i]
            tok.channel = channels[i]
            tok.start = start
            tok.stop = end - 1
            tok.tokenIndex = i
            tok.line = k + 1
            tok.column = start - line_start
            tok._text = text[start:end] if i != last else _EOF_TEXT
            append(tok)
        return out

    def tokens(self) -> list[Token]:
        """Every token, EOF included."""
        return self.make(0, len(self.types))
