"""Canonical layout of generated source: the formatter's spacing, indentation and alignment.

Writers in this package build source as a stream of :class:`Tok` tokens typed as
the native lexer would type them, and :func:`render` lays them out the way the
formatter leaves a file: one space or none between the tokens of a line by the
formatter's rules (``a + b``, ``f(x)``, ``-x``, ``{ a = 1 }``, ``${x}``), every
line indented by two spaces per bracket level still open (counted per line, as
the formatter counts), and the ``=`` of consecutive single-line assignments
aligned one column after the widest name. Heredoc text is literal tokens without
newline tokens, so it stays on the line of its opener and is never re-indented.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from hcl.source import grapheme_count


class T(enum.Enum):
    """Token types, as far as spacing and indentation tell them apart."""

    IDENT = enum.auto()         # names and keywords (true, false, null, for, in, if, ...)
    NUMBER = enum.auto()
    OQUOTE = enum.auto()
    CQUOTE = enum.auto()
    QUOTED_LIT = enum.auto()    # literal text inside quotes (escaped)
    STRING_LIT = enum.auto()    # literal text of a template file
    OHEREDOC = enum.auto()      # <<EOT and its newline
    CHEREDOC = enum.auto()      # the closing marker
    INTERP = enum.auto()        # ${ or ${~
    CONTROL = enum.auto()       # %{ or %{~
    SEQ_END = enum.auto()       # } or ~} closing an interpolation or directive
    OBRACE = enum.auto()
    CBRACE = enum.auto()
    OBRACK = enum.auto()
    CBRACK = enum.auto()
    OPAREN = enum.auto()
    CPAREN = enum.auto()
    DOT = enum.auto()
    COMMA = enum.auto()
    ELLIPSIS = enum.auto()
    DOUBLE_COLON = enum.auto()
    EQUAL = enum.auto()         # = of an attribute or object item
    COLON = enum.auto()
    QUESTION = enum.auto()
    FAT_ARROW = enum.auto()
    PLUS = enum.auto()
    MINUS = enum.auto()
    STAR = enum.auto()
    SLASH = enum.auto()
    PERCENT = enum.auto()
    COMPARE = enum.auto()       # == != < <= > >=
    LOGIC = enum.auto()         # && ||
    BANG = enum.auto()
    NEWLINE = enum.auto()


class Tok(NamedTuple):
    text: str
    type: T


NEWLINE = Tok("\n", T.NEWLINE)

_OPENERS = frozenset({T.OBRACE, T.OBRACK, T.OPAREN, T.INTERP, T.CONTROL})
_CLOSERS = frozenset({T.CBRACE, T.CBRACK, T.CPAREN, T.SEQ_END})
_TEMPLATE_TEXT_BEFORE = frozenset({T.QUOTED_LIT, T.STRING_LIT, T.OQUOTE})
_TEMPLATE_TEXT_AFTER = frozenset({T.QUOTED_LIT, T.STRING_LIT, T.CQUOTE})
# After these a minus is a negation (no space follows it); after anything else it subtracts.
_BEFORE_NEGATION = frozenset({
    None, T.OPAREN, T.OBRACE, T.OBRACK, T.EQUAL, T.COLON, T.COMMA, T.QUESTION, T.PLUS, T.STAR,
    T.SLASH, T.PERCENT, T.MINUS, T.COMPARE, T.LOGIC, T.BANG,
})


def _bracket_change(t: T) -> int:
    return 1 if t in _OPENERS else -1 if t in _CLOSERS else 0


def space_after(subject: Tok, before: Tok | None, after: Tok) -> bool:
    """Whether the formatter puts one space between ``subject`` and ``after`` on a line."""
    s, a = subject.type, after.type
    if a is T.NEWLINE:
        return False
    if s is T.IDENT and a is T.OPAREN:
        return False
    if (s is T.IDENT and a is T.DOUBLE_COLON) or (s is T.DOUBLE_COLON and a is T.IDENT):
        return False
    if s is T.DOT or a is T.DOT:
        return False
    if a is T.COMMA or a is T.ELLIPSIS:
        return False
    if s is T.COMMA:
        return True
    if s in _TEMPLATE_TEXT_BEFORE or s is T.OHEREDOC or a in _TEMPLATE_TEXT_AFTER or a is T.CHEREDOC:
        return False
    if s is T.IDENT and subject.text == "in" and before is not None and before.type is T.IDENT:
        return True
    if a is T.OBRACK and (s is T.IDENT or s is T.NUMBER or s in _CLOSERS):
        return False
    if s is T.BANG:
        return False
    if s is T.MINUS:
        return (before.type if before is not None else None) not in _BEFORE_NEGATION
    if s is T.OBRACE or a is T.CBRACE:
        return not (s is T.OBRACE and a is T.CBRACE)
    if (s is T.INTERP or s is T.CONTROL) and a is T.OBRACE:
        return True
    if s is T.CBRACE and a is T.SEQ_END:
        return True
    if s is T.SEQ_END and (a is T.INTERP or a is T.CONTROL):
        return False
    # No space after an opener or before a closer; otherwise tokens are space-separated.
    return s not in _OPENERS and a not in _CLOSERS


def _net(tokens: Iterable[Tok], stop_at_heredoc: bool) -> int:
    net = 0
    for tok in tokens:
        if tok.type is T.OHEREDOC and stop_at_heredoc:
            break  # the formatter stops counting a line's lead at a heredoc opener
        net += _bracket_change(tok.type)
    return net


def _join(tokens: Sequence[Tok]) -> str:
    parts: list[str] = []
    for i, tok in enumerate(tokens):
        if i and space_after(tokens[i - 1], tokens[i - 2] if i > 1 else None, tok):
            parts.append(" ")
        parts.append(tok.text)
    return "".join(parts)


class _Line(NamedTuple):
    lead: list[Tok]
    assign: list[Tok] | None


def _split_line(tokens: list[Tok]) -> _Line:
    for i, tok in enumerate(tokens):
        if i > 0 and tok.type is T.EQUAL:
            rest = tokens[i:]
            if _net(rest, stop_at_heredoc=False) == 0:
                return _Line(tokens[:i], rest)
            break
    return _Line(tokens, None)


def render(tokens: Iterable[Tok]) -> str:
    """The source text of ``tokens``, spaced, indented and aligned as the formatter would."""
    lines: list[list[Tok]] = [[]]
    for tok in tokens:
        if tok.type is T.NEWLINE:
            lines.append([])
        else:
            lines[-1].append(tok)
    split = [_split_line(line) for line in lines]
    indents = _indents(split)
    leads = [_join(lead) for lead, _ in split]
    out = [" " * indent + lead if lead else "" for indent, lead in zip(indents, leads, strict=True)]
    chain: list[int] = []

    def close_chain() -> None:
        widths = {j: indents[j] + grapheme_count(leads[j]) for j in chain}
        widest = max(widths.values())
        for j in chain:
            assign = split[j].assign
            assert assign is not None
            out[j] += " " * (widest - widths[j] + 1) + _join(assign)
        chain.clear()

    for i, (_, assign) in enumerate(split):
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
