"""The walker, variables and static analyses (spec.md "Static Analysis"), beyond the recorded cases."""

from __future__ import annotations

from hcl import analysis, ir
from hcl import json as hcljson
from hcl.analysis import ChildScope
from hcl.body import BodySchema
from hcl.loader import parse_body
from hcl.native import parse_config, parse_expression


def expr(src: str) -> ir.Expression:
    e, diags = parse_expression(src, "e.hcl")
    assert not diags
    return e


def names(traversals: list[ir.Traversal]) -> list[str]:
    out = []
    for t in traversals:
        parts = [t.root_name]
        for step in t.steps[1:]:
            parts.append(step.name if isinstance(step, ir.TraverseAttr) else "[]")
        out.append(".".join(parts))
    return out


class Recorder:
    def __init__(self) -> None:
        self.events: list[str] = []

    def enter(self, node: object) -> None:
        self.events.append("+" + type(node).__name__)

    def exit(self, node: object) -> None:
        self.events.append("-" + type(node).__name__)


def test_walk_enters_and_exits_in_order_with_child_scopes() -> None:
    rec = Recorder()
    analysis.walk(expr("[for v in c : v if v]"), rec)
    assert rec.events == [
        "+For", "+ScopeTraversal", "-ScopeTraversal",
        "+ChildScope", "+ScopeTraversal", "-ScopeTraversal", "-ChildScope",
        "+ChildScope", "+ScopeTraversal", "-ScopeTraversal", "-ChildScope",
        "-For",
    ]


def test_walk_returns_callback_diagnostics_and_visit_all() -> None:
    from hcl.diagnostics import Diagnostic

    class Complainer:
        def enter(self, node: object) -> list[Diagnostic]:
            return [Diagnostic.error("seen", type(node).__name__)]

        def exit(self, node: object) -> None:
            return None

    diags = analysis.walk(expr("a + b"), Complainer())
    assert [d.detail for d in diags] == ["BinaryOp", "ScopeTraversal", "ScopeTraversal"]
    seen: list[str] = []
    analysis.visit_all(expr("f(a, [b])"), lambda n: seen.append(type(n).__name__))
    assert seen == ["FunctionCall", "ScopeTraversal", "TupleCons", "ScopeTraversal"]


def test_child_scope_names() -> None:
    scopes = [c for c in analysis.children(expr("{for k, v in m : k => v}")) if isinstance(c, ChildScope)]
    assert [s.local_names for s in scopes] == [frozenset({"k", "v"})] * 2


def test_walk_bodies() -> None:
    file, _ = parse_config('a = x\nblk "l" {\n  b = y\n}\n', "w.hcl")
    rec = Recorder()
    analysis.walk(file, rec)
    assert [e for e in rec.events if e.startswith("+")] == [
        "+File", "+Body", "+Attribute", "+ScopeTraversal", "+Block", "+Body", "+Attribute",
        "+ScopeTraversal"]


def test_variables_respect_for_scopes_and_splats() -> None:
    assert names(analysis.variables(expr("[for x in xs : x.a + y]"))) == ["xs", "y"]
    assert names(analysis.variables(expr("[for x in x : x]"))) == ["x"]
    assert names(analysis.variables(expr("a[*].b[c]"))) == ["a", "c"]
    assert names(analysis.variables(expr('a.b[0]["k"][c]'))) == ["a.b.[].[]", "c"]
    assert names(analysis.variables(expr("{k = v, (q) = 1}"))) == ["v", "q"]


def test_variables_of_json_strings_and_keys() -> None:
    value, _ = hcljson.parse_expression('{"${k}": ["${a.b} and ${c}", "plain"], "x": "${"}', "v.json")
    assert names(analysis.variables(value)) == ["k", "a.b", "c"]


def test_body_variables_native_without_schema_is_recursive() -> None:
    body, _ = parse_body('a = x\nblk "l" {\n  b = y\n  inner {\n    c = z\n  }\n}\n', "b.hcl")
    assert names(analysis.body_variables(body)) == ["x", "y", "z"]
    file, _ = parse_config("a = x\n", "b.hcl")
    assert names(analysis.body_variables(file.body)) == ["x"]


def test_body_variables_with_schemas() -> None:
    schema = BodySchema.of(["a"], [("blk", ["name"])])
    inner = BodySchema.of(["b"])
    js, _ = parse_body('{"a": "${x}", "blk": {"l": {"b": "${y}", "c": "${z}"}}, "d": "${w}"}', "b.json")
    assert names(analysis.body_variables(js, schema)) == ["x"]
    assert names(analysis.body_variables(js, schema, {"blk": inner})) == ["x", "y"]
    assert names(analysis.body_variables(js, schema, lambda t: inner if t == "blk" else None)) == ["x", "y"]
    # Dynamic attributes: "blk" is then an attribute holding an object of templates.
    assert names(analysis.body_variables(js)) == ["x", "y", "z", "w"]


def test_static_analyses_api() -> None:
    items, diags = analysis.expr_list(expr("[a, 1]"))
    assert not diags and items is not None and len(items) == 2
    pairs, diags = analysis.expr_map(expr("{a = 1, b = c}"))
    assert not diags and pairs is not None
    assert [analysis.expr_as_keyword(p.key) for p in pairs] == ["a", "b"]
    call, diags = analysis.expr_call(expr("list(string)"))
    assert not diags and call is not None and call.name == "list"
    assert analysis.expr_as_keyword(call.arguments[0]) == "string"
    trav, diags = analysis.rel_traversal_for_expr(expr("a.b"))
    assert not diags and trav is not None and isinstance(trav.steps[0], ir.TraverseAttr)
    none, diags = analysis.abs_traversal_for_expr(expr("(a)"))
    assert none is None and [d.summary for d in diags] == ["Invalid expression"]
    assert analysis.expr_as_keyword(expr("null")) == "null"


def test_heredoc_literal_lines_are_one_part() -> None:
    """v2.24 melds consecutive literal parts: the start range covers every literal line
    (the v2.14.1 oracle differs, see analysis_cases.KNOWN_DIFFERENCES)."""
    heredoc = expr("(<<EOT\n  \n  \nEOT\n)")
    start = heredoc.start_range
    assert (start.start.line, start.start.column, start.end.line, start.end.column) == (2, 1, 4, 1)
    _, diags = analysis.expr_list(heredoc)
    assert [(d.summary, d.subject) for d in diags] == [("Invalid expression", start)]


def test_json_static_call_and_traversal() -> None:
    value, _ = hcljson.parse_expression('"map(list(string))"', "s.json")
    call, diags = analysis.expr_call(value)
    assert not diags and call is not None and call.name == "map"
    inner, _ = analysis.expr_call(call.arguments[0])
    assert inner is not None and inner.name == "list"
    value, _ = hcljson.parse_expression('"a.b[0]"', "s.json")
    trav, diags = analysis.abs_traversal_for_expr(value)
    assert not diags and trav is not None and names([trav]) == ["a.b.[]"]
    assert trav.steps[0].range.start.column == 1  # from the opening quote, as the reference


def test_deep_expressions_walk_without_recursion_limits() -> None:
    depth = 5000
    value, _ = hcljson.parse_expression("[" * depth + '"${x}"' + "]" * depth, "d.json")
    assert names(analysis.variables(value)) == ["x"]
