"""The generated parser with ANTLR's per-token and per-rule bookkeeping made lean.

The Python runtime spends much of a parse in general-purpose methods that the
generated rule methods call for every token and every rule: ``consume`` (which asks
for parse listeners and builds a terminal node whose ``__setattr__`` is a Python
override that only calls ``object``'s), ``enterRule``, ``exitRule``,
``enterOuterAlt``, ``match`` and the ``state`` property. :class:`LeanParser`
overrides them with the same effects on the parser, the token stream and the tree
for this project's use: a tree is built, no parse listener is attached (when one
is, or when trees are not built, the runtime's own methods run), and the input is
an :class:`~hcl.native.token_stream.IndexedTokenStream`. Error recovery is the
runtime's own; prediction answers from the DFA alone when it can
(:class:`LeanSimulator`) and is the runtime's otherwise. A driver may also ask to be
handed each body item, tuple element, call argument, object item and postfix step as
soon as it is parsed, and the newlines between items
(``early``, :mod:`hcl.native.early_lowering`), to lower it and free its tree while
the parse goes on. Importing this module also gives each
generated context class whose constructor only sets the runtime's fields a
constructor that sets them in one call instead of three chained ones (the rule
methods make a context per rule they enter); the fields are the same, checked per
class when it is installed. The trees are identical
(tests/native/test_lean_parser.py compares them with the plain generated parser's,
from empty and from filled DFAs, on samples, corpus files, broken input through error
recovery, every entry rule and generated input).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from antlr4 import ParserRuleContext, Token
from antlr4.atn.ParserATNSimulator import ParserATNSimulator
from antlr4.atn.PredictionMode import PredictionMode
from antlr4.Recognizer import Recognizer
from antlr4.tree.Tree import TerminalNodeImpl

from hcl._generated.HCLParser import HCLParser
from hcl.native.token_stream import IndexedTokenStream

if TYPE_CHECKING:
    from hcl.native.early_lowering import EarlyLowering

_EOF = Token.EOF
_FILE = HCLParser.ConfigFileContext
_MULTI_LINE_BODY = HCLParser.MultiLineBodyContext
_TUPLE = HCLParser.TupleConsContext
_CALL = HCLParser.FunctionCallContext
# The rules whose newlines only separate items: a body's, and an object's.
_SEPARATING_NEWLINES = frozenset({_FILE, _MULTI_LINE_BODY, HCLParser.ObjectConsContext, HCLParser.ObjectSepContext})
_H_NEWLINE = HCLParser.H_NEWLINE
_NEWLINE = HCLParser.NEWLINE
_COMMA = HCLParser.COMMA
_RULE_EXPRESSION = HCLParser.RULE_expression
_RULE_OPERAND = HCLParser.RULE_operand
_new = object.__new__


class TerminalNode(TerminalNodeImpl):
    """ANTLR's terminal node without the pass-through ``__setattr__`` override."""

    __slots__ = ()
    __setattr__ = object.__setattr__


_set_symbol = TerminalNodeImpl.__dict__["symbol"].__set__
_set_parent = TerminalNodeImpl.__dict__["parentCtx"].__set__


def _lean_context_init(
    self: ParserRuleContext, parser: HCLParser, parent: ParserRuleContext | None = None, invokingState: int = -1
) -> None:
    """What a generated context's constructor does through three ``super()`` calls, in one."""
    self.parentCtx = parent
    self.invokingState = invokingState
    self.children = None
    self.start = None
    self.stop = None
    self.exception = None
    self.parser = parser


