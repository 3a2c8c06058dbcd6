"""A fast token source equivalent to the generated lexer plus the heredoc hook.

One compiled regular expression per group of lexer modes of grammar/HCLLexer.g4
stands in for ANTLR's lexer automaton. Each alternative is one grammar rule (or a few
rules with the same action), ordered so that the first alternative that matches is
the one ANTLR's longest-match rule picks. Identifiers are matched with ASCII classes
and extended through the exact Unicode sets the ANTLR tool compiled (read from the
generated lexer's ATN into ``lexer_charsets``). The tokens are ANTLR ``CommonToken``
objects with the same type, channel, text, line, column, start, stop and index as the
generated lexer's; tests/native/test_regex_lexer.py proves it on samples, the corpus
and generated input, and fails when the grammar changes without this module following.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from antlr4 import Token
from antlr4.CommonTokenFactory import CommonTokenFactory

from hcl.native import lexer_tables as T
from hcl.native.token_stream import IndexedTokenStream
from hcl.native.token_table import TokenTable

_HIDDEN = Token.HIDDEN_CHANNEL
_NONE, _PUSH, _POP = 0, 1, 2
# Special alternatives, resolved in code.
_NAME, _LTLT, _WIDE = -2, -3, -4

# White space and comments between ``{`` and ``for``. Runs of white space and line comments
# are matched possessively: nothing after them could start inside one, and a repeated
# group that can backtrack keeps some 500 bytes an iteration for the length of the match
# (a block followed by 20,000 comment lines took 11 MB to lex).
_GAP = r"(?:(?:[ \t\r\n]|(?:\#|//)[^\n]*\n)++|/\*[\s\S]*?\*/)"
# The expression vocabulary of DEFAULT_MODE, INNER and HEADER: (pattern, rule kind).
_EXPRESSION = [
    (r"\r?\n", T.NEWLINE),
    (r"[ \t]+", T.WS),
    (r"(?:\#|//)[^\n]*", T.LINE_COMMENT),
    (r"/\*[\s\S]*?\*/", T.BLOCK_COMMENT),
    (r"\{" + _GAP + r"*for[ \t\r\n]", T.FOR_LBRACE),
    (r"\{", T.LBRACE), (r"\}", T.RBRACE), (r"~\}", T.STRIP_RBRACE),
    (r"\(", T.LPAREN), (r"\)", T.RPAREN), (r"\[", T.LBRACK), (r"\]", T.RBRACK), (r'"', T.OQUOTE),
    (r"<<", _LTLT),
    (r"=>", T.FAT_ARROW), (r"==", T.EQ), (r"!=", T.NE), (r"<=", T.LE), (r">=", T.GE), (r"&&", T.AND),
    (r"\|\|", T.OR), (r"\.\.\.", T.ELLIPSIS), (r"::", T.DOUBLE_COLON), (r"=", T.ASSIGN), (r"<", T.LT),
    (r">", T.GT), (r"\+", T.PLUS), (r"-", T.MINUS), (r"\*", T.STAR), (r"/", T.SLASH), (r"%", T.PERCENT),
    (r"!", T.BANG), (r"\?", T.QUESTION), (r":", T.COLON), (r",", T.COMMA), (r"\.", T.DOT),
    (r"[0-9](?:\.*(?:[0-9]|[eE][+-]?[0-9]))*", T.NUMBER),
    (r"[A-Za-z_][A-Za-z0-9_-]*", _NAME),
    (r"[^\x00-\x7f]", _WIDE),
    (r"[\s\S]", T.INVALID),
]
# Escaped sequences and the openers of interpolations and directives, in every template mode.
_SEQUENCE_OPENERS = [
    (r"\$\$\{|%%\{", T.TEMPLATE_ESCAPE),
    (r"\$\{~?", T.TEMPLATE_INTERP),
    (r"%\{~?", T.TEMPLATE_DIRECTIVE),
]
_TEMPLATE = [
    (r'"', T.CQUOTE),
    *_SEQUENCE_OPENERS,
    (r"(?:[^\"\\$%\r\n\udc80-\udcff]|\\[^\r\n\udc80-\udcff])+", T.QUOTED_TEXT),
    (r"[$%]\Z", T.INVALID),
    (r"[$%]", T.QUOTED_TEXT),
    (r"[\udc80-\udcff\\]", T.INVALID),
    (r"[\r\n]+", T.QUOTED_NEWLINE),
]
_HEREDOC = [
    *_SEQUENCE_OPENERS,
    (r"\r?\n", T.H_NEWLINE),
    (r"[^$%\r\n\udc80-\udcff]+", T.H_TEXT),
    (r"[\udc80-\udcff]", T.INVALID),
    (r"[$%]\Z", T.INVALID),
    (r"[$%]", T.H_TEXT),
    (r"\r[\s\S]*", T.INVALID),
]
_TEMPLATE_FILE = [
    *_SEQUENCE_OPENERS,
    (r"\r?\n", T.H_NEWLINE),
    (r"[^$%\r\n]+", T.H_TEXT),
    (r"[$%\r]", T.H_TEXT),
]


def _compile(alternatives: list[tuple[str, int]]) -> re.Pattern[str]:
    return re.compile("|".join(f"({pattern})" for pattern, _ in alternatives))


_KEYWORDS = {"for": T.FOR, "in": T.IN, "if": T.IF, "else": T.ELSE, "endif": T.ENDIF, "endfor": T.ENDFOR,
             "true": T.TRUE, "false": T.FALSE, "null": T.NULL}
_NAMES = frozenset({T.IDENT, *_KEYWORDS.values()})
_OPENERS = {T.FOR_LBRACE: T.INNER, T.LBRACE: T.DEFAULT_MODE, T.LPAREN: T.INNER, T.LBRACK: T.INNER,
            T.OQUOTE: T.TEMPLATE, T.HEREDOC_START: T.HEREDOC, T.TEMPLATE_INTERP: T.INNER,
            T.TEMPLATE_DIRECTIVE: T.INNER}
_HIDDEN_KINDS = frozenset({T.WS, T.LINE_COMMENT, T.BLOCK_COMMENT})


def _action(mode: int, kind: int) -> tuple[int, int, int, int]:
    """``(channel, mode to set or -1, stack operation, mode to push)`` of a rule in a mode."""
    channel = _HIDDEN if kind in _HIDDEN_KINDS or (kind == T.NEWLINE and mode == T.INNER) else 0
    if mode == T.HEADER:
        if kind in _HIDDEN_KINDS or kind in _NAMES:
            return channel, -1, _NONE, 0
        if kind == T.OQUOTE:
            return channel, -1, _PUSH, T.TEMPLATE
    elif kind in _NAMES:
        return channel, T.HEADER if mode == T.DEFAULT_MODE else -1, _NONE, 0
    set_mode = T.DEFAULT_MODE if mode == T.HEADER else -1
    if kind in _OPENERS:
        return channel, set_mode, _PUSH, _OPENERS[kind]
    if kind in (T.RBRACE, T.STRIP_RBRACE, T.CQUOTE) or (kind in (T.RPAREN, T.RBRACK) and mode == T.INNER):
        return channel, set_mode, _POP, 0
    return channel, set_mode, _NONE, 0


def _table(mode: int, alternatives: list[tuple[str, int]]) -> tuple[tuple[int, int, int, int, int], ...]:
    """Per alternative (indexed by ``Match.lastindex``): kind and the mode's action."""
    return ((0, 0, 0, 0, 0), *((kind, *_action(mode, kind)) for _, kind in alternatives))


