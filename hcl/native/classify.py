"""Turns the first syntax error into the diagnostic the reference parser reports.

ANTLR tells where parsing failed: the offending token and the stack of rules being
parsed. The reference parser is recursive descent, and each of its messages
belongs to one decision point; this module finds that decision point from the
rule stack and the token just before the offending one, and builds the same
summary, detail, subject and context ranges.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from antlr4 import Parser, ParserRuleContext, Token

from hcl._generated.HCLParser import HCLParser as P
from hcl.diagnostics import Diagnostic
from hcl.native import lexer_tables as L
from hcl.native.closer_index import closer_index
from hcl.native.recovery_reading import RecoveryReading
from hcl.native.string_errors import PairedTemplate, StringErrors
from hcl.native.syntax_sets import (
    BODY_LEVEL,
    BRACES,
    CLOSED_BY,
    CONTINUES_AN_OPERAND,
    EXPR_PREV,
    IDENTS,
    OPENERS,
    QUOTED_TEXT,
    RECOVERS_TO,
    SEQUENCES,
)
from hcl.native.templates import decode_literal
from hcl.native.token_stream import LiveTokens, TokenList, token_columns
from hcl.pos import Range
from hcl.source import SourceText

# Errors the reference reports even in recovery mode, where its parser gets to them.
_REPORTED_WHEN_REACHED = frozenset({
    "Missing false expression in conditional", "Unbalanced parentheses", "Unterminated function call",
    "Missing argument separator", "Invalid legacy index syntax", "Invalid number literal",
    "Invalid string literal", "Unterminated string literal",
})
# Each closer's openers, as the reference's recovery pairs them (template sequences aside).
_OPENED_BY = {closer: CLOSED_BY[closer] - SEQUENCES for closer in (L.RPAREN, L.RBRACK, L.RBRACE, L.CQUOTE)}
_EXPR_START = frozenset({
    L.NUMBER, L.IDENT, L.FOR, L.IN, L.IF, L.ELSE, L.ENDIF, L.ENDFOR, L.TRUE, L.FALSE, L.NULL,
    L.OQUOTE, L.HEREDOC_START, L.LPAREN, L.LBRACK, L.LBRACE, L.FOR_LBRACE, L.MINUS, L.BANG,
})

_UNTERMINATED = ("The file ends before the {0} opened here is closed. Add the closing {0}, or look "
                 "for an unbalanced {0} between here and the end of the file.")
_ATTRIBUTE_NAME = "Write an attribute name after the dot, as in foo.bar."
_UNCLOSED_BLOCK = ('The file ends before this block\'s closing brace "}". Add it, or look for an '
                   "unbalanced brace inside the block.")


class _Classifier(StringErrors, RecoveryReading):
    def __init__(
        self, parser: Parser, offending: Token, src: SourceText, tokens: TokenList, last_error: int = -1,
        paired: dict[int, PairedTemplate] | None = None, reported_since: int = -1,
        closers: dict[int, Sequence[int]] | None = None,
    ) -> None:
        self.closers = {} if closers is None else closers  # see _recover
        self.src = src
        self.last_error = last_error  # the index of the previous syntax error's token, or -1
        # The index of the token of the last error reported, when the reference is in
        # recovery mode since then (else -1).
        self.reported_since = reported_since
        self.tokens = tokens
        self.tok = offending
        self.t = offending.type
        self.stack: list[ParserRuleContext] = []
        ctx = parser._ctx
        while ctx is not None:
            self.stack.append(ctx)
            ctx = ctx.parentCtx
        self.prev = self._prev_token(offending.tokenIndex)
        self.current = parser.getCurrentToken()  # the next token to match: the offending one but after a prediction
        # Where the diagnostic sorts among the lowering's diagnostics (a byte offset);
        # None means at its subject.
        self.order: int | None = None
        # Whether the reference would be in its recovery mode after this error (then it
        # suppresses most later errors), and whether it reports this error even in
        # recovery mode.
        self.recovers = True
        self.always = False
        # Whether the reference reports nothing at all here, though it recovers as after
        # an error (one it found before, which is not a syntax error, made it give up).
        self.silent = False
        # Errors the reference reports at the same token after this one, outside recovery mode.
        # (and whether each enters recovery mode, and is reported there when reached)
        self.outer_reports: list[tuple[Diagnostic, bool, bool]] = []
        # What the reference reports after this error only when it is in recovery mode
        # already (and so reads on where it would otherwise skip)
        self.recovery_reports: list[Diagnostic] = []
        # What the reference reports in the operation carried_on() reads on (steps without
        # their names), before what that finds
        self.carried_names: list[Diagnostic] = []
        # Where the reference skips to after what carried_on() finds, and the rule it goes on in
        self.carried_skip: tuple[Token | None, ParserRuleContext | None] = (None, None)
        # The token up to which the reference skips after this error, reporting nothing:
        # the end of the body when a body item cannot start here.
        self.skips_to: Token | None = None
        # The token up to which the reference reads on without a word where the parse
        # goes on as it can (the rest of a broken template sequence): what is lowered
        # there reports nothing.
        self.passes_over: Token | None = None
        self.skip_recovers = True  # whether the reference is in recovery mode after the skip
        # The rule the parse then goes on in, when the skip leaves the rules inside it
        # (the brackets around the error, whose closers it passes).
        self.unwinds_to: ParserRuleContext | None = None
        # The rules the reference reads up to another token than their last one (leaving
        # brackets after an error), and those tokens.
        self.rule_ends: list[tuple[ParserRuleContext, Token]] = []
        # Whether the reference reports this error even in recovery mode, once it gets
        # to it (besides the summaries in _REPORTED_WHEN_REACHED).
        self.when_reached = False
        # Errors the reference reports only when the template holding this one ends (where
        # they sort), without entering recovery mode.
        self.late_reports: list[Diagnostic] = []
        self.template_end: Token | None = None
        # The templates (by their first token's index) whose directives were paired for an
        # earlier error of this parse (see StringErrors._pair_directives).
        self.paired = paired if paired is not None else {}
        # The construct whose handler classified the error (None for the generic handlers).
        self.reported_by: ParserRuleContext | None = None
        self.pt = self.prev.type if self.prev is not None else None

    # ------------------------------------------------------------------ helpers
    def _prev_token(self, index: int) -> Token | None:
        i = index - 1
        while i >= 0:
            tok = self.tokens[i]
            if tok.channel == Token.DEFAULT_CHANNEL:
                return tok
            i -= 1
        return None

    def _tokens_from(self, index: int) -> Iterator[Token]:
        """The tokens from ``index`` on (without copying the rest of the list)."""
        tokens = self.tokens
        return (tokens[i] for i in range(index, len(tokens)))

    def r(self, tok: Token) -> Range:
        """A token's range; a newline that ends a line comment covers the comment too, and
        the token that opens a 'for' object (through "for") only its brace, the
        reference's token."""
        if tok.type == L.NEWLINE and tok.tokenIndex > 0:
            before = self.tokens[tok.tokenIndex - 1]
            if before.type == L.LINE_COMMENT:
                return self.src.range(before.start, tok.stop + 1)
        elif tok.type == L.FOR_LBRACE:
            return self.src.range(tok.start, tok.start + 1)
        return self.src.range(tok.start, tok.stop + 1)

    @property
    def here(self) -> Range:
        return self.r(self.tok)

    def between(self, first: Token, last: Token | None = None) -> Range:
        return Range.between(self.r(first), self.r(last or self.tok))

    def find(self, *types: type) -> ParserRuleContext | None:
        for ctx in self.stack:
            if isinstance(ctx, types):
                return ctx
        return None

    def innermost(self, *types: type) -> ParserRuleContext | None:
        """The innermost context, if it is one of ``types`` (ignoring name rules)."""
        for ctx in self.stack:
            if isinstance(ctx, (P.IdentifierContext, P.VariableNameContext, P.LiteralValueContext,
                                P.TemplateCloseContext)):
                continue
            return ctx if isinstance(ctx, types) else None
        return None

    def err(self, summary: str, detail: str, subject: Range, context: Range | None = None) -> Diagnostic:
        return Diagnostic.error(summary, detail, subject, context)

    def next_token(self, index: int) -> Token:
        return next_on_channel(self.tokens, index)

    # ------------------------------------------------------------------ entry
    def run(self) -> Diagnostic:
        for handler in (self.traversal, self.quoted_newline, self.label, self.directive,
                        self.leading_for, self.expression_start, self.construct, self.body):
            diag = handler()
            if diag is not None:
                return diag
        return self.err("Invalid syntax", f"Unexpected {self._describe()} here.", self.here)

    def _describe(self) -> str:
        if self.t == Token.EOF:
            return "end of file"
        if self.t == L.NEWLINE:
            return "newline"
        return repr(self.tok.text)

    # ------------------------------------------------------------------ traversals
    def traversal(self) -> Diagnostic | None:
        tctx = self.find(P.TraversalFileContext)
        if tctx is None:
            return None
        if self.pt is None or (self.prev is not None and self.prev.tokenIndex < tctx.start.tokenIndex):
            return self.err("Variable name required", "A traversal starts with a variable name, as in foo.bar[0].",
                            self.here)
        root = tctx.start
        if self.pt == L.DOT:
            detail = ("A traversal cannot contain a splat (.*). Write an attribute name after the dot."
                      if self.t == L.STAR else "Write an attribute name after the dot, as in foo.bar.")
            return self.err("Attribute name required", detail, self.here, self.between(root))
        if self.pt == L.LBRACK:
            return self.err("Index value required",
                            'A traversal index is a literal number or a quoted string, as in foo[0] or foo["key"].',
                            self.here, self.between(root))
        if isinstance(self.stack[0], P.TraversalIndexContext) or self.pt in (L.NUMBER, L.CQUOTE):
            open_tok = self.stack[0].start if isinstance(self.stack[0], P.TraversalStepContext) else self.prev
            return self.err("Unclosed index brackets", 'Close the index with "]" directly after its key.',
                            self.here, self.between(open_tok))
        return self.err("Invalid character",
                        "After its variable name, a traversal continues only with .name or [key] steps.", self.here)

    # ------------------------------------------------------------------ expressions
    def leading_for(self) -> Diagnostic | None:
        """`[for` and `{for` always start for expressions, even where the grammar hesitates."""
        if not isinstance(self.stack[0], (P.PrimaryContext, P.TupleConsContext, P.ObjectConsContext,
                                          P.ObjectItemContext)):
            return None
        i = self.tok.tokenIndex
        for _ in range(5):
            prev = self._prev_token(i)
            if prev is None:
                return None
            if prev.type == L.FOR:
                opener = self._prev_token(prev.tokenIndex)
                while opener is not None and opener.type == L.NEWLINE:  # (the reference looks past them)
                    opener = self._prev_token(opener.tokenIndex)
                if opener is not None and opener.type in (L.LBRACK, L.LBRACE):
                    return leading_for_error(self.tokens, opener, self.src)
                return None
            i = prev.tokenIndex
        return None

    def expression_start(self) -> Diagnostic | None:
        if not self._operand_expected() and not self._object_key_expected():
            return None
        if self.t in _EXPR_START and self.t not in (L.FOR,):
            return None
        inner = self.innermost(P.ForIntroContext, P.TemplateForContext)
        if inner is not None and self.pt in (L.COMMA, L.FOR):
            return None
        if self.pt == L.COMMA and self.innermost(P.ForIntroContext):
            return None
        if self.pt == L.LBRACK and self.t == L.STAR and not isinstance(self.stack[0], P.PrimaryContext):
            return None  # a splat "[*]" (a "[" that opens a tuple cannot hold "*")
        if self.t == Token.EOF:
            return self.err("Missing expression",
                            "The file ends where an expression should begin. Add the missing value.",
                            self.here)
        if self.t == L.DOT:  # the reference goes on to read the dot as a step of its placeholder
            self._steps_without_names(self.tok)
        self._missing_for_result()
        return self._invalid_expression()

    def _invalid_expression(self) -> Diagnostic:
        return self.err("Invalid expression", _NO_EXPRESSION, self.here)

    def _operand_expected(self) -> bool:
        """Whether the token before this one leaves an operand to come: an operator or an
        opener, not a name ("in" and "if" are names outside 'for' and 'if') and not the
        star of a splat."""
        if self.pt not in EXPR_PREV:
            return False
        if self.pt in (L.IN, L.IF):
            holder = self.find(*_KEYWORD_HOLDERS)  # the innermost: the keyword is its, or a name
            at = self.prev.tokenIndex if self.prev is not None else -1
            kids = holder.children or () if holder is not None else ()
            return any(getattr(kid, "symbol", None) is not None and kid.symbol.tokenIndex == at for kid in kids)
        if self.pt == L.STAR:
            return not (self._prev_is(self.prev, L.LBRACK) or self._prev_is(self.prev, L.DOT))
        return True

    def _steps_without_names(self, dot: Token) -> None:
        """The reference reads ``dot`` as a traversal step, and each dot after one lacking
        its name as another: each lacks its attribute name when something else follows
        (reported even in recovery mode)."""
        while dot.type == L.DOT:
            name = self.next_token(dot.tokenIndex)
            if name.type == L.NUMBER and "." in name.text:  # two legacy indexes in one number: it ends there
                self.outer_reports.append((legacy_index_error(name.text, self.r(name), None), True, True))
            if name.type in IDENTS or name.type in (L.NUMBER, L.STAR):
                return
            self.outer_reports.append((self._nameless_step(name), True, True))
            dot = name

    def _nameless_step(self, tok: Token) -> Diagnostic:
        """The error of a dot followed by ``tok``, where its attribute name should be."""
        return self.err("Invalid attribute name", _ATTRIBUTE_NAME, self.r(tok))

    def _object_key_expected(self) -> bool:
        obj = self.innermost(P.ObjectConsContext, P.ObjectSepContext)
        return obj is not None and self.pt in (L.LBRACE, L.NEWLINE, L.COMMA)

    def construct(self) -> Diagnostic | None:
        for ctx in self.stack:
            handler = _CONSTRUCT_HANDLERS.get(type(ctx))
            if handler is not None:
                diag = handler(self, ctx)
                if diag is not None:
                    self.reported_by = ctx
                    return diag
            if isinstance(ctx, (P.BodyItemContext, P.BlockBodyContext, P.ConfigFileContext)):
                return None
        return None

    def conditional(self, ctx: P.ConditionalExprContext) -> Diagnostic | None:
        if ctx.QUESTION() is None or ctx.COLON() is not None:
            return None
        # The reference does not enter its recovery mode after this error, so every
        # conditional ending here without its false result reports it too (innermost
        # first), and so may later items.
        self.recovers = False
        outer = ctx.parentCtx
        while isinstance(outer, P.ConditionalExprContext):
            if outer.COLON() is None:
                self.outer_reports.append((self._missing_false_from(outer.start), False, False))
            outer = outer.parentCtx
        if isinstance(outer, P.ParenPrimaryContext):  # parentheses recover after any error inside
            if self.outer_reports:
                self.outer_reports[-1] = (self.outer_reports[-1][0], True, False)
            else:
                self.recovers = True
        elif isinstance(outer, P.AttributeContext) and isinstance(outer.parentCtx, P.OneLineBodyContext) \
                and self.t in (L.COMMA, L.NEWLINE) and self.reported_since < 0:
            # Outside recovery mode, the one-line block then reports its own error before
            # its body's (this one and those above), and recovers to its closing brace.
            self.outer_reports.insert(0, (self._missing_false_from(ctx.start), False, False))
            self.skips_to = self._recover(self.tok.tokenIndex, L.RBRACE)
            return self._invalid_single_argument(self.tok)
        elif isinstance(outer, P.AttributeContext) and self.t not in (L.NEWLINE, Token.EOF) \
                and not isinstance(outer.parentCtx, P.OneLineBodyContext):
            # The argument then ends without its newline: the reference says so, and
            # skips to the next item in recovery mode.
            self.outer_reports.append((self._unended_argument(outer.start), True, False))
        elif isinstance(outer, P.ObjectItemContext) and self.t == L.NEWLINE:
            # The object goes on to its next item, whose key may not start there
            key = self.next_token(self.tok.tokenIndex)
            while key.type == L.NEWLINE:
                key = self.next_token(key.tokenIndex)
            if key.type not in _EXPR_START and key.type not in (L.RBRACE, Token.EOF):
                self.outer_reports.append((self.err("Invalid expression", _NO_EXPRESSION, self.r(key)), True, False))
                self.skips_to = self._recovery_end(key.tokenIndex)
        else:
            enclosing = self._enclosing_report(outer)
            if enclosing is not None:  # outside recovery mode, the construct around goes on here
                self.outer_reports.append((enclosing, True, False))
        return self._missing_false_from(ctx.start)

    def _enclosing_report(self, ctx: ParserRuleContext | None) -> Diagnostic | None:
        """The error that the construct holding ``ctx`` (or one around it) reports at this token."""
        recovers = self.recovers
        while ctx is not None and not isinstance(ctx, (P.BodyItemContext, P.BlockBodyContext, P.ConfigFileContext)):
            if self.t in _GOES_ON_WITH.get(type(ctx), ()) or (
                    isinstance(ctx, P.ObjectItemContext) and self.t in (L.ASSIGN, L.COLON)
                    and ctx.ASSIGN() is None and ctx.COLON() is None):  # after a key
                return None
            handler = _CONSTRUCT_HANDLERS.get(type(ctx))
            diag = handler(self, ctx) if handler is not None else None
            if diag is not None:
                self.recovers, self.always = recovers, False
                return diag
            ctx = ctx.parentCtx
        return None

    def _missing_false_from(self, start: Token) -> Diagnostic:
        """The error of a conditional whose condition starts at ``start``, at this token."""
        return self.err("Missing false expression in conditional",
                        'A conditional needs both results, written as condition ? true_value : false_value, '
                        'with ":" before the false result.', self.here, self.between(start))

    def operand(self, ctx: ParserRuleContext) -> Diagnostic | None:
        if self.pt == L.DOT:
            star = self._splat_star_before(self.prev)
            self.when_reached = star is None  # within a splat's steps, only outside recovery mode
            if self.t == L.DOT:  # a step of its own, after any splat
                self._steps_without_names(self.tok)
            return self.err("Invalid attribute name", _ATTRIBUTE_NAME, star or self.here)
        # The reference reports these at the "]" its recovery finds (or the end of
        # the file), not at the unexpected token.
        if self.pt == L.STAR and self._prev_is(self.prev, L.LBRACK):
            close = self._recover(self.tok.tokenIndex + 1, L.RBRACK)
            splat = self.innermost(P.FullSplatOperandContext)
            if close.type == Token.EOF:
                self._all_end_at_eof(close)
                if self.reported_since < 0:  # (in recovery mode the reference takes this token for the "]")
                    self.skips_to = close
            elif splat is not None:  # the splat's marker ends there too
                self.rule_ends.append((splat, close))
            return self.err("Missing close bracket on splat index",
                            'A full splat is written "[*]": the star must be followed directly by "]".',
                            self.r(close))
        if isinstance(ctx, P.IndexOperandContext) and ctx.RBRACK() is None:
            return self.err("Missing close bracket on index",
                            'Close the index with "]" after its key expression.',
                            self.r(self._recover(self.tok.tokenIndex + 1, L.RBRACK)))
        return None

    def _prev_is(self, tok: Token, ttype: int) -> bool:
        before = self._prev_token(tok.tokenIndex)
        return before is not None and before.type == ttype

    def _splat_star_before(self, dot: Token) -> Range | None:
        """In `x.*.a.b.`, the reference points at the splat's star."""
        tok = self._prev_token(dot.tokenIndex)
        while tok is not None and tok.type in IDENTS | {L.NUMBER}:
            d = self._prev_token(tok.tokenIndex)
            if d is None or d.type != L.DOT:
                return None
            tok = self._prev_token(d.tokenIndex)
        if tok is not None and tok.type == L.STAR and self._prev_is(tok, L.DOT):
            return self.r(tok)
        return None

    def paren(self, ctx: P.ParenPrimaryContext) -> Diagnostic | None:
        if ctx.expression() is None:
            return None
        if self._bad_escape_since(ctx.start.tokenIndex):
            # The reference's parenthesis gives up on any error inside, a bad escape too,
            # by reading to its ")" without a word.
            self.silent = True
            return self._unbalanced(ctx)
        # The reference takes the token here for the closing parenthesis, and recovers
        # from after it.
        self.rule_ends.append((ctx, self.tok))
        if self.t != Token.EOF:
            self.skips_to = self._recovery_end(self.tok.tokenIndex + 1, ctx)
        return self._unbalanced(ctx)

    def _bad_escape_since(self, index: int) -> bool:
        """Whether the quoted text between token ``index`` and this error holds a bad escape."""
        tokens = self.tokens
        i, end = index, self.tok.tokenIndex
        while i < end:
            if tokens[i].type not in QUOTED_TEXT:
                i += 1
                continue
            first = i
            while i < end and tokens[i].type in QUOTED_TEXT:
                i += 1
            found: list[Diagnostic] = []
            decode_literal(self.src, tokens[first].start, tokens[i - 1].stop + 1, True, found)
            if found:
                return True
        return False

    def _unbalanced(self, ctx: P.ParenPrimaryContext) -> Diagnostic:
        return self.err("Unbalanced parentheses", 'Add a closing ")" to end the expression that the "(" opens.',
                        self.here, self.between(ctx.start))

    def call(self, ctx: P.FunctionCallContext) -> Diagnostic | None:
        name = ctx.start
        if self.pt == L.DOUBLE_COLON:
            return self.err("Missing function name",
                            'Write a function name after "::", as in ns::name(...).',
                            self.here, self.between(name))
        if ctx.LPAREN() is None:
            return self.err("Missing open parenthesis",
                            'Follow the function name with "(" and the arguments to call it, as in '
                            "ns::name(...).", self.here, self.between(name))
        if self.pt == L.ELLIPSIS:
            return self.err("Missing closing parenthesis",
                            'Only the last argument can be expanded with "...", so ")" must follow it '
                            "directly.", self.r(self.prev), self.between(name, self.prev))
        if self.t == Token.EOF:
            return self._unterminated_call(ctx)
        if self.t == L.LPAREN:  # the reference reads the separator first: its recovery does not count it
            self.skips_to = self._recovery_end(self.tok.tokenIndex + 1)
        return self.err("Missing argument separator",
                        "Separate function arguments with commas, as in f(a, b).",
                        self.here, self.between(name))

    def _unterminated_call(self, ctx: P.FunctionCallContext) -> Diagnostic:
        return self.err("Unterminated function call",
                        'The file ends before the ")" that closes this function call. Add it, or look '
                        "for an unbalanced parenthesis among the arguments.",
                        Range.between(self.r(ctx.start), self.r(ctx.LPAREN().symbol)))

    def tuple(self, ctx: P.TupleConsContext) -> Diagnostic | None:
        if self.t == Token.EOF:
            return self.err("Unterminated tuple constructor expression", _UNTERMINATED.format("bracket"),
                            self.r(ctx.start))
        return self.err("Missing item separator", "Separate tuple items with commas, as in [a, b].",
                        self.here, self.between(ctx.start))

    def object_item(self, ctx: P.ObjectItemContext) -> Diagnostic | None:
        obj = self.find(P.ObjectConsContext)
        open_tok = obj.start if obj is not None else ctx.start
        if ctx.ASSIGN() is not None or ctx.COLON() is not None:
            return None
        if self.t in (L.NEWLINE, L.COMMA):
            return self.err("Missing attribute value",
                            "Give the attribute a value after an equals sign, as in { name = value }.",
                            self.here, self.between(open_tok))
        if self.t == Token.EOF:
            return self.err("Unterminated object constructor expression", _UNTERMINATED.format("brace"),
                            self.r(open_tok))
        detail = 'Put an equals sign "=" between the attribute name and its value.'
        if self.t in IDENTS:
            detail += (" A name that contains spaces or periods must be quoted, as in "
                       '{ "my key" = value }.')
        return self.err("Missing key/value separator", detail, self.here, self.between(open_tok))

    def object(self, ctx: P.ObjectConsContext) -> Diagnostic | None:
        if self.t == Token.EOF:
            return self.err("Unterminated object constructor expression", _UNTERMINATED.format("brace"),
                            self.r(ctx.start))
        return self.err("Missing attribute separator",
                        "Separate object attributes with newlines or commas.",
                        self.here, self.between(ctx.start))

    def for_expr(self, ctx: ParserRuleContext) -> Diagnostic | None:
        loop = ctx if isinstance(ctx, (P.ForTupleExprContext, P.ForObjectExprContext)) else \
            self.find(P.ForTupleExprContext, P.ForObjectExprContext)
        if loop is None:
            return None
        open_tok = loop.start
        open_range = self.src.range(open_tok.start, open_tok.start + 1)
        ctx_range = Range.between(open_range, self.here)
        intro = loop.forIntro()

        def invalid(detail: str, subject: Range | None = None, context: Range | None = None) -> Diagnostic:
            return self.err("Invalid 'for' expression", detail, subject or self.here, context or ctx_range)

        if intro is None or intro.IN() is None:
            names = intro.identifier() if intro is not None else []
            if self.pt == L.COMMA:
                return invalid("Write the value variable's name after the comma, as in for key, value in coll.")
            if not names or self.pt == L.FOR_LBRACE or self.pt == L.FOR:
                return invalid("Write a variable name after 'for', as in for item in coll.")
            return invalid("Write 'in' and the collection after the variable names, as in for item in coll.")
        if loop.COLON() is None:
            return invalid("Write a colon and the result after the collection, as in [for item in coll : item].")
        close: Token | None = self._recover(open_tok.tokenIndex + 1, _CLOSER_OF[open_tok.type])
        if close is not None and close.type == Token.EOF:
            close = None
        whole = Range.between(open_range, self.r(close)) if close is not None else ctx_range
        values = loop.getTypedRuleContexts(P.ExpressionContext)
        if self.t in (L.FAT_ARROW, L.ELLIPSIS, L.RBRACE, L.IF):
            # The reference checks keys and grouping after parsing the whole 'for'.
            self.recovers, self.always = False, True
        after = self.next_token(self.tok.tokenIndex) if self.t == L.FAT_ARROW and values else None
        if after is not None and after.type not in _EXPR_START and after.type != Token.EOF:
            # The reference reads the result after the arrow, which cannot start there: that
            # error makes it give up the 'for' before it checks the key.
            self.tok, self.t = after, after.type
            self.recovers, self.always = True, False
            return self._invalid_expression()
        if isinstance(loop, P.ForTupleExprContext):
            if self.t == L.FAT_ARROW and values:
                ellipsis = self._grouping_after(close) if close is not None else None
                if ellipsis is not None:  # checked next, after the whole 'for'
                    self.outer_reports.append((self._grouping_in_tuple(self.r(ellipsis), whole), False, True))
                return self._key_in_tuple(self._ctx_range(values[-1]), whole)
            if self.t == L.ELLIPSIS:
                return self._grouping_in_tuple(self.here, whole)
        elif loop.FAT_ARROW() is None and values:
            key_required = self._key_required(self._ctx_range(values[-1]), whole)
            if self.t in (L.RBRACE, L.IF, L.ELLIPSIS):
                if self.t == L.IF and close is not None:
                    # The reference reads the condition and the brace, then finds the key
                    # missing (a broken condition would report its own error instead).
                    self.skips_to, self.skip_recovers = close, False
                return key_required
            # The reference skips to the closing brace, then finds the key missing.
            self.outer_reports.append((key_required, True, True))
        self.recovers, self.always = True, False
        return invalid("This text does not belong to the 'for' expression, which ends with an optional 'if' "
                       "condition and then its closing bracket or brace.")

    def _key_in_tuple(self, subject: Range, whole: Range) -> Diagnostic:
        return self.err("Invalid 'for' expression",
                        'A "[for ...]" expression builds a tuple and takes no key. Remove the "key =>" part, or use '
                        "braces, as in {for ...}, to build an object.", subject, whole)

    def _missing_for_result(self) -> None:
        """At a 'for' expression's result, missing: in recovery mode the reference puts a
        placeholder there and reads on through the 'for', then checks its key and grouping
        (reported there, though not the missing result)."""
        loop = self.stack[1] if len(self.stack) > 1 else None
        if not isinstance(loop, (P.ForTupleExprContext, P.ForObjectExprContext)) or self.pt != L.COLON:
            return
        if self.t not in (L.FAT_ARROW, L.ELLIPSIS) and not (self.t == L.RBRACE and
                                                          isinstance(loop, P.ForObjectExprContext)):
            return
        open_tok = loop.start
        close = self._recover(open_tok.tokenIndex + 1, _CLOSER_OF[open_tok.type])
        if any(self.tokens[i].type == L.FOR for i in range(self.tok.tokenIndex, close.tokenIndex)):
            return  # (a 'for' in the result may report errors of its own, and this one then gives up)
        whole = Range.between(self.src.range(open_tok.start, open_tok.start + 1), self.r(close))
        ellipsis = self.tok if self.t == L.ELLIPSIS else self._grouping_after(close)
        if isinstance(loop, P.ForTupleExprContext):
            if self.t == L.FAT_ARROW:
                self.recovery_reports.append(self._key_in_tuple(self.here, whole))
            if ellipsis is not None:
                self.recovery_reports.append(self._grouping_in_tuple(self.r(ellipsis), whole))
        elif self.t != L.FAT_ARROW:
            self.recovery_reports.append(self._key_required(self.here, whole))

    def _grouping_in_tuple(self, subject: Range, whole: Range) -> Diagnostic:
        return self.err("Invalid 'for' expression",
                        'Grouping with "..." works only in "{for ...}" expressions that build objects.', subject,
                        whole)

    def _grouping_after(self, close: Token) -> Token | None:
        """The "..." between this token and ``close`` outside brackets, if any."""
        depth = 0
        for i in range(self.tok.tokenIndex + 1, close.tokenIndex):
            ttype = self.tokens[i].type
            if ttype in OPENERS:
                depth += 1
            elif ttype in CLOSED_BY:
                depth -= 1
            elif ttype == L.ELLIPSIS and depth == 0:
                return self.tokens[i]
        return None

    def _key_required(self, value: Range, whole: Range) -> Diagnostic:
        return self.err("Invalid 'for' expression",
                        'A "{for ...}" expression builds an object, so write its result as "key => value", '
                        "or use brackets, as in [for ...], to build a tuple.", value, whole)

    def _ctx_range(self, ctx: ParserRuleContext) -> Range:
        return Range.between(self.r(ctx.start), self.r(ctx.stop))

    def expression_file(self, ctx: P.ExpressionFileContext) -> Diagnostic | None:
        return self.err("Extra characters after expression",
                        "The input holds a complete expression followed by more text. Remove the text after it.",
                        self.here)

    # ------------------------------------------------------------------ bodies
    def body(self) -> Diagnostic | None:
        for ctx in self.stack:
            if isinstance(ctx, P.AttributeContext) and isinstance(ctx.parentCtx, P.OneLineBodyContext):
                return self._one_line_attribute(ctx)
            if isinstance(ctx, (P.OneLineBodyContext, P.MultiLineBodyContext, P.BlockBodyContext)):
                return self._block_body(ctx)
            if isinstance(ctx, P.BlockContext):
                return self._block_header(ctx)
            if isinstance(ctx, P.BodyItemContext):
                # A name followed by something else: reported even in recovery mode
                # (not an error inside an argument's value that nothing above explains).
                self.always = ctx.start.type in IDENTS and self.find(P.AttributeContext) is None
                if self.always:
                    self.skips_to = self._item_end(self.next_token(ctx.start.tokenIndex))
                return self.err("Argument or block definition required",
                                'Each body item is an argument (name = value) or a block (type "label" { ... }). '
                                'An argument needs "=" between its name and its value.',
                                self.r(ctx.start))
            if isinstance(ctx, P.ConfigFileContext):
                return self._body_level(ctx, None)
        return None

    def _body_level(self, body: ParserRuleContext, block: P.BlockContext | None) -> Diagnostic:
        if self.pt in (None, L.NEWLINE) or (block is not None and self.pt == L.LBRACE):
            if self.t not in IDENTS:  # no body item starts here: the reference skips the body's rest
                # (to the brace closing the block, or the end of the file)
                self.skips_to = (self._recover(self.tok.tokenIndex + 1, L.RBRACE) if block is not None
                                 else self.tokens[-1])
            if self.t == Token.EOF and block is not None:
                return self.err("Unclosed configuration block", _UNCLOSED_BLOCK, self.r(self.prev_brace(block)))
            if self.t == L.OQUOTE:
                return self.err("Invalid argument name", "Write argument names without quotes, as in name = value.",
                                self.here)
            # "{for" is one token here; the reference points at the brace alone.
            here = self.src.range(self.tok.start, self.tok.start + 1) if self.t == L.FOR_LBRACE else self.here
            return self.err("Argument or block definition required",
                            'Each body item is an argument (name = value) or a block (type "label" { ... }).',
                            here)
        if self.t == Token.EOF and block is not None:
            return self.err("Unclosed configuration block", _UNCLOSED_BLOCK, self.r(self.prev_brace(block)))
        item = self._last_item(body)
        if item is not None and item.block() is not None:
            self.skips_to = self._item_end(self.tok)
            return self.err("Missing newline after block definition",
                            "Start a new line after the block's closing brace.", self.here, self.between(item.start))
        return self._unended_argument(item.start if item is not None else self.tok)

    def _unended_argument(self, start: Token) -> Diagnostic:
        """An argument starting at ``start`` goes on past its value, here."""
        self.skips_to = self._item_end(self.tok)
        if self.t == L.COMMA:
            return self.err("Unexpected comma after argument",
                            "Put each argument on a line of its own; commas do not separate arguments in a "
                            "body.", self.here, self.between(start))
        return self.err("Missing newline after argument", "End the argument with a newline before the next item.",
                        self.here, self.between(start))

    def _all_end_at_eof(self, eof: Token) -> None:
        """The reference's recovery reads to the end of the file: every expression around
        the error, up to the argument, ends there."""
        for ctx in self.stack:
            if isinstance(ctx, P.AttributeContext):
                break
            self.rule_ends.append((ctx, eof))

    def _recovery_end(self, index: int, exclude: ParserRuleContext | None = None,
                      going_on: ParserRuleContext | None = None) -> Token | None:
        """Where the reference's recovery from an error in an argument's value, at token
        ``index``, ends: each enclosing bracketed expression (but ``exclude``) skips to
        its closing bracket, a string broken by a newline to its closing quote, then the
        argument to the end of its line. None when that cannot be told: the error is not
        in an argument's value, or it is in a template (or a full splat) that the
        recovery does not leave at the end of the file. With ``going_on``, the error is
        one the reference found in that rule having read on to token ``index`` (see
        :meth:`carried_on`): the rules inside it are left already."""
        stack = self.stack if going_on is None else self.stack[self.stack.index(going_on):]
        argument = next((ctx for ctx in stack if isinstance(ctx, P.AttributeContext)), None)
        if argument is None or isinstance(argument.parentCtx, P.OneLineBodyContext):
            return None
        # No error may scan text in vain, which could cost time quadratic in the input:
        # where a template lies on the way out, only the first error of a parse looks
        # (the recovery may read to the end of the file, and then the template ends there).
        unmodelled = next(ctx for ctx in stack if ctx is argument or self._recovers_to(ctx, exclude) is None)
        if unmodelled is not argument and self.last_error >= 0:
            return None
        # The token the reference read last, once out of the rule holding the error: the
        # closer each bracketed expression's recovery finds (or what an unbalanced
        # parenthesis takes for its ")"); each rule from there up to the argument ends there.
        last = self.tokens[index - 1] if exclude is not None else None
        unentered = self._unentered_bracket() if going_on is None else None
        if unentered is not None and self.reported_since >= 0 and self._index_without_key():
            unentered = None  # (in recovery mode, see carried_on)
        if unentered is not None:  # the reference is inside a bracket the parse has no rule for yet
            last = self._recover(index, unentered)
            index = last.tokenIndex + 1
        for ctx in stack:
            at_eof = last is not None and last.type == Token.EOF
            if ctx is argument:
                end = last if last is not None and at_eof else self._item_end(self.tokens[index])
                if last is not None or end.channel != Token.DEFAULT_CHANNEL:
                    self.unwinds_to = argument  # the parse goes on in the argument, not in the brackets it left
                return end
            closer = self._recovers_to(ctx, exclude)
            if closer is None and not at_eof:
                return None
            if closer and not at_eof:
                last = self._recover(index, closer)
                index = last.tokenIndex + 1
            if last is not None:
                self.rule_ends.append((ctx, last))
        return None

    def _skip_bracket(self, index: int) -> None:
        """When the error at token ``index`` is in a bracketed expression inside a template
        sequence (whose own recovery is not modelled): skip to the end of the bracket's
        recovery (its closer, passed over in silence), and go on in the template as the
        reference does, from the rule holding the bracket."""
        bracket = None
        for ctx in self.stack:
            if isinstance(ctx, BODY_LEVEL):
                return
            if isinstance(ctx, _UNMODELLED_RECOVERY):
                break
            if bracket is None and type(ctx) in RECOVERS_TO:
                bracket = ctx
        else:
            return
        if bracket is None:
            return
        closer = self._recover(index, RECOVERS_TO[type(bracket)])
        self.passes_over = closer
        # Where the template sequence ends right after it, the parse goes on from there
        # (elsewhere, what lies between the reference's reading and this parse's is not
        # modelled: the parse goes on as it can, and reports nothing there).
        if closer.type != Token.EOF and self.next_token(closer.tokenIndex).type in (L.RBRACE, L.STRIP_RBRACE):
            self.skips_to = self.tokens[closer.tokenIndex + 1]
            self.unwinds_to = bracket

    def _recovers_to(self, ctx: ParserRuleContext, exclude: ParserRuleContext | None) -> int | None:
        """The closer ``ctx``'s recovery reads to, when an error inside it leaves it; 0
        when it has none (the error passes through it), None when that is not modelled."""
        if ctx is self.reported_by and isinstance(ctx, P.QuotedTemplateContext) and ctx is self.stack[0]:
            return L.CQUOTE  # (a string broken by a newline reads to its closing quote)
        if isinstance(ctx, _UNMODELLED_RECOVERY):
            return None
        return 0 if ctx is exclude else RECOVERS_TO.get(type(ctx), 0)

    def _index_without_key(self) -> bool:
        """Whether this token follows the "[" of an index, the parse having no rule for it
        yet, where the index's key cannot start: in recovery mode the reference puts a
        placeholder in for the key and takes this token for the index's "]"."""
        return self.pt == L.LBRACK and isinstance(self.stack[0], P.OperandContext) and (
            self.t == L.RBRACK or self.t not in _EXPR_START | CONTINUES_AN_OPERAND | {Token.EOF})

    def _unentered_bracket(self) -> int | None:
        """The closer of the bracket just before the error when the parse failed to tell
        what it opens, so that it holds no rule for it yet; else None."""
        if self.prev is not None and self.prev is self.current:  # (prediction stopped after it)
            return _CLOSER_OF.get(self.prev.type)
        return None

    def _recover(self, index: int, closer: int) -> Token:
        """The token where the reference's recovery to ``closer`` from token ``index``
        stops: the first such closer not paired with an opener after ``index`` (the
        closing braces of template sequences do not count), or the end of the file."""
        tokens = self.tokens
        opener = _OPENED_BY[closer]
        if closer in (L.RBRACK, L.RPAREN):  # (braces do not count for these)
            found = self.closers.get(closer)
            if found is None:
                found = self.closers[closer] = closer_index(token_columns(tokens)[0], closer, opener)
            return tokens[found[index] if index < len(found) else -1]
        nest = 0
        braces: list[bool] = []  # braces opened since ``index``: whether by a template sequence
        for i in range(index, len(tokens)):
            ttype = tokens[i].type
            if ttype in BRACES:
                braces.append(ttype in SEQUENCES)
            elif ttype in (L.RBRACE, L.STRIP_RBRACE) and braces and braces.pop():
                continue  # the end of a template sequence
            if ttype == Token.EOF:
                return tokens[i]
            if ttype in opener:
                nest += 1
            elif ttype == closer or (closer == L.RBRACE and ttype == L.STRIP_RBRACE):
                if nest < 1:
                    return tokens[i]
                nest -= 1
        return tokens[-1]

    def _item_end(self, first: Token) -> Token:
        """Where the reference's recovery after a broken body item stops reading, from
        ``first`` on: at the first newline outside brackets, quotes and template
        sequences (an unmatched closer closes what it matches), or the end of the file.
        That newline may be one this lexer hides, for a bracket opened before ``first``
        that the reference has left unclosed (see errors.HiddenNewlines)."""
        tokens = self.tokens
        opened: list[int] = []
        for i in range(first.tokenIndex, len(tokens)):
            tok = tokens[i]
            ttype = tok.type
            if ttype == L.NEWLINE and not opened:
                return tok
            if ttype in OPENERS:
                opened.append(ttype)
            elif ttype in CLOSED_BY:
                wanted = CLOSED_BY[ttype]
                if ttype in (L.RBRACE, L.STRIP_RBRACE):  # the end of a template sequence, or a brace
                    inner = next((t for t in reversed(opened) if t in BRACES), L.LBRACE)
                    wanted = SEQUENCES if inner in SEQUENCES else BRACES - SEQUENCES
                while opened and opened[-1] not in wanted:
                    opened.pop()
                if opened:
                    opened.pop()
        return tokens[-1]

    @staticmethod
    def prev_brace(block: P.BlockContext) -> Token:
        return block.blockBody().start

    def _last_item(self, body: ParserRuleContext) -> P.BodyItemContext | None:
        # From the end: a body with many items and many errors must not cost quadratic time.
        for child in reversed(body.children or ()):
            if isinstance(child, P.BodyItemContext):
                return child
        return None

    def _block_header(self, ctx: P.BlockContext) -> Diagnostic:
        self.skips_to = self._item_end(self.tok)
        return self._header_error(ctx, self.tok)

    def _header_error(self, ctx: P.BlockContext, tok: Token) -> Diagnostic:
        if tok.type == L.ASSIGN:
            detail = 'A block header takes no "=": write type "label" { ... }. The "=" sign sets arguments.'
        elif tok.type == L.NEWLINE:
            detail = ('Open the block body with "{" on the same line as the block type and labels, and close '
                      'it with "}".')
        else:
            detail = 'Only quoted labels and then the opening brace "{" can follow the block type.'
        return self.err("Invalid block definition", detail, self.r(tok), self.between(ctx.start, tok))

    def _block_body(self, ctx: ParserRuleContext) -> Diagnostic:
        block = self.find(P.BlockContext)
        assert block is not None
        if ctx.start is None or ctx.start.type != L.LBRACE or (ctx.start.tokenIndex >= self.tok.tokenIndex):
            return self._block_header(block)
        lbrace = ctx.start
        if isinstance(ctx, P.MultiLineBodyContext):
            return self._body_level(ctx, block)
        self.order = self.r(lbrace).start.byte - 1
        if self.pt == L.LBRACE:
            if self.t == Token.EOF:
                return self.err("Unclosed configuration block", _UNCLOSED_BLOCK, self.r(lbrace))
            return self._broken_single_argument(self.tok, self.err(
                "Argument or block definition required",
                'Each body item is an argument (name = value) or a block (type "label" { ... }).', self.here))
        # after the single attribute
        if self.t == Token.EOF:
            return self.err("Unclosed configuration block", _UNCLOSED_BLOCK, self.r(lbrace),
                            self.between(block.start, lbrace))
        attribute = ctx.attribute() if isinstance(ctx, P.OneLineBodyContext) else None
        if attribute is not None and self.reported_since >= attribute.start.tokenIndex:
            # An error reported in its value left the reference in recovery mode: it
            # then skips to the end of the item instead of looking for the brace here.
            self.silent = True
        return self._invalid_single_argument(self.tok)

    def _invalid_single_argument(self, at: Token) -> Diagnostic:
        """A one-line block going on at ``at``, after its argument."""
        if at.type == L.COMMA:
            detail = ("A block written on one line holds a single argument. For more arguments, spread the "
                      "block over several lines with one argument per line.")
        elif at.type == L.NEWLINE:
            detail = ("A block whose first argument is on its opening line must also end on that line. Put "
                      'the closing "}" right after the argument, or move the argument to a line of its own.')
        else:
            detail = 'Close the one-line block with "}" right after its argument.'
        return self.err("Invalid single-argument block definition", detail, self.r(at))

    def _one_line_attribute(self, ctx: P.AttributeContext) -> Diagnostic:
        ident = ctx.start
        if ctx.ASSIGN() is not None:
            return self._block_body(ctx.parentCtx)
        if self.t in (L.OQUOTE, L.LBRACE) or self.t in IDENTS:
            return self._broken_single_argument(ident, self.err(
                "Argument definition required",
                f'A block written on one line holds a single argument. To set "{ident.text}", write '
                f'"{ident.text} = value"; to nest a block, put it on a line of its own inside the parent block.',
                self.between(ident)))
        return self._broken_single_argument(ident, self.err(
            "Argument or block definition required",
            'Each body item is an argument (name = value) or a block (type "label" { ... }). '
            'An argument needs "=" between its name and its value.', self.r(ident)))

    def _seen_after(self, tok: Token) -> Token:
        """The next token the reference sees after ``tok`` in a body, where newlines count
        (the brackets the reference's recovery leaves open do not hide them)."""
        for i in range(tok.tokenIndex + 1, len(self.tokens)):
            after = self.tokens[i]
            if after.channel == Token.DEFAULT_CHANNEL or after.type == L.NEWLINE:
                return after
        return self.tokens[-1]

    def _broken_single_argument(self, first: Token, diag: Diagnostic) -> Diagnostic:
        """``diag`` for a one-line block whose argument breaks at token ``first``, as the
        reference recovers: it reads on to the end of the line, and unless a "}" follows
        there, reports the block before the argument (a comma or newline there is an
        invalid single-argument block) and skips to a closing brace."""
        self.when_reached = True
        end = self._item_end(self._seen_after(first))
        after = end if end.type == Token.EOF else self._seen_after(end)
        if after.type in (L.RBRACE, Token.EOF):
            self.skips_to = after
            return diag
        self.skips_to = self._recover(after.tokenIndex, L.RBRACE)
        if after.type not in (L.COMMA, L.NEWLINE):
            return diag  # reported outside recovery mode only, which the reference is in by then
        self.outer_reports.append((diag, True, True))
        self.when_reached = False  # always reported, as the block's own error
        return self._invalid_single_argument(after)


