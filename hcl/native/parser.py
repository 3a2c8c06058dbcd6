"""The native-syntax parser driver: lex, parse (two-stage), check tokens, lower.

Stage one parses with SLL prediction and a bail-out error strategy, which is the
fast path for valid input. Only when it fails does stage two re-parse with full LL
prediction and the recovering error strategy that turns the first syntax error
into a diagnostic with the reference's range.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import accumulate, count
from operator import sub
from typing import TypeVar, cast

from antlr4 import CommonTokenStream, ParserRuleContext, Token
from antlr4.atn.PredictionMode import PredictionMode
from antlr4.error.Errors import ParseCancellationException, RecognitionException
from antlr4.error.ErrorStrategy import BailErrorStrategy
from antlr4.IntervalSet import IntervalSet

from hcl import ir
from hcl._generated.HCLParser import HCLParser
from hcl.cty import DYNAMIC_VAL
from hcl.deep import MAX_DEPTH, recursion_room
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.inputs import check_filename, check_start, source_text_or_bytes
from hcl.native import accelerated, dfa_cache, regex_lexer
from hcl.native import lexer_tables as L
from hcl.native.body_items import BodyItems
from hcl.native.early_lowering import EarlyLowering, EarlyLoweringAfterErrors
from hcl.native.errors import SkippedText, SyntaxErrorStrategy
from hcl.native.lean_parser import LeanParser
from hcl.native.lexical import token_diagnostics
from hcl.native.lower import Lowering
from hcl.native.parse_tree import abandon, dismantle
from hcl.native.span_lowering import Misfit, SpanLowering
from hcl.native.syntax_sets import CLOSERS, OPENERS
from hcl.native.token_source import token_stream
from hcl.native.token_stream import IndexedTokenStream, TokenList
from hcl.native.token_table import TokenTable
from hcl.pos import Pos
from hcl.source import SourceText

T = TypeVar("T")

# Python frames a parse and its lowering may stack per level of nesting (the generated
# rule methods, then the lowering's), with room to spare.
_FRAMES_PER_LEVEL = 24
# Deeper nesting than hcl.deep.MAX_DEPTH is refused with a diagnostic: every construct shares it.
# Memory grows linearly with depth (a few KB per level, about 280 MB for 100,000
# nested tuples); this bound keeps hostile input from exhausting it.
_SEPARATORS = frozenset({L.COMMA, L.NEWLINE})
_PREFIX = frozenset({L.BANG, L.MINUS})
# For a quick bound on the depth: token types to +1 (openers) and -1 (closers) over a
# step of one, the other types dropped; and the types each of which may add a level.
_STEPS = bytes(2 if t in OPENERS else 0 for t in range(256))
_NOT_BRACKETS = bytes(t for t in range(256) if t not in OPENERS | CLOSERS)
_LEVEL_TYPES = (L.QUESTION, L.STAR, L.BANG, L.MINUS, L.TEMPLATE_DIRECTIVE)
# A quick bound at most this deep is taken as it is (it decides nothing the exact one would not).
_QUICK_ENOUGH = accelerated.MAX_NESTING
dfa_cache.install(HCLParser)


def _parser_class(stream: CommonTokenStream, recovering: bool) -> type[HCLParser]:
    """The lean parser over the indexed stream; the plain generated one over ANTLR's own."""
    if isinstance(stream, IndexedTokenStream):
        return _RecoveringParser if recovering else LeanParser
    return IsolatedParser if recovering else HCLParser


class _Recovering:
    """What the recovering pass adds to the generated parser.

    The Python runtime's ``DefaultErrorStrategy.sync`` adds to the set that
    ``getExpectedTokens`` returns, and the ATN caches that set (the Java runtime
    returns a new one), so one input's recovery would change how a later input
    recovers. A copy keeps every parse independent of the ones before it.
    """

    def getExpectedTokens(self) -> IntervalSet:
        return IntervalSet().addSet(super().getExpectedTokens())  # type: ignore[misc]


class _RecoveringParser(_Recovering, LeanParser):
    pass


