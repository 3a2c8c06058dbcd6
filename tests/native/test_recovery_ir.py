"""What a parse with syntax errors keeps, as the reference's recovery keeps it.

The reference abandons the expressions around an error once it is in recovery mode and
keeps what it parsed before; it skips what its recovery skips. The recorded reference
cases (tests/body, tests/analysis, tests/native/samples) check most of this against the
reference; these examples pin the rules, and v2.24's syntax-error expression after a
dot, which the v2.14.1 oracle does not have.
"""

from __future__ import annotations

import pytest

from hcl import ir
from hcl.eval import evaluate
from hcl.native import parse_config, parse_expression, parse_traversal


def _span(node: ir.Node) -> tuple[int, int]:
    return node.range.start.byte, node.range.end.byte


@pytest.mark.parametrize(("src", "kept"), [
    ("a +", (0, 1)),            # a missing right operand: the left one alone
    ("a + b * ", (0, 1)),       # the error ends every operation around it
    ("a * b + ", (0, 5)),       # ... keeping those complete before it
    ("a + (b", (0, 1)),
    ("a ? b : ", (0, 1)),       # an error in a conditional: its condition alone
    ("a ? ", (0, 1)),
    ("(a +", (1, 2)),           # an error inside parentheses: what they hold
    ("a + b c", (0, 5)),        # an error after the expression leaves it whole
])
def test_an_error_keeps_the_expression_parsed_before_it(src: str, kept: tuple[int, int]) -> None:
    expr, diags = parse_expression(src, "x.hcl")
    assert diags.has_errors
    assert _span(expr) == kept


def test_a_missing_value_is_a_placeholder_over_the_token_found_instead() -> None:
    file, diags = parse_config("a = 1\nb = \nc = 3\n", "x.hcl")
    assert [d.summary for d in diags] == ["Invalid expression"]
    a, b, c = file.body.attributes
    assert isinstance(b.expr, ir.Literal) and not b.expr.value.is_known
    assert _span(b.expr) == (10, 11)  # the newline
    assert _span(b) == (6, 9)  # the argument ends with its "="
    assert (a.name, c.name) == ("a", "c")


def test_a_dot_without_a_name_is_a_syntax_error_expression() -> None:
    file, diags = parse_config("a = module.vpc.\nb = 2\n", "x.hcl")
    assert [d.summary for d in diags] == ["Invalid attribute name"]
    expr = file.body.attributes[0].expr
    assert isinstance(expr, ir.ExprSyntaxError)
    assert _span(expr) == (4, 15)  # the traversal and its dot, as in v2.24
    assert expr.diagnostics == tuple(diags)
    value, eval_diags = evaluate(expr)
    assert not value.is_known
    assert [d.summary for d in eval_diags] == ["Invalid attribute name"]
    assert [a.name for a in file.body.attributes] == ["a", "b"]


@pytest.mark.parametrize(("src", "names"), [
    ("a = 1\n}\nb = 2\n", ["a"]),           # a stray brace: the rest of the file is skipped
    ("x {\n  1\n  y = 2\n}\nb = 2\n", ["b"]),  # a bad token: the rest of the block is skipped
    ("a = 1 2 3\nb = 2\n", ["a", "b"]),    # a missing newline: the rest of the line only
    ("a = f(1 2)\nb = 2\n", ["a", "b"]),
])
def test_what_the_reference_skips_is_left_out(src: str, names: list[str]) -> None:
    file, diags = parse_config(src, "x.hcl")
    assert len(diags) == 1
    assert [a.name for a in file.body.attributes] == names


def test_a_broken_block_header_keeps_the_labels_before_the_error() -> None:
    file, diags = parse_config("x y.z\nb = 2\n", "x.hcl")
    assert [d.summary for d in diags] == ["Invalid block definition"]
    (block,) = file.body.blocks
    assert (block.type, block.labels) == ("x", ("y",))
    assert [a.name for a in file.body.attributes] == ["b"]


def test_an_unbalanced_parenthesis_takes_the_next_token_for_its_close() -> None:
    file, diags = parse_config("a = (1\nb = 2\nc = 3\n", "x.hcl")
    assert [d.summary for d in diags] == ["Unbalanced parentheses"]
    a, c = file.body.attributes
    assert isinstance(a.expr, ir.Parentheses)
    assert _span(a.expr) == (4, 8)  # "(1", and the "b" taken for ")"
    assert _span(a) == (0, 8)
    assert c.name == "c"  # the rest of that line is skipped, and the lines after it are items again


