"""Validation and decoding of JSON string and number tokens.

The reference hands each token to Go's ``encoding/json``; this reproduces what
matters of it: which tokens are valid, the byte offset a string error is
reported at (one past the offending byte, or the token length when the input
ends early), and the decoded text (``\\uXXXX`` surrogate pairs combined, lone
surrogates and invalid UTF-8 bytes each replaced by U+FFFD).
"""

from __future__ import annotations

import re

from hcl.source import ESCAPED_BYTE

_NUMBER = re.compile(rb"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
_SIMPLE_ESCAPES = {"b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "\\": "\\", "/": "/",
                   '"': '"'}
_HEX = frozenset(b"0123456789abcdefABCDEF")
_JSON_SPACE = frozenset(b" \t\r\n")
_PLAIN = re.compile(rb'"[^"\\\x00-\x1f\x80-\xff]*"')
# Possessive quantifiers: constant regex-engine memory however long the string is.
_VALID = re.compile(rb'"(?:[^"\\\x00-\x1f]++|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*+"')


def valid_number(text: bytes) -> bool:
    """Whether ``text`` is a number in JSON's grammar (``.1``, ``+2``, ``01`` are not)."""
    return _NUMBER.fullmatch(text) is not None


def string_error_offset(tok: bytes) -> int | None:
    """Where Go's JSON scanner rejects the string token ``tok``, or None if it is valid."""
    if _VALID.fullmatch(tok):
        return None
    state, hex_left = "start", 0
    for i, b in enumerate(tok):
        if state == "start":
            if b != 0x22:
                return i + 1
            state = "in"
        elif state == "in":
            if b == 0x22:
                state = "end"
            elif b == 0x5C:
                state = "esc"
            elif b < 0x20:
                return i + 1
        elif state == "esc":
            if b == 0x75:  # u
                state, hex_left = "hex", 4
            elif b in b'bfnrt\\/"':
                state = "in"
            else:
                return i + 1
        elif state == "hex":
            if b not in _HEX:
                return i + 1
            hex_left -= 1
            if hex_left == 0:
                state = "in"
        elif b not in _JSON_SPACE:  # after the closing quote
            return i + 1
    return None if state == "end" else len(tok)


def decode_string(tok: bytes) -> str:
    """The text of a valid JSON string token."""
    if _PLAIN.fullmatch(tok):
        return tok[1:-1].decode("ascii")
    end = tok.rindex(b'"')
    s = tok[1:end].decode("utf-8", "surrogateescape")
    if "\\" in s:
        s = _unescape(s)
    return ESCAPED_BYTE.sub("\ufffd", s)


def _unescape(s: str) -> str:
    out: list[str] = []
    i, n = 0, len(s)
    while i < n:
        j = s.find("\\", i)
        if j < 0:
            out.append(s[i:])
            break
        out.append(s[i:j])
        kind = s[j + 1]
        if kind != "u":
            out.append(_SIMPLE_ESCAPES[kind])
            i = j + 2
            continue
        code = int(s[j + 2:j + 6], 16)
        i = j + 6
        if 0xD800 <= code < 0xE000:
            low = int(s[i + 2:i + 6], 16) if s.startswith("\\u", i) and i + 6 <= n else -1
            if 0xD800 <= code < 0xDC00 and 0xDC00 <= low < 0xE000:
                out.append(chr(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)))
                i += 6
                continue
            code = 0xFFFD
        out.append(chr(code))
    return "".join(out)
