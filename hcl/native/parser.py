"""The native-syntax parser driver: lex, parse (two-stage), check tokens, lower.

Stage one parses with SLL prediction and a bail-out error strategy, which is the
fast path for valid input. Only when it fails does stage two re-parse with full LL
prediction and the recovering error strategy that turns the first syntax error
into a diagnostic with the reference's range.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TypeVar

from antlr4 import Token
from antlr4.atn.PredictionMode import PredictionMode
from antlr4.error.Errors import ParseCancellationException
from antlr4.error.ErrorStrategy import BailErrorStrategy

from hcl import ir
from hcl._generated.HCLParser import HCLParser
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.native import dfa_cache
from hcl.native import lexer_tables as L
from hcl.native.errors import SyntaxErrorStrategy
from hcl.native.lexical import token_diagnostics
from hcl.native.lower import Lowering
from hcl.native.token_source import token_stream
from hcl.pos import Pos
from hcl.source import SourceText

T = TypeVar("T")

# Inputs nested deeper than this are parsed on a thread with a large stack.
_SHALLOW = 40
# Deeper nesting is refused with a diagnostic: ANTLR's prediction recurses through C
# code, whose recursion limit is fixed in Python 3.12 and later.
_MAX_DEPTH = 10_000
_OPENERS = frozenset({L.LPAREN, L.LBRACK, L.LBRACE, L.FOR_LBRACE, L.OQUOTE, L.HEREDOC_START,
                      L.TEMPLATE_INTERP, L.TEMPLATE_DIRECTIVE})
_CLOSERS = frozenset({L.RPAREN, L.RBRACK, L.RBRACE, L.STRIP_RBRACE, L.CQUOTE, L.HEREDOC_END})
_SEPARATORS = frozenset({L.COMMA, L.NEWLINE})
_PREFIX = frozenset({L.BANG, L.MINUS})
dfa_cache.install(HCLParser)


class _Parse:
    """One parse of one source: tokens, tree, diagnostics."""

    def __init__(self, source: bytes | str, filename: str, mode: int, start: Pos | None = None) -> None:
        self.src = SourceText(source, filename, start)
        self.stream = token_stream(self.src.text, mode)
        self.tokens: list[Token] = self.stream.tokens
        self.diags: list[Diagnostic] = token_diagnostics(self.tokens, self.src)
        self.n_lexical = len(self.diags)
        self.recovered = False
        self.syntax_order: list[int] = []

    def depth(self) -> int:
        """An upper bound on how deeply the parse will recurse.

        Brackets and templates nest; so do conditionals chained within one item
        (``a ? b : c ? d : e``) and runs of prefix operators (``!!!x``). Operators in
        a row of separate items do not.
        """
        peak = 0
        chains = [0]  # conditionals in the current item, per open bracket
        run = 0
        for tok in self.tokens:
            t = tok.type
            if t in _OPENERS:
                chains.append(0)
            elif t in _CLOSERS:
                if len(chains) > 1:
                    chains.pop()
            elif t in _SEPARATORS and tok.channel == Token.DEFAULT_CHANNEL:
                chains[-1] = 0
            elif t == L.QUESTION:
                chains[-1] += 1
            run = run + 1 if t in _PREFIX else 0
            peak = max(peak, len(chains) + chains[-1] + run)
        return peak

    def parse(self, rule: Callable[[HCLParser], T]) -> T:
        parser = HCLParser(self.stream)
        parser.removeErrorListeners()
        parser._interp.predictionMode = PredictionMode.SLL
        parser._errHandler = BailErrorStrategy()
        try:
            return rule(parser)
        except ParseCancellationException:
            pass
        self.stream.seek(0)
        parser = HCLParser(self.stream)
        parser.removeErrorListeners()
        strategy = SyntaxErrorStrategy(self.src, self.tokens)
        parser._errHandler = strategy
        try:
            tree = rule(parser)
        except ParseCancellationException:
            tree = strategy.root  # gave up recovering: lower what was built
        self.diags.extend(strategy.diagnostics)
        self.syntax_order = strategy.order
        self.recovered = True
        return tree


def _run(
    source: bytes | str, filename: str, mode: int, build: Callable[[_Parse], T], start: Pos | None = None
) -> T:
    """Run ``build`` on a fresh parse, on a big-stack thread when the input nests deeply."""
    work = _Parse(source, filename, mode, start)
    depth = work.depth()
    if depth <= _SHALLOW:
        try:
            return build(work)
        except RecursionError as exc:
            raise _TooDeep(work) from exc
    if depth > _MAX_DEPTH:
        raise _TooDeep(work)
    result: list[T] = []
    failure: list[BaseException] = []

    def target() -> None:
        try:
            result.append(build(work))
        except BaseException as exc:  # re-raised in the caller's thread
            failure.append(exc)

    old_limit = sys.getrecursionlimit()
    old_stack = threading.stack_size()
    try:
        sys.setrecursionlimit(max(old_limit, 60 * depth + 10_000))
        threading.stack_size(min(1 << 30, max(64 << 20, 2048 * 60 * depth)))
        thread = threading.Thread(target=target, name="hcl-deep-parse")
        thread.start()
        thread.join()
    finally:
        threading.stack_size(old_stack)
        sys.setrecursionlimit(old_limit)
    if failure:
        if isinstance(failure[0], RecursionError):
            raise _TooDeep(work) from failure[0]
        raise failure[0]
    return result[0]


class _TooDeep(Exception):
    def __init__(self, work: _Parse) -> None:
        super().__init__("nesting too deep")
        self.work = work


def _too_deep(work: _Parse) -> Diagnostic:
    return Diagnostic.error(
        "Nesting too deep",
        f"This input nests brackets, templates or operators about {work.depth()} levels deep; "
        f"this parser accepts up to {_MAX_DEPTH}. Flatten the nesting, for example with local values.",
        work.src.range(0, 0))


def _collect(work: _Parse, lowering: Lowering) -> Diagnostics:
    """Token diagnostics first (as the reference), then syntax and lowering ones in order."""
    n_lex = work.n_lexical
    rest = list(lowering.diags)
    for diag, at in zip(work.diags[n_lex:], work.syntax_order, strict=False):
        # The syntax error goes before the first lowering diagnostic that follows it.
        index = next((i for i, d in enumerate(rest) if d.subject and d.subject.start.byte > at), len(rest))
        if diag not in rest:
            rest.insert(index, diag)
    return Diagnostics(work.diags[:n_lex] + rest)


def parse_config(
    source: bytes | str, filename: str = "", start: Pos | None = None
) -> tuple[ir.File, Diagnostics]:
    """Parse a configuration file; always returns a (possibly partial) file."""

    def build(work: _Parse) -> tuple[ir.File, Diagnostics]:
        tree = work.parse(HCLParser.configFile)
        low = Lowering(work.src, work.tokens)
        low.tolerant = work.recovered
        body = low.config_file(tree)
        return ir.File(body, work.src.raw, filename), _collect(work, low)

    try:
        return _run(source, filename, L.DEFAULT_MODE, build, start)
    except _TooDeep as exc:
        src = exc.work.src
        empty = ir.Body((), (), src.range(0, 0), src.range(0, 0))
        return ir.File(empty, src.raw, filename), Diagnostics([_too_deep(exc.work)])


def parse_expression(
    source: bytes | str, filename: str = "", start: Pos | None = None
) -> tuple[ir.Expression, Diagnostics]:
    """Parse one expression; newlines are insignificant, as inside parentheses."""

    def build(work: _Parse) -> tuple[ir.Expression, Diagnostics]:
        tree = work.parse(HCLParser.expressionFile)
        low = Lowering(work.src, work.tokens)
        low.tolerant = work.recovered
        return low.expr(tree.expression()), _collect(work, low)

    return _guarded(source, filename, L.INNER, build, start)


def parse_template(
    source: bytes | str, filename: str = "", start: Pos | None = None
) -> tuple[ir.Expression, Diagnostics]:
    """Parse a standalone template, where the whole input is template text."""

    def build(work: _Parse) -> tuple[ir.Expression, Diagnostics]:
        tree = work.parse(HCLParser.templateFile)
        low = Lowering(work.src, work.tokens)
        low.tolerant = work.recovered
        return low.template_file(tree), _collect(work, low)

    return _guarded(source, filename, L.TEMPLATE_FILE, build, start)


def parse_traversal(
    source: bytes | str, filename: str = "", *, allow_splat: bool = False
) -> tuple[ir.Traversal, Diagnostics]:
    """Parse an absolute traversal such as ``a.b[0]["c"]`` (constant keys only).

    With ``allow_splat``, ``[*]`` is accepted and the steps after it become its
    ``each`` traversal (the reference's partial traversal).
    """

    def build(work: _Parse) -> tuple[ir.Traversal, Diagnostics]:
        tree = work.parse(HCLParser.traversalFile)
        low = Lowering(work.src, work.tokens)
        low.tolerant = work.recovered
        try:
            trav = low.traversal(tree, allow_splat)
        except (AttributeError, IndexError, TypeError, AssertionError, ValueError):
            trav = ir.Traversal()
        return trav, _collect(work, low)

    try:
        return _run(source, filename, L.INNER, build)
    except _TooDeep as exc:
        return ir.Traversal(), Diagnostics([_too_deep(exc.work)])


def _guarded(source, filename, mode, build, start=None):
    from hcl.cty import DYNAMIC_VAL

    try:
        return _run(source, filename, mode, build, start)
    except _TooDeep as exc:
        return ir.Literal(DYNAMIC_VAL, exc.work.src.range(0, 0)), Diagnostics([_too_deep(exc.work)])
