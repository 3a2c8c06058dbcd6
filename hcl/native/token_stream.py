"""A token stream over a finished token table, for the generated parser.

ANTLR's ``CommonTokenStream`` finds the next token on the parser's channel by scanning
and re-checking its buffer on every ``LT``, ``LA`` and ``consume``. With the whole
table known up front, the next on-channel position of every index is computed once,
and those calls become index lookups. Results are those of ``CommonTokenStream`` for
every call (tests/native/test_token_stream.py compares them operation by operation).

A lazy stream makes token objects only as the parser reaches them (in chunks, ahead
of the furthest index asked for) and lets a driver drop the ones behind it
(:meth:`IndexedTokenStream.release`), so a large file's tokens are never all alive at
once; ``tokens`` then holds ``None`` where a token is not made yet or was dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat
from typing import Any

from antlr4 import CommonTokenStream, Token
from antlr4.error.Errors import IllegalStateException

from hcl.native.token_table import TokenTable, offset_array

# Token objects made at once ahead of the parser in a lazy stream.
CHUNK = 512


class IndexedTokenStream(CommonTokenStream):
    """``CommonTokenStream`` semantics on the default channel, over a complete token table."""

    def __init__(self, source: Any, tokens: Sequence[Token] | TokenTable, *, lazy: bool = False) -> None:
        super().__init__(source)
        self.table: TokenTable | None = None
        if isinstance(tokens, TokenTable):
            self.table = tokens
            n = len(tokens)
            types: Sequence[int] = tokens.types
            channels: Sequence[int] = tokens.channels
            if lazy:
                self.tokens = [None] * n
                self.tokens[-1] = tokens.make(n - 1, n)[0]  # EOF, which the lowering reads last
                self.made = 0  # every token below this index has been made (and maybe released)
            else:
                self.tokens = tokens.tokens()
                self.made = n
        else:
            self.tokens = list(tokens)
            n = self.made = len(self.tokens)
            types = [t.type for t in self.tokens]
            channels = [t.channel for t in self.tokens]
        self.types = types  # every token's type, made or not
        self.released = 0  # tokens below this index are dropped
        self.fetchedEOF = True
        # The first on-channel index at or after each index, and that index's rank among
        # the on-channel ones: arrays of machine integers, not an int object each.
        on = offset_array(n)
        on.extend(i for i in range(n) if channels[i] == Token.DEFAULT_CHANNEL or types[i] == Token.EOF)
        following = offset_array(n, n)
        rank = offset_array(n, n)
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
        if self.index >= self.made:
            self.make_to(self.index)

    def make_to(self, index: int) -> None:
        """Make the token objects up to ``index`` (and a chunk beyond) of a lazy stream."""
        assert self.table is not None
        made = self.made
        last = len(self.tokens) - 1  # EOF, made from the start
        hi = min(max(index + 1, made + CHUNK), last)
        if hi > made:
            self.tokens[made:hi] = self.table.make(made, hi)
        self.made = hi if hi < last else last + 1

    def make_all(self) -> None:
        """Make every token object not made yet or dropped (for a second pass, or a parse of the whole file)."""
        table = self.table
        if table is None:
            return
        last = len(self.tokens) - 1  # EOF, made from the start
        if self.released:
            self.tokens[:self.released] = table.make(0, self.released)
            self.released = 0
        if self.made < last:
            self.tokens[self.made:last] = table.make(self.made, last)
        self.made = last + 1

    def release(self, below: int) -> None:
        """Drop the token objects below index ``below`` (a lazy stream's parser has passed them)."""
        lo, hi = self.released, min(below, self.made)
        if hi > lo:
            self.tokens[lo:hi] = repeat(None, hi - lo)
            self.released = hi

    def LT(self, k: int) -> Token | None:  # ANTLR's name
        if k == 1:
            return self.tokens[self.index]
        if k == -1:
            return self.LB(1)
        if k > 1 and self.tokens[self.index].channel == Token.DEFAULT_CHANNEL:
            p = self._rank[self.index] + k - 1
            on = self._on
            i = on[p] if p < len(on) else on[-1]
            if i >= self.made:
                self.make_to(i)
            return self.tokens[i]
        self.make_all()
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
        index = self.index = self._following[self.index + 1]
        if index >= self.made:
            self.make_to(index)

    def seek(self, index: int) -> None:
        index = self.index = self._following[index] if index < len(self.tokens) else len(self.tokens) - 1
        if index >= self.made:
            self.make_to(index)
