"""A token stream over a finished token list, for the generated parser.

ANTLR's ``CommonTokenStream`` finds the next token on the parser's channel by scanning
and re-checking its buffer on every ``LT``, ``LA`` and ``consume``. With the whole list
known up front, the next on-channel position of every index is computed once, and those
calls become index lookups. Results are those of ``CommonTokenStream`` for every call
(tests/native/test_token_stream.py compares them operation by operation).
"""

from __future__ import annotations

from array import array

from antlr4 import CommonTokenStream, Token
from antlr4.error.Errors import IllegalStateException


class IndexedTokenStream(CommonTokenStream):
    """``CommonTokenStream`` semantics on the default channel, over a complete token list."""

    def __init__(self, source, tokens: list[Token]) -> None:
        super().__init__(source)
        self.tokens = tokens
        self.fetchedEOF = True
        n = len(tokens)
        # Arrays: 8 bytes an entry instead of an int object each (three per token).
        on = array("q", [i for i, t in enumerate(tokens) if t.channel == Token.DEFAULT_CHANNEL or t.type == Token.EOF])
        following = array("q", bytes(8 * n))  # the first on-channel index at or after i
        rank = array("q", bytes(8 * n))  # that index's position in ``on``
        p = len(on) - 1
        for i in range(n - 1, -1, -1):
            if p > 0 and on[p - 1] >= i:
                p -= 1
            following[i] = on[p]
            rank[i] = p
        self._on = on
        self._following = following
        self._rank = rank
        self.index = following[0]

    def LT(self, k: int) -> Token | None:  # ANTLR's name
        if k == 1:
            return self.tokens[self.index]
        if k == -1:
            return self.LB(1)
        if k > 1 and self.tokens[self.index].channel == Token.DEFAULT_CHANNEL:
            p = self._rank[self.index] + k - 1
            on = self._on
            return self.tokens[on[p] if p < len(on) else on[-1]]
        return super().LT(k)

    def LA(self, i: int) -> int:  # ANTLR's name
        if i == 1:
            return self.tokens[self.index].type  # type: ignore[no-any-return]
        return self.LT(i).type  # type: ignore[union-attr]

    def LB(self, k: int) -> Token | None:  # ANTLR's name
        if k == 0 or self.index - k < 0:
            return None
        p = self._rank[self.index] - k
        return self.tokens[self._on[p]] if p >= 0 else None

    def consume(self) -> None:
        if self.index >= len(self.tokens) - 1:
            raise IllegalStateException("cannot consume EOF")
        self.index = self._following[self.index + 1]

    def seek(self, index: int) -> None:
        self.index = self._following[index] if index < len(self.tokens) else len(self.tokens) - 1
