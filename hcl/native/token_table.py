"""A lexed source as columns of numbers, with ANTLR tokens made from it on request.

An ANTLR ``CommonToken`` costs about 240 bytes with its integers and text; a source
of one megabyte has some 200,000 of them. The lexer instead records each token as a
row of three numbers (type, channel, start: 6 bytes), and the token objects are made
only for the rows a parser is reading, then let go. Tokens cover the text without
gaps, so a token's stop is the next one's start minus one and its text is the source
between them; its line and column (ANTLR's: lines end at ``\n``, columns count
characters) come from the offsets of the text's newlines. The last row is EOF, as
ANTLR ends a stream.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections.abc import Sequence
from typing import Any

from antlr4 import Token
from antlr4.Token import CommonToken

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

    __slots__ = ("_newlines", "channels", "source", "starts", "text", "types")

    def __init__(self, text: str, source: tuple[Any, Any]) -> None:
        self.text = text
        self.source = source  # every token's (token source, input stream) pair
        self.types = array("b")  # one byte a row: token types are below 128; EOF is -1
        self.channels = bytearray()
        self.starts = offset_array(len(text))
        self._newlines: array[int] | None = None

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

    def newlines(self) -> array[int]:
        """The offsets of the text's ``\\n`` characters, in order."""
        if self._newlines is None:
            found = offset_array(len(self.text))
            text, find, at = self.text, self.text.find, -1
            if "\n" in text:
                while (at := find("\n", at + 1)) >= 0:
                    found.append(at)
            self._newlines = found
        return self._newlines

    def make(self, lo: int, hi: int) -> list[Token]:
        """New token objects for rows ``lo`` to ``hi - 1``."""
        out: list[Token] = []
        if lo >= hi:
            return out
        append = out.append
        text, source = self.text, self.source
        types, channels, starts = self.types, self.channels, self.starts
        newlines = self.newlines()
        last = len(types) - 1
        common = CommonToken
        # The line of the next token: ``k`` newlines lie before it, the last of them at
        # ``line_start - 1``; the next newline is at ``ahead``.
        k = bisect_left(newlines, starts[lo])
        line_start = newlines[k - 1] + 1 if k else 0
        ahead = newlines[k] if k < len(newlines) else len(text)
        for i in range(lo, hi):
            start = starts[i]
            end = starts[i + 1]
            if start > ahead:
                k = bisect_left(newlines, start, k)
                line_start = newlines[k - 1] + 1
                ahead = newlines[k] if k < len(newlines) else len(text)
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
