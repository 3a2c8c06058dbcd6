"""The JSON scanner: bytes to a compact table of tokens, and the reference's columns.

Like the reference (``json/scanner.go``) it is lax: keywords, numbers and
strings are captured as runs and validated by the parser, which gives better
messages. The first byte that can start no token ends the scan with an invalid
token and an end-of-file marker.

A token is a row of :class:`Tokens`: a kind byte and its start and end offsets.
Positions are worked out when a range is read (:mod:`hcl.json.positions`), by
the reference's rules, which :func:`line_columns` applies: columns count one
per byte outside strings, grapheme clusters inside strings, two for a tab and
none for a carriage return.
"""

from __future__ import annotations

import re
from array import array

import regex

# Token kinds: the punctuation's own byte, or one of these (below any punctuation byte).
EOF, STRING, NUMBER, KEYWORD, INVALID = 0, 1, 2, 3, 4

_WS = rb"[ \t\r\n]"
_PUNCT = rb"[{}\[\],:=]"
# A string that is all ASCII and closed (where a column is a byte): other strings
# take the exact walk below.
_ASCII_STRING = rb'"(?:[^"\\\x00-\x1f\x80-\xff]++|\\[^\x00-\x1f\x80-\xff])*+"'
_NUMBER = rb"[-+.0-9][-+.eE0-9]*"
_KEYWORD = rb"[A-Za-z][A-Za-z_]*"
_TOKEN = b"(" + _PUNCT + b")|(" + _ASCII_STRING + b")|(" + _NUMBER + b")|(" + _KEYWORD + b")"
# The next token after any whitespace, by group: punctuation, string, number, keyword.
_NEXT = re.compile(_WS + b"*+(?:" + _TOKEN + b")")
_TOKEN_AT = re.compile(_TOKEN)
_SPACE = re.compile(_WS + b"*+")
_GROUP_KINDS = (-1, -1, STRING, NUMBER, KEYWORD)  # punctuation (group 1) is its own byte
_OPENERS = frozenset(b"{[")
_CLOSERS = frozenset(b"}]")

# The rest of a string after its opening quote, up to its closing quote, a control
# character or the end of the input. Possessive quantifiers keep the regex engine's
# memory constant however long the string is.
_STRING_BODY = re.compile(rb'(?:[^"\\\x00-\x1f]++|\\[^\x00-\x1f]?)*+')
_STRING_BREAKS = re.compile(r'[\\"]')
_CONTROL = re.compile(rb"[\x00-\x1f]")
_PREPEND = regex.compile(r"\p{Grapheme_Cluster_Break=Prepend}")
_GRAPHEME = regex.compile(r"\X")


class Tokens:
    """The scanned tokens, one row each, the last an EOF token at the end of what was scanned."""

    __slots__ = ("buf", "ends", "kinds", "starts")

    def __init__(self, buf: bytes) -> None:
        self.buf = buf
        code = "I" if len(buf) < 1 << 32 else "q"
        self.kinds = bytearray()
        self.starts = array(code)
        self.ends = array(code)

    def add(self, kind: int, start: int, end: int) -> None:
        self.kinds.append(kind)
        self.starts.append(start)
        self.ends.append(end)


def scan(buf: bytes) -> tuple[Tokens, int]:
    """The tokens of ``buf`` (always ending with an EOF token) and the deepest nesting."""
    tokens = Tokens(buf)
    kinds, starts, ends = tokens.kinds, tokens.starts, tokens.ends
    add_kind, add_start, add_end = kinds.append, starts.append, ends.append
    match = _NEXT.match
    i, n = 0, len(buf)
    depth = deepest = 0
    while True:
        m = match(buf, i)
        if m is not None:
            group = m.lastindex or 0
            begin, i = m.span(group)
            if group == 1:
                kind = buf[begin]
                if kind in _OPENERS:
                    depth += 1
                    if depth > deepest:
                        deepest = depth
                elif kind in _CLOSERS and depth:
                    depth -= 1
            else:
                kind = _GROUP_KINDS[group]
            add_kind(kind)
            add_start(begin)
            add_end(i)
            continue
        space = _SPACE.match(buf, i)
        i = space.end() if space is not None else i
        if i >= n:
            tokens.add(EOF, n, n)
            return tokens, deepest
        begin = i
        if buf[begin] == 0x22:
            i, _ = string_end(buf, begin, False)
            tokens.add(STRING, begin, i)
            continue
        tokens.add(INVALID, begin, begin + 1)
        tokens.add(EOF, begin + 1, begin + 1)
        return tokens, deepest


