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


def within_edit_distance(a: str, b: str, limit: int) -> bool:
    """Whether at most ``limit`` single-character insertions, deletions and
    substitutions turn ``a`` into ``b`` (Levenshtein distance, in characters).

    Bounded, as suggestions ask it of many names: lengths further apart than ``limit``
    fail at once, a shared prefix and suffix are set aside, and the table stops at the
    first row whose entries are all over the limit.
    """
    if abs(len(a) - len(b)) > limit:
        return False
    shared = min(len(a), len(b))
    i = 0
    while i < shared and a[i] == b[i]:
        i += 1
    j = 0
    while j < shared - i and a[-1 - j] == b[-1 - j]:
        j += 1
    a, b = a[i:len(a) - j], b[i:len(b) - j]
    if not a or not b:
        return len(a) + len(b) <= limit
    previous = list(range(len(b) + 1))
    for row, ca in enumerate(a, 1):
        current = [row]
        for col, cb in enumerate(b, 1):
            current.append(min(previous[col] + 1, current[col - 1] + 1, previous[col - 1] + (ca != cb)))
        if min(current) > limit:
            return False
        previous = current
    return previous[-1] <= limit


def name_suggestion(given: str, candidates: Iterable[str]) -> str:
    """The first candidate within edit distance 2 of ``given``, or ``""``."""
    for candidate in candidates:
        if within_edit_distance(given, candidate, 2):
            return candidate
    return ""