def _fields(ctx: ParserRuleContext) -> dict[str, object]:
    """Every attribute a context holds, slots and instance dictionary alike (an unset
    slot as this function itself)."""
    fields: dict[str, object] = {}
    for cls in type(ctx).__mro__:
        slots = getattr(cls, "__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:  # ANTLR writes ``__slots__ = 'parser'``
            if not name.startswith("__"):
                fields[name] = getattr(ctx, name, _fields)
    fields.update(getattr(ctx, "__dict__", {}))
    return fields


def lean_init_fits(cls: type[ParserRuleContext]) -> bool:
    """Whether ``cls``'s own constructor takes ``(parser, parent, invokingState)`` and
    leaves a context exactly as the one-call constructor does (one that also sets a
    label field does not)."""
    init = vars(cls).get("__init__")
    code = getattr(init, "__code__", None)
    if code is None or code.co_varnames[:code.co_argcount] != ("self", "parser", "parent", "invokingState"):
        return False
    parent = _new(ParserRuleContext)
    made, lean = _new(cls), _new(cls)
    init(made, "parser", parent, 7)
    _lean_context_init(lean, "parser", parent, 7)
    return _fields(made) == _fields(lean)


def _install_lean_context_inits() -> dict[type, Callable[..., None]]:
    """Give every generated context class that fits it the one-call constructor; the
    replaced constructors, by class."""
    replaced = {}
    for cls in vars(HCLParser).values():
        if isinstance(cls, type) and issubclass(cls, ParserRuleContext) and lean_init_fits(cls):
            replaced[cls] = vars(cls)["__init__"]
            setattr(cls, "__init__", _lean_context_init)  # noqa: B010 (a class attribute, not an instance's)
    return replaced


# The generated rule methods make a context per rule they enter, through the class.
REPLACED_CONTEXT_INITS = _install_lean_context_inits()


class LeanSimulator(ParserATNSimulator):
    """ANTLR's prediction, answering first from the DFA alone when it already holds
    the whole path for the lookahead (the common case once warm).

    The walk follows cached edges without touching the stream; an accept state's
    predicates (the precedence predicates of left-recursive rules) are evaluated as the
    runtime evaluates them. When an edge is missing, leads to the error state, needs
    full context, or ends in predicates that do not pick one alternative, the runtime's
    own ``adaptivePredict`` runs from the start. The fields it would leave set are set
    the same way. Debug tracing is not supported.
    """

    def adaptivePredict(self, input: IndexedTokenStream, decision: int, outerContext: ParserRuleContext) -> int:
        dfa = self.decisionToDFA[decision]
        if dfa.precedenceDfa:
            precedence = self.parser._precedenceStack
            edges = dfa.s0.edges
            level = precedence[-1] if precedence else -1
            state = edges[level] if 0 <= level < len(edges) else None
        else:
            state = dfa.s0
        if state is not None:
            types, find, index = input.types, input._off.find, input.index
            t = types[index]
            error = self.ERROR
            while True:
                edges = state.edges
                if edges is None or t + 1 >= len(edges):
                    break
                state = edges[t + 1]
                if state is None or state is error or (
                        state.requiresFullContext and self.predictionMode != PredictionMode.SLL):
                    break
                if state.isAcceptState:
                    prediction = state.prediction
                    if state.predicates is not None:
                        # The precedence predicates of a left-recursive rule's loop, evaluated
                        # as the runtime does; none true (an error) or several (an
                        # ambiguity it reports) are the runtime's to handle.
                        alts = self.evalSemanticContext(state.predicates, outerContext, True)
                        if len(alts) != 1:
                            break
                        prediction = next(iter(alts))
                    self._input = input
                    self._startIndex = input.index
                    self._outerContext = outerContext
                    self._dfa = None
                    self.mergeCache = None
                    return prediction  # type: ignore[no-any-return]
                if t != _EOF:
                    index = find(0, index + 1)  # the next on-channel token
                    t = types[index]
        return super().adaptivePredict(input, decision, outerContext)  # type: ignore[no-any-return]


class LeanParser(HCLParser):
    """``HCLParser`` over an :class:`IndexedTokenStream`, with lean bookkeeping methods."""

    # The recognizer's state as a plain slot instead of a Python property.
    state = Recognizer.__dict__["_stateNumber"]

    def __init__(self, stream: IndexedTokenStream) -> None:
        super().__init__(stream)
        assert isinstance(stream, IndexedTokenStream)
        self._interp = LeanSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        # Handed each body item, tuple element and object item as soon as it is parsed.
        self.early: EarlyLowering | None = None

    def bodyItem(self) -> HCLParser.BodyItemContext:  # the generated rules' names
        ctx = super().bodyItem()
        early = self.early
        if early is not None:
            parent = type(ctx.parentCtx)
            if parent is _FILE:
                early.file_item(ctx)
            elif parent is _MULTI_LINE_BODY:
                early.body_item(ctx)
        return ctx

    def pushNewRecursionContext(self, localctx: ParserRuleContext, state: int, ruleIndex: int) -> None:
        super().pushNewRecursionContext(localctx, state, ruleIndex)
        early = self.early
        if early is not None:  # (the expression or operand before is complete)
            if ruleIndex == _RULE_EXPRESSION:
                early.left_operand(localctx)
            elif ruleIndex == _RULE_OPERAND:
                early.postfix(localctx)

    def objectItem(self) -> HCLParser.ObjectItemContext:
        ctx = super().objectItem()
        if self.early is not None:
            self.early.object_item(ctx)
        return ctx

    def templateLiteral(self) -> HCLParser.TemplateLiteralContext:
        ctx = super().templateLiteral()
        if self.early is not None:
            self.early.template_part(ctx)
        return ctx

    def templatePart(self) -> HCLParser.TemplatePartContext:
        ctx = super().templatePart()
        if self.early is not None:
            self.early.template_part(ctx)
        return ctx

    def consume(self) -> Token:
        if self._parseListeners or not self.buildParseTrees:
            return super().consume()
        stream = self._input
        tok = stream.tokens[stream.index]
        if tok.type != _EOF:
            stream.consume()
        ctx = self._ctx
        if self._errHandler.inErrorRecoveryMode(self):
            ctx.addErrorNode(tok)
            return tok
        if tok.type == _NEWLINE and self.early is not None and ctx.__class__ in _SEPARATING_NEWLINES:
            self.early.separating_newline(tok)
            return tok  # (no node: the lowering has no use for it)
        node = _new(TerminalNode)
        _set_symbol(node, tok)
        _set_parent(node, ctx)
        kids = ctx.children
        if kids is None:
            ctx.children = [node]
        else:
            kids.append(node)
            if tok.type == _H_NEWLINE and self.early is not None:
                self.early.literal_line(ctx)  # (a line of a heredoc's or template file's text)
        return tok

    def match(self, ttype: int) -> Token:
        stream = self._input
        tok = stream.tokens[stream.index]
        if tok.type != ttype:
            return super().match(ttype)
        if ttype == _COMMA and self.early is not None:  # the element or argument before it is complete
            kind = self._ctx.__class__
            if kind is _TUPLE:
                self.early.tuple_element(self._ctx)
            elif kind is _CALL:
                self.early.call_argument(self._ctx)
        self._errHandler.reportMatch(self)
        self.consume()
        return tok

    def enterRule(self, localctx: ParserRuleContext, state: int, ruleIndex: int) -> None:
        if self._parseListeners or not self.buildParseTrees:
            super().enterRule(localctx, state, ruleIndex)
            return
        self._stateNumber = state
        self._ctx = localctx
        stream = self._input
        localctx.start = stream.tokens[stream.index]
        parent = localctx.parentCtx
        if parent is not None:
            kids = parent.children
            if kids is None:
                parent.children = [localctx]
            else:
                kids.append(localctx)

    def exitRule(self) -> None:
        if self._parseListeners is not None:
            super().exitRule()
            return
        ctx = self._ctx
        ctx.stop = self._input.LB(1)
        self._stateNumber = ctx.invokingState
        self._ctx = ctx.parentCtx

    def enterOuterAlt(self, localctx: ParserRuleContext, altNum: int) -> None:
        localctx.setAltNumber(altNum)
        ctx = self._ctx
        if ctx is not localctx and self.buildParseTrees:
            parent = ctx.parentCtx
            if parent is not None:
                kids = parent.children
                if kids:
                    kids[-1] = localctx
                else:
                    parent.children = [localctx]
        self._ctx = localctx
