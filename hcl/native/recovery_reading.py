"""The error classifier's reading on in recovery mode.

After its first error the reference is in recovery mode: it reports only some kinds of
error, puts a placeholder in for a missing operand without a word, and goes on; a
construct that gives up reads to its closer, and the constructs around go on after it.
:class:`RecoveryReading` is a part of the classifier in :mod:`hcl.native.classify`
that follows that reading from an error the reference passes over, to what it reports
further on (see :meth:`RecoveryReading.carried_on`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from antlr4 import ParserRuleContext, Token

from hcl._generated.HCLParser import HCLParser as P
from hcl.diagnostics import Diagnostic
from hcl.native import lexer_tables as L
from hcl.native.classifier_parts import ClassifierParts
from hcl.native.read_on import read_on
from hcl.native.syntax_sets import BODY_LEVEL, CONTINUES_AN_OPERAND, RECOVERS_TO, TEMPLATE_RULES
from hcl.pos import Range

# The constructs that give up at an error they find by reading to their closer (a string
# broken by a newline, to its closing quote).
_GIVES_UP_TO = {P.QuotedTemplateContext: L.CQUOTE,
                **{kind: RECOVERS_TO[kind] for kind in (P.TupleConsContext, P.ObjectConsContext,
                                                        P.ForTupleExprContext, P.ForObjectExprContext)}}
NOT_MODELLED = -2  # what a reading gives where it is not followed (no token's type)
# Where an object goes on after a key or value (elsewhere, it gives up at its closer).
_GOES_ON_IN_OBJECT = frozenset({L.ASSIGN, L.COLON, L.COMMA, L.NEWLINE, L.RBRACE, Token.EOF})
_GOES_ON_AFTER_KEY = frozenset({L.ASSIGN, L.COLON, Token.EOF})
_BRACKETED = (P.FunctionCallContext, P.ParenPrimaryContext, P.TupleConsContext, P.ObjectConsContext,
              P.ForTupleExprContext, P.ForObjectExprContext, P.IndexOperandContext, P.FullSplatOperandContext,
              *TEMPLATE_RULES)
_OPERATION_PARTS = (P.OperandContext, P.OperandExprContext, P.UnaryExprContext, P.BinaryExprContext)


def operation_start(operand: ParserRuleContext) -> Token:
    """The first token of the operation that ``operand`` ends so far (itself, or the
    unary and binary operations around it, up to a conditional or a bracket)."""
    ctx = operand
    while isinstance(ctx.parentCtx, _OPERATION_PARTS):
        ctx = ctx.parentCtx
    return ctx.start


class RecoveryReading(ClassifierParts):
    """The classifier's reading on from an error the reference passes over."""

    if TYPE_CHECKING:  # what else the classifier provides
        unwinds_to: ParserRuleContext | None
        carried_names: list[Diagnostic]
        carried_skip: tuple[Token | None, ParserRuleContext | None]

        def _recovery_end(self, index: int, exclude: ParserRuleContext | None = None,
                          going_on: ParserRuleContext | None = None) -> Token | None: ...
        def _unentered_bracket(self) -> int | None: ...
        def _index_without_key(self) -> bool: ...
        def _object_key_expected(self) -> bool: ...
        def _nameless_step(self, tok: Token) -> Diagnostic: ...
        def _missing_false_from(self, start: Token) -> Diagnostic: ...
        def _key_required(self, value: Range, whole: Range) -> Diagnostic: ...
        def _unterminated_call(self, ctx: P.FunctionCallContext) -> Diagnostic: ...
        def _unbalanced(self, ctx: P.ParenPrimaryContext) -> Diagnostic: ...
        def call(self, ctx: P.FunctionCallContext) -> Diagnostic | None: ...

    def carried_on(self) -> Diagnostic | None:
        """What the reference reports after this error when it is already in recovery mode
        and the error is not one it reports there.

        It then puts a placeholder in for what is missing and goes on at this token, and
        the constructs around go on too; or the construct that found the error gives up,
        reading to its closer, and the ones around go on after that. At the end of the
        file (or at a newline ending an argument) the innermost one still needing
        something reports that, as it does in recovery mode too, and the ones around it
        give up silently. At a token that ends an expression, a conditional, call or
        parenthesis directly around reports it as its missing ":", separator or ")".
        (The classifier moves to the token where they go on: call this last.)"""
        gives_up = self.reported_by
        # The object whose key is missing here (the reference's placeholder for it is followed by this token)
        key_missing = self.stack[0] if self._object_key_expected() else None
        # An index whose key is missing, the parse having no rule for it yet: it takes the
        # token after its placeholder key for its "]", whatever that is.
        keyless_index = gives_up is None and self._index_without_key()
        if self.always:
            return None
        # (an index whose key starts with an operator reads its operation on, as below; "[*"
        # is a splat)
        key_operation = self.pt == L.LBRACK and isinstance(self.stack[0], P.OperandContext) \
            and self.t in CONTINUES_AN_OPERAND and self.t != L.STAR
        unentered = self._unentered_bracket() if self.t != Token.EOF and not keyless_index and not key_operation \
            else None
        if unentered is not None:  # a bracket without its rule yet, this token its first inside
            # Its reading, as far as it is modelled (a tuple's or an object's): where the end
            # of the file ends it, the constructs around go on there.
            if not isinstance(self.stack[0], P.PrimaryContext) or unentered not in (L.RBRACK, L.RBRACE):
                return None
            if unentered == L.RBRACK and self._read_list_on(L.RBRACK, at_element=True) == NOT_MODELLED:
                return None
            self._go_past(unentered)
        around = self.stack
        if isinstance(gives_up, P.ObjectItemContext):
            gives_up = gives_up.parentCtx  # the object reads to its closing brace
        closer = _GIVES_UP_TO.get(type(gives_up))
        if closer is not None:  # go on from after the closer: classify from there
            stop = self._recover(self.tok.tokenIndex, closer)
            self.tok = stop if stop.type == Token.EOF else self.next_token(stop.tokenIndex)
            self.t = self.tok.type
        indexed: ParserRuleContext | None = None  # the operand an index ended here belongs to
        splat = self.pt == L.STAR and self._prev_is(self.prev, L.LBRACK) and self.t != Token.EOF  # "[*" then this
        if isinstance(gives_up, P.IndexOperandContext) or keyless_index or splat:  # it takes the token here for "]"
            indexed = self.stack[0] if keyless_index or gives_up is None else gives_up
            self.tok = self.next_token(self.tok.tokenIndex)
            self.t = self.tok.type
        if gives_up is not None:  # the construct reporting the error goes on no further
            around = around[next(i for i, ctx in enumerate(around) if ctx is gives_up) + 1:]
        at = self.t
        if at in CONTINUES_AN_OPERAND and not isinstance(self.stack[0], BODY_LEVEL):
            # Before an operator, the reference reads the operation on: from where it ends
            # (not after a broken block header or argument name, which end the body item).
            while True:
                first = self.tok.tokenIndex
                reading = read_on(self.tokens, first)
                if reading is None:
                    return None
                if reading.nameless:  # reported: the constructs around then give up silently
                    known = {outer.subject for outer, _, _ in self.outer_reports}  # (see _steps_without_names)
                    self.carried_names = [self._nameless_step(tok)
                                          for tok in reading.nameless if self.r(tok) not in known]
                    return None
                self.tok = reading.end
                self.t = at = self.tok.type
                if reading.open_conditional is not None:  # (from the operand before, when there is one)
                    opens = reading.open_conditional
                    return self._missing_false_from(operation_start(indexed)
                                                    if indexed is not None and opens == first
                                                    else self.tokens[opens])
                if not key_operation or at == Token.EOF:
                    break
                # The index takes this token for its "]", and its operand goes on after it.
                key_operation, indexed = False, self.stack[0]
                self.tok = self.next_token(self.tok.tokenIndex)
                self.t = at = self.tok.type
                if at not in CONTINUES_AN_OPERAND:
                    break
            if at in CONTINUES_AN_OPERAND:
                return None
        inner: ParserRuleContext | None = None
        for ctx in around:
            if isinstance(ctx, P.ConditionalExprContext) and ctx.QUESTION() is not None and ctx.COLON() is None:
                return None if at == L.COLON else self._missing_false_from(ctx.start)
            if isinstance(ctx, (P.AttributeContext, P.BodyItemContext)):
                return None
            if isinstance(ctx, P.ObjectConsContext) and ctx is not key_missing and at in (L.COMMA, L.NEWLINE,
                                                                                         L.RBRACE):
                # after an item's value: on to the next items, or past the closing brace
                if self._read_items_on() == NOT_MODELLED:
                    return None
                at = self._go_past(L.RBRACE)
                if at in CONTINUES_AN_OPERAND and (at := self._read_on_from(self.tok, True)) == NOT_MODELLED:
                    return None
            elif at == L.NEWLINE:  # inside brackets a newline is not where the reference goes on
                if isinstance(ctx, _BRACKETED):
                    return None
            elif isinstance(ctx, P.FunctionCallContext) and ctx.LPAREN() is not None:
                if at == L.COMMA:  # on to the next argument
                    at = self._read_list_on(L.RPAREN)
                if at == Token.EOF:
                    return self._unterminated_call(ctx)
                if at in (L.RPAREN, L.ELLIPSIS, NOT_MODELLED):
                    return None
                found = self.call(ctx)
                if self.t != L.LPAREN:  # the call gives up at its ")", and the argument around at its line's end
                    self.unwinds_to = None
                    self.carried_skip = (self._recovery_end(self.tok.tokenIndex, going_on=ctx), self.unwinds_to)
                return found
            elif isinstance(ctx, P.TupleConsContext) and at != Token.EOF:
                if (self._read_list_on(L.RBRACK) if at == L.COMMA else at) == NOT_MODELLED:
                    return None
                at = self._go_past(L.RBRACK)
                if at in CONTINUES_AN_OPERAND and (at := self._read_on_from(self.tok, True)) == NOT_MODELLED:
                    return None
            elif isinstance(ctx, P.ObjectConsContext) and ctx is key_missing and at in (L.ASSIGN, L.COLON):
                at = self._read_value_on()
                if at in (L.COMMA, L.NEWLINE):  # on to the next items
                    at = self._read_items_on()
                if at == NOT_MODELLED:
                    return None
                at = self._go_past(L.RBRACE)
                if at in CONTINUES_AN_OPERAND and (at := self._read_on_from(self.tok, True)) == NOT_MODELLED:
                    return None
            elif isinstance(ctx, P.ObjectConsContext) and at not in (
                    _GOES_ON_AFTER_KEY if ctx is key_missing else _GOES_ON_IN_OBJECT):
                at = self._go_past(L.RBRACE)
                if at in CONTINUES_AN_OPERAND and (at := self._read_on_from(self.tok, True)) == NOT_MODELLED:
                    return None
            elif isinstance(ctx, P.ParenPrimaryContext):
                return None if at == L.RPAREN else self._unbalanced(ctx)
            elif at != Token.EOF:  # this token ends the expressions around: only they may lie between
                if ctx is not indexed and not isinstance(ctx, (P.ExpressionContext, P.PrimaryOperandContext,
                                                               P.PrimaryContext)) and not (
                        isinstance(ctx, P.ObjectItemContext) and at in (L.COMMA, L.RBRACE)):
                    return None
            elif isinstance(ctx, P.ForObjectExprContext) and ctx.COLON() is not None and ctx.FAT_ARROW() is None:
                # (the value is the rule it was in: still being built, it is not among its children)
                start = inner.start if isinstance(inner, P.ExpressionContext) else self.tok
                open_range = self.src.range(ctx.start.start, ctx.start.start + 1)
                return self._key_required(self.between(start), Range.between(open_range, self.here))
            inner = ctx
        return None

    def _read_list_on(self, closer: int, at_element: bool = False) -> int:
        """From the comma here (or with ``at_element``, the element here), read on
        through the arguments or elements of the list that ``closer`` ends, as the
        reference does in recovery mode: to the token after the last one that is not a
        comma, where the classifier moves. The type of that token (``NOT_MODELLED``
        where the reading is not, see :meth:`_read_on_from`)."""
        while at_element or self.t == L.COMMA:
            tok = self.tok if at_element else self.next_token(self.tok.tokenIndex)
            at_element = False
            if tok.type in (closer, Token.EOF):
                self.tok, self.t = tok, tok.type
                break
            if self._read_on_from(tok, False) == NOT_MODELLED:
                return NOT_MODELLED
        return self.t

    def _read_items_on(self) -> int:
        """From the comma or newline after an object item here, read on through the items
        after it, as the reference does in recovery mode: to the token where the object
        closes or gives up, where the classifier moves; that token's type
        (``NOT_MODELLED`` where the reading is not)."""
        while self.t in (L.COMMA, L.NEWLINE):
            tok = self.next_token(self.tok.tokenIndex)
            while tok.type == L.NEWLINE:
                tok = self.next_token(tok.tokenIndex)
            self.tok, self.t = tok, tok.type
            if tok.type in (L.RBRACE, Token.EOF):
                break
            if self._read_on_from(tok, False) == NOT_MODELLED:  # the key
                return NOT_MODELLED
            if self.t not in (L.ASSIGN, L.COLON):
                break
            if self._read_value_on() == NOT_MODELLED:
                return NOT_MODELLED
        return self.t

    def _read_value_on(self) -> int:
        """From the "=" or ":" here, read on through an object item's value, as the
        reference does in recovery mode, to the token after it, where the classifier
        moves; that token's type (``NOT_MODELLED`` where the reading is not)."""
        tok = self.next_token(self.tok.tokenIndex)
        if tok.type == Token.EOF:
            self.tok, self.t = tok, tok.type
            return self.t
        return self._read_on_from(tok, False)

    def _read_on_from(self, tok: Token, passed_over: bool) -> int:
        """Read an expression on from ``tok`` (after an operand when ``passed_over``; see
        read_on) to the token after it, where the classifier moves; that token's type.
        ``NOT_MODELLED`` where the reading is not plain or not followed here: a
        conditional missing its false result, a step missing its name."""
        reading = read_on(self.tokens, tok.tokenIndex, passed_over)
        if reading is None or reading.open_conditional is not None or reading.nameless:
            return NOT_MODELLED
        self.tok, self.t = reading.end, reading.end.type
        return self.t

    def _go_past(self, closer: int) -> int:
        """Move past the ``closer`` where the tuple or object being read on closes, here,
        or gives up, the first one its recovery finds from here: the constructs around
        go on after it (at the end of the file where there is none). The type of the
        token moved to."""
        stop = self.tok if self.t in (closer, Token.EOF) else self._recover(self.tok.tokenIndex, closer)
        self.tok = stop if stop.type == Token.EOF else self.next_token(stop.tokenIndex)
        self.t = self.tok.type
        return self.t
