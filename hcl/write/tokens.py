"""Writer tokens: the project's lexer output as a flat, lossless token list.

The generated lexer (with its host subclass, :mod:`hcl.native.lexer`) yields parser
tokens plus hidden-channel white space and comments. This module regroups them into
the token classes the reference formatter reasons about (one kind per hclsyntax token
type), each carrying the exact white space before it, so that joining every token's
``before`` and ``text`` gives back the input character for character:

* a line comment owns the line break that ends it (as in the reference scanner);
* the ``}`` that closes ``${``/``%{`` is a :attr:`Kind.TEMPLATE_SEQ_END`;
* a ``{ for`` opener, one lexer token, is split into ``{``, comments, line breaks and
  ``for``;
* keywords are identifiers; template text is literal text;
* a byte-order mark counts as white space before the first token (three bytes, as the
  reference counts it), and white space after the last token belongs to the
  :attr:`Kind.EOF` token that always ends the list.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from hcl.native import lexer_tables as L
from hcl.native.regex_lexer import scan
from hcl.source import grapheme_count

BOM = "\ufeff"


class Kind(enum.Enum):
    """A writer token's class (the reference scanner's token types)."""

    IDENT = "ident"
    NUMBER = "number"
    OBRACE = "{"
    CBRACE = "}"
    OBRACK = "["
    CBRACK = "]"
    OPAREN = "("
    CPAREN = ")"
    OQUOTE = "oquote"
    CQUOTE = "cquote"
    OHEREDOC = "oheredoc"
    CHEREDOC = "cheredoc"
    QUOTED_LIT = "quoted_lit"
    STRING_LIT = "string_lit"
    TEMPLATE_INTERP = "${"
    TEMPLATE_CONTROL = "%{"
    TEMPLATE_SEQ_END = "seq_end"
    COMMENT = "comment"
    NEWLINE = "newline"
    QUOTED_NEWLINE = "quoted_newline"
    EQUAL = "="
    EQUAL_OP = "=="
    NOT_EQUAL = "!="
    LESS = "<"
    GREATER = ">"
    LESS_EQ = "<="
    GREATER_EQ = ">="
    AND = "&&"
    OR = "||"
    BANG = "!"
    PLUS = "+"
    MINUS = "-"
    STAR = "*"
    SLASH = "/"
    PERCENT = "%"
    QUESTION = "?"
    COLON = ":"
    COMMA = ","
    DOT = "."
    ELLIPSIS = "..."
    DOUBLE_COLON = "::"
    FAT_ARROW = "=>"
    INVALID = "invalid"
    EOF = "eof"


@dataclass(slots=True)
class WriterToken:
    """One token: its kind, its text, and the exact white space before it."""

    kind: Kind
    text: str
    before: str = ""

    @property
    def spaces(self) -> int:
        """The white space before the token in bytes, as the reference counts it."""
        before = self.before
        return len(before) if before.isascii() else len(before.encode("utf-8", "surrogateescape"))

    def columns(self) -> int:
        """Grapheme clusters of the text."""
        return grapheme_count(self.text)

    def __str__(self) -> str:
        return self.before + self.text


_SIMPLE: dict[int, Kind] = {
    L.LBRACE: Kind.OBRACE, L.LPAREN: Kind.OPAREN, L.RPAREN: Kind.CPAREN, L.LBRACK: Kind.OBRACK,
    L.RBRACK: Kind.CBRACK, L.OQUOTE: Kind.OQUOTE, L.CQUOTE: Kind.CQUOTE, L.HEREDOC_START: Kind.OHEREDOC,
    L.HEREDOC_END: Kind.CHEREDOC, L.FAT_ARROW: Kind.FAT_ARROW, L.EQ: Kind.EQUAL_OP, L.NE: Kind.NOT_EQUAL,
    L.LE: Kind.LESS_EQ, L.GE: Kind.GREATER_EQ, L.AND: Kind.AND, L.OR: Kind.OR, L.ELLIPSIS: Kind.ELLIPSIS,
    L.DOUBLE_COLON: Kind.DOUBLE_COLON, L.ASSIGN: Kind.EQUAL, L.LT: Kind.LESS, L.GT: Kind.GREATER,
    L.PLUS: Kind.PLUS, L.MINUS: Kind.MINUS, L.STAR: Kind.STAR, L.SLASH: Kind.SLASH, L.PERCENT: Kind.PERCENT,
    L.BANG: Kind.BANG, L.QUESTION: Kind.QUESTION, L.COLON: Kind.COLON, L.COMMA: Kind.COMMA, L.DOT: Kind.DOT,
    L.NUMBER: Kind.NUMBER, L.IDENT: Kind.IDENT, L.FOR: Kind.IDENT, L.IN: Kind.IDENT, L.IF: Kind.IDENT,
    L.ELSE: Kind.IDENT, L.ENDIF: Kind.IDENT, L.ENDFOR: Kind.IDENT, L.TRUE: Kind.IDENT, L.FALSE: Kind.IDENT,
    L.NULL: Kind.IDENT, L.INVALID: Kind.INVALID, L.QUOTED_NEWLINE: Kind.QUOTED_NEWLINE,
    L.TEMPLATE_INTERP: Kind.TEMPLATE_INTERP, L.TEMPLATE_DIRECTIVE: Kind.TEMPLATE_CONTROL,
    L.QUOTED_TEXT: Kind.QUOTED_LIT, L.H_TEXT: Kind.STRING_LIT, L.H_NEWLINE: Kind.STRING_LIT,
}

# The pieces of a `{ for` opener after its brace: white space, line breaks, comments.
_GAP = re.compile(r"[ \t]+|\r?\n|(?:#|//)[^\n]*\n|/\*.*?\*/", re.S)

# What an open context is: a quoted template, a heredoc, an interpolation or directive,
# or a brace (block, object, `{ for`).
_QUOTE, _HEREDOC, _INTERP, _BRACE = range(4)


class _Builder:
    """Accumulates writer tokens, attaching pending white space to the next one."""

    def __init__(self) -> None:
        self.tokens: list[WriterToken] = []
        self.pending = ""

    def space(self, text: str) -> None:
        self.pending += text

    def add(self, kind: Kind, text: str) -> None:
        self.tokens.append(WriterToken(kind, text, self.pending))
        self.pending = ""

    def newline(self, text: str) -> None:
        """A line break; it ends a directly preceding line comment."""
        last = self.tokens[-1] if self.tokens else None
        if (last is not None and not self.pending and last.kind is Kind.COMMENT
                and not last.text.endswith(("\n", "*/"))):
            last.text += text
        else:
            self.add(Kind.NEWLINE, text)


def tokenize(src: str | bytes) -> list[WriterToken]:
    """Lex a configuration file into writer tokens ending with :attr:`Kind.EOF`.

    Never fails: characters the language does not use become :attr:`Kind.INVALID`
    tokens, and invalid UTF-8 bytes are kept as ``surrogateescape`` characters.
    """
    text = src.decode("utf-8", "surrogateescape") if isinstance(src, bytes) else src
    out = _Builder()
    body = text
    if text.startswith(BOM):
        out.space(BOM)
        body = text[1:]
    # Tokens as the reference's scanner gives them, where a closer does not match its opener.
    table = scan(body, follow_braces=True)
    types, starts = table.types, table.starts
    stack: list[int] = []
    carry_cr = False  # a `{ for` opener ended in CR: it joins the following LF
    for i in range(len(types) - 1):  # the last row is the end of the file
        ttype = types[i]
        ttext = body[starts[i]:starts[i + 1]]
        if carry_cr:
            carry_cr = False
            if ttype == L.NEWLINE and ttext == "\n":
                out.newline("\r\n")
                continue
            out.add(Kind.INVALID, "\r")
        if ttype == L.WS:
            out.space(ttext)
        elif ttype == L.NEWLINE:
            out.newline(ttext)
        elif ttype in (L.LINE_COMMENT, L.BLOCK_COMMENT):
            out.add(Kind.COMMENT, ttext)
        elif ttype == L.FOR_LBRACE:
            stack.append(_BRACE)
            carry_cr = _split_for_brace(ttext, out)
        elif ttype in (L.RBRACE, L.STRIP_RBRACE):
            top = stack.pop() if stack else _BRACE
            if top == _INTERP or ttype == L.STRIP_RBRACE:
                out.add(Kind.TEMPLATE_SEQ_END, ttext)
            else:
                out.add(Kind.CBRACE, ttext)
        elif ttype == L.TEMPLATE_ESCAPE:
            out.add(Kind.QUOTED_LIT if stack and stack[-1] == _QUOTE else Kind.STRING_LIT, ttext)
        else:
            kind = _SIMPLE[ttype]
            out.add(kind, ttext)
            if kind is Kind.OBRACE:
                stack.append(_BRACE)
            elif kind in (Kind.TEMPLATE_INTERP, Kind.TEMPLATE_CONTROL):
                stack.append(_INTERP)
            elif kind is Kind.OQUOTE:
                stack.append(_QUOTE)
            elif kind is Kind.OHEREDOC:
                stack.append(_HEREDOC)
            elif kind in (Kind.CQUOTE, Kind.CHEREDOC) and stack:
                stack.pop()
    if carry_cr:
        out.add(Kind.INVALID, "\r")
    out.add(Kind.EOF, "")
    return out.tokens


def _split_for_brace(text: str, out: _Builder) -> bool:
    """Emit a `{ for` opener as its pieces; True when it ended in a lone CR."""
    out.add(Kind.OBRACE, "{")
    at = 1
    end = len(text) - 4  # "for" and one white-space character
    while at < end:
        m = _GAP.match(text, at, end)
        if m is None:  # cannot happen: the lexer matched only gaps here
            break
        piece = m.group()
        if piece[0] in " \t":
            out.space(piece)
        elif piece[0] in "\r\n":
            out.newline(piece)
        else:
            out.add(Kind.COMMENT, piece)
        at = m.end()
    out.add(Kind.IDENT, "for")
    last = text[-1]
    if last == "\r":
        return True
    if last == "\n":
        out.newline(last)
    else:
        out.space(last)
    return False


def untokenize(tokens: list[WriterToken]) -> str:
    """The text of a token list (the inverse of :func:`tokenize`)."""
    return "".join([t.before + t.text for t in tokens])
