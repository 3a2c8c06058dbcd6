"""The JSON scanner: bytes to tokens with the reference's positions.

Like the reference (``json/scanner.go``) it is lax: keywords, numbers and
strings are captured as runs and validated by the parser, which gives better
messages. Columns count one per byte outside strings, grapheme clusters inside
strings, two for a tab and none for a carriage return. The first byte that can
start no token ends the scan with an invalid token and an end-of-file marker.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import regex

from hcl.pos import Pos, Range

# Token kinds: the punctuation itself, or one of these names.
STRING, NUMBER, KEYWORD, EOF, INVALID = "string", "number", "keyword", "eof", "invalid"
PUNCTUATION = frozenset(b"{}[],:=")

_NUMBER = re.compile(rb"[-+.eE0-9]*")
_KEYWORD = re.compile(rb"[A-Za-z_]*")
_NUMBER_START = frozenset(b"-+.0123456789")
# A whole string token of printable ASCII: every column is one byte.
_ASCII_STRING = re.compile(rb'"(?:[^"\\\x00-\x1f\x80-\xff]|\\[^\x00-\x1f\x80-\xff])*"')
_CONTROL = re.compile(rb"[\x00-\x1f]")
_GRAPHEME = regex.compile(r"\X")


@dataclass(frozen=True, slots=True)
class Token:
    kind: str
    text: bytes
    range: Range


def _utf8_len(s: str) -> int:
    return len(s.encode("utf-8", "surrogateescape"))


class _Scanner:
    __slots__ = ("buf", "byte", "column", "depth", "filename", "i", "line", "max_depth", "offset")

    def __init__(self, buf: bytes, filename: str, start: Pos) -> None:
        self.buf = buf
        self.filename = filename
        self.i = 0
        self.line, self.column, self.offset = start.line, start.column, start.byte
        self.depth = self.max_depth = 0

    def pos(self) -> Pos:
        return Pos(self.line, self.column, self.offset + self.i)

    def skip_whitespace(self) -> None:
        buf, n, i = self.buf, len(self.buf), self.i
        while i < n:
            b = buf[i]
            if b == 0x20:
                self.column += 1
            elif b == 0x0A:
                self.line += 1
                self.column = 1
            elif b == 0x09:
                self.column += 2
            elif b != 0x0D:
                break
            i += 1
        self.i = i

    def advance_ascii(self, n: int) -> None:
        self.i += n
        self.column += n

    def scan_string(self) -> None:
        m = _ASCII_STRING.match(self.buf, self.i)
        if m is not None:
            self.advance_ascii(m.end() - self.i)
            return
        # Exact scan: escapes are tracked only to find the closing quote, and
        # any other character advances by one grapheme cluster (one column).
        self.advance_ascii(1)
        ctrl = _CONTROL.search(self.buf, self.i)
        stop = ctrl.start() if ctrl else len(self.buf)
        text = self.buf[self.i:stop].decode("utf-8", "surrogateescape")
        k, escaping = 0, False
        while k < len(text):
            ch = text[k]
            if ch == "\\":
                escaping = not escaping
                self.advance_ascii(1)
                k += 1
            elif ch == '"':
                self.advance_ascii(1)
                k += 1
                if not escaping:
                    return
                escaping = False
            else:
                m2 = _GRAPHEME.match(text, k)
                cluster = m2.group() if m2 else ch
                self.i += _utf8_len(cluster)
                self.column += 1
                k += len(cluster)
                escaping = False

    def scan(self) -> list[Token]:
        tokens: list[Token] = []
        buf, n = self.buf, len(self.buf)
        while True:
            self.skip_whitespace()
            start = self.pos()
            if self.i >= n:
                tokens.append(Token(EOF, b"", Range(self.filename, start, start)))
                return tokens
            first = buf[self.i]
            begin = self.i
            if first in PUNCTUATION:
                kind = chr(first)
                if first in b"{[":
                    self.depth += 1
                    self.max_depth = max(self.max_depth, self.depth)
                elif first in b"}]":
                    self.depth = max(0, self.depth - 1)
                self.advance_ascii(1)
            elif first == 0x22:
                kind = STRING
                self.scan_string()
            elif first in _NUMBER_START:
                kind = NUMBER
                self.advance_ascii(_NUMBER.match(buf, self.i).end() - self.i)  # type: ignore[union-attr]
            elif 0x41 <= first <= 0x5A or 0x61 <= first <= 0x7A:
                kind = KEYWORD
                self.advance_ascii(_KEYWORD.match(buf, self.i).end() - self.i)  # type: ignore[union-attr]
            else:
                self.advance_ascii(1)
                end = self.pos()
                tokens.append(Token(INVALID, buf[begin:begin + 1], Range(self.filename, start, end)))
                tokens.append(Token(EOF, b"", Range(self.filename, end, end)))
                return tokens
            tokens.append(Token(kind, buf[begin:self.i], Range(self.filename, start, self.pos())))


def scan(buf: bytes, filename: str = "", start: Pos | None = None) -> tuple[list[Token], int]:
    """The tokens of ``buf`` (always ending with an EOF token) and the deepest nesting."""
    scanner = _Scanner(buf, filename, start or Pos(1, 1, 0))
    tokens = scanner.scan()
    return tokens, scanner.max_depth
