"""Hypothesis strategies generating valid HCL: types, values, IR nodes and source text.

For people who property-test tools that read or write HCL. Every strategy takes
keyword options bounding size and depth and switching features off
(``heredocs``, ``templates``, ``for_expressions``, ``comments``, ``unicode``).

- cty: :func:`types`, :func:`values` (of a given type or of any).
- IR nodes, shaped as the native parser builds them (compare with
  :func:`hcl.testing.ir_equal`): :func:`expression_nodes`, :func:`template_nodes`,
  :func:`body_nodes`; :func:`files` gives ``(source text, File)`` pairs.
- Source text: :func:`expressions`, :func:`templates`, :func:`config_files`, and
  :func:`documents` (files with comments and blank lines, for formatters and editors).

A round trip through the printer::

    from hypothesis import given
    from hcl.native.parser import parse_expression
    from hcl.testing import ir_equal, strategies as hst
    from hcl.write.printer import print_expression

    @given(hst.expression_nodes(max_depth=2))
    def test_print_round_trip(expr):
        parsed, diags = parse_expression(print_expression(expr))
        assert not diags.has_errors and ir_equal(parsed, expr)
"""

from __future__ import annotations

import functools
import re

from hypothesis import strategies as st

from hcl import ir
from hcl.cty import Type, Value
from hcl.cty import strategies as _cty
from hcl.testing import nodes as _nodes
from hcl.write.printer import print_body, print_template

__all__ = [
    "body_nodes", "config_files", "documents", "expression_nodes", "expressions", "files", "identifiers",
    "numbers", "template_nodes", "templates", "types", "values",
]

_KEYWORDS = frozenset({"for", "in", "if", "else", "endif", "endfor", "true", "false", "null"})

identifiers = st.from_regex(r"\A[a-z_][a-z0-9_-]{0,7}\Z").filter(lambda s: s not in _KEYWORDS)
"""Identifiers (ASCII), excluding the words HCL gives a meaning in some positions."""

numbers = st.one_of(
    st.integers(min_value=0, max_value=10**30).map(str),
    st.tuples(st.integers(0, 999), st.integers(0, 999)).map(lambda p: f"{p[0]}.{p[1]}"),
    st.tuples(st.integers(1, 9), st.sampled_from("eE"), st.sampled_from(["", "+", "-"]),
              st.integers(0, 30)).map(lambda p: f"{p[0]}{p[1]}{p[2]}{p[3]}"),
)
"""Number literals (never signed: a sign is a unary operator)."""


# ---------------------------------------------------------------- cty types and values

def _type_depth(ty: Type) -> int:
    if ty.is_list or ty.is_set or ty.is_map:
        return 1 + _type_depth(ty.element_type)
    if ty.is_object:
        return 1 + max((_type_depth(t) for t in ty.attribute_types.values()), default=0)
    if ty.is_tuple:
        return 1 + max((_type_depth(t) for t in ty.element_types), default=0)
    return 0


def types(*, max_leaves: int = 6, max_depth: int = 3, unicode: bool = True) -> st.SearchStrategy[Type]:
    """cty types: primitives, lists, sets, maps, objects and tuples, nested at most
    ``max_depth`` deep with at most ``max_leaves`` primitive types in all."""
    strategy: st.SearchStrategy[Type] = _cty.types(max_leaves, ascii_only=not unicode)
    return strategy.filter(lambda t: _type_depth(t) <= max_depth)


def _finite(value: Value) -> bool:
    if value.is_null:
        return True
    if value.type.is_number:
        return value.as_number().is_finite
    if value.type.is_primitive:
        return True
    return all(_finite(elem) for _, elem in value.elements())


def values(ty: Type | None = None, *, max_size: int = 3, max_depth: int = 3, nulls: bool = True,
           infinities: bool = False, unicode: bool = True) -> st.SearchStrategy[Value]:
    """Known, unmarked values of type ``ty`` (of any type from :func:`types` when None).

    With ``nulls``, null values appear at any level; ``max_size`` bounds collections.
    Infinite numbers (which have no literal) only with ``infinities``.
    """
    if ty is None:
        strategy = types(max_depth=max_depth, unicode=unicode).flatmap(
            lambda t: _cty.values_of(t, allow_null=nulls, max_size=max_size, ascii_only=not unicode))
    else:
        strategy = _cty.values_of(ty, allow_null=nulls, max_size=max_size, ascii_only=not unicode)
    return strategy if infinities else strategy.filter(_finite)


