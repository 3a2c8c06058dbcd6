"""Go regular expressions on Python: compile a Go (RE2) pattern with
:mod:`._re2syntax` and run Go's ``FindStringSubmatchIndex``,
``FindAllStringSubmatchIndex`` and ``ReplaceAllString`` loops on :mod:`._re2vm`, a port
of Go's compiler and bit-state backtracker. Results are exactly Go's (leftmost-first,
same submatches), and the work is bounded by (program size) x (input length), so no
pattern can take exponential time. Character classes are matched one character at a
time (Unicode properties and case folding come from the ``regex`` module).

The ``regex`` module is not used to match whole patterns: Perl-style engines report
different submatches for repeated groups that match the empty string, can take
exponential time, and ``regex`` 2026.11 mis-matches some alternations of negated
classes (``(?:[^a]|[^\\n])`` does not match ``"a"``).
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Callable
from typing import TypeVar

from hcl.cty.function.stdlib import _re2vm
from hcl.cty.function.stdlib._re2syntax import ParseResult, RegexSyntaxError, parse
from hcl.cty.function.stdlib._textutil import check_length

__all__ = ["Program", "RegexSyntaxError", "compile", "expand"]

#: ``search(s, pos)``: Go's ``doExecute`` from ``pos`` (a flat index list or None).
Search = Callable[[str, int], "list[int] | None"]
_R = TypeVar("_R")


class Program:
    """A compiled Go regular expression.

    Match results are Go's flat index lists: ``[start0, end0, start1, end1, ...]``
    with ``-1`` for groups that did not participate (indices are Python string
    indices, which select the same text as Go's byte offsets).
    """

    def __init__(self, pattern: str, parsed: ParseResult) -> None:
        self.pattern = pattern
        self.tree = parsed.tree
        self.names = parsed.names
        self.num_groups = len(parsed.names)
        self.vm = _re2vm.compile_tree(parsed.tree, self.num_groups)

    def _run(self, op: Callable[[str, Search], _R], s: str) -> _R:
        return op(s, self.vm.searcher(s))

    def find(self, s: str) -> list[int] | None:
        """Go's ``FindStringSubmatchIndex``: the leftmost-first match, or None."""
        return self._run(lambda s, search: search(s, 0), s)

    def find_all(self, s: str) -> list[list[int]]:
        """Go's ``FindAllStringSubmatchIndex(s, -1)``."""
        return self._run(_find_all, s)

    def replace_all(self, s: str, template: str) -> str:
        """Go's ``ReplaceAllString``: ``$1``, ``${1}``, ``$name``, ``${name}`` and ``$$``
        in ``template`` expand to the groups of each match."""
        return self._run(lambda s, search: _replace_all(self, s, template, search), s)


def _find_all(s: str, search: Search) -> list[list[int]]:
    out = []
    pos = 0
    prev_end = -1
    end = len(s)
    while pos <= end:
        m = search(s, pos)
        if m is None:
            break
        accept = True
        if m[1] == pos:
            # An empty match: never right after the previous match; move on one rune.
            if m[0] == prev_end:
                accept = False
            pos += 1
        else:
            pos = m[1]
        prev_end = m[1]
        if accept:
            out.append(m)
    return out


def _replace_all(prog: Program, s: str, template: str, search: Search) -> str:
    parts: list[str] = []
    size = 0
    last_end = 0
    pos = 0
    end = len(s)
    while pos <= end:
        m = search(s, pos)
        if m is None:
            break
        parts.append(s[last_end:m[0]])
        size += m[0] - last_end
        # No replacement for an empty match right after the previous match.
        if m[1] > last_end or m[0] == 0:
            piece = expand(prog, template, s, m)
            parts.append(piece)
            size += len(piece)
            check_length(size)
        last_end = m[1]
        pos = pos + 1 if pos + 1 > m[1] else m[1]
    parts.append(s[last_end:])
    return "".join(parts)


def _extract(template: str) -> tuple[str, int, str] | None:
    """Go's ``extract``: a group reference after ``$`` -> (name, number or -1, rest)."""
    brace = template.startswith("{")
    t = template[1:] if brace else template
    i = 0
    while i < len(t) and (t[i] == "_" or t[i].isalpha() or unicodedata.category(t[i]) == "Nd"):
        i += 1
    if i == 0:
        return None
    name = t[:i]
    if brace:
        if i >= len(t) or t[i] != "}":
            return None
        i += 1
    num = -1
    if name.isascii() and name.isdigit() and not (name[0] == "0" and len(name) > 1):
        num = int(name) if len(name) <= 9 else -1
    return name, num, t[i:]


def expand(prog: Program, template: str, s: str, match: list[int]) -> str:
    """Go's ``Regexp.expand`` of ``template`` for one match."""
    out: list[str] = []
    while template:
        before, sep, after = template.partition("$")
        if not sep:
            break
        out.append(before)
        template = after
        if template.startswith("$"):
            out.append("$")
            template = template[1:]
            continue
        ref = _extract(template)
        if ref is None:
            out.append("$")
            continue
        name, num, template = ref
        if num >= 0:
            if 2 * num + 1 < len(match) and match[2 * num] >= 0:
                out.append(s[match[2 * num]:match[2 * num + 1]])
        else:
            for i, group_name in enumerate(prog.names, start=1):
                if name == group_name and match[2 * i] >= 0:
                    out.append(s[match[2 * i]:match[2 * i + 1]])
                    break
    out.append(template)
    return "".join(out)


@functools.lru_cache(maxsize=256)
def compile(pattern: str) -> Program:
    """Compile a Go regular expression (raises :class:`RegexSyntaxError`)."""
    return Program(pattern, parse(pattern))
