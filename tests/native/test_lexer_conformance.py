"""Lexer-level conformance with the reference: names that are keywords, columns of
invalid characters made of several code points."""

from __future__ import annotations

import pytest

import hcl
from hcl import ir
from hcl.analysis.walk import children


def _names(body) -> tuple[list[str], list[str]]:
    return [a.name for a in body.attributes], [b.type for b in body.blocks]


@pytest.mark.parametrize(
    ("src", "attrs", "blocks"),
    [
        ("b {\n  for = 1\n}\n", ["for"], []),
        ("b { for = 1 }\n", ["for"], []),
        ("b {\n  for {}\n}\n", [], ["for"]),
        ('b "l" {\n for = 1\n}\n', ["for"], []),
        ("b l /* c */ { # note\n  for = 1\n}\n", ["for"], []),
        ('b {\n  for "x" {\n    for = 2\n  }\n}\n', [], ["for"]),
    ],
)
def test_body_item_named_for(src: str, attrs: list[str], blocks: list[str]) -> None:
    file, diags = hcl.parse(src, "t.hcl")
    assert not diags.has_errors, diags
    assert _names(file.body.blocks[0].body) == (attrs, blocks)


@pytest.mark.parametrize(
    "src",
    [
        "a = { for x in y : x => x }\n",
        "a = {\n  for x in y : x => x\n}\n",
        "a = [for x in y : x]\n",
        "a = f({ for k in y : k => 1 })\n",
        "a = b ? { for k in y : k => 1 } : {}\n",
        "b {\n  a = { for k in y : k => 1 }\n}\n",
    ],
)
def test_for_expressions_still_parse(src: str) -> None:
    file, diags = hcl.parse(src, "t.hcl")
    assert not diags.has_errors, diags
    assert _has_for(file.body)


def _has_for(node) -> bool:
    return isinstance(node, ir.For) or any(_has_for(child) for child in children(node))


@pytest.mark.parametrize(
    ("src", "summary", "start", "end"),
    [
        # The reference: an object's `{ for` always starts a for expression.
        ("a = { for = 1 }\n", "Invalid 'for' expression", (1, 11, 10), (1, 12, 11)),
        # ... and a block body's never does.
        ("b {\n for x in y : x\n}\n", "Invalid block definition", (2, 13, 16), (2, 14, 17)),
    ],
)
def test_for_first_error_as_reference(src, summary, start, end) -> None:
    _, diags = hcl.parse(src, "t.hcl")
    first = next(iter(diags))
    assert first.summary == summary
    got = first.subject
    assert (got.start.line, got.start.column, got.start.byte) == start
    assert (got.end.line, got.end.column, got.end.byte) == end


@pytest.mark.parametrize(
    ("src", "expected"),
    [
        # Recorded from the reference (hcldec 2.14.1): each invalid character spans the
        # grapheme clusters of its own text, even when it splits a cluster of the line.
        ("a\u200db = 1\n", [
            ("Invalid character", (1, 2, 1), (1, 3, 4)),
            ("Argument or block definition required", (1, 1, 0), (1, 2, 1)),
        ]),
        ("a = \U0001f469\U0001f3fe\n", [
            ("Invalid character", (1, 5, 4), (1, 6, 8)),
            ("Invalid character", (1, 6, 8), (1, 7, 12)),
            ("Invalid expression", (1, 5, 4), (1, 6, 8)),
        ]),
    ],
)
def test_invalid_character_columns(src: str, expected: list) -> None:
    _, diags = hcl.parse(src, "t.hcl")
    got = [(d.summary, (d.subject.start.line, d.subject.start.column, d.subject.start.byte),
            (d.subject.end.line, d.subject.end.column, d.subject.end.byte)) for d in diags]
    assert got == expected