def test_recovery_from_inside_brackets_leaves_them() -> None:
    file, diags = parse_config("a = {\n  b = \n}\nc = f(1, {d = ?}, 4)\ne = 1\n", "x.hcl")
    # In recovery mode the reference passes over the missing condition, and the
    # conditional then misses its false result at the "}".
    assert [(d.summary, d.subject.start.byte) for d in diags] == [
        ("Invalid expression", 12), ("Missing false expression in conditional", 30)]
    assert [a.name for a in file.body.attributes] == ["a", "c", "e"]  # not items of the object


def test_a_full_splat_cut_short_ends_where_its_recovery_does() -> None:
    file, diags = parse_config("a = x[*\nb = 2\n", "x.hcl")
    assert [d.summary for d in diags] == ["Missing close bracket on splat index"]
    (a,) = file.body.attributes
    assert isinstance(a.expr, ir.Splat)
    assert _span(a.expr) == (4, 14) and _span(a) == (0, 14)  # to the end of the file, as the reference's
    assert (a.expr.marker_range.start.byte, a.expr.marker_range.end.byte) == (5, 14)


@pytest.mark.parametrize("src", [
    "[for x in y x]", "{for k, v in m k => v}", "[for x y]", "[for in y: x]", "[for x in : x]",
])
def test_a_broken_for_expression_is_a_placeholder_over_it(src: str) -> None:
    expr, diags = parse_expression(src, "x.hcl")
    assert diags.has_errors
    assert isinstance(expr, ir.Literal) and not expr.value.is_known
    assert _span(expr) == (0, len(src))


def test_a_namespaced_name_without_its_call_is_a_placeholder() -> None:
    expr, diags = parse_expression("in::in=>", "x.hcl")
    assert diags.has_errors
    assert isinstance(expr, ir.Literal) and not expr.value.is_known


@pytest.mark.parametrize(("src", "steps"), [
    # the steps before the error (the reference's parseTraversal returns them)
    ("a.", ["a"]),
    ("a.*", ["a"]),
    ("a.0", ["a"]),
    ("a..b", ["a"]),
    ("a.b.[0].c", ["a", "b"]),
    ("a.b c.d", ["a", "b"]),
    ("a[", ["a"]),
    ("a[x]", ["a"]),
    ("a[0]]", ["a", 0]),
    ("", []),
    (".a", []),
    # an index without its "]" is kept, ending at the token read in its place
    ("a[0", ["a", 0]),
    ('a["x" b', ["a", "x"]),
])
def test_a_broken_traversal_keeps_the_steps_before_the_error(src: str, steps: list[object]) -> None:
    trav, diags = parse_traversal(src, "x.hcl")
    assert diags.has_errors
    got = [s.name if isinstance(s, (ir.TraverseRoot, ir.TraverseAttr)) else s.key.to_python() for s in trav]
    assert got == steps
    if src == 'a["x" b':
        assert (trav[1].range.start.byte, trav[1].range.end.byte) == (1, 7)


def test_an_object_for_without_its_arrow_keeps_the_value_alone() -> None:
    expr, diags = parse_expression("{for k, v in m: k}", "x.hcl")
    assert diags.has_errors
    assert isinstance(expr, ir.For) and expr.key_expr is None
    assert isinstance(expr.value_expr, ir.ScopeTraversal) and _span(expr.value_expr) == (16, 17)


@pytest.mark.parametrize(("src", "keys"), [
    ("{k = a + 1, j =\n", ["k"]),      # a value missing: the item is left out
    ("{k = 1, j = (2 +\n", ["k"]),     # an error in a value
    ("{k = 1, j 2}", ["k"]),           # no "=" after the key
])
def test_an_object_keeps_the_items_before_one_that_breaks(src: str, keys: list[str]) -> None:
    expr, diags = parse_expression(src, "x.hcl")
    assert diags.has_errors
    assert isinstance(expr, ir.ObjectCons)
    assert [item.key.wrapped.traversal.root_name for item in expr.items] == keys


def test_a_template_whose_recovery_reaches_the_end_of_the_file_ends_there() -> None:
    # "b" is extra after the interpolation's expression: the reference skips to the
    # sequence's end, here the end of the file, and the template and argument end there.
    file, diags = parse_config('a = "${a + b\nb = 2\n', "x.hcl")
    assert [d.summary for d in diags] == ["Extra characters after interpolation expression"]
    (a,) = file.body.attributes
    assert _span(a.expr) == (4, 19) and _span(a) == (0, 19)
