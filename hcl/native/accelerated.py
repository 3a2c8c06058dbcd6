"""The optional accelerated parse of configuration files, through antlrope.

antlrope (an optional dependency: ``pip install 'hcl-grammar[fast]'``, Python 3.12 and
later) runs the generated lexer's and parser's ATNs in ANTLR's C++ runtime. Its
``rule_spans`` gives every rule of the parse tree, in preorder, with the character
offsets of its first and last tokens. This module rebuilds from them the tree the
generated Python parser builds: the same context classes (labelled alternatives are
told apart by their children), terminal nodes holding this project's own tokens, the
same ``start``, ``stop`` and operator tokens, but no parent links, which the lowering
does not read (so a tree is freed by reference counting alone). The one lowering then
turns it into the IR, each body item of the file as soon as it is complete.

It is used only where it gives what the pure path gives, and only on input that
cannot reach a native crash:

- antlrope lexes on its own, without the host lexer's heredoc hook: any input holding
  ``<<`` goes the pure way (antlrope crashes on heredocs);
- so does input with a lexical problem, with undecodable bytes (which the binding
  cannot take), nesting deeper than :data:`MAX_NESTING`, or more than :data:`MAX_SIZE`
  characters (the native parse tree of a whole large file costs more memory than the
  pure path's item-at-a-time lowering);
- a syntax error, a refusal by antlrope's lexer (a stray ``}``) or any span that does
  not fall on this project's tokens sends the input the pure way too, whose error
  handling gives every diagnostic. (``parse_events``, antlrope's faster entry point,
  crashes the process on many syntax errors; ``rule_spans`` does not.)

tests/native/test_accelerated.py compares trees, IR and diagnostics with the pure
path's on samples, corpus files, generated, mutated and arbitrary input, and runs
input known to crash antlrope through the routing in a child process.
"""

from __future__ import annotations

import os
import re
import threading
from array import array
from collections.abc import Callable, Sequence
from itertools import chain
from types import ModuleType
from typing import Any

from antlr4 import ParserRuleContext, Token

from hcl._generated import HCLParser as _parser_module
from hcl.native import lexer_tables as L
from hcl.native.lean_parser import TerminalNode
from hcl.native.token_table import TokenTable

P = _parser_module.HCLParser

# Deeper input goes the pure way: the native runtime recurses on the C stack per level.
# tests/native/test_accelerated.py parses this depth of every nesting construct natively
# in a child process.
MAX_NESTING = 200
# Longer input goes the pure way: the C++ runtime holds the whole file's tokens and parse
# tree at once (about 140 bytes per character of dense input), where the pure path lowers
# one body item at a time.
MAX_SIZE = 1 << 20
_SURROGATE = re.compile("[\ud800-\udfff]")

_new = object.__new__
_set_symbol = TerminalNode.__mro__[1].__dict__["symbol"].__set__

_unset: Any = object()
_native: Any = _unset
_per_thread = threading.local()


class Mismatch(Exception):
    """The native parse does not match this project's tokens or grammar: use the pure path."""


def _load() -> Any:
    """antlrope's native module, or None when it is not installed or turned off."""
    global _native
    if _native is _unset:
        module: ModuleType | None
        try:
            from antlrope import _native as module
        except ImportError:
            module = None
        _native = module
    return _native


def enabled() -> bool:
    """Whether accelerated parsing is installed and not turned off (``HCL_ACCELERATOR=0``)."""
    if os.environ.get("HCL_ACCELERATOR", "").strip().lower() in ("0", "off", "no", "false"):
        return False
    return _load() is not None


def lexable(text: str) -> bool:
    """Whether antlrope's lexer may take ``text``: no heredoc marker (it lexes without the
    host hook), at most :data:`MAX_SIZE` characters, no leading byte order mark (which
    the binding drops, shifting every offset), and nothing the binding cannot encode
    (the lone surrogates standing for undecodable bytes)."""
    return len(text) <= MAX_SIZE and "<<" not in text and (
        text.isascii() or (_SURROGATE.search(text) is None and not text.startswith("\ufeff")))