class IsolatedParser(_Recovering, HCLParser):
    """The generated parser, whose error recovery leaves nothing behind in the shared ATN.

    For every use of the plain generated parser on input that may hold errors (the
    reference lexer's path, ``hcl tree``, golden examples, grammar tests).
    """


class _Parse:
    """One parse of one source: tokens, tree, diagnostics."""

    def __init__(
        self, source: bytes | str, filename: str, mode: int, start: Pos | None = None, lazy: bool = False
    ) -> None:
        self.src = SourceText(source_text_or_bytes(source), check_filename(filename), check_start(start))
        self.mode = mode
        self.stream = token_stream(self.src.text, mode, lazy=lazy, line_starts=self.src.positions.line_starts)
        stream = self.stream
        self.table = (stream.table if isinstance(stream, IndexedTokenStream) and stream.table is not None
                      else TokenTable.from_tokens(self.src.text, self.all_tokens()))
        self.diags: list[Diagnostic] = token_diagnostics(self.table, self.src)
        self.n_lexical = len(self.diags)
        self.recovered = False
        self.syntax_order: list[int] = []
        self.skipped = SkippedText()  # where the reference's recovery skips text
        self.broken: set[int] = set()  # the rules holding errors (see SyntaxErrorStrategy)
        self.rule_ends: dict[int, Token] = {}  # where the reference's reading of rules ends (ditto)
        self.noted: dict[int, ParserRuleContext] = {}  # what holds the rules noted by id (ditto)
        self.syntax_diags: list[Diagnostic] = []  # the recovering pass's (see lowering())
        self.tree: ParserRuleContext | None = None
        self.items: BodyItems | None = None  # a file's body items, lowered as they are parsed
        self.nesting = 0  # set by the driver from depth()

    @property
    def tokens(self) -> TokenList:
        """The stream's tokens: a list, or while a lazy stream holds only some, a :class:`LiveTokens`."""
        return self.stream.tokens  # type: ignore[no-any-return]

    def all_tokens(self) -> list[Token]:
        """Every token in a list (a lazy stream makes the ones it does not hold)."""
        if isinstance(self.stream, IndexedTokenStream):
            self.stream.make_all()
        tokens = self.stream.tokens
        assert isinstance(tokens, list)
        return tokens

    def _restream_as_the_reference(self) -> None:
        """Before the recovering pass: a fresh stream, whose token objects are made again
        as the parse reaches them. Where a closer does not match its opener (in
        ``"${f(1}"``, the brace closing the interpolation with its parenthesis still
        open), it holds the tokens the reference's scanner sees from there on, and their
        lexical diagnostics replace the grammar's (see ``regex_lexer.scan``)."""
        table = regex_lexer.scan(self.src.text, self.mode, self.src.positions.line_starts, follow_braces=True)
        # (a newline the grammar's lexer hides in a bracket a brace has closed differs in channel alone)
        if table.types != self.table.types or table.channels != self.table.channels:
            self.table = table
            lexical = token_diagnostics(table, self.src)
            self.diags[:self.n_lexical] = lexical
            self.n_lexical = len(lexical)
        elif not isinstance(self.stream, IndexedTokenStream):  # the reference lexer's stream
            self.all_tokens()
            self.stream.seek(0)
            return
        self.stream = regex_lexer.token_stream(self.table, lazy=True)

    def lowering(self) -> Lowering:
        """A lowering of this parse's tree: tolerant of what a recovering parse left, and
        keeping of it what the reference keeps."""
        low = Lowering(self.src, self.tokens, self.table)
        if self.recovered:  # (the recovering pass's notes, which grow while it goes on)
            low.tolerant, low.skipped, low.broken = True, self.skipped, self.broken
            low.rule_ends, low.noted = self.rule_ends, self.noted
            low.syntax_diags = self.syntax_diags
        return low

    def depth(self) -> int:
        """An upper bound on how deeply the parse will recurse.

        Brackets and templates nest; so do conditionals chained within one item
        (``a ? b : c ? d : e``), full splats in one chain (``x[*].a[*].b``), runs of
        prefix operators (``!!!x``) and template directives (``%{ if }`` inside
        another). Operators in a row of separate items do not. A looser bound that
        is cheaper to take stands when it is small.
        """
        quick = self.depth_bound()
        return quick if quick <= _QUICK_ENOUGH else self.exact_depth()

    def exact_depth(self) -> int:
        """The bound :meth:`depth` gives, counted token by token."""
        peak = 0
        chains = [0]  # conditionals and splats in the current item, per open bracket
        run = 0
        directives = 0
        prev = prev2 = -1
        for t, channel in zip(self.table.types, self.table.channels, strict=True):
            if channel != Token.DEFAULT_CHANNEL:
                continue
            if t in OPENERS:
                chains.append(0)
            elif t in CLOSERS:
                if len(chains) > 1:
                    chains.pop()
                if t == L.RBRACK and prev == L.STAR and prev2 == L.LBRACK:
                    chains[-1] += 1
            elif t in _SEPARATORS:
                chains[-1] = 0
            elif t == L.QUESTION:
                chains[-1] += 1
            elif prev == L.TEMPLATE_DIRECTIVE:
                if t in (L.IF, L.FOR):
                    directives += 1
                elif t in (L.ENDIF, L.ENDFOR) and directives:
                    directives -= 1
            run = run + 1 if t in _PREFIX else 0
            peak = max(peak, len(chains) + chains[-1] + run + directives)
            prev2, prev = prev, t
        return peak

    def depth_bound(self) -> int:
        """A looser bound than :meth:`exact_depth`'s, computed without a loop in Python: the
        deepest run of open brackets (closers before their openers counted too), plus
        every token that may add a level of its own."""
        types = self.table.types.tobytes()
        steps = types.translate(_STEPS, _NOT_BRACKETS)
        levels = sum(types.count(t) for t in _LEVEL_TYPES)
        if not steps:
            return 1 + levels
        running = list(map(sub, accumulate(steps), count(1)))
        return 1 + max(0, int(max(running))) - min(0, int(min(running))) + levels

    def parse(self, rule: Callable[[HCLParser], T], early: bool = False) -> T:
        """The tree of ``rule``. With ``early`` (a file, or a large expression or template),
        the parts (body items, tuple elements, object items, a template's literals and
        sequences) are lowered as they are parsed (see ``early_lowering``), a file's items
        into :attr:`items`, whose lowering then lowers what is left of the tree; on the
        recovering pass too, templates aside."""
        parser = _parser_class(self.stream, False)(self.stream)
        if early:
            self.items = BodyItems(Lowering(self.src, self.tokens, self.table))
            if isinstance(parser, LeanParser):
                parser.early = EarlyLowering(self.items, self.stream)
        parser.removeErrorListeners()
        parser._interp.predictionMode = PredictionMode.SLL
        parser._errHandler = BailErrorStrategy()
        try:
            self.tree = rule(parser)
            return self.tree
        except ParseCancellationException as exc:
            # (the rules have all been left: the failed one is the exception's)
            cause = exc.args[0] if exc.args else None
            abandon(cause.ctx if isinstance(cause, RecognitionException) else parser._ctx)
        finally:
            _detach(parser)
        self.items = None  # what the fast pass lowered goes with it
        self._restream_as_the_reference()
        parser = _parser_class(self.stream, True)(self.stream)
        parser.removeErrorListeners()
        strategy = SyntaxErrorStrategy(self.src, self.tokens)
        parser._errHandler = strategy
        self.recovered = True
        self.skipped, self.broken, self.rule_ends = strategy.skipped, strategy.broken, strategy.rule_ends
        self.noted = strategy.noted
        self.syntax_diags = strategy.diagnostics
        if early:
            self.items = BodyItems(self.lowering())
            if isinstance(parser, LeanParser):
                parser.early = EarlyLoweringAfterErrors(self.items, self.stream)
        try:
            tree = rule(parser)
        except ParseCancellationException:
            # gave up recovering: lower what was built (the strategy gives up inside a rule, so there is a root)
            tree = cast(T, strategy.root)
        finally:
            _detach(parser)
        self.diags.extend(strategy.diagnostics)
        self.syntax_order = strategy.order
        self.tree = tree
        return tree


