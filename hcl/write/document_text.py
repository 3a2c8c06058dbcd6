"""Making the tokens of new document content, validated by the project's own parser."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from hcl import ir
from hcl.native import parse_config, parse_expression
from hcl.write.literal import quote_string
from hcl.write.tokens import Kind, WriterToken, tokenize

_PROBE = "__hcl_probe__"


def line_ends(tok: WriterToken) -> bool:
    """Whether ``tok`` ends a line (a line break, or a line comment that owns one)."""
    return tok.kind is Kind.NEWLINE or (tok.kind is Kind.COMMENT and tok.text.endswith("\n"))


def newline_token(newline: str) -> WriterToken:
    return WriterToken(Kind.NEWLINE, newline)


def tokens_of(text: str) -> list[WriterToken]:
    """The writer tokens of ``text`` (white space after the last token dropped)."""
    return tokenize(text)[:-1]


def identifier_token(name: str) -> WriterToken:
    """The token of an identifier; ``ValueError`` when ``name`` is not one."""
    toks = tokens_of(name)
    if len(toks) != 1 or toks[0].kind is not Kind.IDENT or toks[0].before:
        raise ValueError(f"{name!r} is not a valid HCL identifier")
    return toks[0]


def label_tokens(labels: Sequence[str]) -> list[WriterToken]:
    """Block labels as quoted strings, each after one space."""
    out: list[WriterToken] = []
    for label in labels:
        if not isinstance(label, str):
            raise TypeError(f"a block label must be a string, not {type(label).__name__}")
        toks = tokens_of(quote_string(label))
        toks[0].before = " "
        out.extend(toks)
    return out


def comment_tokens(text: str, newline: str, before: str) -> list[WriterToken]:
    """A comment, then ``newline`` (owned by a ``#``/``//`` comment, a token of its own after
    ``/* */``). ``# `` is added when ``text`` has no comment marker; ``ValueError`` when
    ``text`` is not one single-line comment."""
    body = text.rstrip("\r\n")
    if not body.startswith(("#", "//", "/*")):
        body = "# " + body if body else "#"
    toks = tokens_of(body)
    if "\n" in body or "\r" in body or len(toks) != 1 or toks[0].kind is not Kind.COMMENT:
        raise ValueError(f"{text!r} is not a single-line comment")
    if body.startswith("/*"):
        return [WriterToken(Kind.COMMENT, body, before), *([newline_token(newline)] if newline else [])]
    return [WriterToken(Kind.COMMENT, body + newline, before)]


def expression_tokens(text: str, indent: str = "") -> tuple[list[WriterToken], ir.Expression]:
    """The tokens and IR of the expression ``text``, checked as an attribute's value.

    ``ValueError`` (naming the first problem) when ``text`` is not exactly one
    expression that can stand after ``name =`` on a line. Lines after the first get
    ``indent`` in front, so multi-line values follow the attribute's indentation.
    """
    stripped = text.strip(" \t\r\n")
    if not stripped:
        raise ValueError("an attribute needs an expression; the text is empty")
    file, diags = parse_config(f"{_PROBE} = {stripped}\n")
    problem = next((d for d in diags if d.is_error), None)
    if problem is not None:
        raise ValueError(f"not a valid expression: {problem.summary}: {problem.detail} ({stripped!r})")
    body = file.body
    if len(body.attributes) != 1 or body.blocks:
        raise ValueError(f"not a single expression: {stripped!r}")
    toks = tokens_of(stripped)
    if toks and toks[-1].kind is Kind.NEWLINE:
        raise ValueError(f"not a single expression: {stripped!r}")
    if indent:
        for prev, tok in itertools.pairwise(toks):
            if line_ends(prev) and tok.kind is not Kind.NEWLINE:
                tok.before = indent + tok.before
    expr, diags = parse_expression(stripped + "\n")
    return toks, expr if not diags.has_errors else body.attributes[0].expr
