"""Did-you-mean suggestions for names."""

from __future__ import annotations

from collections.abc import Iterable


def levenshtein(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def name_suggestion(given: str, candidates: Iterable[str]) -> str:
    """The first candidate within edit distance 2 of ``given``, or ``""``."""
    for candidate in candidates:
        if levenshtein(given, candidate) < 3:
            return candidate
    return ""
