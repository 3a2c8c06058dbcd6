"""The printer on chosen inputs: canonical spelling, parentheses, templates, heredocs, layout."""

from __future__ import annotations

import pytest

from hcl import ir
from hcl.cty import NUMBER, Value
from hcl.json import parse_expression as parse_json_expression
from hcl.native.parser import parse_config, parse_expression, parse_template, parse_traversal
from hcl.pos import INITIAL_POS, Range
from hcl.testing import ir_equal
from hcl.write.printer import print_body, print_expression, print_file, print_template, print_traversal

R = Range("", INITIAL_POS, INITIAL_POS)


def _parse(src: str) -> ir.Expression:
    expr, diags = parse_expression(src)
    assert not diags.has_errors, [d.summary for d in diags]
    return expr


@pytest.mark.parametrize(("src", "want"), [
    ("a+b*c", "a + b * c"),
    ("(a+b)*c", "(a + b) * c"),
    ("a - (b - c)", "a - (b - c)"),
    ("!(a&&b)", "!(a && b)"),
    ("- -a", "--a"),
    ("a - -1", "a - -1"),
    ("a?b:c?d:e", "a ? b : c ? d : e"),
    ("(a?b:c)?d:e", "(a ? b : c) ? d : e"),
    ("a==b==c", "a == b == c"),
    ("a.*.b", "a.*.b"),
    ("a[*].b[0]", "a[*].b[0]"),
    ("a.*.b[0]", "a.*.b[0]"),
    ("(a.*.b).c", "(a.*.b).c"),
    ("a[*][*]", "a[*][*]"),
    ("a.0", "a[0]"),
    ('a["x"].y', 'a["x"].y'),
    ("a[b+1]", "a[b + 1]"),
    ('"abc"[0]', '"abc" [0]'),
    ("f(x...)", "f(x...)"),
    ("p :: q :: f()", "p::q::f()"),
    ("[for k, v in m : v if k]", "[for k, v in m : v if k]"),
    ("{for k, v in m : k => v...}", "{ for k, v in m : k => v... }"),
    ("[for x in (a ? b : c) : x]", "[for x in(a ? b : c) : x]"),
    ('"a${b}c"', '"a${b}c"'),
    ('"${a}"', '"${a}"'),
    ('"$${a} %%{b}"', '"$${a} %%{b}"'),
    ('"\\u0024${x}"', '"\\u0024${x}"'),
    ('"%{if a}x%{else}y%{endif}"', '"%{if a}x%{else}y%{endif}"'),
    ('"%{if a}x%{endif}"', '"%{if a}x%{endif}"'),
    ('"%{for x in y ~} ${x} %{~ endfor}"', '"%{for x in y~} ${x~} %{endfor}"'),
    ('{a=1, "b c"=2, (d)=3}', '{\n  a     = 1\n  "b c" = 2\n  (d)   = 3\n}'),
    ("{}", "{}"),
    ("[]", "[]"),
    ("[{a=1},{b=2}]", "[{\n  a = 1\n  }, {\n  b = 2\n}]"),
    ('"${ {a = 1} }"', '"${ { a = 1 } }"'),
    ('"${-x}"', '"${- x}"'),
    ("1.50", "1.5"),
    ("1e3", "1000"),
    ('"\\t\\r\\u00a0é"', '"\\t\\r\\u00a0é"'),
    ('"a\\nb\\n"', '"a\\nb\\n"'),
    # Regressions found by hypothesis.
    ("[for _ in 0 ? 0 : 0 : 0]", "[for _ in 0 ? 0 : 0 : 0]"),
    ("((0).*[_])", "((0).* [_])"),
    ("a.*[*]", "a.* [*]"),
    ("a.*[*][*]", "a.* [*][*]"),
    ("_.*.0[*]", "_.*.0[*]"),
    ("a[*].0.b", "a[*][0].b"),
    ("a.*.0.b", "a[*][0].b"),
    ("((true.*)[*])[*]", "((true[*])[*])[*]"),
    ('"%{if true}0%{else}\\u0025%{endif}"', '"%{if true}0%{else}\\u0025%{endif}"'),
])
def test_print_expression(src: str, want: str) -> None:
    expr = _parse(src)
    assert print_expression(expr) == want
    assert ir_equal(_parse(want), expr, parentheses=True)


