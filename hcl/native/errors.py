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
from collections.abc import Iterator, Sequence

from antlr4 import Parser, ParserRuleContext, Token
from antlr4.error.Errors import InputMismatchException, ParseCancellationException, RecognitionException
from antlr4.error.ErrorStrategy import DefaultErrorStrategy
from antlr4.IntervalSet import IntervalSet

from hcl._generated.HCLParser import HCLParser as P
from hcl.diagnostics import Diagnostic
from hcl.native import lexer_tables as L
from hcl.native.classify import classify
from hcl.native.regex_lexer import closed_by
from hcl.native.string_errors import PairedTemplate
from hcl.native.syntax_sets import END_KEYWORDS, LITERAL_TEXT, SEQUENCE_CLOSES
from hcl.native.token_stream import IndexedTokenStream, TokenList, token_columns
from hcl.source import SourceText

# Reported even after an earlier syntax error, as the reference does.
_ALWAYS_REPORTED = frozenset({"Invalid single-argument block definition", "Argument definition required"})


def _always_reported(diag: Diagnostic, offending: Token) -> bool:
    # A block header followed by "=" or a newline is reported even during recovery.
    return diag.summary in _ALWAYS_REPORTED or (
        diag.summary == "Invalid block definition" and offending.type in (L.ASSIGN, L.NEWLINE)
    )


_BODIES = (P.ConfigFileContext, P.MultiLineBodyContext)
_DIRECTIVES = (P.TemplateIfContext, P.TemplateForContext)
# The errors of directives left unpaired, which the reference reports once their template is read.
_UNPAIRED = frozenset({"Unexpected else directive", "Unexpected endif directive", "Unexpected endfor directive"})


class SkippedText:
    """The stretches of text the reference's recovery skips after syntax errors: offsets
    of their first and last characters (or bytes), added in the order they start."""

    __slots__ = ("firsts", "lasts")

    def __init__(self) -> None:
        self.firsts: list[int] = []
        self.lasts: list[int] = []

    def add(self, first: int, last: int) -> None:
        if self.lasts and first <= self.lasts[-1]:  # (one reaching into the one before: they join)
            self.lasts[-1] = max(self.lasts[-1], last)
            return
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


# Tokens after which the lexer hides newlines until a closer (they push its mode for
# brackets and sequences), and the others that push a mode or pop one.
_HIDING = frozenset({L.LPAREN, L.LBRACK, L.FOR_LBRACE, L.TEMPLATE_INTERP, L.TEMPLATE_DIRECTIVE})
_PUSHING = _HIDING | {L.LBRACE, L.OQUOTE, L.HEREDOC_START}
_POPPING = frozenset({L.RPAREN, L.RBRACK, L.RBRACE, L.STRIP_RBRACE, L.CQUOTE, L.HEREDOC_END})


