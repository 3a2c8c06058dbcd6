"""How far the reference reads an expression on after an operand it passed over.

In its recovery mode the reference puts a placeholder in for a missing operand without
a word and goes on at the same token: before an operator, it reads the operation on
(``x ? * 1`` is ``x ? (placeholder * 1)``, and the conditional then misses its false
result at the end of the line). :func:`read_on` follows that reading over the tokens,
as far as it is plain: operands (a placeholder's steps too), operators, bracketed
groups and strings that close on the way, and conditionals; it stops at a step
without its name, which the reference reports.
"""

from __future__ import annotations

from antlr4 import Token

from hcl.native import lexer_tables as L
from hcl.native.syntax_sets import BINARY_OPERATORS, CLOSED_BY, IDENTS, OPENERS
from hcl.native.token_stream import TokenList

__all__ = ["ReadOn", "read_on"]

_UNARY_OPERATORS = frozenset({L.MINUS, L.BANG})
_NAMES = IDENTS | {L.NUMBER}
# Openers of the groups read as one operand, and each one's closers.
_CLOSERS = {opener: frozenset(c for c, openers in CLOSED_BY.items() if opener in openers) for opener in OPENERS}
# Nested conditionals and groups followed this deep, and tokens this many, at most.
_MAX_DEPTH = 64
_MAX_TOKENS = 4096


class _Unmodelled(Exception):
    """The reading reaches something this module does not follow."""


class _Reported(Exception):
    """The reading meets an error the reference reports there (a step without its name):
    the expressions around give up silently, so the reading stops."""


class ReadOn:
    """Where the reading ends, the conditional that misses its false result there (the
    index of the token its condition starts at), if one does, and in ``nameless`` the
    tokens found where a step's attribute name should be: the reference reports each,
    the expressions around then give up, and the reading stops after those steps."""

    __slots__ = ("end", "nameless", "open_conditional")

    def __init__(self, end: Token, open_conditional: int | None, nameless: list[Token]) -> None:
        self.end = end
        self.open_conditional = open_conditional
        self.nameless = nameless


class _Reader:
    __slots__ = ("depth", "i", "nameless", "read", "tokens")

    def __init__(self, tokens: TokenList, index: int) -> None:
        self.tokens = tokens
        self.i = index
        self.depth = 0
        self.read = 0
        self.nameless: list[Token] = []

    @property
    def type(self) -> int:
        return int(self.tokens[self.i].type)

    def advance(self) -> None:
        self.read += 1
        if self.read > _MAX_TOKENS or self.type == Token.EOF:
            raise _Unmodelled
        i = self.i + 1
        while self.tokens[i].channel != Token.DEFAULT_CHANNEL:
            i += 1
        self.i = i

    def expression(self, passed_over: bool) -> int | None:
        """Read an expression (its first operand passed over when ``passed_over``); the
        index of the condition's first token of a conditional in it that misses its
        false result at the token where the reading stops, if any."""
        self.depth += 1
        if self.depth > _MAX_DEPTH:
            raise _Unmodelled
        start = self.i
        if passed_over:
            self.steps()  # (of the placeholder)
        else:
            self.operand()
        while self.type in BINARY_OPERATORS:
            self.advance()
            self.operand()
        if self.type == L.QUESTION:
            self.advance()
            missing = self.expression(False)
            if missing is not None:
                return missing  # (in recovery mode, the conditionals around give up silently)
            if self.type != L.COLON:
                return start
            self.advance()
            missing = self.expression(False)
            if missing is not None:
                return missing
        self.depth -= 1
        return None

    def operand(self) -> None:
        """Read an operand with its steps; none where none starts (the reference passes
        over it, and reads the steps after its placeholder)."""
        while self.type in _UNARY_OPERATORS:
            self.advance()
        if self.type in _NAMES:
            name = self.type == L.IDENT
            self.advance()
            if name and self.type == L.LPAREN:  # a call
                self.group()
        elif self.type in _CLOSERS:
            self.group()
        self.steps()  # (a placeholder's too)

    def steps(self) -> None:
        """Read the traversal steps and indexes here, if any."""
        splat = False
        while self.type in (L.DOT, L.LBRACK):
            if self.type == L.DOT:
                self.advance()
                if self.type == L.NUMBER and "." in self.tokens[self.i].text:
                    raise _Unmodelled  # (two legacy indexes in one number)
                if self.type in _NAMES or self.type == L.STAR:
                    splat = splat or self.type == L.STAR
                    self.advance()
                elif splat:
                    raise _Unmodelled  # (the reference reads a splat's steps its own way)
                else:  # (reported, and the steps go on from this token)
                    self.nameless.append(self.tokens[self.i])
            else:
                self.group()
        if self.nameless:
            raise _Reported

    def group(self) -> None:
        """Read a bracketed group, string or heredoc to its closer, as one piece. A
        conditional in it without its ":" would be reported there even in recovery mode:
        such a group is not followed."""
        stack = [_CLOSERS[self.type]]
        questions = [0]  # at each level, the "?" not yet matched by a ":"
        while stack:
            self.advance()
            kind = self.type
            if kind in stack[-1]:
                stack.pop()
                if questions.pop():
                    raise _Unmodelled
            elif kind in _CLOSERS:
                stack.append(_CLOSERS[kind])
                questions.append(0)
            elif kind in CLOSED_BY:
                raise _Unmodelled  # a closer of another kind: the group is broken
            elif kind == L.QUESTION:
                questions[-1] += 1
            elif kind == L.COLON and questions[-1]:
                questions[-1] -= 1
        self.advance()


def read_on(tokens: TokenList, index: int, passed_over: bool = True) -> ReadOn | None:
    """How the reference reads on from the operator at token ``index``, having passed
    over the operand before it (or, without ``passed_over``, an expression from its
    start there, an operand missing there passed over); None where that reading is not
    plain."""
    reader = _Reader(tokens, index)
    try:
        missing = reader.expression(passed_over)
    except _Unmodelled:
        return None
    except _Reported:
        missing = None
    return ReadOn(tokens[reader.i], missing, reader.nameless)