@pytest.mark.parametrize(("src", "want"), [
    ("((a + b)) * (c) + (d * e) + (x.*.y).z", "(a + b) * c + d * e + (x.*.y).z"),
    # Regressions found by hypothesis: a constant index key, steps after a traversal.
    ("(0)[(0)]", "(0)[(0)]"),
    ('a[("k")]', 'a[("k")]'),
    ("(a.b).c", "(a.b).c"),
])
def test_parentheses_dropped_only_where_redundant(src: str, want: str) -> None:
    expr = _parse(src)
    assert print_expression(expr, keep_parentheses=False) == want
    assert ir_equal(_parse(want), expr)


@pytest.mark.parametrize(("expr", "want"), [
    # Nodes the parser would never build, written so that they mean the same.
    (ir.BinaryOp(ir.BinaryOp(ir.Literal(Value.number(1), R), ir.Operator.ADD, ir.Literal(Value.number(2), R), R),
                 ir.Operator.MULTIPLY, ir.Literal(Value.number(3), R), R), "(1 + 2) * 3"),
    (ir.BinaryOp(ir.Literal(Value.number(1), R), ir.Operator.SUBTRACT,
                 ir.BinaryOp(ir.Literal(Value.number(2), R), ir.Operator.SUBTRACT, ir.Literal(Value.number(3), R), R),
                 R), "1 - (2 - 3)"),
    (ir.UnaryOp(ir.Operator.NOT, ir.Conditional(ir.Literal(Value.bool(True), R), ir.Literal(Value.bool(True), R),
                                                ir.Literal(Value.bool(False), R), R), R, R), "!(true ? true : false)"),
    (ir.RelativeTraversal(ir.Literal(Value.number(1), R), ir.Traversal((ir.TraverseAttr("a", R),)), R), "(1).a"),
    (ir.Literal(Value.number(-2), R), "-2"),
    (ir.Literal(Value.string("s"), R), '"s"'),
    (ir.Template((ir.Literal(Value.string("$"), R), ir.ScopeTraversal(
        ir.Traversal((ir.TraverseRoot("x", R),)), R)), R), '"\\u0024${x}"'),
    (ir.Template((ir.Literal(Value.string(""), R), ir.ScopeTraversal(
        ir.Traversal((ir.TraverseRoot("x", R),)), R), ir.Literal(Value.string(""), R)), R), '" ${~x~} "'),
    (ir.ObjectCons((ir.ObjectItem(ir.ObjectKey(ir.ScopeTraversal(ir.Traversal((ir.TraverseRoot("for", R),)), R)),
                                  ir.Literal(Value.number(1), R)),), R, R), '{\n  "for" = 1\n}'),
    (ir.TupleCons((ir.ScopeTraversal(ir.Traversal((ir.TraverseRoot("for", R),)), R),), R, R), "[(for)]"),
])
def test_hand_built_nodes(expr: ir.Expression, want: str) -> None:
    assert print_expression(expr) == want
    assert not parse_expression(want)[1].has_errors


@pytest.mark.parametrize("expr", [
    ir.Literal(Value.unknown(NUMBER), R),
    ir.ExprSyntaxError(Value.null(NUMBER), (), R),
    ir.ScopeTraversal(ir.Traversal((ir.TraverseRoot("not a name", R),)), R),
])
def test_unprintable_nodes(expr: ir.Expression) -> None:
    with pytest.raises(ValueError, match="cannot write"):
        print_expression(expr)


