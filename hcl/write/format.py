"""The canonical formatter: the reference ``hclfmt`` layout, byte for byte.

Formatting changes only the white space between tokens, in passes over lines (a line
ends at a line break or at a line comment, which owns its line break):

1. each line is split into cells: ``lead``; ``assign``, from the first ``=`` after
   the line's first token to the end of the line when the brackets there balance;
   and ``comment``, a trailing comment on a line with other tokens;
2. the first token of each line is indented two spaces per open bracket level, the
   levels counted per line so that lopsided lines (``[[`` … ``]]``) stay sensible;
3. inside the lead and assign cells, one space or none between tokens by the
   spacing rules of :func:`_space_between`;
4. runs of consecutive lines with an assign cell align their ``=`` one column after
   the widest lead, and runs of lines with a trailing comment align the comments.

Heredoc bodies and the text of templates are tokens of their own line, never the
start of one, so they are never re-indented.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from hcl.native.lexer_tables import HEREDOC, TEMPLATE
from hcl.native.regex_lexer import scan
from hcl.write.tokens import Kind, WriterToken, tokenize

_OPENERS = frozenset({Kind.OBRACE, Kind.OBRACK, Kind.OPAREN, Kind.TEMPLATE_INTERP, Kind.TEMPLATE_CONTROL})
_CLOSERS = frozenset({Kind.CBRACE, Kind.CBRACK, Kind.CPAREN, Kind.TEMPLATE_SEQ_END})
_TEMPLATE_LEFT = frozenset({Kind.QUOTED_LIT, Kind.STRING_LIT, Kind.OQUOTE, Kind.OHEREDOC})
_TEMPLATE_RIGHT = frozenset({Kind.QUOTED_LIT, Kind.STRING_LIT, Kind.CQUOTE, Kind.CHEREDOC})
_LITERALS = frozenset({Kind.QUOTED_LIT, Kind.STRING_LIT})
# After these a `-` is a negation, so no space follows it.
_BEFORE_NEGATION = frozenset({
    Kind.EOF, Kind.OPAREN, Kind.OBRACE, Kind.OBRACK, Kind.EQUAL, Kind.COLON, Kind.COMMA, Kind.QUESTION,
    Kind.PLUS, Kind.STAR, Kind.SLASH, Kind.PERCENT, Kind.MINUS, Kind.EQUAL_OP, Kind.NOT_EQUAL, Kind.GREATER,
    Kind.GREATER_EQ, Kind.LESS, Kind.LESS_EQ, Kind.AND, Kind.OR, Kind.BANG,
})


def format_source(src: str | bytes) -> str:
    """Format configuration source the way the reference ``hclfmt`` does.

    Only white space changes; syntax errors are not reported (the input is lexed,
    not parsed) and broken input is formatted as far as its tokens allow.
    """
    return _laid_out(tokenize(src))


def layout_tokens(tokens: Iterable[WriterToken]) -> str:
    """The text of generated tokens (without :attr:`Kind.EOF`) laid out as the formatter lays out a file.

    The writers of this package build their output as tokens typed as the lexer would
    type them; heredoc text is literal tokens without line breaks of their own, so it
    stays on the line of its opener and is never re-indented. Literal text is split
    where the lexer splits it, so that its columns count as in the text read back.
    """
    return _laid_out([*_split_as_lexed(tokens), WriterToken(Kind.EOF, "")])


def _split_as_lexed(tokens: Iterable[WriterToken]) -> Iterator[WriterToken]:
    """The tokens, with literal text split as the lexer splits it where that can change
    a count of columns: the lexer makes a ``$`` or ``%`` that opens no escape a token of
    its own, and a grapheme cluster across a split counts once per piece (as the
    reference formatter counts it: ``"%\U000e0100"`` takes four columns, not three)."""
    for tok in tokens:
        text = tok.text
        if tok.kind in _LITERALS and not text.isascii() and ("$" in text or "%" in text):
            starts = scan(text, TEMPLATE if tok.kind is Kind.QUOTED_LIT else HEREDOC).starts
            yield WriterToken(tok.kind, text[:starts[1]], tok.before)
            for i in range(1, len(starts) - 2):  # the last two are EOF's start and end
                yield WriterToken(tok.kind, text[starts[i]:starts[i + 1]])
        else:
            yield tok


def _laid_out(tokens: list[WriterToken]) -> str:
    spaces = format_tokens(tokens)
    return "".join([" " * n + t.text for n, t in zip(spaces, tokens, strict=True)])


def bracket_change(kind: Kind) -> int:
    """+1 for an opening bracket, -1 for a closing one, else 0."""
    if kind in _OPENERS:
        return 1
    if kind in _CLOSERS:
        return -1
    return 0


@dataclass(slots=True)
class _Line:
    """Index ranges ``[start, stop)`` of a line's cells in the token list."""

    lead: tuple[int, int]
    assign: tuple[int, int] | None = None
    comment: int | None = None
    columns: list[int] = field(default_factory=list)


def format_tokens(tokens: list[WriterToken]) -> list[int]:
    """The number of spaces before each token once formatted (the EOF token keeps its own)."""
    spaces = [t.spaces for t in tokens]
    lines = _lines(tokens)
    _indent(tokens, lines, spaces)
    _space(tokens, lines, spaces)
    _align(tokens, lines, spaces)
    return spaces


def _ends_line(tok: WriterToken) -> bool:
    return tok.kind is Kind.NEWLINE or (tok.kind is Kind.COMMENT and tok.text.endswith("\n"))


