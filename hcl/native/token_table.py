"""A lexed source as columns of numbers, with ANTLR tokens made from it on request.

An ANTLR ``CommonToken`` costs about 240 bytes with its integers and text; a source
of one megabyte has some 200,000 of them. The lexer instead records each token as a
row of small numbers (type, channel, start, line, column: about 15 bytes), and the
token objects are made only for the rows a parser is reading, then let go. Tokens
cover the text without gaps, so a token's stop is the next one's start minus one and
its text is the source between them; the last row is EOF, as ANTLR ends a stream.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from typing import Any

from antlr4 import Token
from antlr4.Token import CommonToken

_new = Token.__new__
_EOF_TEXT = "<EOF>"


def _int_array(wide: bool) -> array[int]:
    return array("q" if wide else "i")


class TokenTable:
    """Every token of one text as columns: ``types``, ``channels``, ``starts`` (one more
    entry than there are tokens: the text's length), ``lines`` and ``columns``."""

    __slots__ = ("channels", "columns", "lines", "source", "starts", "text", "types")

    def __init__(self, text: str, source: tuple[Any, Any]) -> None:
        self.text = text
        self.source = source  # every token's (token source, input stream) pair
        wide = len(text) >= 1 << 31
        self.types = array("b")  # token types are below 128; EOF is -1
        self.channels = bytearray()
        self.starts = _int_array(wide)
        self.lines = _int_array(wide)
        self.columns = _int_array(wide)

    @classmethod
    def from_tokens(cls, text: str, tokens: Sequence[Token]) -> TokenTable:
        """The table of tokens already made (by the generated lexer)."""
        table = cls(text, tokens[-1].source)
        for tok in tokens:
            table.types.append(tok.type)
            table.channels.append(tok.channel)
            table.starts.append(tok.start)
            table.lines.append(tok.line)
            table.columns.append(tok.column)
        table.starts.append(len(text))
        return table

    def __len__(self) -> int:
        return len(self.types)

    def stop(self, i: int) -> int:
        """The offset of token ``i``'s last character."""
        return self.starts[i + 1] - 1

    def token_text(self, i: int) -> str:
        return _EOF_TEXT if i == len(self.types) - 1 else self.text[self.starts[i]:self.starts[i + 1]]

    def spans(self) -> Iterator[tuple[int, int, int, int]]:
        """``(type, channel, start, stop)`` of every token, EOF included."""
        starts = self.starts
        return zip(self.types, self.channels, starts, (s - 1 for s in starts[1:]), strict=False)

    def make(self, lo: int, hi: int) -> list[Token]:
        """New token objects for rows ``lo`` to ``hi - 1``."""
        out: list[Token] = []
        append = out.append
        text, source = self.text, self.source
        types, channels, starts, lines, columns = self.types, self.channels, self.starts, self.lines, self.columns
        last = len(types) - 1
        common = CommonToken
        for i in range(lo, hi):
            start = starts[i]
            end = starts[i + 1]
            tok = _new(common)
            tok.source = source
            tok.type = types[i]
            tok.channel = channels[i]
            tok.start = start
            tok.stop = end - 1
            tok.tokenIndex = i
            tok.line = lines[i]
            tok.column = columns[i]
            tok._text = text[start:end] if i != last else _EOF_TEXT
            append(tok)
        return out

    def tokens(self) -> list[Token]:
        """Every token, EOF included."""
        return self.make(0, len(self.types))
