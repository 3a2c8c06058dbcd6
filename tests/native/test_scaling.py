"""Inputs that once cost quadratic time parse correctly at sizes where that would take minutes.

No timing is asserted: each case is sized so that the old quadratic behaviour would run
for minutes (or hours), while the linear parser finishes in about a second.
"""

from __future__ import annotations

from hcl import ir
from hcl.native.parser import parse_config


def test_leading_blank_and_comment_lines() -> None:
    # Was a rescan of the whole run at every newline: 10,000 lines took 69 s.
    src = "\n" * 50_000 + "# note\n// more\n" * 20_000 + "a = 1\n"
    file, diags = parse_config(src)
    assert not diags
    (attr,) = file.body.attributes
    assert attr.name == "a" and attr.range.start.line == 50_000 + 40_000 + 1


def test_long_traversal_chain() -> None:
    # Was one tuple copy per step: 100,000 steps took 46 s.
    n = 60_000
    file, diags = parse_config("a = x" + ".b" * n + "\n")
    assert not diags
    expr = file.body.attributes[0].expr
    assert isinstance(expr, ir.ScopeTraversal)
    assert len(expr.traversal.steps) == n + 1
    assert expr.range.end.column == 6 + 2 * n


def test_long_traversal_chain_with_indexes() -> None:
    n = 5_000
    file, diags = parse_config("a = x" + ".b[0][k]" * n + "\n")
    assert not diags
    expr = file.body.attributes[0].expr
    indexes = 0
    while isinstance(expr, ir.Index | ir.RelativeTraversal):
        if isinstance(expr, ir.Index):
            indexes += 1
            expr = expr.collection
        else:
            assert len(expr.traversal.steps) == 2
            expr = expr.source
    assert indexes == n
    assert isinstance(expr, ir.ScopeTraversal) and len(expr.traversal.steps) == 3


def test_long_heredoc() -> None:
    # Every text token could start a new literal: prediction scanned to the end of the run.
    n = 30_000
    file, diags = parse_config("a = <<EOT\n" + "line\n" * n + "EOT\n")
    assert not diags
    expr = file.body.attributes[0].expr
    assert isinstance(expr, ir.Template)
    (literal,) = expr.parts
    assert isinstance(literal, ir.Literal) and literal.value.as_string() == "line\n" * n


def test_many_attributes_and_blank_lines() -> None:
    n = 10_000
    file, diags = parse_config("".join(f"a{i} = {i}\n\n" for i in range(n)))
    assert not diags
    assert len(file.body.attributes) == n
    assert file.body.attributes[-1].range.start.line == 2 * n - 1