def eligible(text: str, lexical_problems: int, nesting: int) -> bool:
    """Whether ``text`` may be parsed natively: :func:`lexable`, with no lexical problem
    and nesting the native runtime handles."""
    return lexical_problems == 0 and nesting <= MAX_NESTING and lexable(text)


def scan(text: str, source: tuple[Any, Any], line_starts: Sequence[int] | None = None) -> TokenTable | None:
    """The tokens of a configuration file from antlrope's lexer (the generated lexer's
    automaton run natively), as the table the regex lexer would give; None when the
    accelerator is off or cannot take ``text`` (see :func:`lexable`), or its lexer
    refuses it (a stray ``}``). ``source``: the tokens' (token source, input stream)."""
    if not lexable(text) or not enabled():
        return None
    _, lexer_spec = _specs_for(_native)
    try:
        buffer, errors = _native.lex(lexer_spec, text, None)
    except RuntimeError:
        return None
    rows = array("i")
    rows.frombytes(buffer)
    starts, stops = rows[2::4], rows[3::4]
    # The grammar has no skip command, so the tokens cover the text end to end: check
    # that they add up to it, as a guard against a binding that reports otherwise.
    if errors or len(text) != (sum(stops) - sum(starts) + len(starts)) or (starts and starts[0] != 0):
        return None
    table = TokenTable(text, source, line_starts)
    table.types.extend(array("b", rows[0::4]))
    table.types.append(Token.EOF)
    table.channels.extend(array("B", rows[1::4]))
    table.channels.append(Token.DEFAULT_CHANNEL)
    table.starts.extend(starts)
    table.starts.append(len(text))
    table.starts.append(len(text))
    return table


def _specs_for(native: Any) -> tuple[Any, Any]:
    """The parser's and lexer's specifications for antlrope, built once per thread (the
    C++ runtime caches prediction state in them)."""
    specs: tuple[Any, Any] | None = getattr(_per_thread, "specs", None)
    if specs is None:
        # The generated lexer's names and ATN, without importing the generated lexer
        # (whose class body deserializes the ATN in Python, which antlrope does not need).
        from hcl.native import lexer_atn as lx

        specs = _per_thread.specs = (
            native.ParserSpec(P.grammarFileName, list(P.literalNames), list(P.symbolicNames),
                              list(P.ruleNames), _parser_module.serializedATN()),
            native.LexerSpec(lx.GRAMMAR_FILE_NAME, list(lx.LITERAL_NAMES), list(lx.SYMBOLIC_NAMES),
                             list(lx.RULE_NAMES), list(lx.CHANNEL_NAMES), list(lx.MODE_NAMES),
                             list(lx.SERIALIZED_ATN)),
        )
    return specs


def _is(node: Any, ttype: int) -> bool:
    return type(node) is TerminalNode and node.symbol.type == ttype


def _block_body(kids: list[Any]) -> Any:
    return P.MultiLineBodyContext if len(kids) > 1 and _is(kids[1], L.NEWLINE) else P.OneLineBodyContext


def _expression(kids: list[Any]) -> Any:
    if len(kids) == 1:
        return P.OperandExprContext
    if type(kids[0]) is TerminalNode:
        return P.UnaryExprContext
    return P.ConditionalExprContext if _is(kids[1], L.QUESTION) else P.BinaryExprContext


def _operand(kids: list[Any]) -> Any:
    if len(kids) == 1:
        return P.PrimaryOperandContext
    step = kids[2]
    if _is(kids[1], L.DOT):
        if type(step) is not TerminalNode:
            return P.GetAttrOperandContext
        return P.LegacyIndexOperandContext if step.symbol.type == L.NUMBER else P.AttrSplatOperandContext
    return P.FullSplatOperandContext if _is(step, L.STAR) else P.IndexOperandContext