def _cluster_count(text: str) -> int:
    if text.isascii():
        return len(text)
    return sum(1 for _ in _GRAPHEME.finditer(text))


def string_end(buf: bytes, begin: int, count_columns: bool) -> tuple[int, int]:
    """Where the string token opening at ``begin`` ends, and (when ``count_columns``) its
    columns, exactly as the reference scans it: escapes are tracked only to find the
    closing quote, a backslash or a quote is one column, and other text advances one
    grapheme cluster (one column) at a time. A control character ends the token."""
    body = _STRING_BODY.match(buf, begin + 1)
    assert body is not None  # the pattern matches the empty string
    stop = body.end()
    text = buf[begin + 1:stop].decode("utf-8", "surrogateescape")
    if _PREPEND.search(text) is not None:
        # A prepended character forms one cluster with whatever follows, even a
        # quote or a backslash: walk cluster by cluster.
        end, columns = _walk_clusters(buf, begin + 1, 2 * len(text) + 64)
        return end, columns + 1
    closed = int(stop < len(buf) and buf[stop] == 0x22)
    if not count_columns:
        return stop + closed, 0
    # Otherwise no cluster spans a backslash or a quote: count the runs between them.
    runs = _STRING_BREAKS.split(text)
    return stop + closed, 1 + len(runs) - 1 + sum(map(_cluster_count, runs)) + closed


def _walk_clusters(buf: bytes, begin: int, window: int) -> tuple[int, int]:
    """The end and columns of a string's rest from ``begin``, walked cluster by cluster over
    a window of the input that doubles until it suffices."""
    ctrl = _CONTROL.search(buf, begin)
    stop = ctrl.start() if ctrl else len(buf)
    while True:
        i, columns = begin, 0
        end = min(stop, begin + window)
        text = buf[begin:end].decode("utf-8", "surrogateescape")
        # Near a window's end a cluster (or a character) may be cut: widen and redo.
        margin = 0 if end == stop else 16
        k, escaping = 0, False
        while k < len(text) - margin:
            ch = text[k]
            if ch == "\\" or ch == '"':
                i += 1
                columns += 1
                k += 1
                if ch == "\\":
                    escaping = not escaping
                    continue
                if not escaping:
                    return i, columns
                escaping = False
            else:
                found = _GRAPHEME.match(text, k)
                cluster = found.group() if found else ch
                i += len(cluster.encode("utf-8", "surrogateescape"))
                columns += 1
                k += len(cluster)
                escaping = False
        if margin == 0:
            return i, columns
        window *= 2


def line_columns(buf: bytes, begin: int, stop: int, column: int) -> tuple[array[int], array[int]]:
    """The reference's column at each token and space boundary of the line ``buf[begin:stop]``
    (``stop`` just past its newline, or the end), the line starting at ``column``: the
    boundaries' offsets, in order, and their columns."""
    offsets, columns = array("q"), array("q")
    i = begin
    while True:
        offsets.append(i)
        columns.append(column)
        if i >= stop:
            return offsets, columns
        space = _SPACE.match(buf, i, stop)
        if space is not None and space.end() > i:
            text = space.group()
            newline = text.rfind(b"\n")
            if newline >= 0:  # the line's end
                column = 1
                text = text[newline + 1:]
            column += len(text) - text.count(b"\r") + text.count(b"\t")
            i = space.end()
            continue
        token = _TOKEN_AT.match(buf, i, stop)
        if token is not None:
            column += token.end() - i
            i = token.end()
        elif buf[i] == 0x22:
            i, width = string_end(buf, i, True)
            column += width
        else:  # an invalid byte ends the scan
            offsets.append(i + 1)
            columns.append(column + 1)
            return offsets, columns