_CONSTRUCT_HANDLERS = {
    P.ConditionalExprContext: _Classifier.conditional,
    P.IndexOperandContext: _Classifier.operand,
    P.GetAttrOperandContext: _Classifier.operand,
    P.LegacyIndexOperandContext: _Classifier.operand,
    P.AttrSplatOperandContext: _Classifier.operand,
    P.FullSplatOperandContext: _Classifier.operand,
    P.OperandContext: _Classifier.operand,
    P.PrimaryOperandContext: _Classifier.operand,
    P.ParenPrimaryContext: _Classifier.paren,
    P.FunctionCallContext: _Classifier.call,
    P.TupleConsContext: _Classifier.tuple,
    P.ObjectItemContext: _Classifier.object_item,
    P.ObjectConsContext: _Classifier.object,
    P.ObjectSepContext: _Classifier.object,
    P.ForTupleExprContext: _Classifier.for_expr,
    P.ForObjectExprContext: _Classifier.for_expr,
    P.ForIntroContext: _Classifier.for_expr,
    P.ForCondContext: _Classifier.for_expr,
    P.ExpressionFileContext: _Classifier.expression_file,
}


# The tokens with which a construct goes on after one of its expressions.
_GOES_ON_WITH = {
    P.FunctionCallContext: (L.RPAREN, L.COMMA, L.ELLIPSIS), P.TupleConsContext: (L.RBRACK, L.COMMA),
    P.IndexOperandContext: (L.RBRACK,), P.ObjectItemContext: (L.RBRACE, L.COMMA, L.NEWLINE),
    P.ForTupleExprContext: (L.RBRACK, L.IF), P.ForObjectExprContext: (L.RBRACE, L.IF, L.ELLIPSIS, L.FAT_ARROW),
    P.ForIntroContext: (L.COLON,), P.ForCondContext: (L.RBRACK, L.RBRACE), P.ExpressionFileContext: (Token.EOF,),
}

