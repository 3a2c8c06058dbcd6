"""The JSON scanner: bytes to tokens with the reference's positions.

Like the reference (``json/scanner.go``) it is lax: keywords, numbers and
strings are captured as runs and validated by the parser, which gives better
messages. Columns count one per byte outside strings, grapheme clusters inside
strings, two for a tab and none for a carriage return. The first byte that can
start no token ends the scan with an invalid token and an end-of-file marker.
"""

from __future__ import annotations

import re
from typing import NamedTuple

import regex

from hcl.pos import Pos, Range

# Token kinds: the punctuation itself, or one of these names.
STRING, NUMBER, KEYWORD, EOF, INVALID = "string", "number", "keyword", "eof", "invalid"

# Every token that is all ASCII (where a column is a byte), and runs of whitespace.
# Strings with other characters (or unterminated ones) and invalid bytes take the
# exact path.
_FAST = re.compile(
    rb'(?P<ws>[ \t\r\n]+)'
    rb'|(?P<punct>[{}\[\],:=])'
    rb'|(?P<string>"(?:[^"\\\x00-\x1f\x80-\xff]++|\\[^\x00-\x1f\x80-\xff])*+")'
    rb'|(?P<number>[-+.0-9][-+.eE0-9]*)'
    rb'|(?P<keyword>[A-Za-z][A-Za-z_]*)')
# The rest of a string after its opening quote, up to its closing quote, a control
# character or the end of the input. Possessive quantifiers keep the regex engine's
# memory constant however long the string is.
_STRING_BODY = re.compile(rb'(?:[^"\\\x00-\x1f]++|\\[^\x00-\x1f]?)*+')
_STRING_BREAKS = re.compile(r'[\\"]')
_CONTROL = re.compile(rb"[\x00-\x1f]")
_PREPEND = regex.compile(r"\p{Grapheme_Cluster_Break=Prepend}")
_GRAPHEME = regex.compile(r"\X")


class Token(NamedTuple):
    kind: str
    text: bytes
    range: Range


def _cluster_count(text: str) -> int:
    if text.isascii():
        return len(text)
    return sum(1 for _ in _GRAPHEME.finditer(text))


class _Scanner:
    __slots__ = ("buf", "column", "depth", "filename", "i", "line", "max_depth", "offset")

    def __init__(self, buf: bytes, filename: str, start: Pos) -> None:
        self.buf = buf
        self.filename = filename
        self.i = 0
        self.line, self.column, self.offset = start.line, start.column, start.byte
        self.depth = self.max_depth = 0

    def pos(self) -> Pos:
        return Pos(self.line, self.column, self.offset + self.i)

    def advance_ascii(self, n: int) -> None:
        self.i += n
        self.column += n

    def scan_string(self) -> None:
        """Scan a string token exactly as the reference: escapes are tracked only to
        find the closing quote, a backslash or a quote is one column, and other text
        advances one grapheme cluster (one column) at a time. A control character
        ends the token."""
        self.advance_ascii(1)
        body = _STRING_BODY.match(self.buf, self.i)
        assert body is not None  # the pattern matches the empty string
        text = self.buf[self.i:body.end()].decode("utf-8", "surrogateescape")
        if _PREPEND.search(text) is not None:
            # A prepended character forms one cluster with whatever follows, even a
            # quote or a backslash: walk cluster by cluster.
            self._scan_string_by_clusters(2 * len(text) + 64)
            return
        # Otherwise no cluster spans a backslash or a quote: count the runs between them.
        runs = _STRING_BREAKS.split(text)
        self.column += len(runs) - 1 + sum(map(_cluster_count, runs))
        self.i = body.end()
        if self.i < len(self.buf) and self.buf[self.i] == 0x22:
            self.advance_ascii(1)

    def _scan_string_by_clusters(self, window: int) -> None:
        """The exact walk, over a window of the input that doubles until it suffices."""
        ctrl = _CONTROL.search(self.buf, self.i)
        stop = ctrl.start() if ctrl else len(self.buf)
        begin_i, begin_column = self.i, self.column
        while True:
            end = min(stop, self.i + window)
            text = self.buf[self.i:end].decode("utf-8", "surrogateescape")
            # Near a window's end a cluster (or a character) may be cut: widen and redo.
            margin = 0 if end == stop else 16
            k, escaping = 0, False
            while k < len(text) - margin:
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
                    self.i += len(cluster.encode("utf-8", "surrogateescape"))
                    self.column += 1
                    k += len(cluster)
                    escaping = False
            if margin == 0:
                return
            self.i, self.column = begin_i, begin_column
            window *= 2

    def scan(self) -> list[Token]:
        tokens: list[Token] = []
        append = tokens.append
        buf, n, filename = self.buf, len(self.buf), self.filename
        match = _FAST.match
        line, column, offset = self.line, self.column, self.offset
        while True:
            # Fast path: whitespace, punctuation and plain tokens in one regex.
            m = match(buf, self.i)
            if m is not None:
                kind = m.lastgroup or ""
                begin, end = m.span()
                text = m.group()
                if kind == "ws":
                    newlines = text.count(b"\n")
                    if newlines:
                        line += newlines
                        text = text[text.rindex(b"\n") + 1:]
                        column = 1
                    column += len(text) - text.count(b"\r") + text.count(b"\t")
                    self.i = end
                    continue
                start = Pos(line, column, offset + begin)
                column += end - begin
                if kind == "punct":
                    if text in b"{[":
                        self.depth += 1
                        self.max_depth = max(self.max_depth, self.depth)
                    elif text in b"}]":
                        self.depth = max(0, self.depth - 1)
                    kind = text.decode()
                append(Token(kind, text, Range(filename, start, Pos(line, column, offset + end))))
                self.i = end
                continue
            self.line, self.column = line, column
            if self.i >= n:
                at = self.pos()
                append(Token(EOF, b"", Range(filename, at, at)))
                return tokens
            start = self.pos()
            begin = self.i
            first = buf[begin]
            if first == 0x22:
                self.scan_string()
                append(Token(STRING, buf[begin:self.i], Range(filename, start, self.pos())))
                line, column = self.line, self.column
                continue
            self.advance_ascii(1)
            end_pos = self.pos()
            append(Token(INVALID, buf[begin:begin + 1], Range(filename, start, end_pos)))
            append(Token(EOF, b"", Range(filename, end_pos, end_pos)))
            return tokens


def scan(buf: bytes, filename: str = "", start: Pos | None = None) -> tuple[list[Token], int]:
    """The tokens of ``buf`` (always ending with an EOF token) and the deepest nesting."""
    scanner = _Scanner(buf, filename, start or Pos(1, 1, 0))
    tokens = scanner.scan()
    return tokens, scanner.max_depth
