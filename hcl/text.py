"""Text helpers for diagnostic messages, matching the reference implementation.

``go_quote`` renders a string as Go's ``%q`` does (many reference messages quote
names that way); ``name_suggestion`` is the reference's "did you mean" rule.
"""

from __future__ import annotations

from collections.abc import Iterable

_SHORT_ESCAPES = {"\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t",
                  "\v": "\\v", '"': '\\"', "\\": "\\\\"}


def go_quote(s: str) -> str:
    """``s`` as a double-quoted Go string literal (``fmt.Sprintf("%q", s)``).

    Characters decoded with ``surrogateescape`` (invalid UTF-8 bytes) come out as
    ``\\xNN``, as Go prints invalid bytes.
    """
    if s.isascii() and s.isprintable() and '"' not in s and "\\" not in s:
        return f'"{s}"'
    out = ['"']
    for ch in s:
        cp = ord(ch)
        if ch in _SHORT_ESCAPES:
            out.append(_SHORT_ESCAPES[ch])
        elif 0xDC80 <= cp <= 0xDCFF:
            out.append(f"\\x{cp - 0xDC00:02x}")
        elif ch.isprintable():
            out.append(ch)
        elif cp < 0x80:
            out.append(f"\\x{cp:02x}")
        elif cp <= 0xFFFF:
            out.append(f"\\u{cp:04x}")
        else:
            out.append(f"\\U{cp:08x}")
    out.append('"')
    return "".join(out)


def levenshtein(a: str, b: str) -> int:
    """Edit distance in characters (insert, delete and substitute all cost 1)."""
    if a == b:
        return 0
    if len(a) < len(b):
        a, b = b, a
    if not b:
        return len(a)
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def name_suggestion(given: str, candidates: Iterable[str]) -> str:
    """The first candidate within edit distance 2 of ``given``, or ``""``."""
    for candidate in candidates:
        if levenshtein(given, candidate) < 3:
            return candidate
    return ""