_PRIMARIES = {
    P.LiteralValueContext: P.LiteralPrimaryContext, P.TemplateExprContext: P.TemplatePrimaryContext,
    P.FunctionCallContext: P.CallPrimaryContext, P.VariableNameContext: P.VariablePrimaryContext,
    P.TupleConsContext: P.TuplePrimaryContext, P.ObjectConsContext: P.ObjectPrimaryContext,
    P.ForTupleExprContext: P.ForTuplePrimaryContext, P.ForObjectExprContext: P.ForObjectPrimaryContext,
    P.QuotedTemplateContext: P.TemplatePrimaryContext, P.HeredocTemplateContext: P.TemplatePrimaryContext,
}


def _primary(kids: list[Any]) -> Any:
    first = kids[0]
    if type(first) is TerminalNode:
        return P.ParenPrimaryContext
    return _PRIMARIES[type(first)]


def _template_expr(kids: list[Any]) -> Any:
    return P.QuotedTemplateContext if _is(kids[0], L.OQUOTE) else P.HeredocTemplateContext


# The rules whose alternatives are labelled: the generated parser builds one context
# class per label, told apart here by the children, as the alternatives differ.
_LABELLED: dict[int, Callable[[list[Any]], type]] = {
    P.RULE_blockBody: _block_body, P.RULE_expression: _expression, P.RULE_operand: _operand,
    P.RULE_primary: _primary, P.RULE_templateExpr: _template_expr,
}
# Labelled rules that a configuration file cannot hold.
_ELSEWHERE = frozenset({P.RULE_traversalStep})
_OPERATOR = frozenset({P.UnaryExprContext, P.BinaryExprContext})


def _rule_classes() -> list[type | None]:
    """The context class of each unlabelled rule, by rule index; None for labelled ones."""
    classes: list[type | None] = []
    for name in P.ruleNames:
        index = getattr(P, "RULE_" + name)
        if index in _LABELLED or index in _ELSEWHERE:
            classes.append(None)
        else:
            classes.append(getattr(P, name[0].upper() + name[1:] + "Context"))
    return classes


_CLASSES = _rule_classes()


def parse_file(
    text: str, tokens: list[Token], on: array[int], on_item: Callable[[ParserRuleContext], None]
) -> ParserRuleContext | None:
    """The tree of a configuration file from the native parser, or None when it found a
    syntax error. Top-level body items go to ``on_item`` as each is complete (and are
    not kept in the tree). ``tokens`` are the project's own, ``on`` the indices of those
    on the default channel (EOF last). Raises :class:`Mismatch` when the native parse
    does not fit them.
    """
    native = _load()
    parser_spec, lexer_spec = _specs_for(native)
    try:
        buffer, errors = native.rule_spans(parser_spec, lexer_spec, text, P.RULE_configFile, None, False)
    except RuntimeError as exc:  # antlrope's runtime refused the input: parse it the pure way
        raise Mismatch(str(exc)) from exc
    if errors:
        return None
    spans = array("i")
    spans.frombytes(buffer)
    del buffer  # half the spans' memory, while the tree is built
    try:
        return _build(spans, len(text), tokens, on, on_item)
    except (KeyError, IndexError) as exc:  # spans this grammar and these tokens cannot give
        raise Mismatch(f"{type(exc).__name__}: {exc}") from exc


