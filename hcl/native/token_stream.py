"""A token stream over a finished token table, for the generated parser.

ANTLR's ``CommonTokenStream`` finds the next token on the parser's channel by scanning
and re-checking its buffer on every ``LT``, ``LA`` and ``consume``. With the whole
table known up front, the next (or previous) on-channel token is one byte search over
the channel column, done in C. Results are those of ``CommonTokenStream`` for
every call (tests/native/test_token_stream.py compares them operation by operation).

A lazy stream makes token objects only as the parser reaches them (in chunks, ahead
of the furthest index asked for) and lets a driver drop the ones behind it
(:meth:`IndexedTokenStream.release`), so a large file's tokens are never all alive at
once; ``tokens`` is then a :class:`LiveTokens` mapping instead of a list.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from itertools import compress
from typing import Any

from antlr4 import CommonTokenStream, Token
from antlr4.error.Errors import IllegalStateException

from hcl.native.token_table import TokenTable, offset_array

# Token objects made at once ahead of the parser in a lazy stream. (A token takes some
# 270 bytes while it lives: with 64, the corpus's files of 1 to 4 KB peaked 16% higher.)
CHUNK = 32

# Maps a byte of the channel column to 1 where the parser sees the token (0), else 0.
_SEEN = bytes([1] + [0] * 255)


class LiveTokens(dict[int, Token]):
    """A lazy stream's token objects by index: the ones made and not dropped yet.

    Indexing works as on the token list of a filled stream (negative indices included,
    and ``len`` is the number of tokens): a token asked for beyond those made comes with
    a chunk of the next ones, and one dropped is made again alone. It is not iterable:
    use a filled stream's list for that.
    """

    __slots__ = ("again", "kept", "made", "released", "size", "table")

    def __init__(self, table: TokenTable) -> None:
        super().__init__()
        self.table = table
        self.size = len(table)
        self.made = 0  # every token below this index has been made (and maybe dropped since)
        self.released = 0  # tokens below this index were dropped
        self.kept: set[int] = set()  # never dropped: their objects were changed (see ``IndexedTokenStream.show``)
        self.again: list[int] = []  # dropped, then made again: dropped at the next release
        self[self.size - 1] = table.make(self.size - 1, self.size)[0]  # EOF, which the lowering reads last

    def fill(self, index: int) -> None:
        """Make the tokens up to ``index``, and a chunk beyond it. A long run of tokens the
        parser does not see just before ``index`` (comments and newlines between a list's
        elements) is passed over: its tokens are made if asked for, as dropped ones are."""
        made, last = self.made, self.size - 1  # EOF is made from the start
        if index < made:
            return
        if index - made > CHUNK and self.table.channels.find(Token.DEFAULT_CHANNEL, made, index) < 0:
            made = index
        hi = min(max(index + 1, made + CHUNK), last)
        if hi > made:
            self.update(zip(range(made, hi), self.table.make(made, hi), strict=True))
        self.made = hi if hi < last else last + 1

    def release(self, below: int) -> None:
        """Drop the tokens below index ``below``, and the ones made again since the last
        release."""
        lo, hi = self.released, min(below, self.made)
        drop, kept = self.pop, self.kept
        if hi > lo:
            for i in range(lo, hi) if not kept else (i for i in range(lo, hi) if i not in kept):
                drop(i, None)
            self.released = hi
        if self.again:
            for i in self.again:
                if i not in kept:
                    drop(i, None)
            self.again.clear()

    def __len__(self) -> int:
        return self.size

    def __missing__(self, index: int) -> Token:
        if index < 0 and index + self.size >= 0:
            return self[index + self.size]
        if not 0 <= index < self.size:
            raise IndexError(f"token index {index} out of range")
        if index >= self.made:
            self.fill(index)
            return self[index]
        tok = self[index] = self.table.make(index, index + 1)[0]  # made again after it was dropped
        self.again.append(index)
        return tok

    def __iter__(self) -> Iterator[int]:
        raise TypeError("a lazy stream's tokens are indexed, not iterated; make_all() gives the list")


# A stream's tokens: all of them in a list, or a lazy stream's live ones.
TokenList = list[Token] | LiveTokens


def token_columns(tokens: TokenList) -> tuple[Sequence[int], Sequence[int]]:
    """The tokens' types and channels (a lazy stream's from its table, making no token)."""
    if isinstance(tokens, LiveTokens):
        return tokens.table.types, tokens.table.channels
    return [tok.type for tok in tokens], [tok.channel for tok in tokens]


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
            self.tokens = LiveTokens(tokens) if lazy else tokens.tokens()
        else:
            self.tokens = list(tokens)
            n = len(self.tokens)
            types = [t.type for t in self.tokens]
            channels = [t.channel for t in self.tokens]
        self.size = n
        self.types = types  # every token's type, made or not
        self.fetchedEOF = True
        # One byte a token, zero where the parser sees it (its channel, and EOF): the next
        # and previous on-channel tokens are a ``find`` away, with no per-token table.
        if isinstance(tokens, TokenTable) and channels[n - 1] == Token.DEFAULT_CHANNEL:
            self._off: bytes | bytearray = tokens.channels
        else:
            self._off = bytes(0 if channels[i] == Token.DEFAULT_CHANNEL or types[i] == Token.EOF else 1
                              for i in range(n))
        self.index = self._off.find(0)
        if isinstance(self.tokens, LiveTokens):
            self.tokens.fill(self.index)

    def show(self, indices: list[int]) -> None:
        """Put the tokens at ``indices`` on the parser's channel."""
        if not isinstance(self._off, bytearray):
            self._off = bytearray(self._off)
        off, tokens = self._off, self.tokens
        for i in indices:
            tokens[i].channel = Token.DEFAULT_CHANNEL
            off[i] = 0
        if isinstance(tokens, LiveTokens):
            tokens.kept.update(indices)

    def on_channel(self) -> array[int]:
        """The indices of every token the parser sees, in order."""
        off = self._off
        on = offset_array(len(off))
        on.extend(compress(range(len(off)), off.translate(_SEEN)))
        return on

    @property
    def made(self) -> int:
        """Every token below this index has been made (and may have been dropped since)."""
        return self.tokens.made if isinstance(self.tokens, LiveTokens) else self.size

    def make_all(self) -> None:
        """Hold every token object in a list, as a filled stream does (for a second pass,
        or a parse of the whole file); the ones already made stay."""
        live = self.tokens
        if not isinstance(live, LiveTokens):
            return
        # The tokens in ``[released, made)`` are alive but for runs passed over (see
        # LiveTokens.fill), and EOF: only the others are made.
        table, last = live.table, live.size - 1
        lo, hi = live.released, min(live.made, last)
        tokens: list[Token | None] = [*table.make(0, lo), *[None] * (hi - lo), *table.make(hi, last), None]
        for i, tok in live.items():  # the live ones, those made again after a drop included
            tokens[i] = tok
        i = lo
        while i < hi:
            if tokens[i] is not None:
                i += 1
                continue
            j = i + 1  # (a run passed over)
            while j < hi and tokens[j] is None:
                j += 1
            tokens[i:j] = table.make(i, j)
            i = j
        self.tokens = tokens

    def release(self, below: int) -> None:
        """Drop the token objects below index ``below`` (a lazy stream's parser has passed them)."""
        if isinstance(self.tokens, LiveTokens):
            self.tokens.release(below)

    def LT(self, k: int) -> Token | None:  # ANTLR's name
        if k == 1:
            return self.tokens[self.index]
        if k == -1:
            return self.LB(1)
        if k > 1 and self.tokens[self.index].channel == Token.DEFAULT_CHANNEL:
            off = self._off
            i = self.index
            for _ in range(k - 1):  # past the end, the last on-channel token (EOF)
                j = off.find(0, i + 1)
                if j < 0:
                    break
                i = j
            return self.tokens[i]
        self.make_all()
        return super().LT(k)

    def LA(self, i: int) -> int:  # ANTLR's name
        if i == 1:
            kind: int = self.tokens[self.index].type
            return kind
        return self.LT(i).type  # type: ignore[union-attr,no-any-return]

    def LB(self, k: int) -> Token | None:  # ANTLR's name
        if k == 1:  # every rule's exit asks for its last token
            i = self._off.rfind(0, 0, self.index)
            return self.tokens[i] if i >= 0 else None
        if k == 0 or self.index - k < 0:
            return None
        off = self._off
        i = self.index
        for _ in range(k):
            i = off.rfind(0, 0, i)
            if i < 0:
                return None
        return self.tokens[i]

    def consume(self) -> None:
        if self.index >= self.size - 1:
            raise IllegalStateException("cannot consume EOF")
        self.index = self._off.find(0, self.index + 1)

    def seek(self, index: int) -> None:
        self.index = self._off.find(0, index) if index < self.size else self.size - 1
