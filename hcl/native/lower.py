"""Lowering: ANTLR parse trees of the native syntax to the immutable IR.

Nested input recurses here only through plain Python calls (no generator consumed
by a builtin, no comprehension run by C code), which take no C stack in Python
3.11 and later: the parser driver raises the interpreter's recursion limit to the
input's depth, and memory stays linear in it.

Ranges follow the reference parser exactly (for example a splat's range runs from
its source to its last step, and an index with a constant key becomes a traversal
step). The lowering tolerates the partial trees that error recovery leaves, using
placeholder literals of the dynamic value where a piece is missing. A tree without a
syntax error has every piece where the grammar puts it, so the lowering then takes a
rule's children by position instead of through the generated accessors (each of
which scans the children anew); ``tolerant`` tells the two apart.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Any

from antlr4 import ParserRuleContext, Token

from hcl import ir
from hcl._generated.HCLParser import HCLParser as P
from hcl.cty import DYNAMIC, DYNAMIC_VAL, FALSE, NUMBER, TRUE, Value
from hcl.diagnostics import Diagnostic
from hcl.ir.compact import chain_of
from hcl.ir.expressions import element_run
from hcl.ir.held_elements import ElementRun
from hcl.ir.shared import number_value, shared_name
from hcl.native import lexer_tables as L
from hcl.native import templates as tpl
from hcl.native.body_items import BodyItems
from hcl.native.classify import leading_for_error, legacy_index_error, next_on_channel
from hcl.native.early_lowering import (
    FoldedOperand,
    LoweredExpr,
    LoweredItems,
    LoweredParts,
    LoweredRun,
    argument_in_parentheses,
    as_tuple,
    template_builder,
    with_run,
)
from hcl.native.errors import SkippedText
from hcl.native.parse_tree import dismantle, one_token_text, released_items
from hcl.native.syntax_sets import IDENTS
from hcl.native.token_stream import TokenList
from hcl.native.token_table import TokenTable
from hcl.native.traversal_chain import TraversalChain
from hcl.pos import Range
from hcl.source import SourceText

BINARY_OPS = {
    L.STAR: ir.Operator.MULTIPLY, L.SLASH: ir.Operator.DIVIDE, L.PERCENT: ir.Operator.MODULO,
    L.PLUS: ir.Operator.ADD, L.MINUS: ir.Operator.SUBTRACT,
    L.GT: ir.Operator.GREATER, L.GE: ir.Operator.GREATER_EQUAL,
    L.LT: ir.Operator.LESS, L.LE: ir.Operator.LESS_EQUAL,
    L.EQ: ir.Operator.EQUAL, L.NE: ir.Operator.NOT_EQUAL,
    L.AND: ir.Operator.AND, L.OR: ir.Operator.OR,
}
NULL_LITERAL = Value.null(DYNAMIC)  # one object for every `null` literal: values are immutable


def _one_name(ctx: ParserRuleContext) -> bool:
    """Whether an ``identifier`` rule holds exactly one name token (recovery can leave
    it empty, give it another token, or fold skipped tokens into it)."""
    tok = ctx.start
    return tok is ctx.stop and tok is not None and tok.type in IDENTS


def _for_header_read(
    ctx: P.ForTupleExprContext | P.ForObjectExprContext, intro: P.ForIntroContext | None,
    exprs: list[P.ExpressionContext],
) -> bool:
    """Whether a ``for`` expression's header, up to its colon, and a first result are all
    there: else the reference keeps a placeholder for the whole expression."""
    return (intro is not None and intro.expression() is not None and intro.IN() is not None
            and all(_one_name(n) for n in intro.identifier()) and ctx.COLON() is not None and bool(exprs))


def _empty(ctx: ParserRuleContext) -> bool:
    """Whether a rule holds no token (error recovery left it empty)."""
    return ctx.stop is None or ctx.stop.tokenIndex < ctx.start.tokenIndex


def nested_splat(star: Range) -> Diagnostic:
    """The error for a splat at ``star`` inside an attribute-only splat."""
    return Diagnostic.error(
        "Nested splat expression not allowed",
        "An attribute-only splat (.*) cannot contain another splat. Make the outer one a full "
        "splat [*], or use a for expression.",
        star)


class Lowering:
    """Builds IR nodes from parse-tree contexts, collecting semantic diagnostics."""

    def __init__(self, src: SourceText, tokens: TokenList, table: TokenTable) -> None:
        self.src = src
        self.positions = src.positions
        self.tokens = tokens  # in a lazy stream, only the current item's are sure to be there
        self.table = table
        self.diags: list[Diagnostic] = []
        # After a syntax error the tree may lack pieces: lower what is there and put
        # placeholders where a subtree cannot be lowered.
        self.tolerant = False
        # Where the reference's recovery skips text after a syntax error: body items
        # starting there are left out.
        self.skipped = SkippedText()
        # The ids of the rules holding an error after which the reference abandons the
        # expressions around it, keeping the part parsed before (see SyntaxErrorStrategy).
        self.broken: set[int] = set()
        # The rules (by id) the reference reads up to another token than their last (a
        # closer its recovery found), and that token: where their ranges end.
        self.rule_ends: dict[int, Token] = {}
        # What holds the rules noted by id in those two, so that no other rule takes their ids.
        self.noted: dict[int, ParserRuleContext] = {}
        # The parse's syntax errors, after a recovering parse (while it goes on, those found so far).
        self.syntax_diags: list[Diagnostic] = []
        self._bad_names: dict[int, Diagnostic] = {}  # "Invalid attribute name" errors by byte
        self._bad_names_read = 0  # of the syntax errors, the ones read into it
        # Diagnostics (by id) found only once a whole body item is parsed, with the byte
        # offset of the item's end: they sort after the item's syntax errors.
        self.found_after: dict[int, int] = {}
        # Whether nodes point back at their parents (the generated parser's trees), so
        # that a lowered item must be taken apart to be freed at once.
        self.linked = True

    # ------------------------------------------------------------------ ranges
    def tok_range(self, tok: Token) -> Range:
        return Range.of_offsets(self.positions, tok.start, tok.stop + 1)

    def line_end(self, tok: Token) -> int:
        """The byte offset of the first newline (or the end of the file) from ``tok`` on."""
        tokens, i = self.tokens, tok.tokenIndex
        while tokens[i].type not in (L.NEWLINE, Token.EOF):
            i += 1
        return self.tok_range(tokens[i]).start.byte

    def row_range(self, i: int) -> Range:
        """The range of token ``i`` of the table, whether or not its object exists."""
        return Range.of_offsets(self.positions, self.table.starts[i], self.table.stop(i) + 1)

    def last_token(self, ctx: ParserRuleContext) -> Token | None:
        """A rule's last token, as the reference reads it (see ``rule_ends``)."""
        return self.rule_ends.get(id(ctx), ctx.stop) if self.rule_ends else ctx.stop

    def ctx_range(self, ctx: ParserRuleContext) -> Range:
        start, stop = ctx.start, ctx.stop
        if self.rule_ends:  # (as last_token, inline on this hot path)
            stop = self.rule_ends.get(id(ctx), stop)
        if stop is None or stop.tokenIndex < start.tokenIndex:
            return Range.of_offsets(self.positions, start.start, start.start)
        return Range.of_offsets(self.positions, start.start, stop.stop + 1)

    def name(self, ctx: ParserRuleContext) -> str:
        """The text of a one-token name, shared with earlier parses when short."""
        return shared_name(one_token_text(ctx))

    def errors_of(self, *parts: P.ExpressionContext | None) -> None:
        """Lower the parts of a broken construct that its result leaves out, for their own
        errors (escapes, numbers): the reference reports those of whatever it parsed
        before it gave up. (Those in text its recovery skips are dropped with the rest.)"""
        for part in parts:
            if part is not None:
                self.expr(part)

    def _placeholder(self, ctx: ParserRuleContext | None, near: Range) -> ir.Expression:
        if ctx is None or ctx.start is None:
            return ir.Literal(DYNAMIC_VAL, near)
        if _empty(ctx):  # the reference's placeholder covers the token where the expression should start
            return ir.Literal(DYNAMIC_VAL, self.tok_range(ctx.start))
        return ir.Literal(DYNAMIC_VAL, self.ctx_range(ctx))

    # ------------------------------------------------------------------ structure
    def config_file(self, ctx: P.ConfigFileContext, items: BodyItems | None = None) -> ir.Body:
        """The file's body; ``items`` holds the items already lowered while parsing."""
        items = items if items is not None else BodyItems(self)
        for item in released_items(ctx):
            items.add(item)
        return self.file_body(items)

    def file_body(self, items: BodyItems) -> ir.Body:
        """The file's body, once ``items`` holds all its items."""
        attrs, blocks = items.result()
        eof = self.tokens[-1]
        end = self.tok_range(eof)
        start = self._first_body_token_range() or end
        return ir.Body(attrs, blocks, Range.between(start, end), end.end_range())

    def _first_body_token_range(self) -> Range | None:
        table = self.table
        types = table.types
        for i, ttype in enumerate(types):
            if ttype in (L.WS, L.BLOCK_COMMENT):
                continue
            if ttype == L.LINE_COMMENT:
                if i + 1 < len(types) and types[i + 1] == L.NEWLINE:
                    return self.src.range(table.starts[i], table.stop(i + 1) + 1)
                continue
            return self.row_range(i)
        return None

    def body_items(
        self, items: Iterable[P.BodyItemContext], collected: BodyItems | None = None
    ) -> tuple[tuple[ir.Attribute, ...], tuple[ir.Block, ...]]:
        """The items of a block's body, after those ``collected`` already."""
        collected = collected if collected is not None else BodyItems(self)
        for item in items:
            collected.add(item)
            if self.linked:
                dismantle(item)
        return collected.result()

    def attribute(self, ctx: P.AttributeContext) -> ir.Attribute | None:
        if self.tolerant:  # a tree after a syntax error may lack any piece
            ident, eq, ectx = ctx.identifier(), ctx.ASSIGN(), ctx.expression()
            if ident is None or eq is None:
                return None
        else:  # ``identifier ASSIGN expression``, as the grammar gives it
            ident, eq, ectx = ctx.children
        name_range = self.tok_range(ident.start)
        eq_range = self.tok_range(eq.symbol)
        expr = self.expr(ectx) if ectx is not None else ir.Literal(DYNAMIC_VAL, eq_range.end_range())
        if ectx is None or ectx.stop is None:
            end = eq_range
        elif _empty(ectx):  # no value: the argument ends with the last token read, as the reference's
            end = self.tok_range(ectx.stop)
        else:
            end = self.ctx_range(ectx)
        return ir.Attribute(self.name(ident), expr, Range.between(name_range, end), name_range, eq_range)

    def block(self, ctx: P.BlockContext) -> ir.Block | None:
        if self.tolerant:
            ident, label_ctxs, bctx = ctx.identifier(), ctx.blockLabel(), ctx.blockBody()
            if ident is None:
                return None
        else:  # ``identifier blockLabel* blockBody``
            kids = ctx.children
            ident, label_ctxs, bctx = kids[0], kids[1:-1], kids[-1]
        type_range = self.tok_range(ident.start)
        labels: list[str] = []
        label_ranges: list[Range] = []
        if self.skipped:  # the reference ends a broken header at the error
            label_ctxs = [lab for lab in label_ctxs if not self.skipped.covers(lab.start.start)]
        for lab in label_ctxs:
            sctx = lab.stringLiteral()
            if sctx is not None:
                labels.append(shared_name(self.string_literal(sctx)))
            else:
                labels.append(self.name(lab))
            label_ranges.append(self.ctx_range(lab))
        if not isinstance(bctx, (P.OneLineBodyContext, P.MultiLineBodyContext)) or bctx.LBRACE() is None:
            body = ir.Body((), (), type_range, type_range)
            return ir.Block(self.name(ident), tuple(labels), body, type_range, tuple(label_ranges),
                            type_range, type_range)
        open_range = self.tok_range(bctx.LBRACE().symbol)
        close = bctx.RBRACE()
        close_range = self.tok_range(close.symbol) if close is not None and close.symbol.tokenIndex >= 0 \
            else self.ctx_range(bctx).end_range()
        if isinstance(bctx, P.OneLineBodyContext) and bctx.attribute() is not None:
            attr = self.attribute(bctx.attribute())
            if attr is not None:
                body = ir.Body((attr,), (), attr.range, attr.range.end_range())
            else:
                body = ir.Body((), (), Range.between(open_range, close_range), close_range.end_range())
        else:
            items: list[P.BodyItemContext] = []
            collected = None
            if isinstance(bctx, P.MultiLineBodyContext):
                items = bctx.bodyItem()
                kids = bctx.children
                early = kids[1] if kids is not None and len(kids) > 1 else None
                if isinstance(early, LoweredItems):  # (the items lowered as parsed)
                    self.diags.extend(early.diags)
                    collected = early.items
            attrs, blocks = self.body_items(items, collected)
            body = ir.Body(attrs, blocks, Range.between(open_range, close_range), close_range.end_range())
        return ir.Block(self.name(ident), tuple(labels), body, type_range, tuple(label_ranges),
                        open_range, close_range)

    def string_literal(self, ctx: P.StringLiteralContext) -> str:
        open_tok = ctx.OQUOTE().symbol
        close = ctx.CQUOTE()
        stop = close.symbol.start if close is not None else (ctx.stop.stop + 1 if ctx.stop else open_tok.stop + 1)
        return tpl.decode_literal(self.src, open_tok.stop + 1, stop, True, self.diags)

    # ------------------------------------------------------------------ expressions
    def expr(self, ctx: P.ExpressionContext | None) -> ir.Expression:
        if ctx is None:
            return ir.Literal(DYNAMIC_VAL, self.src.range(0, 0))
        if ctx.__class__ is LoweredExpr:  # (lowered as parsed: see EarlyLowering.left_operand)
            self.diags.extend(ctx.diags)
            return ctx.node  # type: ignore[no-any-return]
        if isinstance(ctx, P.OperandExprContext):
            return self.operand(ctx.operand() if self.tolerant else ctx.children[0])
        if isinstance(ctx, P.BinaryExprContext):
            return self.binary(ctx)
        if isinstance(ctx, P.UnaryExprContext):
            sym = self.tok_range(ctx.op)
            operand = self.expr(ctx.expression())
            op = ir.Operator.NEGATE if ctx.op.type == L.MINUS else ir.Operator.NOT
            return ir.UnaryOp(op, operand, Range.between(sym, operand.range), sym)
        if isinstance(ctx, P.ConditionalExprContext):
            parts = ctx.expression() if self.tolerant else ctx.children[::2]  # ``e ? e : e``
            if len(parts) < 3 or (self.broken and any(id(p) in self.broken for p in parts)):
                if not parts:
                    return self._placeholder(ctx, self.ctx_range(ctx))
                kept = self.expr(parts[0])
                self.errors_of(*parts[1:])
                return kept
            cond, true_, false_ = [self.expr(p) for p in parts]
            return ir.Conditional(cond, true_, false_, Range.between(cond.range, false_.range))
        return self._placeholder(ctx, self.ctx_range(ctx))

    def binary(self, ctx: P.BinaryExprContext) -> ir.Expression:
        # Walk the left spine iteratively: long operator chains nest deeply.
        spine = []
        node: P.ExpressionContext = ctx
        whole = not self.tolerant  # ``expression op expression``
        while isinstance(node, P.BinaryExprContext) and (whole or len(node.expression()) == 2):
            spine.append(node)
            node = node.children[0] if whole else node.expression(0)
        result = self.expr(node)
        broken = self.broken
        if id(node) in broken:  # the reference keeps what it parsed before an error
            return result
        for bctx in reversed(spine):
            rhs_ctx = bctx.children[2] if whole else bctx.expression(1)
            if id(rhs_ctx) in broken:
                self.errors_of(rhs_ctx)
                return result
            rhs = self.expr(rhs_ctx)
            result = ir.BinaryOp(result, BINARY_OPS[bctx.op.type], rhs, Range.between(result.range, rhs.range))
        return result

    # ------------------------------------------------------------------ operands and postfixes
    def operand(self, ctx: P.OperandContext | None) -> ir.Expression:
        if ctx is None:
            return ir.Literal(DYNAMIC_VAL, self.src.range(0, 0))
        postfixes: list[P.OperandContext] = []
        outer = ctx
        whole = not self.tolerant  # every postfix's operand comes first, a primary alone
        while not isinstance(ctx, P.PrimaryOperandContext):
            if ctx.__class__ is FoldedOperand:  # (its first steps, lowered as parsed)
                break
            postfixes.append(ctx)
            inner = ctx.children[0] if whole else ctx.operand()
            if inner is None:
                return self._placeholder(ctx, self.ctx_range(ctx))
            ctx = inner
        postfixes.reverse()
        source: ir.Expression | TraversalChain
        if isinstance(ctx, FoldedOperand):
            self.diags.extend(ctx.diags)
            term, source = ctx.term, ctx.chain
        else:
            term = source = self.primary(ctx.children[0] if whole else ctx.primary())
        result, _ = self._postfixes(term, source, postfixes, 0)
        if self.syntax_diags:
            return self._missing_attribute_name(outer, term) or result
        return result

    def _postfixes(
        self, start: ir.Expression, source: ir.Expression | TraversalChain, post: list[P.OperandContext], i: int
    ) -> tuple[ir.Expression, int]:
        """Apply postfix operators ``post[i:]`` to ``source`` (or to the steps collected
        on it so far) as the reference does.

        Runs of traversal steps are collected in a list and attached once, so a chain
        of n steps costs O(n), not O(n^2) tuple copies.
        """
        chain = source if isinstance(source, TraversalChain) else TraversalChain(source)
        n = len(post)
        while i < n:
            pctx = post[i]
            if isinstance(pctx, P.GetAttrOperandContext):
                if self.tolerant and pctx.identifier() is None:
                    return chain.result(), n
                self.postfix_step(start, chain, pctx)
            elif isinstance(pctx, (P.LegacyIndexOperandContext, P.IndexOperandContext)):
                self.postfix_step(start, chain, pctx)
            elif isinstance(pctx, P.AttrSplatOperandContext):
                splat, i = self._attr_splat(start, chain.result(), post, i)
                chain = TraversalChain(splat)
                continue
            elif isinstance(pctx, P.FullSplatOperandContext):
                return self._full_splat(start, chain.result(), post, i), n
            i += 1
        return chain.result(), i

    def postfix_step(self, start: ir.Expression, chain: TraversalChain, pctx: P.OperandContext) -> None:
        """Apply ``.name``, ``.N`` or ``[key]`` to ``chain``, whose operand's primary is
        ``start``."""
        if isinstance(pctx, P.GetAttrOperandContext):
            if self.tolerant:
                dot, ident = pctx.DOT(), pctx.identifier()
            else:  # ``operand DOT identifier``
                _, dot, ident = pctx.children
            rng = Range.between(self.tok_range(dot.symbol), self.tok_range(ident.start))
            chain.add(ir.TraverseAttr(self.name(ident), rng), rng)
        elif isinstance(pctx, P.LegacyIndexOperandContext):
            chain.add(*self._legacy_index_step(pctx, None))
        else:
            self._index(start, chain, pctx)

    def _missing_attribute_name(self, ctx: P.OperandContext, term: ir.Expression) -> ir.Expression | None:
        """For an operand followed by a dot and no attribute name, what v2.24 makes of it
        (for completions after a dot): an expression over the term and the dot holding
        the syntax error, which its evaluation repeats. None for any other operand."""
        if self._bad_names_read < len(self.syntax_diags):
            new = self.syntax_diags[self._bad_names_read:]
            self._bad_names_read = len(self.syntax_diags)
            self._bad_names.update((d.subject.start.byte, d) for d in new
                                   if d.summary == "Invalid attribute name" and d.subject is not None)
        if not self._bad_names or ctx.stop is None:
            return None
        # The dot ends the operand (recovery took it in) or comes right after it.
        dot = ctx.stop if ctx.stop.type == L.DOT else next_on_channel(self.tokens, ctx.stop.tokenIndex)
        if dot.type != L.DOT:
            return None
        diag = self._bad_names.get(self.tok_range(next_on_channel(self.tokens, dot.tokenIndex)).start.byte)
        if diag is None:
            return None
        return ir.ExprSyntaxError(DYNAMIC_VAL, (diag,), Range.between(term.range, self.tok_range(dot)))

    def _legacy_index_step(
        self, pctx: P.LegacyIndexOperandContext, splat_star: Range | None
    ) -> tuple[ir.TraverseIndex, Range]:
        num = pctx.NUMBER().symbol
        return self.legacy_index(self.tok_range(pctx.DOT().symbol), self.tok_range(num), num.text, splat_star)

    def legacy_index(
        self, dot_range: Range, num_range: Range, text: str, splat_star: Range | None
    ) -> tuple[ir.TraverseIndex, Range]:
        """The step ``.N`` (after an attribute-only splat's star at ``splat_star``)."""
        rng = Range.between(dot_range, num_range)
        if "." in text:
            self.diags.append(legacy_index_error(text, num_range, splat_star))
            return ir.TraverseIndex(DYNAMIC_VAL, rng), rng
        return ir.TraverseIndex(self.number(num_range, text), rng), rng

    def _index(self, start: ir.Expression, chain: TraversalChain, pctx: P.IndexOperandContext) -> None:
        open_range = self.tok_range(pctx.LBRACK().symbol)
        close = pctx.RBRACK()
        close_range = self.tok_range(close.symbol) if close is not None else self.ctx_range(pctx).end_range()
        rng = Range.between(open_range, close_range)
        self.index_step(start, chain, self.expr(pctx.expression()), open_range, rng)

    def index_step(
        self, start: ir.Expression, chain: TraversalChain, key: ir.Expression, open_range: Range, rng: Range
    ) -> None:
        """``[key]`` over ``rng`` after ``chain``: a traversal step when the key is constant."""
        if isinstance(key, ir.Literal):
            chain.add(ir.TraverseIndex(key.value, rng), rng)
            return
        if isinstance(key, ir.Template) and key.is_string_literal:
            lit = key.parts[0]
            assert isinstance(lit, ir.Literal)
            chain.add(ir.TraverseIndex(lit.value, rng), rng)
            return
        chain.reset(ir.Index(chain.result(), key, Range.between(start.range, rng), open_range, rng))

    def _attr_splat(
        self, start: ir.Expression, ret: ir.Expression, post: list[P.OperandContext], i: int
    ) -> tuple[ir.Expression, int]:
        pctx = post[i]
        dot_range = self.tok_range(pctx.DOT().symbol)
        star_range = self.tok_range(pctx.STAR().symbol)
        marker = Range.between(dot_range, star_range)
        item = ir.AnonSymbol(marker)
        steps: list[ir.Traverser] = []
        last = star_range
        first: Range | None = None
        i += 1
        while i < len(post):
            nxt = post[i]
            if isinstance(nxt, P.GetAttrOperandContext) and nxt.identifier() is not None:
                ident = nxt.identifier()
                step_dot = self.tok_range(nxt.DOT().symbol)
                last = self.tok_range(ident.start)
                steps.append(ir.TraverseAttr(self.name(ident), Range.between(step_dot, last)))
            elif isinstance(nxt, P.LegacyIndexOperandContext):
                step, _ = self._legacy_index_step(nxt, star_range)
                steps.append(step)
                last = self.tok_range(nxt.NUMBER().symbol)
            elif isinstance(nxt, P.AttrSplatOperandContext):
                self.diags.append(nested_splat(self.tok_range(nxt.STAR().symbol)))
                i = len(post)
                break
            else:
                break
            if first is None:
                first = self.tok_range(nxt.DOT().symbol)
            i += 1
        each: ir.Expression = item
        if steps:
            assert first is not None
            each = ir.RelativeTraversal(item, ir.Traversal(tuple(steps)), Range.between(first, last))
        splat = ir.Splat(ret, each, item, Range.between(start.range, last), marker)
        return splat, i

    def _full_splat(
        self, start: ir.Expression, ret: ir.Expression, post: list[P.OperandContext], i: int
    ) -> ir.Expression:
        pctx = post[i]
        close = pctx.RBRACK()  # missing when the splat is cut short: the marker ends where the splat does
        end = close.symbol if close is not None else self.last_token(pctx)
        marker = Range.between(self.tok_range(pctx.LBRACK().symbol), self.tok_range(end))
        item = ir.AnonSymbol(marker)
        each, _ = self._postfixes(item, item, post, i + 1)
        return ir.Splat(ret, each, item, Range.between(start.range, each.range), marker)

    # ------------------------------------------------------------------ terms
    def primary(self, ctx: P.PrimaryContext | None) -> ir.Expression:
        if ctx is None:
            return ir.Literal(DYNAMIC_VAL, self.src.range(0, 0))
        kind = type(ctx)
        if kind is P.VariablePrimaryContext:
            rng = self.ctx_range(ctx)
            root = ir.TraverseRoot(self.name(ctx), rng)
            return ir.ScopeTraversal(ir.Traversal((root,)), rng)
        if kind is P.LiteralPrimaryContext:
            tok = ctx.literalValue().start if self.tolerant else ctx.start
            rng = self.tok_range(tok)
            if tok.type == L.NUMBER:
                return ir.Literal(self.number(rng, tok.text), rng)
            if tok.type == L.TRUE:
                return ir.Literal(TRUE, rng)
            if tok.type == L.FALSE:
                return ir.Literal(FALSE, rng)
            return ir.Literal(NULL_LITERAL, rng)
        if kind is P.TemplatePrimaryContext:
            return self.template_expr(ctx.templateExpr() if self.tolerant else ctx.children[0])
        if kind is P.CallPrimaryContext:
            return self.function_call(ctx.functionCall() if self.tolerant else ctx.children[0])
        if kind is P.ParenPrimaryContext:
            inner_ctx = ctx.expression()
            inner = self.expr(inner_ctx)
            if id(inner_ctx) in self.broken:  # the reference keeps the inside alone
                return inner
            chain = chain_of(inner)  # (an operator chain written as it grew: see EarlyLowering.left_operand)
            if chain is not None:
                if argument_in_parentheses(ctx):  # (the argument keeps the chain's bytes)
                    chain.add(inner)
                    return ir.Parentheses(chain, self.ctx_range(ctx))  # type: ignore[arg-type]
                inner = chain.made(inner)
            return ir.Parentheses(inner, self.ctx_range(ctx))
        if kind is P.TuplePrimaryContext:
            t = ctx.tupleCons()
            self.check_leading_for(t.start)
            # ``[ e , e , ]``: the elements sit at every second child
            if self.tolerant:  # the elements, and the runs lowered as parsed, among the other children
                elements = [kid for kid in t.children if isinstance(kid, (P.ExpressionContext, LoweredRun))]
                open_tok = t.LBRACK().symbol
            else:
                elements, open_tok = t.children[1:-1:2], t.start
            exprs: list[ir.Expression] | deque[ir.Expression] | ElementRun = element_run()
            for e in elements:
                if e.__class__ is LoweredRun:
                    exprs = with_run(self, exprs, e)
                else:
                    exprs.append(self.expr(e))
            return ir.TupleCons(as_tuple(exprs), self.ctx_range(t), self.tok_range(open_tok))
        if kind is P.ObjectPrimaryContext:
            return self.object_cons(ctx.objectCons())
        if kind is P.ForTuplePrimaryContext:
            return self.for_expr(ctx.forTupleExpr(), tuple_=True)
        if kind is P.ForObjectPrimaryContext:
            return self.for_expr(ctx.forObjectExpr(), tuple_=False)
        return self._placeholder(ctx, self.ctx_range(ctx))

    def check_leading_for(self, open_tok: Token) -> None:
        """``[for]`` parses as a tuple holding a variable named ``for``; HCL rejects it."""
        diag = leading_for_error(self.tokens, open_tok, self.src)
        if diag is not None:
            self.diags.append(diag)

    def number(self, rng: Range, text: str) -> Value:
        try:
            return number_value(text)
        except ValueError:
            self.diags.append(Diagnostic.error(
                "Invalid number literal",
                "This number literal's value cannot be represented. Check its digits and exponent.", rng))
            return Value.unknown(NUMBER)

    def function_call(self, ctx: P.FunctionCallContext) -> ir.Expression:
        if self.tolerant:
            names, lparen, close, arg_ctxs = ctx.identifier(), ctx.LPAREN(), ctx.RPAREN(), ctx.expression()
            expand = ctx.ELLIPSIS() is not None
            if lparen is None or not names:  # a namespaced name without its call
                return self._placeholder(ctx, self.src.range(0, 0))
        else:  # ``name (:: name)* ( e , e ... )``: names and arguments at every second child
            kids = ctx.children
            k = 1
            while kids[k].symbol.type == L.DOUBLE_COLON:
                k += 2
            names, lparen, close, arg_ctxs = kids[0:k:2], kids[k], kids[-1], kids[k + 1:-1:2]
            last = kids[-2]
            expand = not isinstance(last, ParserRuleContext) and last.symbol.type == L.ELLIPSIS
        name = "::".join(self.name(n) for n in names)
        name_range = Range.between(self.tok_range(names[0].start), self.tok_range(names[-1].start))
        open_range = self.tok_range(lparen.symbol)
        close_range = self.tok_range(close.symbol) if close is not None else self.ctx_range(ctx).end_range()
        args: list[ir.Expression] | deque[ir.Expression] | ElementRun = element_run()
        for e in arg_ctxs:
            if e.__class__ is LoweredRun:  # (the arguments lowered as parsed, on the fast pass)
                args = with_run(self, args, e)
            else:
                args.append(self.expr(e))
        return ir.FunctionCall(name, as_tuple(args), expand, name_range, open_range, close_range,
                               Range.between(name_range, close_range))

    def object_cons(self, ctx: P.ObjectConsContext) -> ir.Expression:
        self.check_leading_for(ctx.start)
        items: list[ir.ObjectItem] | deque[ir.ObjectItem] | ElementRun = []  # (a run of items is a deque)
        if self.tolerant:
            for kid in ctx.children:
                if kid.__class__ is LoweredRun:
                    items = with_run(self, items, kid)
                    if kid.stopped:
                        break
                elif kid.__class__ is P.ObjectItemContext:
                    if self.breaks_object(kid):
                        self.errors_of(*kid.expression())
                        break  # the reference keeps the items before one that breaks
                    items.append(self.object_item(kid))
            open_tok = ctx.LBRACE().symbol
        else:
            for kid in ctx.children:
                if kid.__class__ is P.ObjectItemContext:
                    items.append(self.object_item(kid))
                elif kid.__class__ is LoweredRun:  # (only on the fast pass)
                    items = with_run(self, items, kid)
            open_tok = ctx.start
        return ir.ObjectCons(as_tuple(items), self.ctx_range(ctx), self.tok_range(open_tok))

    def breaks_object(self, item: P.ObjectItemContext) -> bool:
        """Whether a recovering parse left ``item`` without its key or value, or with an
        error after which the reference keeps none of its object's items from there on."""
        return len(item.expression()) < 2 or (bool(self.broken) and id(item) in self.broken)

    def object_item(self, item: P.ObjectItemContext) -> ir.ObjectItem:
        """``key (= | :) value``."""
        if self.tolerant:
            key_ctx, value_ctx = item.expression()
        else:
            key_ctx, value_ctx = item.children[::2]
        force = key_ctx.start.type == L.LPAREN
        return ir.ObjectItem(ir.ObjectKey(self.expr(key_ctx), force), self.expr(value_ctx))

    def for_expr(self, ctx: P.ForTupleExprContext | P.ForObjectExprContext, tuple_: bool) -> ir.Expression:
        open_tok = ctx.start
        open_range = self.src.range(open_tok.start, open_tok.start + 1)
        close_range = self.tok_range(self.last_token(ctx))
        whole = Range.between(open_range, close_range)
        intro = ctx.forIntro()
        exprs = ctx.getTypedRuleContexts(P.ExpressionContext)
        if self.tolerant and not _for_header_read(ctx, intro, exprs):
            self.errors_of(intro.expression() if intro is not None else None)
            return ir.Literal(DYNAMIC_VAL, whole)  # as the reference's, when it fails to read the header
        names = [self.name(n) for n in intro.identifier()]
        key_var, value_var = (names[0], names[1]) if len(names) == 2 else (None, names[0])
        coll = self.expr(intro.expression())
        if tuple_:
            key_expr, value_expr = None, self.expr(exprs[0])
            group = False
        elif self.tolerant and (len(exprs) == 1 or ctx.FAT_ARROW() is None):
            if ctx.RBRACE() is None:  # the value broke off: the reference keeps a placeholder
                return ir.Literal(DYNAMIC_VAL, whole)
            key_expr, value_expr = None, self.expr(exprs[0])  # no "=>": a value without its key
            group = False
        else:
            key_expr, value_expr = self.expr(exprs[0]), self.expr(exprs[1])
            group = ctx.ELLIPSIS() is not None
        cond_ctx = ctx.forCond()
        cond = self.expr(cond_ctx.expression()) if cond_ctx is not None else None
        return ir.For(key_var, value_var, coll, key_expr, value_expr, cond, group, whole,
                      open_range, close_range)

    # ------------------------------------------------------------------ traversals
    def traversal(self, ctx: P.TraversalFileContext, allow_splat: bool) -> ir.Traversal:
        """A standalone traversal; after a syntax error, the steps the reference reads
        before it (an index whose ``]`` is missing among them)."""
        root = ctx.identifier()
        if root is None or not _one_name(root):
            return ir.Traversal()
        error_at = min((d.subject.start.byte for d in self.syntax_diags if d.subject is not None), default=None)
        steps: list[ir.Traverser] = [ir.TraverseRoot(self.name(root), self.tok_range(root.start))]
        splat_at: int | None = None
        splat_range: Range | None = None
        for step in ctx.traversalStep():
            if error_at is not None and self.tok_range(step.start).start.byte >= error_at:
                break
            rng = self.ctx_range(step)
            if isinstance(step, P.TraversalAttrContext):
                ident = step.identifier()
                if ident is None or not _one_name(ident):
                    break
                steps.append(ir.TraverseAttr(self.name(ident), rng))
            elif isinstance(step, P.TraversalIndexContext):
                num, string = step.NUMBER(), step.stringLiteral()
                if num is not None:
                    key = self.number(self.tok_range(num.symbol), num.getText())
                elif string is not None:
                    key = Value.string(self.string_literal(string))
                else:
                    break
                if step.RBRACK() is None:  # the step ends at the token the reference reads for "]"
                    key_end = num.symbol if num is not None else string.stop
                    close = next_on_channel(self.tokens, key_end.tokenIndex)
                    steps.append(ir.TraverseIndex(key, Range.between(rng, self.tok_range(close))))
                    break
                steps.append(ir.TraverseIndex(key, rng))
            elif not isinstance(step, P.TraversalSplatContext) or step.RBRACK() is None:
                break  # a step the parse could not tell, or a splat cut short
            elif allow_splat and splat_at is None:
                splat_at, splat_range = len(steps), rng
            else:
                star = self.tok_range(step.STAR().symbol)
                self.diags.append(Diagnostic.error(
                    "Attribute name required",
                    "A splat ([*]) is not allowed at this point of the traversal. Use an attribute name or a "
                    "literal index.",
                    star, Range.between(steps[0].range, star)))
                break
        if splat_at is not None:
            assert splat_range is not None
            each = ir.Traversal(tuple(steps[splat_at:]))
            steps = [*steps[:splat_at], ir.TraverseSplat(each, splat_range)]
        return ir.Traversal(tuple(steps))

    # ------------------------------------------------------------------ templates
    def template_expr(self, ctx: P.TemplateExprContext) -> ir.Expression:
        open_tok, close_tok = ctx.start, self.last_token(ctx)
        quoted = isinstance(ctx, P.QuotedTemplateContext)
        open_range = self.tok_range(open_tok)
        close_range = self.tok_range(close_tok)
        body = ctx.template() if self.tolerant else ctx.children[1]  # between the delimiters
        builder = self._flatten_top(body, quoted)
        first_tok = self.tokens[body.start.tokenIndex] if body.start else close_tok
        exprs, passthru = builder.finish(close_range, self.tok_range(first_tok), self.diags)
        whole = Range.between(open_range, close_range)
        if passthru:
            return ir.TemplateWrap(exprs[0], whole)
        return ir.Template(exprs, whole)

    def template_file(self, ctx: P.TemplateFileContext) -> ir.Expression:
        builder = self._flatten_top(ctx.template(), False)
        eof = self.tokens[-1]
        end = self.tok_range(eof)
        first = self._first_default_token_range() or end
        exprs, passthru = builder.finish(end, first, self.diags)
        whole = Range.between(first, end)
        if passthru:
            return ir.TemplateWrap(exprs[0], whole)
        return ir.Template(exprs, whole)

    def _first_default_token_range(self) -> Range | None:
        for i, channel in enumerate(self.table.channels):
            if channel == Token.DEFAULT_CHANNEL:
                return self.row_range(i)
        return None

    def _flatten_top(self, ctx: P.TemplateContext, quoted: bool) -> tpl.TemplateBuilder:
        """Flatten a whole template (not one inside a directive) into its builder: the one
        the parts before were fed to as parsed, else a new one."""
        kids = ctx.children
        early = kids[0] if kids and kids[0].__class__ is LoweredParts else None
        builder = early.builder if early is not None else None
        if builder is None:
            builder = template_builder(ctx, self)
            assert builder is not None  # (a whole template's)
        self._flatten(ctx, builder, quoted)
        return builder

    def _flatten(self, ctx: P.TemplateContext | None, out: tpl.PartSink, quoted: bool) -> None:
        if ctx is None:
            return
        for part in ctx.children or ():
            if part.__class__ is LoweredParts:  # the parts before, flattened as parsed
                self.diags.extend(part.diags)
                if part.builder is None:  # (else they went to the template's builder, ``out``)
                    out.extend(part.parts)
            else:
                self.flatten_part(part, out, quoted)

    def flatten_part(self, part: Any, out: tpl.PartSink, quoted: bool) -> None:
        """The parts of one child of a template (a literal, a sequence) into ``out``."""
        if isinstance(part, P.TemplateLiteralContext):
            self._literal_parts(part, out, quoted)
            return
        if isinstance(part, P.TemplatePartContext):
            child = part.getChild(0) if self.tolerant else part.children[0]
            if isinstance(child, P.TemplateInterpolationContext):
                if self.tolerant:
                    open_node, expr_ctx, close_ctx = child.TEMPLATE_INTERP(), child.expression(), child.templateClose()
                else:  # ``${ expression }``
                    open_node, expr_ctx, close_ctx = child.children
                open_tok = open_node.symbol
                close_tok = close_ctx.start if close_ctx is not None else child.stop
                out.append(tpl.InterpPart(
                    self.expr(expr_ctx),
                    Range.between(self.tok_range(open_tok), self.tok_range(close_tok)),
                    open_tok.text.endswith("~"), close_tok.text.startswith("~")))
            elif isinstance(child, P.TemplateIfContext):
                self._if_parts(child, out, quoted)
            elif isinstance(child, P.TemplateForContext):
                self._for_parts(child, out, quoted)

    def _directive(self, directive: Token, close_ctx: P.TemplateCloseContext | None) -> tuple[Range, bool, bool]:
        close_tok = close_ctx.start if close_ctx is not None else directive
        rng = Range.between(self.tok_range(directive), self.tok_range(close_tok))
        return rng, directive.text.endswith("~"), close_tok.text.startswith("~")

    def _if_parts(self, ctx: P.TemplateIfContext, out: tpl.PartSink, quoted: bool) -> None:
        directives = ctx.TEMPLATE_DIRECTIVE()
        closes = ctx.templateClose()
        templates = ctx.template()
        rng, sl, sr = self._directive(directives[0].symbol, closes[0] if closes else None)
        out.append(tpl.IfPart(self.expr(ctx.expression()), rng, sl, sr))
        self._flatten(templates[0] if templates else None, out, quoted)
        if ctx.ELSE() is not None and len(directives) >= 2:
            rng, sl, sr = self._directive(directives[1].symbol, closes[1] if len(closes) > 1 else None)
            out.append(tpl.EndCtrlPart("else", rng, sl, sr))
            self._flatten(templates[1] if len(templates) > 1 else None, out, quoted)
        rng, sl, sr = self._directive(directives[-1].symbol, closes[-1] if closes else None)
        out.append(tpl.EndCtrlPart("endif", rng, sl, sr))

    def _for_parts(self, ctx: P.TemplateForContext, out: tpl.PartSink, quoted: bool) -> None:
        directives = ctx.TEMPLATE_DIRECTIVE()
        closes = ctx.templateClose()
        names = [self.name(n) for n in ctx.identifier()]
        key_var, value_var = (names[0], names[1]) if len(names) == 2 else (None, names[0] if names else "")
        rng, sl, sr = self._directive(directives[0].symbol, closes[0] if closes else None)
        out.append(tpl.ForPart(key_var, value_var, self.expr(ctx.expression()), rng, sl, sr))
        self._flatten(ctx.template(), out, quoted)
        rng, sl, sr = self._directive(directives[-1].symbol, closes[-1] if closes else None)
        out.append(tpl.EndCtrlPart("endfor", rng, sl, sr))

    def _literal_parts(self, ctx: P.TemplateLiteralContext, out: tpl.PartSink, quoted: bool) -> None:
        # Group tokens as the reference scanner does: a literal token runs to the end
        # of its line (newline included) or to the next sequence.
        tokens = self.tokens
        i, stop = ctx.start.tokenIndex, ctx.stop.tokenIndex
        while i <= stop:
            j = i
            while j <= stop and tokens[j].type != L.H_NEWLINE:
                j += 1
            last = min(j, stop)
            start_char, end_char = tokens[i].start, tokens[last].stop + 1
            value = tpl.decode_literal(self.src, start_char, end_char, quoted, self.diags)
            out.append(tpl.LiteralPart(value, self.src.range(start_char, end_char)))
            i = last + 1