_CLOSER_OF = {L.LBRACK: L.RBRACK, L.LPAREN: L.RPAREN, L.LBRACE: L.RBRACE, L.FOR_LBRACE: L.RBRACE}
# Where "in" and "if" may be keywords rather than names (a 'for' header and condition
# are inside their expression).
# The rules holding an "in" or "if" keyword.
_KEYWORD_HOLDERS = (P.ForIntroContext, P.ForCondContext, P.TemplateIfContext, P.TemplateForContext)
_NO_EXPRESSION = "An expression must begin here, but this token cannot start one."
_UNMODELLED_RECOVERY = (P.TemplateContext, P.TemplateExprContext, P.TemplatePartContext, P.FullSplatOperandContext)


def legacy_index_error(text: str, number: Range, splat_star: Range | None) -> Diagnostic:
    """The error of a legacy index step ``.N`` whose number ``text`` (at ``number``) holds
    a dot, so chains two indexes (after an attribute-only splat's star at ``splat_star``)."""
    first, second = text.split(".", 1)
    proper = ("Write a full splat [*] instead of .* and put each index in brackets"
              if splat_star is not None else "Put each index in brackets")
    return Diagnostic.error(
        "Invalid legacy index syntax",
        f'The dotted index form ".{text}" cannot chain two indexes in one step. {proper}: [{first}][{second}].',
        splat_star if splat_star is not None else number)


