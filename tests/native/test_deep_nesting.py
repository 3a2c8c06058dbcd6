"""Deep nesting parses in every entry point, with no C-stack recursion.

12,000 levels is above the interpreter's C recursion limit and more than twice the
cap the parser once had: any path that recursed through C code would fail here. Every
expression construct, blocks, and the other entry points are parsed and evaluated deep
in ``tests/robustness/test_deep_nesting.py``; here are the parser's own cases.
"""

from __future__ import annotations

import sys

import pytest

from hcl import ir
from hcl.native import parser
from hcl.native.parser import parse_config, parse_template

DEPTH = 12_000


def test_nested_tuples_keep_every_level_and_the_recursion_limit_is_restored() -> None:
    before = sys.getrecursionlimit()
    file, diags = parse_config("a = " + "[" * DEPTH + "]" * DEPTH + "\n")
    assert not diags
    assert sys.getrecursionlimit() == before
    expr = file.body.attributes[0].expr
    levels = 1
    while isinstance(expr, ir.TupleCons) and expr.exprs:
        (expr,) = expr.exprs
        levels += 1
    assert levels == DEPTH


def test_deep_splats_and_traversals() -> None:
    _, diags = parse_config("a = x" + "[*].a" * DEPTH + "\nb = x" + ".y" * DEPTH + "\n")
    assert not diags


def test_deep_directives_in_a_template_file() -> None:
    _, diags = parse_template("%{ if a }" * DEPTH + "x" + "%{ endif }" * DEPTH)
    assert not diags


def test_deep_broken_input_is_diagnosed() -> None:
    _, diags = parse_config("a = " + "[" * DEPTH + "]" * (DEPTH - 1) + "\n")
    assert diags.has_errors


def test_nesting_beyond_the_limit_states_the_numbers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parser, "MAX_DEPTH", 500)
    file, diags = parse_config("a = " + "[" * 600 + "]" * 600 + "\n")
    assert [d.summary for d in diags] == ["Nesting too deep"]
    assert "601 levels" in diags[0].detail and "up to 500 levels" in diags[0].detail
    assert file.body.attributes == ()
