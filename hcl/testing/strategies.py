"""Hypothesis strategies that generate valid HCL native-syntax source text.

Every generated text parses without diagnostics, so these serve to test parsers,
formatters and round trips::

    from hypothesis import given
    from hcl.testing import strategies as hst

    @given(hst.config_files())
    def test_round_trip(src): ...
"""

from __future__ import annotations

import re

from hypothesis import strategies as st

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

_string_text = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters='"\\$%'),
    max_size=12,
)
_escapes = st.sampled_from(["\\n", "\\t", "\\\"", "\\\\", "\\u00e9", "\\U0001F600", "$${x}", "%%{y}", "$ ", "% "])


def _quoted(exprs: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    part = st.one_of(_string_text, _escapes, exprs.map(lambda e: "${" + e + "}"))
    return st.lists(part, max_size=4).map(lambda parts: '"' + "".join(parts) + '"')


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


def _template_directives(exprs: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    def build(args: tuple[str, str, str, bool]) -> str:
        cond, a, b, use_for = args
        if use_for:
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


def _extend(exprs: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    binary_ops = st.sampled_from(["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||"])
    items = st.lists(exprs, max_size=3)
    object_items = st.lists(
        st.tuples(st.one_of(identifiers, _quoted(exprs), exprs.map(lambda e: f"({e})")),
                  st.sampled_from([" = ", ": "]), exprs),
        max_size=3,
    )
    namespaces = st.lists(identifiers, max_size=2).map(lambda ns: "".join(n + "::" for n in ns))
    return st.one_of(
        st.tuples(exprs, binary_ops, exprs).map(lambda t: f"{t[0]} {t[1]} {t[2]}"),
        st.tuples(st.sampled_from(["-", "!"]), exprs).map(lambda t: f"{t[0]}({t[1]})"),
        st.tuples(exprs, exprs, exprs).map(lambda t: f"{t[0]} ? {t[1]} : {t[2]}"),
        exprs.map(lambda e: f"({e})"),
        items.map(lambda xs: "[" + ", ".join(xs) + "]"),
        st.tuples(object_items, st.sampled_from([", ", "\n"])).map(
            lambda t: "{" + t[1].join(f"{k}{s}{v}" for k, s, v in t[0]) + "}"),
        st.tuples(namespaces, identifiers, items, st.booleans()).map(
            lambda t: f"{t[0]}{t[1]}(" + ", ".join(t[2]) + ("..." if t[3] and t[2] else "") + ")"),
        st.tuples(identifiers, exprs, exprs, st.booleans()).map(
            lambda t: f"[for {t[0]} in {t[1]} : {t[2]}" + (f" if {t[2]}" if t[3] else "") + "]"),
        st.tuples(identifiers, identifiers, exprs, exprs, st.booleans()).map(
            lambda t: f"{{for {t[0]}, {t[1]} in {t[2]} : {t[3]} => {t[3]}{'...' if t[4] else ''}}}"),
        _quoted(exprs),
        _heredoc(exprs),
        _template_directives(exprs),
        _postfix(exprs.map(lambda e: f"({e})"), exprs),
    )


_LEAVES = st.one_of(
    numbers, st.sampled_from(["true", "false", "null"]), identifiers,
    _postfix(identifiers, st.just("0")), st.just('""'),
)
# Leaves are listed twice so that generated expressions stay small on average.
_EXPRESSIONS: st.SearchStrategy[str] = st.deferred(
    lambda: st.one_of(_LEAVES, _LEAVES, _extend(_EXPRESSIONS)))


def expressions() -> st.SearchStrategy[str]:
    """Source text of one valid expression (it may contain newlines inside brackets)."""
    return _EXPRESSIONS


@st.composite
def _body(draw: st.DrawFn, depth: int) -> str:
    lines: list[str] = []
    names = draw(st.lists(identifiers, unique=True, max_size=4))
    for name in names:
        lines.append(f"{name} = {draw(expressions())}")
    if depth > 0:
        for _ in range(draw(st.integers(0, 2))):
            btype = draw(identifiers)
            labels = draw(st.lists(st.one_of(identifiers, identifiers.map(lambda s: f'"{s}"')), max_size=2))
            inner = draw(_body(depth - 1))
            header = " ".join([btype, *labels])
            lines.append(f"{header} {{\n{inner}}}")
    comment = draw(st.sampled_from(["", "# note\n", "// note\n", "/* note */\n"]))
    return comment + "".join(line + "\n" for line in lines)


def config_files(max_depth: int = 2) -> st.SearchStrategy[str]:
    """Source text of a valid configuration file: attributes and nested blocks."""
    return _body(max_depth)