def next_on_channel(tokens: TokenList, index: int) -> Token:
    """The first token after ``tokens[index]`` on the default channel (the last token, the
    end of the file, when there is none)."""
    i = index + 1
    while i < len(tokens) and tokens[i].channel != Token.DEFAULT_CHANNEL:
        i += 1
    return tokens[min(i, len(tokens) - 1)]


def _significant_after(tokens: TokenList, index: int) -> Token:
    """The first token after ``index`` the parser sees that is not a newline (or EOF);
    a lazy stream's is found in its table, making no token for the comments and blank
    lines passed over."""
    last = len(tokens) - 1
    i = index + 1
    if isinstance(tokens, LiveTokens):
        types, channels = tokens.table.types, tokens.table.channels
        while i < last and (channels[i] != Token.DEFAULT_CHANNEL or types[i] == L.NEWLINE):
            i += 1
    else:
        while i < last and (tokens[i].channel != Token.DEFAULT_CHANNEL or tokens[i].type == L.NEWLINE):
            i += 1
    return tokens[min(i, last)]


def leading_for_error(tokens: TokenList, opener: Token, src: SourceText) -> Diagnostic | None:
    """The error for a malformed `[for ...` or `{for ...` start, if any."""
    open_range = src.range(opener.start, opener.start + 1)

    def report(detail: str, tok: Token) -> Diagnostic:
        rng = src.range(tok.start, tok.stop + 1)
        return Diagnostic.error("Invalid 'for' expression", detail, rng, Range.between(open_range, rng))

    first = _significant_after(tokens, opener.tokenIndex)
    if first.type != L.FOR:
        return None
    name = _significant_after(tokens, first.tokenIndex)
    if name.type not in IDENTS:
        return report("Write a variable name after 'for', as in for item in coll.", name)
    nxt = _significant_after(tokens, name.tokenIndex)
    if nxt.type == L.COMMA:
        value = _significant_after(tokens, nxt.tokenIndex)
        if value.type not in IDENTS:
            return report("Write the value variable's name after the comma, as in for key, value in coll.", value)
        nxt = _significant_after(tokens, value.tokenIndex)
    if nxt.type != L.IN:
        return report("Write 'in' and the collection after the variable names, as in for item in coll.", nxt)
    return None