_EXPRESSION_RE = _compile(_EXPRESSION)
_PATTERNS = {T.DEFAULT_MODE: _EXPRESSION_RE, T.INNER: _EXPRESSION_RE, T.HEADER: _EXPRESSION_RE,
             T.TEMPLATE: _compile(_TEMPLATE), T.HEREDOC: _compile(_HEREDOC),
             T.TEMPLATE_FILE: _compile(_TEMPLATE_FILE)}
_TABLES = {mode: _table(mode, alts) for mode, alts in (
    (T.DEFAULT_MODE, _EXPRESSION), (T.INNER, _EXPRESSION), (T.HEADER, _EXPRESSION),
    (T.TEMPLATE, _TEMPLATE), (T.HEREDOC, _HEREDOC), (T.TEMPLATE_FILE, _TEMPLATE_FILE))}
_HEADER_LBRACE = (T.LBRACE, *_action(T.HEADER, T.LBRACE))
_ASCII_CONTINUE = re.compile(r"[A-Za-z0-9_-]+")
_HEREDOC_TAIL = re.compile(r"\r?\n")

# Go's unicode.IsSpace, which the reference uses to trim a candidate terminator line.
_SPACE = (
    "\t\n\v\f\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000"
)


def _in(boundaries: tuple[int, ...], ch: str) -> bool:
    return bisect_right(boundaries, ord(ch)) & 1 == 1