def _detach(parser: HCLParser) -> None:
    """Break the parser's reference cycle (it and its prediction simulator point at each
    other), so that the parser, its token stream and its tokens are freed as soon as
    the tree is, instead of at the next cyclic garbage collection."""
    parser._interp = None
    parser._ctx = None
    if isinstance(parser, LeanParser):
        parser.early = None


def _run(
    source: bytes | str, filename: str, mode: int, build: Callable[[_Parse], T], start: Pos | None = None,
    lazy: bool = False,
) -> T:
    """Run ``build`` on a fresh parse, with recursion room for the input's nesting.

    The generated parser and the lowering recurse once per level of nesting, but only
    through Python-to-Python calls, which since Python 3.11 live on the heap and use
    no C stack; so raising the interpreter's recursion limit for deep input is safe.
    """
    work = _Parse(source, filename, mode, start, lazy)
    depth = work.nesting = work.depth()
    if depth > MAX_DEPTH:
        raise _TooDeep(work, depth)
    with recursion_room(_FRAMES_PER_LEVEL * depth):
        try:
            return build(work)
        except RecursionError as exc:  # a path that recurses in C: report, never crash
            raise _TooDeep(work, depth) from exc
        finally:
            if work.tree is not None:
                dismantle(work.tree)  # free the tree and tokens now, not at a later collection


