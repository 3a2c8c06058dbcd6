"""Hypothesis strategies building IR nodes directly.

The nodes have the shapes the native parser builds (traversal steps merged into
one traversal, constant index keys as traversal steps, adjacent template literals
joined, a template that is one interpolation wrapped, ...), so that
``parse(print(node))`` can be compared with ``node``. Every range is an empty
range at the start of an unnamed file; compare with :func:`hcl.testing.ir_equal`.

Use them through :mod:`hcl.testing.strategies`.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from hcl import ir
from hcl.cty import FALSE, TRUE, Value
from hcl.cty.types import DYNAMIC
from hcl.pos import INITIAL_POS, Range

R = Range("", INITIAL_POS, INITIAL_POS)
"""The range every generated node has."""

_KEYWORDS = frozenset({"for", "in", "if", "else", "endif", "endfor", "true", "false", "null"})
_UNICODE_NAMES = ("é", "ñame", "данные", "λ", "名前", "x_é")
_CONSTANTS = (TRUE, FALSE, Value.null(DYNAMIC))
_BINARY = tuple(op for op in ir.Operator if op not in (ir.Operator.NOT, ir.Operator.NEGATE))


@dataclass(frozen=True)
class Options:
    """What generated nodes may contain; ``max_depth`` bounds nesting, ``max_size`` list lengths."""

    max_depth: int = 3
    max_size: int = 3
    heredocs: bool = True
    templates: bool = True
    for_expressions: bool = True
    unicode: bool = True


@functools.lru_cache(maxsize=512)
def names(unicode: bool = True) -> st.SearchStrategy[str]:
    """Identifiers: ASCII, plus a few non-ASCII ones when ``unicode``; never a keyword."""
    ascii_names = st.from_regex(r"\A[a-z_][a-z0-9_-]{0,6}\Z").filter(lambda s: s not in _KEYWORDS)
    if not unicode:
        return ascii_names
    return st.one_of(ascii_names, st.sampled_from(_UNICODE_NAMES))


_NUMBER_TEXT = st.one_of(
    st.integers(0, 10**25).map(str),
    st.tuples(st.integers(0, 999), st.integers(0, 9999)).map(lambda p: f"{p[0]}.{p[1]}"),
    st.tuples(st.integers(1, 9), st.integers(-30, 30)).map(lambda p: f"{p[0]}e{p[1]}"),
    st.just("3.14159265358979323846264338327950288419716939937510582097494459"),
)


@functools.lru_cache(maxsize=512)
def literal_text(options: Options, lines: bool = True) -> st.SearchStrategy[str]:
    """Template literal text: escapes, template introducers and, when allowed, line breaks."""
    chars = st.characters(codec="utf-8") if options.unicode else st.characters(min_codepoint=0x20,
                                                                                max_codepoint=0x7E)
    pieces = [st.text(chars, min_size=1, max_size=6), st.sampled_from(["${", "%{", "$", "%", "\\", '"', "\t"])]
    if lines and options.heredocs:
        pieces.append(st.sampled_from(["\n", "line\n", "  indented\n"]))
    return st.lists(st.one_of(*pieces), min_size=1, max_size=4).map(
        lambda ps: unicodedata.normalize("NFC", "".join(ps)))


def _string(text: str) -> ir.Template:
    return ir.Template((ir.Literal(Value.string(text), R),), R)


def _extend(expr: ir.Expression, step: ir.Traverser) -> ir.Expression:
    """``expr`` followed by a constant step, merged as the parser merges it."""
    if isinstance(expr, ir.ScopeTraversal):
        return ir.ScopeTraversal(ir.Traversal((*expr.traversal.steps, step)), R)
    if isinstance(expr, ir.RelativeTraversal):
        return ir.RelativeTraversal(expr.source, ir.Traversal((*expr.traversal.steps, step)), R)
    return ir.RelativeTraversal(expr, ir.Traversal((step,)), R)


@functools.lru_cache(maxsize=512)
def _lists(strategy: st.SearchStrategy[Any], min_size: int = 0, max_size: int = 3) -> st.SearchStrategy[list[Any]]:
    return st.lists(strategy, min_size=min_size, max_size=max_size)


@functools.lru_cache(maxsize=512)
def _optional(strategy: st.SearchStrategy) -> st.SearchStrategy:
    return st.none() | strategy


def _index_key(expr: ir.Expression) -> ir.Expression:
    """A key for an index expression: a constant key would make a traversal step instead."""
    if isinstance(expr, ir.Literal) or (isinstance(expr, ir.Template) and expr.is_string_literal):
        return ir.Parentheses(expr, R)
    return expr


def prepare(options: Options) -> None:
    """Build the character tables the text strategies need now, not during the first draw
    (hypothesis builds them once per checkout, which takes seconds and would fail its
    health check on generation speed)."""
    for strategy in (literal_text(options), literal_text(options, lines=False), names(options.unicode)):
        strategy.validate()


def expressions(options: Options) -> st.SearchStrategy[ir.Expression]:
    """Expressions nested at most ``options.max_depth`` deep."""
    prepare(options)
    return _expression(options, options.max_depth)


# Strategies below are composites so that hypothesis, which renders the strategies
# of a failed draw in notes, never renders a deeply nested strategy.

_KINDS = ("binary", "unary", "conditional", "parentheses", "tuple", "object", "call", "traversal",
          "index", "splat")


@functools.lru_cache(maxsize=512)
@st.composite
def _expression(draw: st.DrawFn, options: Options, depth: int) -> ir.Expression:
    if depth <= 0 or draw(st.integers(0, 1)) == 0:
        return draw(_leaves(options))
    kinds = list(_KINDS)
    if options.for_expressions:
        kinds.append("for")
    if options.templates:
        kinds.append("template")
    kind = draw(st.sampled_from(tuple(kinds)))
    sub = _expression(options, depth - 1)
    size = options.max_size
    if kind == "binary":
        return ir.BinaryOp(draw(sub), draw(st.sampled_from(_BINARY)), draw(sub), R)
    if kind == "unary":
        return ir.UnaryOp(draw(st.sampled_from((ir.Operator.NEGATE, ir.Operator.NOT))), draw(sub), R, R)
    if kind == "conditional":
        return ir.Conditional(draw(sub), draw(sub), draw(sub), R)
    if kind == "parentheses":
        return ir.Parentheses(draw(sub), R)
    if kind == "tuple":
        return ir.TupleCons(tuple(draw(_lists(sub, 0, size))), R, R)
    if kind == "object":
        return ir.ObjectCons(tuple(draw(_lists(_object_item(options, depth - 1), 0, size))), R, R)
    if kind == "call":
        name = names(options.unicode)
        args = draw(_lists(sub, 0, size))
        return ir.FunctionCall("::".join([*draw(_lists(name, 0, 2)), draw(name)]), tuple(args),
                               bool(args) and draw(st.booleans()), R, R, R, R)
    if kind == "traversal":
        source = draw(sub)
        if isinstance(source, ir.ScopeTraversal | ir.RelativeTraversal):
            source = ir.Parentheses(source, R)  # steps after a traversal would join it
        return functools.reduce(_extend, draw(_lists(_steps(options), 1, 2)), source)
    if kind == "index":
        return ir.Index(draw(sub), _index_key(draw(sub)), R, R, R)
    if kind == "splat":
        return draw(_splat(options, depth))
    if kind == "for":
        return draw(_for(options, depth))
    return draw(template_expressions(options, depth))


@functools.lru_cache(maxsize=512)
@st.composite
def _object_item(draw: st.DrawFn, options: Options, depth: int) -> ir.ObjectItem:
    choice = draw(st.integers(0, 2))
    key: ir.ObjectKey
    if choice == 0:
        root = ir.TraverseRoot(draw(names(options.unicode)), R)
        key = ir.ObjectKey(ir.ScopeTraversal(ir.Traversal((root,)), R))
    elif choice == 1:
        key = ir.ObjectKey(_string(draw(literal_text(options, lines=False))))
    else:
        key = ir.ObjectKey(ir.Parentheses(draw(_expression(options, depth)), R), True)
    return ir.ObjectItem(key, draw(_expression(options, depth)))


@functools.lru_cache(maxsize=512)
@st.composite
def _leaves(draw: st.DrawFn, options: Options) -> ir.Expression:
    choice = draw(st.integers(0, 3))
    if choice == 0:
        return ir.Literal(Value.number_from_literal(draw(_NUMBER_TEXT)), R)
    if choice == 1:
        return ir.Literal(draw(st.sampled_from(_CONSTANTS)), R)
    if choice == 2:
        root = ir.TraverseRoot(draw(names(options.unicode)), R)
        steps = draw(_lists(_steps(options), 0, 2))
        return ir.ScopeTraversal(ir.Traversal((root, *steps)), R)
    return _string(draw(literal_text(options, lines=False)))


@functools.lru_cache(maxsize=512)
def _steps(options: Options) -> st.SearchStrategy[ir.Traverser]:
    return st.one_of(
        names(options.unicode).map(lambda n: ir.TraverseAttr(n, R)),
        st.integers(0, 9).map(lambda i: ir.TraverseIndex(Value.number(i), R)),
        names(options.unicode).map(lambda n: ir.TraverseIndex(Value.string(n), R)),
    )


@functools.lru_cache(maxsize=512)
@st.composite
def _splat(draw: st.DrawFn, options: Options, depth: int) -> ir.Expression:
    """``source[*]`` with steps, non-constant indexes and perhaps a nested splat for each element."""
    sub = _expression(options, depth - 1)
    source = draw(sub)
    item = ir.AnonSymbol(R)
    each: ir.Expression = item
    for _ in range(draw(st.integers(0, 2))):
        if draw(st.integers(0, 1)) == 0:
            each = _extend(each, draw(_steps(options)))
        else:
            each = ir.Index(each, _index_key(draw(sub)), R, R, R)
    if depth > 1 and draw(st.integers(0, 3)) == 3:
        inner = ir.AnonSymbol(R)
        each = ir.Splat(each, inner, inner, R, R)
    return ir.Splat(source, each, item, R, R)


@functools.lru_cache(maxsize=512)
@st.composite
def _for(draw: st.DrawFn, options: Options, depth: int) -> ir.Expression:
    sub = _expression(options, depth - 1)
    name = names(options.unicode)
    key_var = draw(_optional(name))
    value_var = draw(name)
    collection = draw(sub)
    key = draw(_optional(sub))
    value = draw(sub)
    cond = draw(_optional(sub))
    group = key is not None and draw(st.booleans())
    return ir.For(key_var, value_var, collection, key, value, cond, group, R, R, R)


# ---------------------------------------------------------------- templates

@functools.lru_cache(maxsize=512)
@st.composite
def template_expressions(draw: st.DrawFn, options: Options, depth: int) -> ir.Expression:
    """Quoted templates; with ``options.heredocs`` also multi-line ones ending in a line
    break, which the printer writes as heredocs where a heredoc can stand."""
    parts = draw(_template_parts(options, depth))
    if options.heredocs and draw(st.integers(0, 1)) == 1:
        lines = draw(_lists(literal_text(options), 0, 2))
        pieces: list[ir.Expression | str] = [
            p.value.as_string() if isinstance(p, ir.Literal) and p.value.type.is_string else p for p in parts]
        parts = _join_parts([*pieces, *lines, "last line\n"])
    return _wrap(parts)


def _wrap(parts: tuple[ir.Expression, ...]) -> ir.Expression:
    """A template, or the wrapped expression when the template is one interpolation."""
    only = parts[0]
    if len(parts) == 1 and not (isinstance(only, ir.Literal) and only.value.type.is_string) \
            and not _is_directive(only):
        return ir.TemplateWrap(only, R)
    return ir.Template(parts, R)


def _is_directive(expr: ir.Expression) -> bool:
    return isinstance(expr, ir.TemplateJoin) or (
        isinstance(expr, ir.Conditional) and isinstance(expr.true_result, ir.Template)
        and isinstance(expr.false_result, ir.Template))


def _join_parts(pieces: Sequence[ir.Expression | str]) -> tuple[ir.Expression, ...]:
    """Template parts: adjacent literal texts joined into one literal."""
    parts: list[ir.Expression] = []
    text: str | None = None
    for piece in pieces:
        if isinstance(piece, str):
            text = piece if text is None else text + piece
            continue
        if text is not None:
            parts.append(ir.Literal(Value.string(text), R))
            text = None
        parts.append(piece)
    if text is not None or not parts:
        parts.append(ir.Literal(Value.string(text or ""), R))
    return tuple(parts)


@functools.lru_cache(maxsize=512)
@st.composite
def _template_parts(draw: st.DrawFn, options: Options, depth: int) -> tuple[ir.Expression, ...]:
    sub = _expression(options, max(depth - 1, 0))
    pieces: list[ir.Expression | str] = []
    for _ in range(draw(st.integers(1, options.max_size + 1))):
        choice = draw(st.integers(0, 4))
        if choice == 0:
            pieces.append(draw(literal_text(options)))
        elif choice == 1:
            pieces.append("")  # between sequences: a literal emptied by a strip marker
        elif choice == 2 or depth <= 1:
            pieces.append(draw(sub))
        elif choice == 3:
            branch = _template_parts(options, depth - 1)
            pieces.append(ir.Conditional(draw(sub), ir.Template(draw(branch), R), ir.Template(draw(branch), R), R))
        elif options.for_expressions:
            name = names(options.unicode)
            loop = ir.For(draw(_optional(name)), draw(name), draw(sub), None,
                          ir.Template(draw(_template_parts(options, depth - 1)), R), None, False, R, R, R)
            pieces.append(ir.TemplateJoin(loop))
    return _join_parts(pieces)


# ---------------------------------------------------------------- structure

@functools.lru_cache(maxsize=512)
@st.composite
def bodies(draw: st.DrawFn, options: Options, max_depth: int = 2) -> ir.Body:
    """Bodies: uniquely named attributes, and blocks nested at most ``max_depth`` deep."""
    name = names(options.unicode)
    attr_names = draw(st.lists(name, max_size=options.max_size, unique=True))
    attrs = tuple(ir.Attribute(n, draw(expressions(options)), R, R, R) for n in attr_names)
    blocks: list[ir.Block] = []
    if max_depth > 0:
        label = st.one_of(name, literal_text(options, lines=False))
        for _ in range(draw(st.integers(0, 2))):
            labels = tuple(draw(st.lists(label, max_size=2)))
            body = draw(bodies(options, max_depth - 1))
            blocks.append(ir.Block(draw(name), labels, body, R, tuple(R for _ in labels), R, R))
    return ir.Body(attrs, tuple(blocks), R, R)
