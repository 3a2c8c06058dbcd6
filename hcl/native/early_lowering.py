"""Lowering the parts of a file as soon as each is parsed, so its tree never lives whole.

On the fast pass (input without syntax errors) the parser hands over each body item
of the file, each body item of a block, each element of a tuple, each argument of a
call, each item of an object, each postfix step of an operand (from its second on) and
each literal and sequence of a template as soon as it is parsed, and each newline
between a body's or an object's items, which gets no node.
:class:`EarlyLowering` lowers it, takes its subtree apart, and lets go of the tokens
before the part before it (which the parser may still look back at). In the parent's
children, the lowered parts of a collection stand as one :class:`LoweredRun`, those of
a block's body as one :class:`LoweredItems` and a template's as one
:class:`LoweredParts` (flattened one part later), which the lowering of the parent
takes as they are; a file's items go to the file's
:class:`~hcl.native.body_items.BodyItems`. So a block with
100,000 arguments, or a list with as many elements, costs the memory of its IR and
of the part being parsed, not that of 100,000 parse trees and their tokens.

Diagnostics found while lowering a part early wait in its placeholder and join the
lowering's own where the parent is lowered: they come in the order a lowering of the
whole tree gives them.

The recovering pass, which parses input with a syntax error again, does the same one
part later (:class:`EarlyLoweringAfterErrors`), templates aside.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from antlr4 import ParserRuleContext, Token

from hcl._generated.HCLParser import HCLParser as P
from hcl.diagnostics import Diagnostic
from hcl.ir.expressions import element_run, grown_chain
from hcl.ir.held_elements import ElementRun
from hcl.native import lexer_tables as L
from hcl.native.body_items import BodyItems
from hcl.native.flush_indent import heredoc_builder
from hcl.native.lean_parser import TerminalNode
from hcl.native.parse_tree import dismantle
from hcl.native.templates import PartSink, TemplateBuilder
from hcl.native.token_stream import IndexedTokenStream
from hcl.native.traversal_chain import TraversalChain

if TYPE_CHECKING:
    from hcl.native.lower import Lowering

T = TypeVar("T")

_ATTRIBUTE = P.AttributeContext
_PARENTHESES = P.ParenPrimaryContext
# The postfix steps lowered as parsed (see EarlyLowering.postfix).
_FOLDED_STEPS = frozenset({P.GetAttrOperandContext, P.IndexOperandContext, P.LegacyIndexOperandContext})

# Tokens are let go this many at least at a time (small parts come by the thousand).
# With 32, the corpus's files of 1 to 4 KB peaked 12% higher; 8 (and a CHUNK of 32)
# cost 0.4% more instructions over the corpus's parse.
_RELEASE_STEP = 8

#: A literal being parsed is flattened at a newline once it holds this many tokens (see
#: :meth:`EarlyLowering.literal_line`).
LITERAL_TOKENS = 128


class LoweredRun:
    """Elements of a tuple, or items of an object, already lowered: in the parent's
    children in place of the first of them (the others and the separators between
    them are gone). A tuple's are held in an :class:`~hcl.ir.held_elements.ElementRun`,
    as the tuple will keep them."""

    __slots__ = ("diags", "nodes", "stopped")

    def __init__(self, nodes: ElementRun | None = None) -> None:
        # ``ir.Expression`` for a tuple, ``ir.ObjectItem`` for an object
        self.nodes: deque[Any] | ElementRun = deque() if nodes is None else nodes
        self.diags: list[Diagnostic] = []
        # After a syntax error: an object's lowering keeps no item after this run (see
        # ``Lowering.breaks_object``).
        self.stopped = False


class LoweredParts:
    """A template's literals and sequences already flattened into template parts (see
    ``Lowering._flatten``), in its children in place of the first of them. The parts of
    a whole template (a string's, a heredoc's or a template file's) go on into its
    template builder at once; those of a template inside a directive wait in a list."""

    __slots__ = ("builder", "diags", "parts")

    def __init__(self, builder: TemplateBuilder | None) -> None:
        self.builder = builder
        self.parts: list[Any] = []  # ``hcl.native.templates.Part``
        self.diags: list[Diagnostic] = []

    @property
    def sink(self) -> PartSink:
        return self.builder if self.builder is not None else self.parts


class LoweredExpr:
    """An operand of a chain of binary operators (or a conditional's condition) already
    lowered, in its parent's children in place of its subtree: the parser finished it
    when the operator after it made it the left operand of a new expression."""

    __slots__ = ("diags", "node", "start", "stop")

    def __init__(self, node: Any, diags: list[Diagnostic], start: Any, stop: Any) -> None:
        self.node = node  # ``ir.Expression``
        self.diags = diags
        self.start = start  # (its first and last tokens, as the subtree's)
        self.stop = stop


class FoldedOperand:
    """An operand's primary and its first postfix steps already lowered, in place of their
    subtree at the bottom of the operand's left spine: the steps collected so far in a
    traversal chain, as the lowering of the whole operand collects them before any splat
    (see ``Lowering.operand``)."""

    __slots__ = ("chain", "diags", "term")

    def __init__(self, term: Any, chain: TraversalChain, diags: list[Diagnostic]) -> None:
        self.term = term  # ``ir.Expression``: the primary, which index steps' ranges start from
        self.chain = chain
        self.diags = diags


class LoweredItems:
    """A block body's items already lowered, in its children after the opening brace."""

    __slots__ = ("diags", "items")

    def __init__(self, items: BodyItems) -> None:
        self.items = items
        self.diags: list[Diagnostic] = []


def argument_in_parentheses(paren: P.ParenPrimaryContext) -> bool:
    """Whether parentheses are an argument's whole value (as far as they are parsed)."""
    operand = paren.parentCtx
    if operand.__class__ is not P.PrimaryOperandContext:
        return False
    expr = operand.parentCtx
    return expr.__class__ is P.OperandExprContext and expr.parentCtx.__class__ is _ATTRIBUTE


class EarlyLowering:
    """The fast pass's hooks (see the module's documentation)."""

    __slots__ = ("file_items", "low", "released", "stream", "watermark")

    def __init__(self, file_items: BodyItems, stream: IndexedTokenStream) -> None:
        self.file_items = file_items
        self.low: Lowering = file_items.lowering
        self.stream = stream
        self.watermark = 0  # the start of the latest part lowered
        self.released = 0  # the tokens before this index were let go

    def _lowered(self, part: Any) -> None:
        """Take ``part``'s subtree apart and let go of tokens (see :meth:`_passed`)."""
        dismantle(part)
        self._passed(part)

    def _passed(self, part: Any) -> None:
        """Let go of the tokens before the part lowered before ``part`` (a few at least at
        a time)."""
        self._passed_at(part.start.tokenIndex)

    def _passed_at(self, start: int) -> None:
        """Let go of the tokens before the latest ``start`` given before this one (tokens
        let go that are read again are made again)."""
        if self.watermark - self.released >= _RELEASE_STEP:
            self.stream.release(self.watermark)
            self.released = self.watermark
        if start > self.watermark:
            self.watermark = start

    def _into(self, diags: list[Diagnostic], lower: Callable[[Any], T], part: Any) -> T:
        """``lower(part)``, its diagnostics going to ``diags``."""
        low = self.low
        saved, low.diags = low.diags, diags
        try:
            return lower(part)
        finally:
            low.diags = saved

    def file_item(self, item: P.BodyItemContext) -> None:
        self.file_items.add_parsed(item)  # (which takes the item apart)
        self._passed(item)

    def separating_newline(self, newline: Token) -> None:
        """A newline the parser just matched between the items of a body (the file's or a
        block's) or of an object: the tokens before it may go, and it gets no node in the
        tree (the lowering of a body or an object, and on the recovering pass the error
        strategy, look at the items only). So blank and comment lines cost nothing while a
        long run of them is parsed."""
        self._passed_at(newline.tokenIndex)

    def left_operand(self, expr: P.ExpressionContext) -> None:
        """An expression just made the parent of the one before it (``e op e``, ``e ? e :
        e``): that one, complete, is lowered now, so a long chain's tree never lives whole."""
        kids = expr.children
        done = kids[0]
        if done.__class__ is LoweredExpr:
            return
        diags: list[Diagnostic] = []
        node = self._into(diags, self.low.expr, done)
        # An argument's operator chain is written as it grows, in a large source (the
        # attribute keeps its bytes: see hcl.ir.structure); so is one in parentheses that
        # are the argument's value so far (lowered as nodes again if a step or an operator
        # after them turns out to make them part of it: see Lowering.primary).
        parent = expr.parentCtx
        if parent.__class__ is _PARENTHESES and argument_in_parentheses(parent):
            node = grown_chain(node, True, parent.start.start)
        else:
            node = grown_chain(node, parent.__class__ is _ATTRIBUTE)
        kids[0] = LoweredExpr(node, diags, done.start, done.stop)
        dismantle(done)
        self._passed_at(done.stop.tokenIndex)  # (the chain's start stays where it is)

    def postfix(self, operand: P.OperandContext) -> None:
        """An operand just made the parent of the one before it (``o.name``, ``o[key]``,
        ``o.N``): when that one is such a step, its step is lowered now onto the chain of
        those before it (from the second step on: a one-step reference is left to the
        lowering), so a long chain's tree never lives whole. A splat ends the folding: the
        steps after it are the splat's."""
        kids = operand.children
        done = kids[0]
        if done.__class__ not in _FOLDED_STEPS:
            return
        below = done.children[0]
        if below.__class__ is FoldedOperand:
            folded = below
        elif below.__class__ is P.PrimaryOperandContext:
            diags: list[Diagnostic] = []
            term = self._into(diags, self.low.primary, below.children[0])
            folded = FoldedOperand(term, TraversalChain(term), diags)
        else:
            return
        self._into(folded.diags, lambda step: self.low.postfix_step(folded.term, folded.chain, step), done)
        kids[0] = folded
        dismantle(done)
        self._passed_at(done.stop.tokenIndex)

    def body_item(self, item: P.BodyItemContext) -> None:
        """An item of a block's body (``{ NEWLINE (NEWLINE | item NEWLINE)* }``)."""
        kids = item.parentCtx.children
        early = kids[1]
        if early.__class__ is not LoweredItems:
            early = LoweredItems(BodyItems(self.low))
        self._into(early.diags, early.items.add, item)
        kids[1:] = [early]  # the brace, then the items; the newlines between them go
        self._lowered(item)

    def tuple_element(self, tup: P.TupleConsContext) -> None:
        """The element before the comma the parser is at (``[ e , e ... ]``)."""
        kids = tup.children
        self._run_with(kids, self.low.expr, kids[-1], element_run)

    def call_argument(self, call: P.FunctionCallContext) -> None:
        """The argument before the comma the parser is at (``f( e , e ... )``)."""
        kids = call.children
        self._run_with(kids, self.low.expr, kids[-1], element_run)

    def object_item(self, item: P.ObjectItemContext) -> None:
        """An item just parsed (``{ item sep item ... }``)."""
        self._run_with(item.parentCtx.children, self.low.object_item, item, deque)

    def template_part(self, part: P.TemplateLiteralContext | P.TemplatePartContext) -> None:
        """A literal or a sequence of a template just parsed: the one before it is
        flattened into the parts before that (``template: literal? (sequence literal?)*``;
        a template of one literal, as most strings are, is left to the lowering)."""
        kids = part.parentCtx.children
        if len(kids) < 2 or kids[-2].__class__ is LoweredParts:
            return
        before = kids[-2]
        run = kids[0]
        if run.__class__ is LoweredParts:
            del kids[-2]
        else:
            run = kids[0] = LoweredParts(template_builder(part.parentCtx, self.low))
        quoted = _in_quotes(part)
        self._into(run.diags, lambda p: self.low.flatten_part(p, run.sink, quoted), before)
        self._lowered(before)

    def literal_line(self, literal: P.TemplateLiteralContext) -> None:
        """A newline just matched in a literal being parsed: once the literal holds
        :data:`LITERAL_TOKENS` tokens, what comes before it in its template and its lines
        so far are flattened into the template's parts. (A literal's parts are its lines,
        so this gives the parts its whole lowering gives.)"""
        lines = literal.children
        if len(lines) < LITERAL_TOKENS or literal.__class__ is not P.TemplateLiteralContext:
            return
        template = literal.parentCtx
        kids = template.children
        while len(kids) > 1 and kids[-2].__class__ is not LoweredParts:
            self.template_part(kids[-1])  # the one before the literal, into the parts before it
        run = kids[0]
        if run.__class__ is not LoweredParts:
            run = LoweredParts(template_builder(template, self.low))
            kids.insert(0, run)
        quoted = _in_quotes(literal)
        newline = lines[-1].symbol
        literal.stop = newline
        self._into(run.diags, lambda p: self.low.flatten_part(p, run.sink, quoted), literal)
        self._passed(literal)
        lines.clear()
        literal.start = self.stream.tokens[newline.tokenIndex + 1]  # the literal's rest starts after
        literal.stop = None

    def _run_with(self, kids: list[Any], lower: Callable[[Any], Any], part: Any,
                  holder: Callable[[], Any]) -> None:
        """Lower ``part``, the last of ``kids``, into the run two places before it (the
        separator between), or into a new run in its place, holding its nodes in what
        ``holder`` makes."""
        run = kids[-3] if len(kids) >= 3 else None
        if run.__class__ is LoweredRun:
            separator = kids[-2]
            del kids[-2:]
            dismantle(separator)
        else:
            run = kids[-1] = LoweredRun(holder())
        run.nodes.append(self._into(run.diags, lower, part))
        self._lowered(part)


class EarlyLoweringAfterErrors(EarlyLowering):
    """The recovering pass's hooks: each body item (of the file or a block), tuple element
    and object item is lowered (by the tolerant lowering) once the next one is parsed,
    then taken apart.

    By then the error strategy has noted all it will about the part: what it skips, the
    rules holding errors and where they end are found while the rules are being parsed,
    and a later error looks back at the body item just parsed alone (a block missing its
    newline). So each part lowers as it would in the finished tree, and in the same order;
    an object's lowering keeps no item after one that breaks, and neither does this. The
    strategy notes rules by id, holding each: the ids in each part are forgotten, and its
    rules let go, once it is lowered.
    """

    __slots__ = ()

    def file_item(self, item: P.BodyItemContext) -> None:
        kids = item.parentCtx.children
        before = [kid for kid in kids[:-1] if kid.__class__ is P.BodyItemContext]
        del kids[:-1]  # (the items and the newlines and error nodes between them)
        for done in before:
            marked = self._marked(done)
            self.file_items.add(done)
            self._done(done, marked)

    def body_item(self, item: P.BodyItemContext) -> None:
        """The items before this one, into the body's :class:`LoweredItems`."""
        self._fold(item.parentCtx.children, P.BodyItemContext, lambda: LoweredItems(BodyItems(self.low)),
                   self._add_item)

    def tuple_element(self, tup: P.TupleConsContext) -> None:
        """At a comma after an element: the elements before that one."""
        self._fold(tup.children, P.ExpressionContext, lambda: LoweredRun(element_run()), self._add_element)

    def call_argument(self, call: P.FunctionCallContext) -> None:
        """Arguments are kept whole on this pass: the tolerant lowering reads them from the
        call's tree."""

    def object_item(self, item: P.ObjectItemContext) -> None:
        """An item just parsed: the items before it (none from one that breaks the object on)."""
        self._fold(item.parentCtx.children, P.ObjectItemContext, LoweredRun, self._add_object_item)

    def postfix(self, operand: P.OperandContext) -> None:
        """(Kept whole on this pass too.)"""

    def left_operand(self, expr: P.ExpressionContext) -> None:
        """Expressions are kept whole on this pass: a broken one's lowering looks at its
        parts' trees."""

    def template_part(self, part: P.TemplateLiteralContext | P.TemplatePartContext) -> None:
        """Templates are kept whole on this pass, as before: the tolerant lowering of a
        template was not made to work a part at a time."""

    def literal_line(self, literal: P.TemplateLiteralContext) -> None:
        """(Ditto.)"""

    def _add_item(self, early: LoweredItems, item: P.BodyItemContext) -> None:
        self._into(early.diags, early.items.add, item)

    def _add_element(self, run: LoweredRun, element: P.ExpressionContext) -> None:
        run.nodes.append(self._into(run.diags, self.low.expr, element))

    def _add_object_item(self, run: LoweredRun, item: P.ObjectItemContext) -> None:
        if run.stopped:
            return
        low = self.low
        if low.breaks_object(item):  # the object keeps none of it: only its parts' own errors
            run.stopped = True
            self._into(run.diags, lambda broken: low.errors_of(*broken.expression()), item)
        else:
            run.nodes.append(self._into(run.diags, low.object_item, item))

    def _fold(self, kids: list[Any], kind: type, make: Callable[[], Any], add: Callable[[Any, Any], None]) -> None:
        """Lower the parts of ``kind`` among ``kids``, but the last child (just parsed),
        into the placeholder right after the opening brace or bracket (``make`` gives a
        new one, ``add`` adds a part to it); the separators between them go, and any
        other token (an error node) stays, as the brackets are looked for among the
        children."""
        holder = kids[1] if len(kids) > 2 else None
        start = 2 if holder.__class__ in (LoweredItems, LoweredRun) else 1
        parts = [kid for kid in kids[start:-1] if isinstance(kid, kind)]
        if not parts:
            return
        if start == 1:
            holder = make()
        for part in parts:
            marked = self._marked(part)
            add(holder, part)
            self._done(part, marked)
        kept = [holder]
        for kid in kids[start:-1]:
            if kid.__class__ is P.ObjectSepContext:
                self._done(kid, self._marked(kid))
            elif not isinstance(kid, kind) and not _separator(kid):
                kept.append(kid)
        kids[1:-1] = kept

    def _marked(self, part: ParserRuleContext) -> list[int]:
        """The ids of the rules in ``part`` that the strategy noted (found before the
        lowering takes the part apart: a block's lowering frees its items)."""
        low = self.low
        if not low.broken and not low.rule_ends:
            return []  # (a marked rule's ancestors are marked too, but not the ones a left-recursive rule adds later)
        marked = []
        stack = [part]
        while stack:
            ctx = stack.pop()
            if id(ctx) in low.broken or id(ctx) in low.rule_ends:
                marked.append(id(ctx))
            stack.extend(kid for kid in ctx.children or () if isinstance(kid, ParserRuleContext))
        return marked

    def _done(self, part: ParserRuleContext, marked: list[int]) -> None:
        """Forget ``marked`` (see :meth:`_marked`), then take ``part`` apart."""
        low = self.low
        for key in marked:
            low.broken.discard(key)
            low.rule_ends.pop(key, None)
            low.noted.pop(key, None)
        self._lowered(part)


def _in_quotes(ctx: Any) -> bool:
    """Whether the template holding ``ctx`` is a quoted string's (not a heredoc's or a
    template file's): escapes differ."""
    while ctx is not None:
        kind = ctx.__class__
        if kind is P.QuotedTemplateContext:
            return True
        if kind is P.HeredocTemplateContext or kind is P.TemplateFileContext:
            return False
        ctx = ctx.parentCtx
    return False


def template_builder(template: P.TemplateContext, low: Lowering) -> TemplateBuilder | None:
    """A builder for the parts of a whole template (a string's, a heredoc's or a template
    file's); None for a template inside a directive, whose parts go to its directive's.
    A flush heredoc's is told its indentation from the tokens, unless the parse is
    recovering from a syntax error (its parts may then be fewer than its tokens)."""
    outer = template.parentCtx
    kind = outer.__class__
    if kind is P.HeredocTemplateContext:
        return heredoc_builder(low.src, low.table, outer.start.tokenIndex, hold=low.tolerant)
    if kind is P.QuotedTemplateContext or kind is P.TemplateFileContext:
        return TemplateBuilder()
    return None


def _separator(kid: Any) -> bool:
    """Whether ``kid`` is a comma or newline the parser matched (not an error node)."""
    return kid.__class__ is TerminalNode and kid.symbol.type in (L.COMMA, L.NEWLINE)


def with_run(low: Lowering, nodes: list[T] | deque[T] | ElementRun,
             run: LoweredRun) -> list[T] | deque[T] | ElementRun:
    """``nodes`` followed by a run's nodes, which the run hands over (it keeps none, so
    that they are not held twice while the tree lives); the run's diagnostics join
    ``low``'s."""
    low.diags.extend(run.diags)
    handed, run.nodes = run.nodes, deque()
    if not nodes:
        return handed
    nodes.extend(handed)
    return nodes


def as_tuple(nodes: list[T] | deque[T] | ElementRun) -> tuple[T, ...]:
    """``nodes`` as a tuple; a run's nodes (see :func:`with_run`) are let go as the tuple
    grows, so that both are never whole at once (a tuple's elements go as they are held)."""
    if nodes.__class__ is ElementRun:
        return nodes.take()
    if nodes.__class__ is deque:
        pop = nodes.popleft
        return tuple(pop() for _ in range(len(nodes)))
    return tuple(nodes)