def _lines(tokens: list[WriterToken]) -> list[_Line]:
    lines: list[_Line] = []
    start = 0
    for i, tok in enumerate(tokens):
        if tok.kind is Kind.EOF:
            lines.append(_Line((start, i)))
            break
        if _ends_line(tok):
            lines.append(_Line((start, i + 1)))
            start = i + 1
    for line in lines:
        start, stop = line.lead
        if stop - start > 1 and tokens[stop - 1].kind is Kind.COMMENT:
            line.comment = stop - 1
            stop -= 1
            line.lead = (start, stop)
        for i in range(start + 1, stop):
            if tokens[i].kind is Kind.EQUAL:
                if sum(bracket_change(tokens[j].kind) for j in range(i, stop)) == 0:
                    line.lead = (start, i)
                    line.assign = (i, stop)
                break
    return lines


def _indent(tokens: list[WriterToken], lines: list[_Line], spaces: list[int]) -> None:
    indents: list[int] = []
    for line in lines:
        start, stop = line.lead
        if start == stop:
            continue
        if tokens[start].kind is Kind.NEWLINE:
            spaces[start] = 0
            continue
        net = 0
        for i in range(start, stop):
            net += bracket_change(tokens[i].kind)
            if tokens[i].kind is Kind.OHEREDOC:
                break
        if line.assign is not None:
            net += sum(bracket_change(tokens[i].kind) for i in range(*line.assign))
        if net > 0:
            spaces[start] = 2 * len(indents)
            indents.append(net)
        else:
            closed = -net
            while closed > 0 and indents:
                if closed > indents[-1]:
                    closed -= indents.pop()
                elif closed < indents[-1]:
                    indents[-1] -= closed
                    closed = 0
                else:
                    indents.pop()
                    closed = 0
            spaces[start] = 2 * len(indents)


def _space(tokens: list[WriterToken], lines: list[_Line], spaces: list[int]) -> None:
    for line in lines:
        cells = [line.lead] if line.assign is None else [line.lead, line.assign]
        for n, (start, stop) in enumerate(cells):
            if n == 1:
                spaces[start] = 1
            for i in range(start, stop - 1):
                before = tokens[i - 1].kind if i > start else Kind.EOF
                space = _space_between(tokens[i], before, tokens[i + 1].kind)
                spaces[i + 1] = 1 if space else 0


def _space_between(subject: WriterToken, before: Kind, after: Kind) -> bool:
    """Whether one space separates ``subject`` from the token after it.

    ``before`` is the kind of the token before ``subject`` (EOF at a cell's start).
    """
    kind = subject.kind
    if after is Kind.NEWLINE or after is Kind.EOF:
        return False
    if kind is Kind.IDENT and after is Kind.OPAREN:
        return False  # a function call
    if (kind is Kind.IDENT and after is Kind.DOUBLE_COLON) or (kind is Kind.DOUBLE_COLON and after is Kind.IDENT):
        return False  # a namespaced function name
    if kind is Kind.DOT or after is Kind.DOT:
        return False
    if after is Kind.COMMA or after is Kind.ELLIPSIS:
        return False
    if kind is Kind.COMMA:
        return True
    if kind in _TEMPLATE_LEFT or after in _TEMPLATE_RIGHT:
        return False  # inside a template
    if kind is Kind.IDENT and subject.text == "in" and before is Kind.IDENT:
        return True  # `for x in [y]`, not an index into `in`
    if after is Kind.OBRACK and (kind is Kind.IDENT or kind is Kind.NUMBER or kind in _CLOSERS):
        return False  # an index
    if kind is Kind.BANG:
        return False
    if kind is Kind.MINUS:
        return before not in _BEFORE_NEGATION
    if kind is Kind.OBRACE or after is Kind.CBRACE:
        return not (kind is Kind.OBRACE and after is Kind.CBRACE)
    if kind in (Kind.TEMPLATE_INTERP, Kind.TEMPLATE_CONTROL) and after is Kind.OBRACE:
        return True
    if kind is Kind.CBRACE and after is Kind.TEMPLATE_SEQ_END:
        return True
    if kind is Kind.TEMPLATE_SEQ_END and after in (Kind.TEMPLATE_INTERP, Kind.TEMPLATE_CONTROL):
        return False
    if kind in _OPENERS:
        return False
    return after not in _CLOSERS


def _columns(tokens: list[WriterToken], spaces: list[int], start: int, stop: int) -> int:
    return sum(spaces[i] + tokens[i].columns() for i in range(start, stop))


def _align(tokens: list[WriterToken], lines: list[_Line], spaces: list[int]) -> None:
    lead_columns = [_columns(tokens, spaces, *line.lead) for line in lines]
    run: list[int] = []
    widest = 0
    for n, line in enumerate([*lines, None]):
        if line is not None and line.assign is not None:
            run.append(n)
            widest = max(widest, lead_columns[n])
            continue
        for m in run:
            assign = lines[m].assign
            assert assign is not None
            spaces[assign[0]] = widest - lead_columns[m] + 1
        run, widest = [], 0
    widths: dict[int, int] = {}
    for n, line in enumerate([*lines, None]):
        if line is not None and line.comment is not None:
            width = lead_columns[n]
            if line.assign is not None:
                width += _columns(tokens, spaces, *line.assign)
            widths[n] = width
            run.append(n)
            widest = max(widest, width)
            continue
        for m in run:
            comment = lines[m].comment
            assert comment is not None
            spaces[comment] = widest - widths[m] + 1
        run, widest = [], 0
