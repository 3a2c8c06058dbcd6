"""Inputs that once cost quadratic time parse correctly at sizes where that would take minutes.

No timing is asserted: each case is sized so that the old quadratic behaviour would run
for minutes (or hours), while the linear parser finishes in about a second.
"""

from __future__ import annotations

from unittest import mock

import pytest

from hcl import ir
from hcl.ir.node import kept
from hcl.ir.walk import walk
from hcl.native import parser as driver
from hcl.native import templates
from hcl.native.parser import parse_config, parse_expression
from hcl.pos import Pos, Range


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


class _CountedText(str):
    """A literal's text that counts the characters its concatenations copy."""

    copied = 0

    def __add__(self, other: str) -> _CountedText:
        _CountedText.copied += len(self) + len(other)
        return _CountedText(str.__add__(self, other))


def test_adjacent_literals_meld_in_linear_time() -> None:
    # Each line of a heredoc or template is a literal part; they were melded by joining
    # two at a time, copying the text so far at each line (400,000 lines took 80 s).
    n = 5_000
    parts: list[templates.Part] = []
    for line in range(n):
        start, end = Pos(line + 1, 1, 5 * line), Pos(line + 2, 1, 5 * line + 5)
        parts.append(templates.LiteralPart(_CountedText("line\n"), Range("t", start, end)))
    end = Range("t", Pos(n + 1, 1, 5 * n), Pos(n + 1, 1, 5 * n))
    _CountedText.copied = 0
    builder = templates.TemplateBuilder()
    builder.extend(parts)
    exprs, passthru = builder.finish(end, parts[0].range, [])
    assert _CountedText.copied <= 2 * 5 * n
    (literal,) = exprs
    assert isinstance(literal, ir.Literal) and literal.value.as_string() == "line\n" * n
    assert literal.range == Range("t", Pos(1, 1, 0), Pos(n + 1, 1, 5 * n)) and not passthru


def test_brackets_left_open_in_template_sequences() -> None:
    # After an earlier error, each line's tuple is left open inside a template sequence:
    # each error's recovery scanned to the end of the file (4,000 lines took 56 s).
    n = 5_000
    _, diags = parse_config("a = [for  in x : y]\n" + 'b = "${ [0 1 }"\n' * n)
    assert [d.summary for d in diags] == ["Invalid 'for' expression"]


def test_keyless_indexes_in_recovery_mode() -> None:
    # In recovery mode an index missing its key takes the next token for its "]": the
    # recovery to a "]" that is not there must not be looked for from each line.
    n = 5_000
    _, diags = parse_config("a = f(x$y, z)\n" + "b = f(x[, {})\n" * n)
    separators = [d for d in diags if d.summary == "Missing argument separator"]
    assert len(separators) == n + 1
    assert separators[-1].subject is not None and separators[-1].subject.start.line == n + 1


@pytest.mark.parametrize("text", ["x.b.c.d", "x . b.c", "x.b.1.c", "x.b[0].c.d", "x.b.c[*].d", "x.b.c.*.d.e",
                                  "f(x).b.c", "x.b.c[y.z.w]", "x.b", "x", "x.b.c.d.e.f.g.h", "x[0][12][1e2]",
                                  "x[00].b[ 1]", 'x["a"][1.5][3]', "x[1152921504606846976][1]", "x.b.0[0]"])
@pytest.mark.parametrize("early", [False, True])
def test_a_chain_of_names_makes_the_reference_the_steps_make(text: str, early: bool) -> None:
    # A reference collected as its names (hcl/native/traversal_chain.py) equals, and keeps
    # what, the reference made from its steps keeps.
    # (an expression this short is lowered as a whole tree unless told otherwise)
    with mock.patch.object(driver, "_EARLY_FROM", 0 if early else 1 << 40):
        expr, diags = parse_expression(text)
    assert not diags
    for node in walk(expr):
        if isinstance(node, ir.ScopeTraversal):
            steps = node.traversal.steps
            rebuilt = ir.ScopeTraversal(ir.Traversal(tuple(steps)), node.range)
            assert rebuilt == node and repr(rebuilt) == repr(node)
            assert kept(rebuilt, "traversal") == kept(node, "traversal")
            assert type(kept(rebuilt, "traversal")) is type(kept(node, "traversal"))
