"""Deep nesting parses in every entry point, with no C-stack recursion.

12,000 levels is above the interpreter's C recursion limit and more than twice the
cap the parser once had: any path that recursed through C code would fail here. Every
expression construct is parsed and evaluated deep in ``tests/robustness``.
"""

from __future__ import annotations

import sys

import pytest

from hcl import ir
from hcl.native import parser
from hcl.native.parser import parse_config, parse_expression, parse_template
from tests.robustness.deep_constructs import blocks

DEPTH = 12_000


def test_nested_tuples_keep_every_level() -> None:
    file, diags = parse_config("a = " + "[" * DEPTH + "]" * DEPTH + "\n")
    assert not diags
    expr = file.body.attributes[0].expr
    levels = 1
    while isinstance(expr, ir.TupleCons) and expr.exprs:
        (expr,) = expr.exprs
        levels += 1
    assert levels == DEPTH


def test_deep_blocks() -> None:
    blocks(DEPTH)  # parses without diagnostics, every level a block


def test_deep_splats_and_traversals() -> None:
    _, diags = parse_config("a = x" + "[*].a" * DEPTH + "\nb = x" + ".y" * DEPTH + "\n")
    assert not diags


def test_other_entry_points() -> None:
    expr, diags = parse_expression("(" * DEPTH + "1" + ")" * DEPTH)
    assert not diags and isinstance(expr, ir.Parentheses)
    _, diags = parse_template('${"' * DEPTH + "x" + '"}' * DEPTH)
    assert not diags
    _, diags = parse_template("%{ if a }" * DEPTH + "x" + "%{ endif }" * DEPTH)
    assert not diags


def test_deep_broken_input_is_diagnosed() -> None:
    _, diags = parse_config("a = " + "[" * DEPTH + "]" * (DEPTH - 1) + "\n")
    assert diags.has_errors


def test_recursion_limit_is_restored() -> None:
    before = sys.getrecursionlimit()
    parse_config("a = " + "[" * DEPTH + "]" * DEPTH + "\n")
    assert sys.getrecursionlimit() == before


def test_nesting_beyond_the_limit_states_the_numbers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parser, "MAX_DEPTH", 500)
    file, diags = parse_config("a = " + "[" * 600 + "]" * 600 + "\n")
    assert [d.summary for d in diags] == ["Nesting too deep"]
    assert "601 levels" in diags[0].detail and "up to 500 levels" in diags[0].detail
    assert file.body.attributes == ()
