"""Text helpers for diagnostic messages, matching the reference implementation.

``go_quote`` renders a string as Go's ``%q`` does (many reference messages quote
names that way; it lives with the type system, whose messages quote values the same
way); ``name_suggestion`` is the reference's "did you mean" rule.
"""

from __future__ import annotations

from collections.abc import Iterable

from hcl.cty.errors import go_quote

__all__ = ["go_quote", "name_suggestion", "within_edit_distance"]


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
