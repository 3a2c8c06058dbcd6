"""Syntax errors: ANTLR errors become diagnostics shaped like the reference's.

The reference parser reports the first syntax error, then enters a recovery mode in
which it reports only a few kinds of error. This strategy does the same: the first
error in any category, later ones only in those categories. It also recovers the
reference's way rather than ANTLR's where the classifier can tell where the
reference resumes (the end of the body, of the item's line, or of a one-line block):
it skips the tokens the reference skips, reports nothing there, and notes the skipped
text so that the lowering leaves out the body items in it. The rules holding an
error are noted too: the lowering keeps only what the reference keeps of them.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator

from antlr4 import Parser, ParserRuleContext, Token
from antlr4.error.Errors import InputMismatchException, ParseCancellationException, RecognitionException
from antlr4.error.ErrorStrategy import DefaultErrorStrategy

from hcl._generated.HCLParser import HCLParser as P
from hcl.diagnostics import Diagnostic
from hcl.native import lexer_tables as L
from hcl.native.classify import classify
from hcl.source import SourceText

# Reported even after an earlier syntax error, as the reference does.
_ALWAYS_REPORTED = frozenset({
    "Invalid single-argument block definition", "Argument definition required",
    "Unexpected end of template", "Unexpected else directive", "Unexpected endif directive",
    "Unexpected endfor directive",
})


def _always_reported(diag: Diagnostic, offending: Token) -> bool:
    # A block header followed by "=" or a newline is reported even during recovery.
    return diag.summary in _ALWAYS_REPORTED or (
        diag.summary == "Invalid block definition" and offending.type in (L.ASSIGN, L.NEWLINE)
    )


_BODIES = (P.ConfigFileContext, P.MultiLineBodyContext)


class SkippedText:
    """The stretches of text the reference's recovery skips after syntax errors: offsets
    of their first and last characters (or bytes), added in order, never overlapping."""

    __slots__ = ("firsts", "lasts")

    def __init__(self) -> None:
        self.firsts: list[int] = []
        self.lasts: list[int] = []

    def add(self, first: int, last: int) -> None:
        self.firsts.append(first)
        self.lasts.append(last)

    def __bool__(self) -> bool:
        return bool(self.firsts)

    def __iter__(self) -> Iterator[tuple[int, int]]:
        return zip(self.firsts, self.lasts, strict=True)

    def covers(self, offset: int) -> bool:
        i = bisect_right(self.firsts, offset) - 1
        return i >= 0 and offset <= self.lasts[i]


def _in_argument(ctx: ParserRuleContext | None) -> bool:
    """Whether ``ctx`` is in an argument of a multi-line body."""
    while ctx is not None and not isinstance(ctx, P.AttributeContext):
        ctx = ctx.parentCtx
    return ctx is not None and not isinstance(ctx.parentCtx, P.OneLineBodyContext)


def _in_one_line_body(ctx: ParserRuleContext | None) -> bool:
    return isinstance(ctx, P.OneLineBodyContext) or (
        isinstance(ctx, P.AttributeContext) and isinstance(ctx.parentCtx, P.OneLineBodyContext)
    )


class SyntaxErrorStrategy(DefaultErrorStrategy):
    """ANTLR's recovering strategy, reporting errors in HCL's terms."""

    # Each recovery costs time proportional to the nesting depth at that point. The
    # depths of all recoveries together may reach this many times the number of
    # tokens (plus a small allowance); beyond that the parse stops and the tree built
    # so far is lowered. So many errors in flat input all recover (as the reference
    # keeps reporting them), and deeply nested broken input stays linear.
    RECOVERY_WORK_PER_TOKEN = 8
    RECOVERY_WORK_ALLOWANCE = 2_000

    def __init__(self, src: SourceText, tokens: list[Token]) -> None:
        super().__init__()
        self.src = src
        self.tokens = tokens
        self.diagnostics: list[Diagnostic] = []
        self.order: list[int] = []
        self.recovery_work = 0
        self.max_recovery_work = self.RECOVERY_WORK_ALLOWANCE + self.RECOVERY_WORK_PER_TOKEN * len(tokens)
        # As the reference's recovery mode: once on, only always-reported errors show.
        self.in_recovery = False
        # Where the reference's recovery skips text after an error: no error shows up to
        # the token with this index, and body items starting there are dropped.
        self.silent_until = -1
        self.last_error = -1  # the index of the last syntax error's offending token
        self.skip_to = -1  # the index of the token the recovery from the error just reported goes to
        self.skipped = SkippedText()
        # The rules holding a reported error that leaves the reference in recovery mode
        # (by id: the tree keeps them alive while it is lowered).
        self.broken: set[int] = set()
        self.root: ParserRuleContext | None = None

    def _count_recovery(self, recognizer: Parser) -> None:
        ctx = recognizer._ctx
        depth = 1
        while ctx is not None and ctx.parentCtx is not None:
            ctx = ctx.parentCtx
            depth += 1
        self.recovery_work += depth
        if self.recovery_work > self.max_recovery_work:
            self.root = ctx
            raise ParseCancellationException("too many syntax errors to recover from")

    def _report(self, recognizer: Parser, offending: Token) -> None:
        if offending.tokenIndex <= self.silent_until:
            return
        last_error, self.last_error = self.last_error, offending.tokenIndex
        skips_to = None
        for found in classify(recognizer, offending, self.src, self.tokens, last_error):
            always = found.always or _always_reported(found.diagnostic, offending)
            if always or not self.in_recovery:
                if found.recovers or self.in_recovery:
                    self._mark_broken(recognizer._ctx)
                self.in_recovery = self.in_recovery or found.recovers
                self.diagnostics.append(found.diagnostic)
                self.order.append(found.order)
            if found.skips_to is not None:
                skips_to = found.skips_to
        if skips_to is not None:  # the reference reads on to there, then goes on in recovery mode
            self.in_recovery = True
            self.silent_until = self.skip_to = skips_to.tokenIndex
            self.skipped.add(offending.start, skips_to.stop)

    def _mark_broken(self, ctx: ParserRuleContext | None) -> None:
        """Note ``ctx`` and the rules around it as holding an error after which the
        reference is in recovery mode (where it abandons the expressions holding it)."""
        broken = self.broken
        while ctx is not None and id(ctx) not in broken:
            broken.add(id(ctx))
            ctx = ctx.parentCtx

    def _skip(self, recognizer: Parser) -> bool:
        """Skip the tokens the reference's recovery skips after the error just reported,
        up to the token ending the item or body (which the enclosing rule then matches);
        whether there was such a skip."""
        skip_to, self.skip_to = self.skip_to, -1
        if skip_to < 0:
            return False
        while recognizer.getCurrentToken().tokenIndex < skip_to:
            recognizer.consume()
        return True

    def reportError(self, recognizer: Parser, e: RecognitionException) -> None:
        if self.inErrorRecoveryMode(recognizer):
            return
        self.beginErrorCondition(recognizer)
        self._report(recognizer, e.offendingToken or recognizer.getCurrentToken())

    def reportUnwantedToken(self, recognizer: Parser) -> None:
        if self.inErrorRecoveryMode(recognizer):
            return
        self.beginErrorCondition(recognizer)
        self._report(recognizer, recognizer.getCurrentToken())

    def reportMissingToken(self, recognizer: Parser) -> None:
        if self.inErrorRecoveryMode(recognizer):
            return
        self.beginErrorCondition(recognizer)
        self._report(recognizer, recognizer.getCurrentToken())

    def singleTokenDeletion(self, recognizer: Parser) -> Token | None:
        # A newline ends a body item: the reference never skips one to continue the item
        # on the next line (``a =`` then ``b = 1`` is an error and then an item ``b``).
        if recognizer.getCurrentToken().type == L.NEWLINE:
            return None
        return super().singleTokenDeletion(recognizer)

    # ------------------------------------------------------------------ recovery
    def sync(self, recognizer: Parser) -> None:
        # Between a body's items, a token no item can end with is an error the reference
        # recovers from by skipping to the end of the line (or of the body): do that and
        # stay in the body, rather than let the body's rule fail.
        if not self.inErrorRecoveryMode(recognizer) and type(recognizer._ctx) in _BODIES:
            expected = recognizer.atn.nextTokens(recognizer._interp.atn.states[recognizer.state])
            current = recognizer.getCurrentToken()
            if current.type not in expected and Token.EPSILON not in expected:
                self.beginErrorCondition(recognizer)
                self._report(recognizer, current)
                if self._skip(recognizer) and recognizer.getCurrentToken().type in expected:
                    return
        super().sync(recognizer)

    def recoverInline(self, recognizer: Parser) -> Token:
        self._count_recovery(recognizer)
        ctx = recognizer._ctx
        if not self.inErrorRecoveryMode(recognizer):
            self.beginErrorCondition(recognizer)
            self._report(recognizer, recognizer.getCurrentToken())
        if not _in_one_line_body(ctx):
            if not self._skip(recognizer):
                return super().recoverInline(recognizer)
            current = recognizer.getCurrentToken()
            if current.type in recognizer.getExpectedTokens():
                self.endErrorCondition(recognizer)
                recognizer.consume()
                return current
            raise InputMismatchException(recognizer)
        if not self._skip(recognizer):
            self._skip_to_block_close(recognizer)
        current = recognizer.getCurrentToken()
        if isinstance(ctx, P.OneLineBodyContext) and current.type == L.RBRACE:
            self.endErrorCondition(recognizer)
            recognizer.consume()
            return current
        raise InputMismatchException(recognizer)

    def recover(self, recognizer: Parser, e: RecognitionException) -> None:
        self._count_recovery(recognizer)
        if _in_one_line_body(recognizer._ctx) and recognizer.getCurrentToken().type == L.RBRACE:
            return  # the enclosing single-line block matches its brace next
        if self._skip(recognizer):
            return
        if recognizer.getCurrentToken().type == L.NEWLINE and _in_argument(recognizer._ctx):
            return  # the newline ends the argument: the body matches it (as the reference reads it)
        super().recover(recognizer, e)

    @staticmethod
    def _skip_to_block_close(recognizer: Parser) -> None:
        depth = 0
        while True:
            tok = recognizer.getCurrentToken()
            if tok.type == Token.EOF:
                return
            if tok.type in (L.LBRACE, L.FOR_LBRACE):
                depth += 1
            elif tok.type == L.RBRACE:
                if depth == 0:
                    return
                depth -= 1
            recognizer.consume()