def _build(
    spans: array[int], size: int, tokens: list[Token], on: array[int], on_item: Callable[[ParserRuleContext], None]
) -> ParserRuleContext:
    """The tree from the native parser's rule spans, in preorder, as ``(rule, start,
    stop)`` character offsets: a rule's first and last tokens (an empty rule starts at
    the token after it and stops at the one before). Each rule's children are its
    child rules and, between them, the on-channel tokens it covers; a span is a child
    of the innermost open span that holds it.
    """
    eof = len(on) - 1
    first_at = array("i", [-1]) * (size + 1)  # the rank of the on-channel token starting at an offset
    last_at = array("i", [-1]) * (size + 1)  # the rank of the one ending there
    for rank in range(eof):
        tok = tokens[on[rank]]
        first_at[tok.start] = rank
        last_at[tok.stop] = rank
    first_at[size] = eof

    classes, labelled, operator = _CLASSES, _LABELLED, _OPERATOR
    template, item_rule, file_rule = P.RULE_template, P.RULE_bodyItem, P.RULE_configFile
    new, set_symbol = _new, _set_symbol
    # The open spans, innermost last: (rule, first rank, last rank, finished child rules).
    stack: list[tuple[int, int, int, list[Any]]] = []
    top_lo, top_hi = 0, -2
    root: ParserRuleContext | None = None
    last_item_hi = -2
    it = iter(spans)
    for rule, start, stop in chain(zip(it, it, it, strict=True), [(-1, 0, 0)]):
        if rule < 0:  # past the last span: close every open one
            lo = hi = -2
        elif start > stop:  # an empty rule: a template, always before a token, or an empty file
            if rule != template and rule != file_rule:
                raise Mismatch(f"empty {P.ruleNames[rule]} rule")
            lo = first_at[start]
            hi = lo - 1
        elif rule == file_rule:  # natively its stop may be a hidden token before EOF
            lo, hi = first_at[start], eof - 1
        else:
            lo = first_at[start]
            hi = last_at[stop]
            if hi < 0:
                raise Mismatch(f"no token of this lexer ends at offset {stop}")
        if lo < 0 and rule >= 0:
            raise Mismatch(f"no token of this lexer starts at offset {start}")
        while stack and not (top_lo <= lo <= top_hi and hi <= top_hi):
            # Close the innermost open span: its children are its child rules and its tokens.
            closed, c_lo, c_hi, inner = stack.pop()
            kids: list[Any] = []
            rank = c_lo
            for child, child_lo, child_hi in inner:
                while rank < child_lo:
                    node = new(TerminalNode)
                    set_symbol(node, tokens[on[rank]])
                    kids.append(node)
                    rank += 1
                if child is not None:  # None: a file's body item, already lowered
                    kids.append(child)
                rank = child_hi + 1
            end = c_hi
            if closed == file_rule:  # ``... (bodyItem (NEWLINE+ | EOF))* EOF``: EOF once or twice
                end = eof + (last_item_hi == c_hi)
            while rank <= end:
                node = new(TerminalNode)
                set_symbol(node, tokens[on[min(rank, eof)]])
                kids.append(node)
                rank += 1
            cls = classes[closed]
            if cls is None:
                cls = labelled[closed](kids)
            ctx: Any = new(cls)
            ctx.parentCtx = None
            ctx.invokingState = -1
            ctx.children = kids or None
            ctx.start = tokens[on[c_lo]]
            ctx.stop = tokens[on[c_hi]] if c_hi >= 0 else None
            ctx.exception = None
            ctx.parser = None
            if cls in operator:
                ctx.op = kids[0].symbol if cls is P.UnaryExprContext else kids[1].symbol
            if closed == item_rule and len(stack) == 1:
                on_item(ctx)  # lowered now, and freed, as nothing points back into it
                stack[0][3].append((None, c_lo, c_hi))
                last_item_hi = c_hi
            elif stack:
                stack[-1][3].append((ctx, c_lo, c_hi))
            if stack:
                _, top_lo, top_hi, _ = stack[-1]
            else:
                root = ctx
        if root is not None:
            break
        stack.append((rule, lo, hi, []))
        top_lo, top_hi = lo, hi
    if root is None or rule >= 0 or type(root) is not P.ConfigFileContext or root.start is not tokens[on[0]] \
            or (eof and root.stop is not tokens[on[eof - 1]]):
        raise Mismatch("the native parse did not give one file over every token")
    return root