# ---------------------------------------------------------------- IR nodes

def _options(max_depth: int, max_size: int, heredocs: bool, templates: bool, for_expressions: bool,
             unicode: bool) -> _nodes.Options:
    return _nodes.Options(max_depth, max_size, heredocs, templates, for_expressions, unicode)


def expression_nodes(*, max_depth: int = 3, max_size: int = 3, heredocs: bool = True, templates: bool = True,
                     for_expressions: bool = True, unicode: bool = True) -> st.SearchStrategy[ir.Expression]:
    """IR expressions of every kind, nested at most ``max_depth`` deep, lists at most ``max_size`` long.

    ``templates=False`` leaves out interpolations and directives (plain strings stay);
    ``heredocs=False`` leaves out multi-line strings the printer would write as heredocs.
    """
    return _nodes.expressions(_options(max_depth, max_size, heredocs, templates, for_expressions, unicode))


def template_nodes(*, max_depth: int = 3, max_size: int = 3, heredocs: bool = True, for_expressions: bool = True,
                   unicode: bool = True) -> st.SearchStrategy[ir.Expression]:
    """Templates (:class:`~hcl.ir.Template`, or :class:`~hcl.ir.TemplateWrap` for a lone
    interpolation) with literals, interpolations and ``if``/``for`` directives."""
    options = _options(max_depth, max_size, heredocs, True, for_expressions, unicode)
    _nodes.prepare(options)
    return _nodes.template_expressions(options, max_depth)


def body_nodes(*, max_depth: int = 2, expression_depth: int = 2, max_size: int = 3, heredocs: bool = True,
               templates: bool = True, for_expressions: bool = True,
               unicode: bool = True) -> st.SearchStrategy[ir.Body]:
    """Bodies with uniquely named attributes and blocks nested at most ``max_depth`` deep."""
    options = _options(expression_depth, max_size, heredocs, templates, for_expressions, unicode)
    _nodes.prepare(options)
    return _nodes.bodies(options, max_depth)


def files(**options: int | bool) -> st.SearchStrategy[tuple[str, ir.File]]:
    """``(source text, File)`` pairs: the file's canonical text and its IR (options as :func:`body_nodes`)."""
    def build(body: ir.Body) -> tuple[str, ir.File]:
        text = print_body(body)
        return text, ir.File(body, text.encode(), "")

    return body_nodes(**options).map(build)  # type: ignore[arg-type]


# ---------------------------------------------------------------- source text

def templates(*, max_depth: int = 2, max_size: int = 3, for_expressions: bool = True,
              unicode: bool = True) -> st.SearchStrategy[str]:
    """Standalone template text (as :func:`hcl.native.parser.parse_template` reads it)."""
    return template_nodes(max_depth=max_depth, max_size=max_size, for_expressions=for_expressions,
                          unicode=unicode).map(print_template)


_ASCII_TEXT = st.characters(min_codepoint=0x20, max_codepoint=0x7E, blacklist_characters='"\\$%')
_UNICODE_TEXT = st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters='"\\$%')
_escapes = st.sampled_from(["\\n", "\\t", "\\\"", "\\\\", "\\u00e9", "\\U0001F600", "$${x}", "%%{y}", "$ ", "% "])


def _quoted(exprs: st.SearchStrategy[str], unicode: bool, templates: bool) -> st.SearchStrategy[str]:
    text = st.text(alphabet=_UNICODE_TEXT if unicode else _ASCII_TEXT, max_size=12)
    parts = [text, _escapes]
    if templates:
        parts.append(exprs.map(lambda e: "${" + e + "}"))
    return st.lists(st.one_of(*parts), max_size=4).map(lambda ps: '"' + "".join(ps) + '"')