class _TooDeep(Exception):
    def __init__(self, work: _Parse, depth: int) -> None:
        super().__init__("nesting too deep")
        self.work = work
        self.depth = depth


def _too_deep(exc: _TooDeep) -> Diagnostic:
    if exc.depth > MAX_DEPTH:
        detail = (f"This input nests brackets, templates, blocks or operators {exc.depth:,} levels deep; this "
                  f"parser accepts up to {MAX_DEPTH:,} levels. Flatten the nesting, for example with local values.")
    else:
        detail = (f"This input nests brackets, templates, blocks or operators {exc.depth:,} levels deep, and "
                  "the interpreter ran out of recursion room while parsing it. Flatten the nesting, for example "
                  "with local values.")
    return Diagnostic.error("Nesting too deep", detail, exc.work.src.range(0, 0))


def _collect(work: _Parse, lowering: Lowering) -> Diagnostics:
    """Token diagnostics first (as the reference), then syntax and lowering ones in order."""
    n_lex = work.n_lexical
    rest = list(lowering.diags)
    if work.skipped:  # nothing the reference skips reports anything
        skipped = SkippedText()
        for first, last in work.skipped:
            span = work.src.range(first, last + 1)
            skipped.add(span.start.byte, span.end.byte - 1)
        rest = [d for d in rest if d.subject is None or not skipped.covers(d.subject.start.byte)]
    # Each syntax error goes before the first lowering diagnostic past the point where it
    # was found; syntax errors keep the order they were found in. (A lowering diagnostic
    # equal to a syntax error is not repeated.)
    lowered = set(rest)
    syntax = [(diag, at) for diag, at in zip(work.diags[n_lex:], work.syntax_order, strict=False)
              if diag not in lowered]
    merged = work.diags[:n_lex]
    j = 0
    found_after = lowering.found_after
    for d in rest:
        if d.subject is not None:
            at = found_after.get(id(d), d.subject.start.byte)
            while j < len(syntax) and at > syntax[j][1]:
                merged.append(syntax[j][0])
                j += 1
        merged.append(d)
    merged.extend(diag for diag, _ in syntax[j:])
    return Diagnostics(merged)


def parse_config(
    source: bytes | str, filename: str = "", start: Pos | None = None
) -> tuple[ir.File, Diagnostics]:
    """Parse a configuration file; always returns a (possibly partial) file."""

    def build(work: _Parse) -> tuple[ir.File, Diagnostics]:
        text = _native_text(work)
        fast = _accelerated(work, text) if text is not None else None
        if fast is not None:
            body, low = fast
        else:
            tree = work.parse(HCLParser.configFile, early=True)
            items = work.items
            low = items.lowering if items is not None else work.lowering()
            body = low.config_file(tree, items)
        return ir.File(body, work.src.raw, filename), _collect(work, low)

    try:
        return _run(source, filename, L.DEFAULT_MODE, build, start, lazy=True)
    except _TooDeep as exc:
        src = exc.work.src
        empty = ir.Body((), (), src.range(0, 0), src.range(0, 0))
        return ir.File(empty, src.raw, filename), Diagnostics([_too_deep(exc)])