class HiddenNewlines:
    """The newlines the lexer hides inside brackets, by the bracket that hides them.

    The reference's parser, not its scanner, ignores newlines inside brackets, and stops
    ignoring them when it leaves a bracket, closed or not (an unbalanced parenthesis).
    This lexer's bracket mode lasts until a closer. When the reference is back at a
    body's level, :meth:`reopen` gives the newlines to show the parser: those in each
    bracket around that point, up to the enclosing brace. Each bracket is left once, so
    all the reopening in a parse costs time linear in its tokens.
    """

    __slots__ = ("holder", "left", "lines", "parent", "types")

    def __init__(self, types: Sequence[int], channels: Sequence[int]) -> None:
        """Over the tokens' type and channel columns (so no token object need exist)."""
        self.types = types
        self.parent: dict[int, int] = {}  # a mode-pushing token's index: the enclosing one's (-1 for none)
        self.lines: dict[int, list[int]] = {}  # a hiding token's index: the hidden newlines directly in it
        self.left: set[int] = set()  # the hiding tokens already left
        self.holder: dict[int, int] = {}  # a hidden newline's index: the index of the token hiding it
        stack: list[int] = []
        kinds: list[int] = []  # the type of each token on the stack
        for i, ttype in enumerate(types):
            if ttype in _PUSHING:
                self.parent[i] = stack[-1] if stack else -1
                stack.append(i)
                kinds.append(ttype)
            elif ttype in _POPPING:
                # as the recovering pass's tokens were lexed, closing as the reference does
                for _ in range(closed_by(ttype, kinds) if stack else 0):
                    stack.pop()
                    kinds.pop()
            elif ttype == L.NEWLINE and channels[i] != Token.DEFAULT_CHANNEL and stack:
                self.lines.setdefault(stack[-1], []).append(i)
                self.holder[i] = stack[-1]

    def reopen(self, newline: int) -> list[int]:
        """Leave the brackets around the hidden newline at index ``newline``, up to the
        enclosing brace or the top level; the newlines they hid."""
        opener = self.holder.get(newline, -1)
        shown: list[int] = []
        while opener >= 0 and self.types[opener] in _HIDING and opener not in self.left:
            self.left.add(opener)
            shown.extend(self.lines.pop(opener, ()))
            opener = self.parent[opener]
        return shown


