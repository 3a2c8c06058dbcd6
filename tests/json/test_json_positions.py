"""JSON positions, worked out when read, against a plain walk of the reference's rules.

The parse keeps byte offsets and works columns out later, a byte a column on plain
lines (:mod:`hcl.json.positions`). The walk below applies the reference scanner's
rules to every token in order, with no shortcut: one column a byte outside strings,
two for a tab, none for a carriage return, and inside a string one a backslash or
quote and one a grapheme cluster, escapes tracked to find the closing quote.
"""

from __future__ import annotations

import re

import regex
from hypothesis import example, given
from hypothesis import strategies as st

from hcl import json as hcljson
from hcl.json import JSONArray, JSONObject, JSONValue
from hcl.pos import Pos, Range

_TOKEN = re.compile(rb'[{}\[\],:=]|[-+.0-9][-+.eE0-9]*|[A-Za-z][A-Za-z_]*')
_CLUSTER = regex.compile(r"\X")


def _walk(buf: bytes, start: Pos) -> dict[int, Pos]:
    """The position of every token boundary, by the reference's rules."""
    line, column, i = start.line, start.column, 0
    found: dict[int, Pos] = {}

    def mark() -> None:
        found[i] = Pos(line, column, start.byte + i)

    while True:
        mark()
        if i >= len(buf):
            return found
        byte = buf[i]
        if byte in b" \t\r\n":
            if byte == 0x0A:
                line, column = line + 1, 1
            elif byte != 0x0D:
                column += 2 if byte == 0x09 else 1
            i += 1
            continue
        if byte == 0x22:
            i, column = i + 1, column + 1
            stop = i
            while stop < len(buf) and buf[stop] >= 0x20:
                stop += 1
            text = buf[i:stop].decode("utf-8", "surrogateescape")
            k, escaping = 0, False
            while k < len(text):
                cluster = _CLUSTER.match(text, k).group()
                if text[k] in '\\"':
                    cluster = text[k]
                i += len(cluster.encode("utf-8", "surrogateescape"))
                column += 1
                k += len(cluster)
                if cluster == "\\":
                    escaping = not escaping
                    continue
                if cluster == '"' and not escaping:
                    break
                escaping = False
            continue
        token = _TOKEN.match(buf, i)
        if token is None:  # an invalid byte ends the scan
            i, column = i + 1, column + 1
            mark()
            return found
        column += token.end() - i
        i = token.end()


def _ranges(value: JSONValue) -> list[Range]:
    found = [value.range]
    if isinstance(value, JSONObject):
        found += [value.open_range, value.close_range]
        for prop in value.properties:
            found.append(prop.name_range)
            found += _ranges(prop.value)
    elif isinstance(value, JSONArray):
        found.append(value.open_range)
        for item in value.items:
            found += _ranges(item)
    return found


_PIECES = st.sampled_from([
    "{", "}", "[", "]", ",", ":", " ", "\t", "\r", "\n", "\r\n", '"', '"a"', '"é"', '"\\""', '"\\\\"',
    "12", "-0.5e3", "true", "null", "\u0600", "\u0600\"", "👩🏾", "e\u0301", "x", "\x01", "\xff",
])


@given(st.lists(_PIECES, max_size=40), st.sampled_from([None, Pos(3, 7, 20)]))
@example(['{', '"a"', ':', ' ', '"\u0600"', "\t", "}"], None)
@example(['[', '"é"', ',', '\n', '\t', '"👩🏾', '"', ']'], Pos(3, 7, 20))
@example(['"', "\u0600\"", "x", '"', "\r\n", "12"], None)
def test_every_range_is_where_the_reference_puts_it(pieces: list[str], start: Pos | None) -> None:
    buf = "".join(pieces).encode("utf-8", "surrogateescape")
    positions = _walk(buf, start or Pos(1, 1, 0))
    value, _ = hcljson.parse_expression(buf, "p.json", start)
    base = (start or Pos(1, 1, 0)).byte
    for rng in _ranges(value):
        for pos in (rng.start, rng.end):
            assert positions[pos.byte - base] == pos


def test_columns_on_a_long_line_of_special_characters() -> None:
    # The line's columns are worked out once, then found for every range read on it.
    n = 20_000
    buf = ("[" + ",".join(['"é"'] * n) + "]").encode()
    value, diags = hcljson.parse_expression(buf)
    assert not diags and isinstance(value, JSONArray)
    assert [item.range.end.column for item in value.items[-2:]] == [4 * n - 3, 4 * n + 1]