def _native_text(work: _Parse) -> str | None:
    """The text to give the accelerated parser (see ``accelerated.native_input``), when
    it is installed and may take this input; else None."""
    if not isinstance(work.stream, IndexedTokenStream) or not accelerated.enabled():
        return None
    return accelerated.native_input(work.src.text, work.table, work.n_lexical, work.nesting)


def _accelerated(work: _Parse, text: str) -> tuple[ir.Body, Lowering] | None:
    """The file's body lowered from the accelerated parser's rule spans over ``text``,
    and its lowering (for the diagnostics); None when the pure path must parse it (a
    syntax error, or a parse that does not fit the token table)."""
    low = SpanLowering(work.src, work.table)
    # Offsets of antlrope's lexer and parser over the same ASCII text cannot disagree
    # (no character takes more than one unit of any encoding): the cheap checks do.
    aligned = isinstance(work.table, accelerated.NativeTokenTable) and text is work.src.text and text.isascii()
    try:
        body = low.file(text, aligned)
    except (accelerated.Mismatch, Misfit):
        return None
    return None if body is None else (body, low.lowering)


# Expressions and templates this long or longer are lowered part by part as they are
# parsed, and their tokens made as reached. That saves memory on large input only, and
# costs a little time on each part: a shorter one (most of them, and every string of a
# JSON file read as a template) is parsed whole.
_EARLY_FROM = 4096


def _large(source: object) -> bool:
    return isinstance(source, bytes | str) and len(source) >= _EARLY_FROM


def parse_expression(
    source: bytes | str, filename: str = "", start: Pos | None = None
) -> tuple[ir.Expression, Diagnostics]:
    """Parse one expression; newlines are insignificant, as inside parentheses."""

    early = _large(source)

    def build(work: _Parse) -> tuple[ir.Expression, Diagnostics]:
        tree = work.parse(HCLParser.expressionFile, early=early)
        low = work.items.lowering if work.items is not None else work.lowering()
        return low.expr(tree.expression()), _collect(work, low)

    return _guarded(source, filename, L.INNER, build, start, lazy=early)


def parse_template(
    source: bytes | str, filename: str = "", start: Pos | None = None
) -> tuple[ir.Expression, Diagnostics]:
    """Parse a standalone template, where the whole input is template text."""

    early = _large(source)

    def build(work: _Parse) -> tuple[ir.Expression, Diagnostics]:
        tree = work.parse(HCLParser.templateFile, early=early)
        low = work.items.lowering if work.items is not None else work.lowering()
        return low.template_file(tree), _collect(work, low)

    return _guarded(source, filename, L.TEMPLATE_FILE, build, start, lazy=early)


def parse_traversal(
    source: bytes | str, filename: str = "", *, allow_splat: bool = False
) -> tuple[ir.Traversal, Diagnostics]:
    """Parse an absolute traversal such as ``a.b[0]["c"]`` (constant keys only).

    With ``allow_splat``, ``[*]`` is accepted and the steps after it become its
    ``each`` traversal (the reference's partial traversal).
    """

    def build(work: _Parse) -> tuple[ir.Traversal, Diagnostics]:
        tree = work.parse(HCLParser.traversalFile)
        low = work.lowering()
        return low.traversal(tree, allow_splat), _collect(work, low)

    try:
        return _run(source, filename, L.INNER, build)
    except _TooDeep as exc:
        return ir.Traversal(), Diagnostics([_too_deep(exc)])


def _guarded(
    source: bytes | str, filename: str, mode: int, build: Callable[[_Parse], tuple[ir.Expression, Diagnostics]],
    start: Pos | None = None, lazy: bool = False,
) -> tuple[ir.Expression, Diagnostics]:
    """``_run`` for an expression entry point: input nested too deep gives a dynamic placeholder."""
    try:
        return _run(source, filename, mode, build, start, lazy)
    except _TooDeep as exc:
        return ir.Literal(DYNAMIC_VAL, exc.work.src.range(0, 0)), Diagnostics([_too_deep(exc)])