def _name_end(text: str, end: int) -> int:
    """The end of an identifier whose ASCII part ends at ``end``: follow Unicode ID_Continue."""
    n = len(text)
    cont = T.ID_CONTINUE
    while end < n:
        ch = text[end]
        if ch < "\x80":
            m = _ASCII_CONTINUE.match(text, end)
            if m is None:
                return end
            end = m.end()
        elif _in(cont, ch):
            end += 1
        else:
            return end
    return end


def _identifier_at(text: str, pos: int) -> int:
    """The end of the identifier starting at ``pos``, or -1 if none starts there."""
    ch = text[pos] if pos < len(text) else ""
    if ch < "\x80":
        return _name_end(text, pos + 1) if ch and (ch.isalpha() or ch == "_") else -1
    if not _in(T.ID_START, ch):
        return -1
    return _name_end(text, pos + 1)


def is_identifier(name: str) -> bool:
    """True when ``name`` lexes as one identifier (the grammar's ``IdFrag``), keywords included."""
    return bool(name) and _identifier_at(name, 0) == len(name)


class TokenSource:
    """What the parser asks of a token stream's source: the factory for conjured tokens."""

    _factory = CommonTokenFactory.DEFAULT
    line = 0
    column = 0

    def getSourceName(self) -> str:  # ANTLR's name
        return "<string>"

    def getInputStream(self) -> None:
        return None


_SOURCE = TokenSource()
TOKEN_SOURCE = (_SOURCE, None)  # every token's (token source, input stream)


_BRACKETS = frozenset({T.LPAREN, T.LBRACK})
_BRACES = frozenset({T.RBRACE, T.STRIP_RBRACE})
_OPENER_OF = {T.RPAREN: T.LPAREN, T.RBRACK: T.LBRACK}


def closed_by(closer: int, openers: Sequence[int]) -> int:
    """How many of the innermost ``openers`` (the token types that pushed a lexer mode,
    at least one) ``closer`` closes when, as in the reference's scanner, only braces
    nest: a closing brace also closes the brackets left open inside it, and a bracket
    that does not close the innermost opener closes nothing."""
    if closer in _BRACES:
        n, k = len(openers), 1
        while k < n and openers[-k] in _BRACKETS:
            k += 1
        return k
    top = openers[-1]
    return 1 if _OPENER_OF.get(closer, top) == top else 0