@pytest.mark.parametrize(("src", "want"), [
    ("", ""),
    ('b "l" { \n}\na = 1\nc {\n d = 2\n}\n', 'a = 1\n\nb "l" {\n}\n\nc {\n  d = 2\n}\n'),
    ("a = 1\nlong_name = 2\nc {}\n", "a         = 1\nlong_name = 2\n\nc {\n}\n"),
    ('a = "x\\ny\\n"\n', "a = <<EOT\nx\ny\nEOT\n"),
    ('b = "x\\ny\\nEOT\\n"\n', "b = <<EOT1\nx\ny\nEOT\nEOT1\n"),
    ('c = "a$${x}\\n%%{y}\\n"\n', "c = <<EOT\na$${x}\n%%{y}\nEOT\n"),
    ('t = "${x}\\n${y}\\n"\n', "t = <<EOT\n${x}\n${y}\nEOT\n"),
    # Not heredocs: a carriage return, a "$" right before an interpolation, one line, not an attribute's value.
    ('d = "x\\n\\r\\n"\n', 'd = "x\\n\\r\\n"\n'),
    ('e = "a\\u0024${x}\\n\\n"\n', 'e = "a\\u0024${x}\\n\\n"\n'),
    ('e = "$${x}$${y}\\n"\n', 'e = "$${x}$${y}\\n"\n'),
    ('f = "a\\n"\n', 'f = "a\\n"\n'),
    ('y = f("a\\nb\\n")\n', 'y = f("a\\nb\\n")\n'),
    ('x = {\n  k = "a\\nb\\n"\n}\n', "x = {\n  k = <<EOT\na\nb\nEOT\n}\n"),
    ("x = <<-EOT\n    indented\n      more\n    EOT\n", "x = <<EOT\nindented\n  more\nEOT\n"),
])
def test_print_file(src: str, want: str) -> None:
    file, diags = parse_config(src)
    assert not diags.has_errors
    assert print_file(file) == want
    again, diags = parse_config(want)
    assert not diags.has_errors and ir_equal(again, file, parentheses=True)


@pytest.mark.parametrize(("src", "want"), [
    ("Hello, ${name}!", "Hello, ${name}!"),
    ("${x}", "${x}"),
    ("a $${b} %%{c}\n%{ if d ~}\n  e\n%{~ endif }", "a $${b} %%{c}\n%{if d}  e%{endif}"),
    ("", ""),
])
def test_print_template(src: str, want: str) -> None:
    template, diags = parse_template(src)
    assert not diags.has_errors
    assert print_template(template) == want
    again, _ = parse_template(want)
    assert ir_equal(again, template)


def test_print_template_dollar_before_interpolation() -> None:
    template = ir.Template((ir.Literal(Value.string("$"), R), ir.ScopeTraversal(
        ir.Traversal((ir.TraverseRoot("x", R),)), R)), R)
    assert print_template(template) == '${"$"}${x}'


def test_print_traversal() -> None:
    traversal, diags = parse_traversal('a.b[0]["c d"][*].e', allow_splat=True)
    assert not diags.has_errors
    assert print_traversal(traversal) == 'a.b[0]["c d"][*].e'


def test_print_body_of_block() -> None:
    file, _ = parse_config('outer "x" {\n  inner {\n    k = [1, 2]\n  }\n}\n')
    assert print_body(file.body.blocks[0].body) == "inner {\n  k = [1, 2]\n}\n"


def test_json_values_print_as_literals() -> None:
    value, diags = parse_json_expression(b'{"a": {"k": [1, "two", true, null, -3.5]}, "b c": "${x}"}')
    assert not diags.has_errors
    assert print_expression(value) == '{\n  a = {\n    k = [1, "two", true, null, -3.5]\n  }\n  "b c" = "$${x}"\n}'


def test_deep_nesting_prints() -> None:
    src = "(" * 2000 + "1" + ")" * 2000 + " + 1" * 5000
    assert print_expression(_parse(src)) == src