def _heredoc(exprs: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    line = st.one_of(
        st.text(alphabet=st.characters(whitelist_categories=("L", "N"), whitelist_characters=" -_."),
                max_size=10),
        exprs.map(lambda e: "${" + e + "}"),
    )

    def build(args: tuple[str, list[str], bool]) -> str:
        marker, lines, flush = args
        body = "".join(f"  {ln}\n" for ln in lines if ln.strip() != marker)
        # Wrapped in parentheses so the newline after the marker is never significant.
        return f"(<<{'-' if flush else ''}{marker}\n{body}{marker}\n)"

    return st.tuples(st.sampled_from(["EOT", "EOF", "END"]), st.lists(line, max_size=3), st.booleans()).map(build)


def _template_directives(exprs: st.SearchStrategy[str], for_expressions: bool) -> st.SearchStrategy[str]:
    def build(args: tuple[str, str, str, bool]) -> str:
        cond, a, b, use_for = args
        if use_for and for_expressions:
            return f'"%{{ for v in {cond} ~}}{a}${{v}}%{{~ endfor }}"'
        return f'"%{{ if {cond} }}{a}%{{ else }}{b}%{{ endif }}"'

    text = st.text(alphabet="abc xyz", max_size=5)
    return st.tuples(exprs, text, text, st.booleans()).map(build)


_EXPONENT_LIKE = re.compile(r"\.([0-9]|[eE][+-]?[0-9])")


def _valid_steps(steps: list[str]) -> bool:
    """No splat inside an attribute-only splat, and no step that joins a legacy index."""
    in_attr_splat = False
    for prev, step in zip(["", *steps], steps, strict=False):
        # After a legacy index ".0", a following ".1" or ".e1" would join it into one
        # number token ("0.1", "0.e1"), as in the reference scanner.
        if prev[:1] == "." and prev[1:].isdigit() and _EXPONENT_LIKE.match(step):
            return False
        if step == ".*":
            if in_attr_splat:
                return False
            in_attr_splat = True
        elif step.startswith("["):
            in_attr_splat = False
    return True


def _postfix(base: st.SearchStrategy[str], exprs: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    step = st.one_of(
        identifiers.map(lambda n: "." + n),
        st.integers(0, 9).map(lambda i: f"[{i}]"),
        identifiers.map(lambda n: f'["{n}"]'),
        st.integers(0, 9).map(lambda i: f".{i}"),
        exprs.map(lambda e: f"[{e}]"),
        st.just(".*"),
        st.just("[*]"),
    )
    steps = st.lists(step, max_size=3).filter(_valid_steps)
    return st.tuples(base, steps).map(lambda p: p[0] + "".join(p[1]))


@functools.lru_cache(maxsize=32)
def _text_extend(exprs: st.SearchStrategy[str], heredocs: bool, templates: bool, for_expressions: bool,
                 unicode: bool) -> st.SearchStrategy[str]:
    binary_ops = st.sampled_from(["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||"])
    items = st.lists(exprs, max_size=3)
    quoted = _quoted(exprs, unicode, templates)
    object_items = st.lists(
        st.tuples(st.one_of(identifiers, quoted, exprs.map(lambda e: f"({e})")),
                  st.sampled_from([" = ", ": "]), exprs),
        max_size=3,
    )
    namespaces = st.lists(identifiers, max_size=2).map(lambda ns: "".join(n + "::" for n in ns))
    # (In this order the defaults generate what earlier versions generated.)
    choices = [
        st.tuples(exprs, binary_ops, exprs).map(lambda t: f"{t[0]} {t[1]} {t[2]}"),
        st.tuples(st.sampled_from(["-", "!"]), exprs).map(lambda t: f"{t[0]}({t[1]})"),
        st.tuples(exprs, exprs, exprs).map(lambda t: f"{t[0]} ? {t[1]} : {t[2]}"),
        exprs.map(lambda e: f"({e})"),
        items.map(lambda xs: "[" + ", ".join(xs) + "]"),
        st.tuples(object_items, st.sampled_from([", ", "\n"])).map(
            lambda t: "{" + t[1].join(f"{k}{s}{v}" for k, s, v in t[0]) + "}"),
        st.tuples(namespaces, identifiers, items, st.booleans()).map(
            lambda t: f"{t[0]}{t[1]}(" + ", ".join(t[2]) + ("..." if t[3] and t[2] else "") + ")"),
    ]
    if for_expressions:
        choices += [
            st.tuples(identifiers, exprs, exprs, st.booleans()).map(
                lambda t: f"[for {t[0]} in {t[1]} : {t[2]}" + (f" if {t[2]}" if t[3] else "") + "]"),
            st.tuples(identifiers, identifiers, exprs, exprs, st.booleans()).map(
                lambda t: f"{{for {t[0]}, {t[1]} in {t[2]} : {t[3]} => {t[3]}{'...' if t[4] else ''}}}"),
        ]
    choices.append(quoted)
    if heredocs:
        choices.append(_heredoc(exprs if templates else st.nothing()))
    if templates:
        choices.append(_template_directives(exprs, for_expressions))
    choices.append(_postfix(exprs.map(lambda e: f"({e})"), exprs))
    return st.one_of(*choices)


_LEAVES = st.one_of(
    numbers, st.sampled_from(["true", "false", "null"]), identifiers,
    _postfix(identifiers, st.just("0")), st.just('""'),
)


@functools.lru_cache(maxsize=32)
def _text_expressions(max_depth: int | None, heredocs: bool, templates: bool, for_expressions: bool,
                      unicode: bool) -> st.SearchStrategy[str]:
    flags = (heredocs, templates, for_expressions, unicode)
    if max_depth is None:
        # Leaves are listed twice so that generated expressions stay small on average.
        strategy: st.SearchStrategy[str] = st.deferred(
            lambda: st.one_of(_LEAVES, _LEAVES, _text_extend(strategy, *flags)))
        return strategy
    if max_depth <= 0:
        return _LEAVES
    return st.one_of(_LEAVES, _text_extend(_text_expressions(max_depth - 1, *flags), *flags))


def expressions(*, max_depth: int | None = None, heredocs: bool = True, templates: bool = True,
                for_expressions: bool = True, unicode: bool = True) -> st.SearchStrategy[str]:
    """Source text of one valid expression, in varied (not canonical) layout; it may
    contain newlines inside brackets. ``max_depth=None`` leaves nesting unbounded
    (small on average)."""
    return _text_expressions(max_depth, heredocs, templates, for_expressions, unicode)


_COMMENTS = ["# note\n", "// note\n", "/* note */\n"]


@st.composite
def _text_body(draw: st.DrawFn, depth: int, exprs: st.SearchStrategy[str], comments: bool) -> str:
    lines: list[str] = []
    names = draw(st.lists(identifiers, unique=True, max_size=4))
    for name in names:
        lines.append(f"{name} = {draw(exprs)}")
    if depth > 0:
        for _ in range(draw(st.integers(0, 2))):
            btype = draw(identifiers)
            labels = draw(st.lists(st.one_of(identifiers, identifiers.map(lambda s: f'"{s}"')), max_size=2))
            inner = draw(_text_body(depth - 1, exprs, comments))
            header = " ".join([btype, *labels])
            lines.append(f"{header} {{\n{inner}}}")
    comment = draw(st.sampled_from(["", *_COMMENTS])) if comments else ""
    return comment + "".join(line + "\n" for line in lines)


def config_files(max_depth: int = 2, *, expression_depth: int | None = None, comments: bool = True,
                 heredocs: bool = True, templates: bool = True, for_expressions: bool = True,
                 unicode: bool = True) -> st.SearchStrategy[str]:
    """Source text of a valid configuration file: attributes and blocks nested ``max_depth`` deep."""
    exprs = expressions(max_depth=expression_depth, heredocs=heredocs, templates=templates,
                        for_expressions=for_expressions, unicode=unicode)
    return _text_body(max_depth, exprs, comments)


@st.composite
def _document(draw: st.DrawFn, body: ir.Body, comments: bool) -> str:
    out: list[str] = []
    items: list[ir.Body] = [ir.Body((attr,), (), body.range, body.end_range) for attr in body.attributes]
    items += [ir.Body((), (block,), body.range, body.end_range) for block in body.blocks]
    for item in items:
        out.append("\n" * draw(st.integers(0, 2)))
        if comments:
            out.extend(draw(st.lists(st.sampled_from(_COMMENTS), max_size=2)))
        text = print_body(item)
        if comments and text.count("\n") == 1 and draw(st.booleans()):
            text = text[:-1] + " " + draw(st.sampled_from(["# trailing\n", "// trailing\n"]))
        out.append(text)
    if comments and draw(st.booleans()):
        out.append("# the end\n")
    return "".join(out)


def documents(*, max_depth: int = 2, expression_depth: int = 2, max_size: int = 3, comments: bool = True,
              heredocs: bool = True, templates: bool = True, for_expressions: bool = True,
              unicode: bool = True) -> st.SearchStrategy[str]:
    """File text with blank lines and (unless ``comments=False``) whole-line and trailing
    comments between items: input for formatters and layout-preserving editors."""
    bodies = body_nodes(max_depth=max_depth, expression_depth=expression_depth, max_size=max_size,
                        heredocs=heredocs, templates=templates, for_expressions=for_expressions, unicode=unicode)
    return bodies.flatmap(lambda body: _document(body, comments))
