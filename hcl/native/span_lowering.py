"""Lowering straight from the accelerated parser's rule spans, without a parse tree.

antlrope's ``rule_spans`` gives the rules of a parse, in preorder, as ``(rule, start,
stop)``: the character offsets of each rule's first and last tokens (an empty rule,
only ever a ``template`` here, starts at the token after it and stops at the one
before). :data:`RULES` asks only for the rules whose place the tokens cannot tell:
a name, a literal, a label, a separator or a template's closing brace is a single
token, and a ``bodyItem``, ``primary`` or ``templatePart`` covers the same tokens as
its one child. Each method here lowers one span and the spans under it, reading the
tokens between them from the token table, and returns the first span after them.

It builds what :class:`~hcl.native.lower.Lowering` builds from the generated parser's
tree of the same input, node for node and diagnostic for diagnostic, for what the
accelerated path takes: a configuration file without a syntax error (so none of that
lowering's recovery cases arise). A heredoc reaches the native parse as a quoted string
of the same length (see :func:`hcl.native.accelerated.native_input`): its template
sequences keep their spans, and its text is read from the table's tokens.
tests/native/test_accelerated.py compares the two lowerings on samples, corpus files,
and generated and mutated input. Making no token objects and no tree, it costs a
fraction of the time and memory of rebuilding the tree first.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections import deque
from collections.abc import Callable, Sequence

from antlr4 import Token

from hcl import ir
from hcl._generated.HCLParser import HCLParser as P
from hcl.cty import FALSE, TRUE
from hcl.ir.expressions import element_run, grown_chain
from hcl.ir.held_elements import ElementRun
from hcl.ir.shared import shared_name
from hcl.native import accelerated
from hcl.native import lexer_tables as L
from hcl.native import templates as tpl
from hcl.native.body_items import BodyItems
from hcl.native.early_lowering import as_tuple
from hcl.native.flush_indent import heredoc_builder
from hcl.native.lower import BINARY_OPS, NULL_LITERAL, Lowering, nested_splat
from hcl.native.token_table import TokenTable
from hcl.native.traversal_chain import TraversalChain
from hcl.pos import Range, offsets_span, span_range
from hcl.source import SourceText

# The rules the lowering reads spans of (see the module's docstring): not those of a
# token or of one child's tokens, nor the other entry rules' own, which a file lacks.
RULES = tuple(
    getattr(P, "RULE_" + name) for name in P.ruleNames
    if name not in {"bodyItem", "blockLabel", "identifier", "variableName", "primary", "literalValue",
                    "objectSep", "templatePart", "templateClose",
                    "expressionFile", "templateFile", "traversalFile", "traversalStep"})

_ATTRIBUTE, _EXPRESSION, _OPERAND = P.RULE_attribute, P.RULE_expression, P.RULE_operand
_LITERALS = {L.TRUE: TRUE, L.FALSE: FALSE, L.NULL: NULL_LITERAL}
_UNARY = {L.MINUS: ir.Operator.NEGATE, L.BANG: ir.Operator.NOT}
_DEFAULT = Token.DEFAULT_CHANNEL


class Misfit(Exception):
    """The spans do not fit the token table (see :meth:`SpanLowering.take`)."""


class _TableTokens:
    """Token objects made one at a time from a table, for the rare check that reads them."""

    __slots__ = ("table",)

    def __init__(self, table: TokenTable) -> None:
        self.table = table

    def __len__(self) -> int:
        return len(self.table)

    def __getitem__(self, index: int) -> Token:
        if index < 0:
            index += len(self.table)
        return self.table.make(index, index + 1)[0]


class SpanLowering:
    """Lowers a configuration file from its rule spans (see the module's docstring).

    ``lowering``, a tree lowering of the same source, gives the shared steps and
    collects the diagnostics."""

    def __init__(self, src: SourceText, table: TokenTable) -> None:
        self.src = src
        self.table = table
        self.lowering = low = Lowering(src, _TableTokens(table), table)  # type: ignore[arg-type]
        self.diags = low.diags
        self.positions = src.positions
        # The spans of the run of items being lowered (see take()): each one's rule (a
        # byte), the offsets of its first and last characters, its first token and the
        # token after it.
        self.rules: Sequence[int]
        self.first: array[int]
        self.last: array[int]
        self.ftok: array[int]
        self.after: array[int]
        self.count: int
        self._let_go()
        self.text = text = src.text
        # Ranges of characters and of tokens, and tokens' text: the hot paths, as closures.
        positions, shift, starts = self.positions, self.positions.shift, table.starts
        packed = type(offsets_span(shift, 0))

        def rng(start: int, end: int) -> Range:
            return span_range(positions, packed(start << shift | end))

        def token_range(k: int) -> Range:
            return span_range(positions, packed(starts[k] << shift | starts[k + 1]))

        def token_text(k: int) -> str:
            return text[starts[k]:starts[k + 1]]

        self._rng: Callable[[int, int], Range] = rng
        self._token_range: Callable[[int], Range] = token_range
        self._token_text: Callable[[int], str] = token_text

    def file(self, text: str, aligned: bool, size: int = accelerated.PIECE_SIZE) -> ir.Body | None:
        """The file's body, from the native parse of ``text`` (the file's text, or the same
        with its heredocs masked: see :func:`hcl.native.accelerated.native_input`) a run of
        items at a time (see :func:`hcl.native.accelerated.pieces`), so that the native
        runtime holds one run's tokens and tree at a time, and this lowering one run's
        spans; None when the native parse finds a syntax error, or a run is longer than
        :data:`~hcl.native.accelerated.MAX_SIZE`. ``aligned``: see
        :meth:`take`. Raises :class:`Misfit` for spans that do not fit the tokens, and
        :class:`~hcl.native.accelerated.Mismatch` for text antlrope's runtime refuses."""
        items = BodyItems(self.lowering)
        starts = self.table.starts
        runs = list(accelerated.pieces(self.table, size))
        if any(starts[hi] - starts[lo] > accelerated.MAX_SIZE or accelerated.too_dense(hi - lo, len(text))
               for lo, hi in runs):  # (before any is parsed)
            return None
        for lo, hi in runs:
            spans = accelerated.rule_spans(text[starts[lo]:starts[hi]], RULES)
            if spans is None:
                return None
            self.take(spans, lo, hi, aligned)
            del spans  # (taken into columns of this lowering's own)
            i, count = 1, self.count  # (span 0 is the run's ``configFile`` rule)
            while i < count:
                i = self._item(i, items)
            self._let_go()  # (before the next run's spans, or the file's body, are made)
        return self.lowering.file_body(items)

    def _let_go(self) -> None:
        """Let the run's span columns go (none taken yet)."""
        self.rules = b""
        self.first = self.last = self.ftok = self.after = array("i")
        self.count = 0

    def take(self, spans: accelerated.Spans, lo: int, hi: int, aligned: bool) -> None:
        """Take the spans of the native parse of tokens ``lo`` to ``hi`` (not included; EOF
        for a file's last run), whose offsets count from token ``lo``'s start. Raises
        :class:`Misfit` unless they are a file's over those tokens, as far as cheap
        checks tell; when the tokens are not known to be ``aligned`` with the native
        parse's (made by its lexer over the same ASCII text), unless each span starts
        where a token starts and stops where one ends (the lowering trusts them). The spans of a
        heredoc's template and text, which the native parse saw as a quoted string's,
        may reach into its markers (see :func:`hcl.native.accelerated.native_input`)."""
        rules, first, last = spans
        starts = self.table.starts
        base = starts[lo]
        limit = starts[hi] - base
        if not rules or rules[0] != P.RULE_configFile:
            raise Misfit("the spans are not a file's")
        if min(first) < 0 or max(first) > limit or min(last) < -1 or max(last) >= limit:
            raise Misfit("a span falls outside its text")
        # The token starting at each character offset (-1 inside a token), for a moment:
        # at 4 bytes a character, it is let go before the lowering builds the IR.
        at = array("i", [-1]) * (limit + 1)
        # (a loop run in C: at[start - base] = index; the last run's end is EOF's start)
        deque(map(at.__setitem__, map((-base).__add__, starts[lo:hi + 1]), range(lo, hi + 1)), 0)
        self.ftok = array("i", map(at.__getitem__, first))
        # at[last + 1] (an empty span at 0 ends at -1), -1 where no token starts there
        self.after = array("i", map(at.__getitem__, map((1).__add__, last)))
        del at
        if base:
            first, last = array("i", map(base.__add__, first)), array("i", map(base.__add__, last))
        self.rules, self.first, self.last, self.count = rules, first, last, len(rules)
        if aligned:
            return
        loose = (P.RULE_template, P.RULE_templateLiteral)
        spans_on_tokens = zip(rules, self.ftok, self.after, strict=True)
        if not all(rule in loose or (a >= 0 and b >= 0) for rule, a, b in spans_on_tokens):
            raise Misfit("a span does not start or end at a token")

    # ------------------------------------------------------------------ tokens
    def _after(self, k: int) -> int:
        """The first token on the default channel after token ``k``."""
        return self._from(k + 1)

    def _from(self, k: int) -> int:
        """The first token on the default channel from token ``k`` on."""
        channels = self.table.channels
        while channels[k] != _DEFAULT:
            k += 1
        return k

    def _token_from(self, offset: int) -> int:
        """The token starting at ``offset``, or -1 (for heredoc text, clipped to its markers)."""
        starts = self.table.starts
        k = bisect_right(starts, offset, 0, len(self.table)) - 1  # (the starts end with the text's length)
        return k if k >= 0 and starts[k] == offset else -1

    # ------------------------------------------------------------------ structure
    def _item(self, i: int, items: BodyItems) -> int:
        if self.rules[i] == _ATTRIBUTE:
            attr, i = self._attribute(i)
            items.keep(attr)
        else:
            block, i = self._block(i)
            items.blocks.append(block)
        return i

    def _attribute(self, i: int) -> tuple[ir.Attribute, int]:
        start = self.first[i]
        name = self.ftok[i]
        eq = self._after(name)
        name_range = self._token_range(name)
        expr, j = self._expr(i + 1, True)
        attr = ir.Attribute(shared_name(self._token_text(name)), expr, self._rng(start, self.last[i] + 1),
                            name_range, self._token_range(eq))
        return attr, j

    def _block(self, i: int) -> tuple[ir.Block, int]:
        types, first, last = self.table.types, self.first, self.last
        ident = self.ftok[i]
        type_range = self._token_range(ident)
        labels: list[str] = []
        label_ranges: list[Range] = []
        k = self._after(ident)
        j = i + 1
        while types[k] != L.LBRACE:
            if types[k] == L.OQUOTE:  # a ``stringLiteral`` span
                s, e = first[j], last[j]
                labels.append(shared_name(tpl.decode_literal(self.src, s + 1, e, True, self.diags)))
                label_ranges.append(self._rng(s, e + 1))
                k = self.after[j] - 1
                j += 1
            else:
                labels.append(shared_name(self._token_text(k)))
                label_ranges.append(self._token_range(k))
            k = self._after(k)
        open_range = self._token_range(k)  # ``blockBody`` is span j
        body_end = last[j]
        close_range = self._rng(body_end, body_end + 1)
        if types[self._after(k)] != L.NEWLINE:  # ``{ attribute? }``
            j += 1
            if j < self.count and first[j] <= body_end:
                attr, j = self._attribute(j)
                body = ir.Body((attr,), (), attr.range, attr.range.end_range())
            else:
                body = ir.Body((), (), Range.between(open_range, close_range), close_range.end_range())
        else:
            items = BodyItems(self.lowering)
            j += 1
            first, count = self.first, self.count
            while j < count and first[j] <= body_end:
                j = self._item(j, items)
            attrs, blocks = items.result()
            body = ir.Body(attrs, blocks, Range.between(open_range, close_range), close_range.end_range())
        block = ir.Block(shared_name(self._token_text(ident)), tuple(labels), body, type_range,
                         tuple(label_ranges), open_range, close_range)
        return block, j

    # ------------------------------------------------------------------ expressions
    def _expr(self, i: int, argument: bool = False) -> tuple[ir.Expression, int]:
        """The ``expression`` span ``i`` (an argument's value when ``argument``: an
        operator chain there is written as it grows, as on the pure path)."""
        start, rules, first = self.first[i], self.rules, self.first
        j = i + 1
        if first[j] != start:  # ``(- | !) expression``
            op = self.ftok[i]
            sym = self._token_range(op)
            operand, j = self._expr(j)
            return ir.UnaryOp(_UNARY[self.table.types[op]], operand, Range.between(sym, operand.range), sym), j
        if rules[j] == _OPERAND:  # (a primary alone, the common case, without a call more)
            if j + 1 < self.count and rules[j + 1] == _OPERAND and first[j + 1] == start:
                return self._operand(j)
            return self._primary(j)
        op = self._from(self.after[j])
        if self.table.types[op] == L.QUESTION:
            cond, j = self._expr(j)
            true_, j = self._expr(j)
            false_, j = self._expr(j)
            return ir.Conditional(cond, true_, false_, Range.between(cond.range, false_.range)), j
        # Walk the left spine of ``expression op expression`` iteratively: chains nest deeply.
        spine = [op]
        while rules[j + 1] == _EXPRESSION and first[j + 1] == start:
            op = self._from(self.after[j + 1])
            if self.table.types[op] == L.QUESTION:
                break
            spine.append(op)
            j += 1
        result, j = self._expr(j)
        types = self.table.types
        for k, op in enumerate(reversed(spine)):
            if k and argument:
                result = grown_chain(result, True)
            rhs, j = self._expr(j)
            result = ir.BinaryOp(result, BINARY_OPS[types[op]], rhs, Range.between(result.range, rhs.range))
        return result, j

    def _operand(self, i: int) -> tuple[ir.Expression, int]:
        """The ``operand`` span ``i``: a primary and its postfixes."""
        rules, first = self.rules, self.first
        start = first[i]
        outer = i
        count = self.count
        while i + 1 < count and rules[i + 1] == _OPERAND and first[i + 1] == start:
            i += 1
        term, j = self._primary(i)
        if i == outer:
            return term, j
        result, j = self._postfixes(term, term, list(range(i - 1, outer - 1, -1)), j)
        return result, j

    def _postfixes(
        self, start: ir.Expression, source: ir.Expression, post: list[int], j: int
    ) -> tuple[ir.Expression, int]:
        """Apply the postfix operand spans ``post`` (innermost first) to ``source``, as
        ``Lowering._postfixes`` does; ``j``: the first span after the primary's."""
        types, last, after = self.table.types, self.last, self.after
        chain = TraversalChain(source)
        n = len(post)
        p = 0
        while p < n:
            q = post[p]
            opener = self._from(after[q + 1])  # after the operand it applies to
            step = self._after(opener)
            if types[opener] == L.DOT:
                kind = types[step]
                if kind == L.STAR:
                    splat, p, j = self._attr_splat(start, chain.result(), post, p, j)
                    chain = TraversalChain(splat)
                    continue
                if kind == L.NUMBER:
                    chain.add(*self._legacy(opener, step, None))
                else:
                    rng = self._rng(self.table.starts[opener], last[q] + 1)
                    chain.add(ir.TraverseAttr(shared_name(self._token_text(step)), rng), rng)
            elif types[step] == L.STAR:  # ``[*]``
                close = after[q] - 1
                marker = Range.between(self._token_range(opener), self._token_range(close))
                item = ir.AnonSymbol(marker)
                each, j = self._postfixes(item, item, post[p + 1:], j)
                return ir.Splat(chain.result(), each, item, Range.between(start.range, each.range), marker), j
            else:  # ``[ expression ]``: the key is span j
                open_range = self._token_range(opener)
                rng = Range.between(open_range, self._rng(last[q], last[q] + 1))
                key, j = self._expr(j)
                self.lowering.index_step(start, chain, key, open_range, rng)
            p += 1
        return chain.result(), j

    def _legacy(self, dot: int, num: int, splat_star: Range | None) -> tuple[ir.TraverseIndex, Range]:
        num_range = self._token_range(num)
        return self.lowering.legacy_index(self._token_range(dot), num_range, self._token_text(num), splat_star)

    def _attr_splat(
        self, start: ir.Expression, ret: ir.Expression, post: list[int], p: int, j: int
    ) -> tuple[ir.Expression, int, int]:
        types, after = self.table.types, self.after
        q = post[p]
        dot = self._from(after[q + 1])
        star_range = self._token_range(self._after(dot))
        marker = Range.between(self._token_range(dot), star_range)
        item = ir.AnonSymbol(marker)
        steps: list[ir.Traverser] = []
        end = star_range
        first_dot: Range | None = None
        p += 1
        n = len(post)
        while p < n:
            q = post[p]
            opener = self._from(after[q + 1])
            if types[opener] != L.DOT:
                break
            step = self._after(opener)
            kind = types[step]
            if kind == L.STAR:
                self.diags.append(nested_splat(self._token_range(step)))
                # The rest of the chain is not lowered: pass over its spans.
                j = self._past(post[n - 1], j)
                p = n
                break
            if kind == L.NUMBER:
                traverser, _ = self._legacy(opener, step, star_range)
                steps.append(traverser)
                end = self._token_range(step)
            else:
                end = self._token_range(step)
                steps.append(ir.TraverseAttr(shared_name(self._token_text(step)),
                                             Range.between(self._token_range(opener), end)))
            if first_dot is None:
                first_dot = self._token_range(opener)
            p += 1
        each: ir.Expression = item
        if steps:
            assert first_dot is not None
            each = ir.RelativeTraversal(item, ir.Traversal(tuple(steps)), Range.between(first_dot, end))
        return ir.Splat(ret, each, item, Range.between(start.range, end), marker), p, j

    def _past(self, outer: int, j: int) -> int:
        """The first span from ``j`` on past the end of span ``outer``."""
        end, first, count = self.last[outer], self.first, self.count
        while j < count and first[j] <= end:
            j += 1
        return j

    # ------------------------------------------------------------------ terms
    def _primary(self, i: int) -> tuple[ir.Expression, int]:
        """The ``operand`` span ``i`` that holds a primary (whose own span is not asked for)."""
        start, end = self.first[i], self.last[i]
        j = i + 1
        if j < self.count and self.first[j] <= end:  # a primary made of a rule
            rule = self.rules[j]
            if rule == P.RULE_templateExpr:
                return self._template_expr(j)
            if rule == P.RULE_functionCall:
                return self._call(j)
            if rule == P.RULE_tupleCons:
                return self._tuple(j)
            if rule == P.RULE_objectCons:
                return self._object(j)
            if rule == P.RULE_expression:  # ``( expression )``
                inner, j = self._expr(j)
                return ir.Parentheses(inner, self._rng(start, end + 1)), j
            return self._for(j, rule == P.RULE_forTupleExpr)
        k = self.ftok[i]
        rng = self._rng(start, end + 1)
        kind = self.table.types[k]
        if kind == L.NUMBER:
            return ir.Literal(self.lowering.number(rng, self._token_text(k)), rng), j
        value = _LITERALS.get(kind)
        if value is not None:
            return ir.Literal(value, rng), j
        root = ir.TraverseRoot(shared_name(self._token_text(k)), rng)
        return ir.ScopeTraversal(ir.Traversal((root,)), rng), j

    def _leading_for(self, opener: int) -> None:
        """``[for]`` or ``{for}`` read as a collection holding a variable named ``for``."""
        types, channels = self.table.types, self.table.channels
        k = opener + 1
        while channels[k] != _DEFAULT or types[k] == L.NEWLINE:
            k += 1
        if types[k] == L.FOR:
            self.lowering.check_leading_for(_TableTokens(self.table)[opener])

    def _tuple(self, i: int) -> tuple[ir.Expression, int]:
        start, end = self.first[i], self.last[i]
        opener = self.ftok[i]
        self._leading_for(opener)
        exprs, j = self._exprs_in(i, element_run())
        return ir.TupleCons(exprs, self._rng(start, end + 1), self._token_range(opener)), j

    def _exprs_in(self, i: int, exprs: list[ir.Expression] | ElementRun) -> tuple[tuple[ir.Expression, ...], int]:
        """The ``expression`` spans directly within span ``i`` (its elements or arguments),
        gathered in ``exprs``."""
        end, first, count = self.last[i], self.first, self.count
        j = i + 1
        while j < count and first[j] <= end:
            expr, j = self._expr(j)
            exprs.append(expr)
        return as_tuple(exprs), j

    def _object(self, i: int) -> tuple[ir.Expression, int]:
        start, end = self.first[i], self.last[i]
        opener = self.ftok[i]
        self._leading_for(opener)
        items: list[ir.ObjectItem] = []
        j = i + 1
        first, count, types = self.first, self.count, self.table.types
        while j < count and first[j] <= end:  # ``objectItem`` spans: ``key (= | :) value``
            force = types[self.ftok[j + 1]] == L.LPAREN
            key, j = self._expr(j + 1)
            value, j = self._expr(j)
            items.append(ir.ObjectItem(ir.ObjectKey(key, force), value))
        return ir.ObjectCons(tuple(items), self._rng(start, end + 1), self._token_range(opener)), j

    def _call(self, i: int) -> tuple[ir.Expression, int]:
        types = self.table.types
        k = self.ftok[i]
        names = [shared_name(self._token_text(k))]
        last_name = k
        k = self._after(k)
        while types[k] == L.DOUBLE_COLON:
            last_name = self._after(k)
            names.append(shared_name(self._token_text(last_name)))
            k = self._after(last_name)
        name_range = Range.between(self._token_range(self.ftok[i]), self._token_range(last_name))
        close = self.after[i] - 1
        before = close - 1
        channels = self.table.channels
        while channels[before] != _DEFAULT:
            before -= 1
        args, j = self._exprs_in(i, element_run())
        close_range = self._token_range(close)
        call = ir.FunctionCall("::".join(names), args, types[before] == L.ELLIPSIS, name_range,
                               self._token_range(k), close_range, Range.between(name_range, close_range))
        return call, j

    def _for_names(self, k: int) -> tuple[str | None, str]:
        """The key and value variables of ``name (, name)? in`` from token ``k``."""
        first = shared_name(self._token_text(k))
        comma = self._after(k)
        if self.table.types[comma] == L.COMMA:
            return first, shared_name(self._token_text(self._after(comma)))
        return None, first

    def _for(self, i: int, tuple_: bool) -> tuple[ir.Expression, int]:
        start, end = self.first[i], self.last[i]
        types = self.table.types
        open_range = self._rng(start, start + 1)
        close_range = self._token_range(self.after[i] - 1)
        whole = Range.between(open_range, close_range)
        key_var, value_var = self._for_names(self.ftok[i + 1])  # ``forIntro``, span i + 1
        coll, j = self._expr(i + 2)
        key_expr: ir.Expression | None = None
        group = False
        if tuple_:
            value_expr, j = self._expr(j)
        else:
            key_expr, v = self._expr(j)
            value_expr, j = self._expr(v)
            group = types[self._from(self.after[v])] == L.ELLIPSIS
        cond = None
        if j < self.count and self.rules[j] == P.RULE_forCond and self.first[j] <= end:
            cond, j = self._expr(j + 1)
        return ir.For(key_var, value_var, coll, key_expr, value_expr, cond, group, whole, open_range,
                      close_range), j

    # ------------------------------------------------------------------ templates
    def _template_expr(self, i: int) -> tuple[ir.Expression, int]:
        open_tok, close_tok = self.ftok[i], self.after[i] - 1
        starts = self.table.starts
        heredoc = None
        if self.table.types[open_tok] != L.OQUOTE:  # its text between the markers (see native_input)
            heredoc = (starts[open_tok + 1], starts[close_tok])
        open_range, close_range = self._token_range(open_tok), self._token_range(close_tok)
        builder = tpl.TemplateBuilder() if heredoc is None else heredoc_builder(self.src, self.table, open_tok)
        j = self._template(i + 1, builder, heredoc)
        # The template's first token, or the closer when it is empty, starts its parts' range.
        exprs, passthru = builder.finish(close_range, self._token_range(open_tok + 1), self.diags)
        whole = Range.between(open_range, close_range)
        if passthru:
            return ir.TemplateWrap(exprs[0], whole), j
        return ir.Template(exprs, whole), j

    def _template(self, i: int, out: tpl.PartSink, heredoc: tuple[int, int] | None) -> int:
        """The parts of the ``template`` span ``i`` into ``out``; the span after them."""
        end = self.last[i]
        j = i + 1
        rules, first, count = self.rules, self.first, self.count
        while j < count and first[j] <= end:
            rule = rules[j]
            if rule == P.RULE_templateLiteral:
                self._literal(j, out, heredoc)
                j += 1
            elif rule == P.RULE_templateInterpolation:
                j = self._interpolation(j, out)
            elif rule == P.RULE_templateIf:
                j = self._if(j, out, heredoc)
            else:
                j = self._for_directive(j, out, heredoc)
        return j

    def _literal(self, i: int, out: tpl.PartSink, heredoc: tuple[int, int] | None) -> None:
        start, end = self.first[i], self.last[i] + 1
        if heredoc is None:  # a quoted string's: no newline token, so one part
            value = tpl.decode_literal(self.src, start, end, True, self.diags)
            out.append(tpl.LiteralPart(value, self._rng(start, end)))
            return
        # A heredoc's, whose first and last runs the native parse saw reach into the
        # markers: each part runs to the end of a line, as the reference scanner's.
        start, end = max(start, heredoc[0]), min(end, heredoc[1])
        types, starts = self.table.types, self.table.starts
        k, stop = self._token_from(start), self._token_from(end) - 1
        if k < 0 or stop < 0 or starts[stop + 1] != end:
            raise Misfit(f"no heredoc text runs from offset {start} to {end}")
        while k <= stop:
            m = k
            while m < stop and types[m] != L.H_NEWLINE:
                m += 1
            a, b = starts[k], starts[m + 1]
            out.append(tpl.LiteralPart(tpl.decode_literal(self.src, a, b, False, self.diags), self._rng(a, b)))
            k = m + 1

    def _closing(self, k: int) -> tuple[Range, bool]:
        """The range of the closing brace after token ``k``, and whether it strips."""
        close = self._after(k)
        return self._token_range(close), self.text[self.table.starts[close]] == "~"

    def _directive(self, directive: int, close: int) -> tuple[Range, bool, bool]:
        close_range, strip_right = self._closing(close)
        rng = Range.between(self._token_range(directive), close_range)
        return rng, self._token_text(directive).endswith("~"), strip_right

    def _interpolation(self, i: int, out: tpl.PartSink) -> int:
        open_tok = self.ftok[i]
        expr, j = self._expr(i + 1)
        close_range, strip_right = self._closing(self.after[i + 1] - 1)
        out.append(tpl.InterpPart(expr, Range.between(self._token_range(open_tok), close_range),
                                  self._token_text(open_tok).endswith("~"), strip_right))
        return j

    def _next_directive(self, template: int) -> int:
        """The directive token after the ``template`` span."""
        if self.first[template] > self.last[template]:  # empty: it starts at the token after it
            return self.ftok[template]
        return self._from(self.after[template])

    def _if(self, i: int, out: tpl.PartSink, heredoc: tuple[int, int] | None) -> int:
        directive = self.ftok[i]
        cond, j = self._expr(i + 1)
        rng, sl, sr = self._directive(directive, self.after[i + 1] - 1)
        out.append(tpl.IfPart(cond, rng, sl, sr))
        template = j
        j = self._template(template, out, heredoc)
        directive = self._next_directive(template)
        keyword = self._after(directive)
        if self.table.types[keyword] == L.ELSE:
            rng, sl, sr = self._directive(directive, keyword)
            out.append(tpl.EndCtrlPart("else", rng, sl, sr))
            template = j
            j = self._template(template, out, heredoc)
            directive = self._next_directive(template)
            keyword = self._after(directive)
        rng, sl, sr = self._directive(directive, keyword)
        out.append(tpl.EndCtrlPart("endif", rng, sl, sr))
        return j

    def _for_directive(self, i: int, out: tpl.PartSink, heredoc: tuple[int, int] | None) -> int:
        directive = self.ftok[i]
        key_var, value_var = self._for_names(self._after(self._after(directive)))  # past ``for``
        coll, j = self._expr(i + 1)
        rng, sl, sr = self._directive(directive, self.after[i + 1] - 1)
        out.append(tpl.ForPart(key_var, value_var, coll, rng, sl, sr))
        template = j
        j = self._template(template, out, heredoc)
        directive = self._next_directive(template)
        rng, sl, sr = self._directive(directive, self._after(directive))
        out.append(tpl.EndCtrlPart("endfor", rng, sl, sr))
        return j