class SyntaxErrorStrategy(DefaultErrorStrategy):
    """ANTLR's recovering strategy, reporting errors in HCL's terms."""

    # Each recovery costs time proportional to the nesting depth at that point. The
    # depths of all recoveries together may reach this many times the number of
    # tokens (plus a small allowance); beyond that the parse stops and the tree built
    # so far is lowered. So many errors in flat input all recover (as the reference
    # keeps reporting them), and deeply nested broken input stays linear.
    RECOVERY_WORK_PER_TOKEN = 8
    RECOVERY_WORK_ALLOWANCE = 2_000

    def __init__(self, src: SourceText, tokens: TokenList) -> None:
        super().__init__()
        self.src = src
        self.tokens = tokens
        self.diagnostics: list[Diagnostic] = []
        self.order: list[int] = []
        self.recovery_work = 0
        self.max_recovery_work = self.RECOVERY_WORK_ALLOWANCE + self.RECOVERY_WORK_PER_TOKEN * len(tokens)
        self.hidden: HiddenNewlines | None = None  # made when first needed
        # The rules (by id) the reference reads up to another token than their last
        # (leaving brackets after an error inside), and that token.
        self.rule_ends: dict[int, Token] = {}
        # As the reference's recovery mode: once on, only always-reported errors show.
        self.in_recovery = False
        # Where the reference's recovery skips text after an error: no error shows up to
        # the token with this index, and body items starting there are dropped.
        self.silent_until = -1
        self.last_error = -1  # the index of the last syntax error's offending token
        self.last_reported = -1  # ditto, of the last one reported
        self.skip_to = -1  # the index of the token the recovery from the error just reported goes to
        # The rule the parse goes on in after that skip, when it passes the closing
        # brackets of rules inside it: those are left (by raising the error on) first.
        self.unwind_to: ParserRuleContext | None = None
        self.skipped = SkippedText()
        # template structure errors reported: summary, subject, detail
        self.unpaired: set[tuple[str, object, str]] = set()
        self.paired: dict[int, PairedTemplate] = {}  # the templates whose directives were paired (see classify)
        self.closers: dict[int, Sequence[int]] = {}  # for each kind of bracket, its closer_index (made when needed)
        # The diagnostics of unpaired directives held to the end of their template: for
        # each run of them, the index of that end's token and where the run starts in
        # ``diagnostics`` (see _add).
        self.held: list[list[int]] = []
        # The rules holding a reported error that leaves the reference in recovery mode
        # (by id).
        self.broken: set[int] = set()
        # Every rule noted by id above, held until the lowering is done with it: the
        # parser drops some rules from the tree (a labelled alternative replaces the
        # context it entered), and a rule made later could take a dropped one's id.
        self.noted: dict[int, ParserRuleContext] = {}
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
        new: list[tuple[Diagnostic, int]] = []
        skips_to = None
        skip_recovers = True
        passed_over = False  # whether the reference passes over the error itself silently
        passes_over = None
        reported_since = self.last_reported if self.in_recovery else -1
        for i, found in enumerate(classify(recognizer, offending, self.src, self.tokens, last_error, self.paired,
                                           reported_since, self.closers)):
            reported = not found.silent and (
                found.always or _always_reported(found.diagnostic, offending) or not self.in_recovery)
            if i == 0:
                passed_over = not reported
            elif found.only_in_recovery and not passed_over:
                continue
            if reported and found.diagnostic.summary.startswith("Unexpected "):
                # A template's unpaired directive may have been found ahead (see classify).
                key = (found.diagnostic.summary, found.diagnostic.subject, found.diagnostic.detail)
                reported = key not in self.unpaired
                self.unpaired.add(key)
            if reported or found.silent:
                if found.recovers or self.in_recovery:
                    self._mark_broken(recognizer._ctx)
                self.in_recovery = self.in_recovery or found.recovers
            if reported:
                new.append((found.diagnostic, found.order))
            if found.skips_to is not None:
                skips_to, skip_recovers = found.skips_to, found.skip_recovers
                self.unwind_to = found.unwinds_to
            if found.passes_over is not None:
                passes_over = found.passes_over
                self.skipped.add(offending.start, passes_over.stop)
            for rule, end in found.rule_ends:
                self.rule_ends.setdefault(id(rule), end)
                self.noted[id(rule)] = rule
        if new:
            self.last_reported = offending.tokenIndex
        unpaired = bool(new) and new[0][0].summary in _UNPAIRED
        self._add(new, offending.tokenIndex, self._template_end(recognizer) if unpaired else None)
        if skips_to is not None:  # the reference reads on to there, then (unless it read cleanly) in recovery mode
            self.in_recovery = self.in_recovery or skip_recovers
            self.silent_until = self.skip_to = skips_to.tokenIndex
            if passes_over is None:  # (else the skip goes one past what the reference skips)
                self.skipped.add(offending.start, skips_to.stop)

    def _add(self, new: list[tuple[Diagnostic, int]], at: int, held_to: int | None) -> None:
        """Add the diagnostics of an error at token ``at``: before those held to the end of
        a template this one is in, if any. ``held_to``: the index of the token ending the
        template whose unpaired directives these are, which the reference reports once it
        has read the whole template (after any other error in it)."""
        held = self.held = [block for block in self.held if block[0] >= at]
        where = min((block[1] for block in held), default=len(self.diagnostics))
        for block in held:
            if block[1] >= where:
                block[1] += len(new)
        self.diagnostics[where:where] = [diag for diag, _ in new]
        self.order[where:where] = [order for _, order in new]
        if held_to is not None:
            held.append([held_to, where])

    def _template_end(self, recognizer: Parser) -> int | None:
        """The index of the token ending the string or heredoc the parse is in, once an
        error in it has paired its directives (see classify); None otherwise."""
        ctx = recognizer._ctx
        while ctx is not None and not isinstance(ctx, P.QuotedTemplateContext | P.HeredocTemplateContext):
            ctx = ctx.parentCtx
        known = self.paired.get(ctx.start.tokenIndex) if ctx is not None else None
        return known[0].tokenIndex if known is not None else None

    def _mark_broken(self, ctx: ParserRuleContext | None) -> None:
        """Note ``ctx`` and the rules around it as holding an error after which the
        reference is in recovery mode (where it abandons the expressions holding it)."""
        broken, noted = self.broken, self.noted
        while ctx is not None and id(ctx) not in broken:
            broken.add(id(ctx))
            noted[id(ctx)] = ctx
            ctx = ctx.parentCtx

    def _skip(self, recognizer: Parser) -> bool:
        """Skip the tokens the reference's recovery skips after the error just reported,
        up to the token ending the item or body (which the enclosing rule then matches);
        whether there was such a skip."""
        skip_to, self.skip_to = self.skip_to, -1
        if skip_to < 0:
            return False
        unwind_to, self.unwind_to = self.unwind_to, None
        if self.tokens[skip_to].channel != Token.DEFAULT_CHANNEL:  # a newline this lexer hid
            self._reopen_lines(recognizer, skip_to)
        if recognizer.getCurrentToken().tokenIndex < skip_to:
            ctx = recognizer._ctx  # the rules to leave are the ones inside the rule to go on in
            while ctx is not None and ctx is not unwind_to:
                ctx = ctx.parentCtx
            self.unwind_to = ctx
        while recognizer.getCurrentToken().tokenIndex < skip_to:
            recognizer.consume()
        return True

    def _reopen_lines(self, recognizer: Parser, newline: int) -> None:
        """Let the parser see, from token ``newline`` on, the newlines this lexer hides
        for the brackets around that one, which the reference has left unclosed."""
        if self.hidden is None:
            self.hidden = HiddenNewlines(*token_columns(self.tokens))
        shown = [i for i in self.hidden.reopen(newline) if i >= newline]
        stream = recognizer.getInputStream()
        if isinstance(stream, IndexedTokenStream):
            stream.show(shown)
        else:  # ANTLR's own stream looks at the channels as it goes
            for i in shown:
                self.tokens[i].channel = Token.DEFAULT_CHANNEL

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

    def getMissingSymbol(self, recognizer: Parser) -> Token:  # ANTLR's name
        # The token conjured for a missing one sits where the current one does (not
        # nowhere), as the reference reads the current token in its place.
        missing = super().getMissingSymbol(recognizer)
        current = recognizer.getCurrentToken()
        missing.start, missing.stop, missing.tokenIndex = current.start, current.stop, current.tokenIndex
        return missing

    def singleTokenDeletion(self, recognizer: Parser) -> Token | None:
        # A newline ends a body item: the reference never skips one to continue the item
        # on the next line (``a =`` then ``b = 1`` is an error and then an item ``b``).
        if recognizer.getCurrentToken().type == L.NEWLINE:
            return None
        ctx = recognizer._ctx
        if isinstance(ctx, P.ConditionalExprContext) and ctx.COLON() is None:
            return None  # nor one to find a conditional's ":" (its false result is missing here)
        if recognizer.getTokenStream().LA(2) not in self.getExpectedTokens(recognizer):
            return None
        self.reportUnwantedToken(recognizer)
        if self.skip_to >= 0:
            # The reference skips ahead from this error (to the end of the item, say), not
            # over the one token: the caller fails, and recover() makes that skip. (Reading
            # on after ``$`` in ``a = ${x}`` would take the braces for an object.)
            return None
        recognizer.consume()  # delete the unwanted token
        matched: Token = recognizer.getCurrentToken()
        self.reportMatch(recognizer)
        return matched

    # ------------------------------------------------------------------ recovery
    def _skip_stray_directive(self, recognizer: Parser) -> bool:
        """At the next part of a template outside any directive, an ``else``, ``endif`` or
        ``endfor`` directive: report it and read on after it, as the reference does (it
        finds the template's directives unpaired only once it has read them all). Whether
        there was one."""
        ctx = recognizer._ctx
        stream = recognizer.getTokenStream()
        if type(ctx) is not P.TemplateContext or stream.LA(1) != L.TEMPLATE_DIRECTIVE or not self._end_directive_at(
                recognizer, 2):
            return False
        if isinstance(ctx.parentCtx, _DIRECTIVES):
            return False  # (it ends the directive, well or not: see ``recoverInline``)
        self.beginErrorCondition(recognizer)
        self._report(recognizer, recognizer.getCurrentToken())
        for _ in range(3):  # ``%{``, the keyword and ``}``
            recognizer.consume()
        self.endErrorCondition(recognizer)
        if stream.LA(1) in LITERAL_TEXT:
            state = recognizer.state
            if stream.LA(1) not in recognizer.atn.nextTokens(recognizer.atn.states[state]):
                # The text after the directive: here the template takes a literal only
                # after a part (the one left out).
                recognizer.templateLiteral()
                recognizer.state = state
        return True

    @staticmethod
    def _end_directive_at(recognizer: Parser, k: int) -> bool:
        """Whether the ``k``-th token ahead is the keyword of an ``else``, ``endif`` or
        ``endfor`` directive closed right after it."""
        stream = recognizer.getTokenStream()
        return stream.LA(k) in END_KEYWORDS and stream.LA(k + 1) in SEQUENCE_CLOSES

    def _close_directive(self, recognizer: Parser) -> Token | None:
        """In an if or for directive, where its else or end should be, another end
        directive: it ends the directive, as the reference's template parser ends it
        (having reported it). Read up to its keyword, which is returned (None when there
        is no such directive)."""
        if type(recognizer._ctx) not in _DIRECTIVES:
            return None
        stream = recognizer.getTokenStream()
        opened = stream.LA(1) == L.TEMPLATE_DIRECTIVE  # (else at its keyword, the "%{" read)
        if not self._end_directive_at(recognizer, 2 if opened else 1) or not (
                opened or stream.LA(-1) == L.TEMPLATE_DIRECTIVE):
            return None
        self.endErrorCondition(recognizer)
        if opened:
            recognizer.consume()
        keyword: Token = recognizer.getCurrentToken()
        recognizer.consume()
        return keyword

    def sync(self, recognizer: Parser) -> None:
        if not self.inErrorRecoveryMode(recognizer):
            while self._skip_stray_directive(recognizer):
                pass
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

    def _unwinding(self, recognizer: Parser) -> bool:
        """Whether the parse is still to leave rules after a skip, before it is back in
        the rule it goes on in (where this stops)."""
        if self.unwind_to is None:
            return False
        if recognizer._ctx is self.unwind_to:
            self.unwind_to = None
            return False
        return True

    def recoverInline(self, recognizer: Parser) -> Token:
        self._count_recovery(recognizer)
        ctx = recognizer._ctx
        if not self.inErrorRecoveryMode(recognizer):
            self.beginErrorCondition(recognizer)
            self._report(recognizer, recognizer.getCurrentToken())
        keyword = self._close_directive(recognizer)
        if keyword is not None:
            return keyword  # (matched in place of the keyword expected)
        if not _in_one_line_body(ctx):
            if not self._skip(recognizer):
                return super().recoverInline(recognizer)
            if self._unwinding(recognizer):
                raise InputMismatchException(recognizer)
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
        if self.unwind_to is None:  # (leaving rules costs no recovery work)
            self._count_recovery(recognizer)
        if self._close_directive(recognizer) is not None:
            recognizer.consume()  # its closing brace
            return
        if _in_one_line_body(recognizer._ctx) and recognizer.getCurrentToken().type == L.RBRACE:
            return  # the enclosing single-line block matches its brace next
        if self._skip(recognizer) or self.unwind_to is not None:
            if self._unwinding(recognizer):
                raise e  # on to the enclosing rule's recovery
            return
        if recognizer.getCurrentToken().type == L.NEWLINE and _in_argument(recognizer._ctx):
            return  # the newline ends the argument: the body matches it (as the reference reads it)
        super().recover(recognizer, e)

    def consumeUntil(self, recognizer: Parser, set_: IntervalSet) -> None:  # ANTLR's name
        # After an error found where a loop would go on (a call's arguments, say), make the
        # reference's skip instead, and leave the rules it leaves, as after any other error.
        if self._skip(recognizer):
            if self._unwinding(recognizer):
                raise InputMismatchException(recognizer)
            return
        super().consumeUntil(recognizer, set_)

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