def scan(
    text: str, mode: int = T.DEFAULT_MODE, line_starts: Sequence[int] | None = None, *, follow_braces: bool = False,
) -> TokenTable:
    """Every token of ``text`` (hidden ones too), then EOF, as the generated lexer gives
    them, as a table whose token objects are made on request (``line_starts``: the
    text's, when the caller has them already).

    ``follow_braces``: close brackets as the reference's scanner does (see
    ``closed_by``). The tokens differ from the generated lexer's only
    after a closer that does not match its opener, which is always a syntax error; the
    recovering parse reads these, so that what follows is lexed as the reference lexes
    it (``"${f(1}"`` ends the string at its quote).
    """
    table = TokenTable(text, TOKEN_SOURCE, line_starts)
    types, channels, starts = table.types, table.channels, table.starts
    add_type, add_channel, add_start = types.append, channels.append, starts.append
    n = len(text)
    pos = 0
    stack: list[int] = []
    openers: list[int] | None = [] if follow_braces else None  # the token that made each push
    markers: list[str] = []
    pattern = _PATTERNS[mode]
    table_of = _TABLES[mode]
    while pos < n:
        m = pattern.match(text, pos)
        assert m is not None and m.lastindex is not None  # every mode's pattern matches any character
        entry = table_of[m.lastindex]
        ttype = entry[0]
        end = m.end()
        if ttype < 0:
            if ttype == _NAME:
                if end < n and text[end] >= "\x80":
                    end = _name_end(text, end)
                ttype = _KEYWORDS.get(text[pos:end], T.IDENT)
            elif ttype == _LTLT:
                start = pos + 3 if text.startswith("-", pos + 2) else pos + 2
                stop = _identifier_at(text, start)
                tail = _HEREDOC_TAIL.match(text, stop) if stop >= 0 else None
                if tail is not None:
                    ttype, end = T.HEREDOC_START, tail.end()
                else:
                    ttype, end = T.LT, pos + 1
            elif _in(T.ID_START, text[pos]):
                end = _name_end(text, end)
                ttype = T.IDENT
            else:
                if text[pos] == "\udced" and "\udca0" <= text[pos + 1:pos + 2] <= "\udcbf" and (
                        "\udc80" <= text[pos + 2:pos + 3] <= "\udcbf"):
                    end = pos + 3
                ttype = T.INVALID
            entry = (ttype, *_action(mode, ttype))
        elif ttype == T.FOR_LBRACE and mode == T.HEADER:
            entry = _HEADER_LBRACE
            ttype = T.LBRACE
            end = pos + 1
        add_type(ttype)
        add_channel(entry[1])
        add_start(pos)
        # Mode changes, in the order the grammar's commands give them.
        if entry[2] >= 0:
            mode = entry[2]
        operation = entry[3]
        if operation == _PUSH:
            stack.append(mode)
            mode = entry[4]
            if openers is not None:
                openers.append(ttype)
        elif operation == _POP and stack:
            if openers is None:
                mode = stack.pop()
            else:
                for _ in range(closed_by(ttype, openers)):
                    openers.pop()
                    mode = stack.pop()
        # The host hook: the heredoc marker stack and the terminator line.
        if ttype == T.HEREDOC_START:
            markers.append(text[pos:end].rstrip("\r\n").lstrip("<").lstrip("-"))
        elif ttype == T.H_TEXT and markers and (pos == 0 or text[pos - 1] == "\n") and (
                text.startswith("\n", end) or text.startswith("\r\n", end)) and (
                text[pos:end].strip(_SPACE) == markers[-1]):
            types[-1] = T.HEREDOC_END
            markers.pop()
            if stack:
                mode = stack.pop()
                if openers is not None:
                    openers.pop()
        pos = end
        pattern = _PATTERNS[mode]
        table_of = _TABLES[mode]
    add_type(Token.EOF)
    add_channel(Token.DEFAULT_CHANNEL)
    add_start(n)
    add_start(n)  # the end of the last token
    return table


def tokenize(text: str, mode: int = T.DEFAULT_MODE) -> list[Token]:
    """Every token of ``text`` (hidden ones too), then EOF, as the generated lexer gives them."""
    return scan(text, mode).tokens()


def token_stream(tokens: list[Token] | TokenTable, *, lazy: bool = False) -> IndexedTokenStream:
    """An ANTLR token stream over ``tokens`` (which end with EOF), or over a table's rows
    (``lazy``: token objects made as the parser reaches them, see ``IndexedTokenStream``)."""
    return IndexedTokenStream(_SOURCE, tokens, lazy=lazy)
