"""Canonical layout of generated source: the formatter's indentation and alignment.

Writers in this package build source as a stream of :class:`Tok` tokens, each
knowing whether one space precedes it, and :func:`render` lays the lines out the
way the formatter leaves them: every line indented by two spaces per open
bracket level (counted per line, as the formatter counts), and the ``=`` of
consecutive single-line assignments aligned one column after the widest name.
Text inside a heredoc token is emitted untouched.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import NamedTuple

from hcl.source import _grapheme_count


class Kind(enum.Enum):
    """What a token means to the layout."""

    OPEN = 1      # { [ ( ${ %{
    CLOSE = 2     # } ] ) and the closing brace of a template interpolation or directive
    EQUAL = 3     # the = of an attribute or object item
    HEREDOC = 4   # a whole heredoc, opener to closing marker
    NEWLINE = 5
    OTHER = 6


class Tok(NamedTuple):
    text: str
    kind: Kind = Kind.OTHER
    space: bool = False
    """Whether one space separates this token from the previous one on its line."""


NEWLINE = Tok("\n", Kind.NEWLINE)


def _net(tokens: Iterable[Tok], stop_at_heredoc: bool) -> int:
    net = 0
    for tok in tokens:
        if tok.kind is Kind.OPEN:
            net += 1
        elif tok.kind is Kind.CLOSE:
            net -= 1
        elif tok.kind is Kind.HEREDOC and stop_at_heredoc:
            # The formatter stops counting a line's lead at a heredoc opener; the
            # interpolations inside a heredoc balance, so elsewhere it counts zero.
            break
    return net


def _join(tokens: list[Tok]) -> str:
    parts: list[str] = []
    for i, tok in enumerate(tokens):
        if i and tok.space:
            parts.append(" ")
        parts.append(tok.text)
    return "".join(parts)


class _Line(NamedTuple):
    lead: list[Tok]
    assign: list[Tok] | None


def _split_line(tokens: list[Tok]) -> _Line:
    for i, tok in enumerate(tokens):
        if i > 0 and tok.kind is Kind.EQUAL:
            rest = tokens[i:]
            if _net(rest, stop_at_heredoc=False) == 0:
                return _Line(tokens[:i], rest)
            break
    return _Line(tokens, None)


def render(tokens: Iterable[Tok]) -> str:
    """The source text of ``tokens``, indented and aligned as the formatter would."""
    lines: list[list[Tok]] = [[]]
    for tok in tokens:
        if tok.kind is Kind.NEWLINE:
            lines.append([])
        else:
            lines[-1].append(tok)
    split = [_split_line(line) for line in lines]
    indents = _indents(split)
    out: list[str] = []
    chain: list[int] = []

    def close_chain() -> None:
        widest = max(indents[j] + _grapheme_count(_join(split[j].lead)) for j in chain)
        for j in chain:
            lead = _join(split[j].lead)
            pad = widest - indents[j] - _grapheme_count(lead) + 1
            assign = split[j].assign
            assert assign is not None
            out[j] = " " * indents[j] + lead + " " * pad + _join(assign)
        chain.clear()

    for i, (lead, assign) in enumerate(split):
        out.append(" " * indents[i] + _join(lead) if lead else "")
        if assign is None:
            if chain:
                close_chain()
        else:
            chain.append(i)
    if chain:
        close_chain()
    return "\n".join(out)


def _indents(lines: list[_Line]) -> list[int]:
    stack: list[int] = []
    result: list[int] = []
    for lead, assign in lines:
        if not lead:
            result.append(0)
            continue
        net = _net(lead, stop_at_heredoc=True) + (_net(assign, stop_at_heredoc=False) if assign else 0)
        if net > 0:
            result.append(2 * len(stack))
            stack.append(net)
            continue
        closed = -net
        while closed > 0 and stack:
            if closed >= stack[-1]:
                closed -= stack.pop()
            else:
                stack[-1] -= closed
                closed = 0
        result.append(2 * len(stack))
    return result
