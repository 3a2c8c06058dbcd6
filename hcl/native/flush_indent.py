"""How much indentation a flush heredoc's lines lose, read from its tokens before its
parts are lowered, so the parts can be built into the template as they come instead
of being held to its end (see :class:`~hcl.native.templates.TemplateBuilder`).

The tokens give the parts the lowering gives: a literal runs to the end of its line or
to the next sequence, and a sequence (``${…}`` or ``%{…}``) counts for its strip
markers alone. Its value does not matter here: a literal's white space is the same
before and after its ``$${`` and ``%%{`` escapes are decoded.
"""

from __future__ import annotations

from collections.abc import Iterator

from hcl.native import lexer_tables as L
from hcl.native.syntax_sets import BRACES, LITERAL_TEXT, SEQUENCE_CLOSES, SEQUENCES
from hcl.native.templates import EndCtrlPart, LiteralPart, Part, TemplateBuilder, flush_indentation
from hcl.native.token_table import TokenTable
from hcl.pos import Range
from hcl.source import SourceText

_NO_RANGE: Range = None  # type: ignore[assignment]  # (parts measured here are never placed)


class _NotPlain(Exception):
    """The heredoc's tokens are not a whole, well-formed heredoc."""


def heredoc_builder(src: SourceText, table: TokenTable, marker: int, hold: bool = False) -> TemplateBuilder:
    """The builder for the parts of the heredoc whose opening marker is row ``marker``: a
    flush heredoc's is told its indentation, unless ``hold`` (or its rows do not tell it),
    and then holds its parts to its end."""
    if not table.text.startswith("<<-", table.starts[marker]):
        return TemplateBuilder()
    return TemplateBuilder(src, None if hold else heredoc_indentation(table, marker + 1))


def heredoc_indentation(table: TokenTable, first: int) -> int | None:
    """How many grapheme clusters each line of the flush heredoc whose text starts at
    row ``first`` (the one after its ``<<-`` marker) loses; None when its rows up to its
    closing marker are not those of a well-formed heredoc (a lexical error, no end)."""
    try:
        return flush_indentation(_parts(table, first))
    except _NotPlain:
        return None


def _parts(table: TokenTable, i: int) -> Iterator[Part]:
    types, starts, text = table.types, table.starts, table.text
    rows = len(types)
    literal = -1  # where the literal being read starts, if one is
    while i < rows:
        kind = types[i]
        if kind in LITERAL_TEXT:
            if literal < 0:
                literal = starts[i]
            i += 1
            if kind == L.H_NEWLINE:
                yield LiteralPart(text[literal:starts[i]], _NO_RANGE)
                literal = -1
        elif kind in SEQUENCES:
            if literal >= 0:
                yield LiteralPart(text[literal:starts[i]], _NO_RANGE)
                literal = -1
            close = _closing_brace(table, i)
            yield EndCtrlPart("", _NO_RANGE, text[starts[i + 1] - 1] == "~", types[close] == L.STRIP_RBRACE)
            i = close + 1
        elif kind == L.HEREDOC_END and literal < 0:
            return
        else:
            raise _NotPlain
    raise _NotPlain


def _closing_brace(table: TokenTable, i: int) -> int:
    """The row of the brace that closes the sequence opened at row ``i``. A flush heredoc
    inside it makes this one's parts be held instead: each reads its own rows, so rows
    are never read once for each flush heredoc around them (quadratic time when nested)."""
    types, starts, text = table.types, table.starts, table.text
    depth = 0
    for j in range(i, len(types)):
        kind = types[j]
        if kind in BRACES:
            depth += 1
        elif kind in SEQUENCE_CLOSES:
            depth -= 1
            if not depth:
                return j
        elif kind == L.HEREDOC_START and text.startswith("<<-", starts[j]):
            break
    raise _NotPlain