@dataclass(frozen=True, slots=True)
class Classified:
    """A syntax error as the reference reports it, and how it affects later reporting."""

    diagnostic: Diagnostic
    order: int        # byte offset to sort it among the lowering's diagnostics
    recovers: bool    # the reference enters its recovery mode after this error
    always: bool      # the reference reports this error even in recovery mode
    skips_to: Token | None = None  # the token up to which the reference then reports nothing
    unwinds_to: ParserRuleContext | None = None  # the rule the parse goes on in after the skip
    skip_recovers: bool = True  # the reference is in recovery mode after the skip (else it read the text cleanly)
    rule_ends: tuple[tuple[ParserRuleContext, Token], ...] = ()  # rules, and where the reference's reading ends
    # Reported only where the reference, in recovery mode already, passes over the error
    # before it silently.
    only_in_recovery: bool = False
    silent: bool = False  # the reference reports nothing here, but recovers as after an error
    passes_over: Token | None = None  # the token up to which the reference reads on without a word


def classify(
    parser: Parser, offending: Token, src: SourceText, tokens: TokenList, last_error: int = -1,
    paired: dict[int, PairedTemplate] | None = None, reported_since: int = -1,
    closers: dict[int, Sequence[int]] | None = None,
) -> list[Classified]:
    """The diagnostics for the syntax error at ``offending``; ``last_error`` is the index
    of the previous one's token (-1 for none); ``paired``, the parse's record of the
    templates whose directives it has paired; ``closers``, its :func:`closer_index`
    tables by the closer."""
    classifier = _Classifier(parser, offending, src, tokens, last_error, paired, reported_since, closers)
    diag = classifier.run()
    order = classifier.order
    if order is None:  # where the reference finds the error: at the offending token
        order = classifier.here.start.byte
    if classifier.recovers and classifier.skips_to is None:
        classifier.skips_to = classifier._recovery_end(offending.tokenIndex)
        if classifier.skips_to is None and classifier.passes_over is None:
            classifier._skip_bracket(offending.tokenIndex)
    # The reference reports some errors even in recovery mode, once it parses that far:
    # surely in a body item after the one holding the previous error.
    item = classifier.find(P.BodyItemContext)
    reached = item is not None and item.start.tokenIndex > last_error
    always = classifier.always or (reached and (classifier.when_reached or diag.summary in _REPORTED_WHEN_REACHED))
    found = [Classified(diag, order, classifier.recovers, always, classifier.skips_to, classifier.unwinds_to,
                        classifier.skip_recovers, tuple(classifier.rule_ends), silent=classifier.silent,
                        passes_over=classifier.passes_over)]
    found.extend(Classified(outer, order, recovers, reached and when_reached)
                 for outer, recovers, when_reached in classifier.outer_reports)
    if classifier.template_end is not None:
        end = classifier.r(classifier.template_end).start.byte
        found.extend(Classified(late, end, False, True) for late in classifier.late_reports)
    carried_on = classifier.carried_on() if reached and not always else None
    found.extend(Classified(diag, order, True, True, only_in_recovery=True) for diag in classifier.carried_names)
    if carried_on is not None:
        skips_to, unwinds_to = classifier.carried_skip
        found.append(Classified(carried_on, order, True, True, skips_to, unwinds_to, only_in_recovery=True))
    found.extend(Classified(diag, order, True, True, only_in_recovery=True) for diag in classifier.recovery_reports)
    return found
