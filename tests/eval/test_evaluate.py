"""Expression evaluation: the spec's examples and the reference semantics."""

from __future__ import annotations

import pytest

import hcl
from hcl import ir
from hcl.cty import DYNAMIC, NUMBER, STRING, Value
from hcl.cty.json import marshal
from hcl.eval import EvalContext, evaluate

VARS = {
    "n": Value.number(3),
    "s": Value.string("hi"),
    "l": Value.list([Value.string("a"), Value.string("b")]),
    "o": Value.object({"a": Value.number(1), "b": Value.object({"c": Value.string("d")})}),
    "objs": Value.list([Value.object({"name": Value.string("x")}), Value.object({"name": Value.string("y")})]),
    "u": Value.unknown(NUMBER),
    "nul": Value.null(STRING),
}


def run(src: str, variables: dict | None = None) -> tuple[Value, list[str]]:
    expr, diags = hcl.parse_expression(src, "t.hcl")
    assert not diags, [str(d) for d in diags]
    value, diags = evaluate(expr, EvalContext(VARS if variables is None else variables, {}))
    return value, [d.summary for d in diags]


def json_of(value: Value) -> str:
    return marshal(value, DYNAMIC)


# The examples given in the native syntax specification.
@pytest.mark.parametrize("src,expected", [
    ('[for v in ["a", "b"]: v]', '{"value":["a","b"],"type":["tuple",["string","string"]]}'),
    ('[for i, v in ["a", "b"]: i]', '{"value":[0,1],"type":["tuple",["number","number"]]}'),
    ('{for i, v in ["a", "b"]: v => i}', '{"value":{"a":0,"b":1},"type":["object",{"a":"number","b":"number"}]}'),
    ('{for i, v in ["a", "a", "b"]: v => i...}',
     '{"value":{"a":[0,1],"b":[2]},"type":["object",{"a":["tuple",["number","number"]],"b":["tuple",["number"]]}]}'),
    ('[for i, v in ["a", "b", "c"]: v if i < 2]', '{"value":["a","b"],"type":["tuple",["string","string"]]}'),
    ('"hello ${~ "world" }"', '{"value":"helloworld","type":"string"}'),
    ('"%{ if true ~} hello %{~ endif }"', '{"value":"hello","type":"string"}'),
    ('"${"hello" ~}${" world"}"', '{"value":"hello world","type":"string"}'),
    ('"${true}"', '{"value":true,"type":"bool"}'),
    ('"${"${true}"}"', '{"value":true,"type":"bool"}'),
    ('"hello ${true}"', '{"value":"hello true","type":"string"}'),
    ('"${""}${true}"', '{"value":"true","type":"string"}'),
    ('"%{ for v in [true] }${v}%{ endfor }"', '{"value":"true","type":"string"}'),
    ("1 / 2 * 3", '{"value":1.5,"type":"number"}'),
    # the value ../shared/specsuite/expressions/operators.t expects
    ("11 % 5.1", '{"value":' + "0.8" + "0" * 152 + "24" + ',"type":"number"}'),
])
def test_spec_examples(src: str, expected: str) -> None:
    value, diags = run(src)
    assert diags == []
    assert json_of(value) == expected


def test_duplicate_for_key_is_an_error() -> None:
    _, diags = run('{for i, v in ["a", "a", "b"]: v => i}')
    assert diags == ["Duplicate object key"]


@pytest.mark.parametrize("src,expected", [
    ("o.b.c", '"d"'), ("o[\"a\"]", "1"), ("l[1]", '"b"'), ("objs[*].name", '["x","y"]'),
    ("objs.*.name", '["x","y"]'), ("o.*.a", "[1]"), ("null[*]", "[]"), ("l.0", '"a"'),
    ('"5" + 1', "6"), ("1 == true", "false"), ('"1" == 1', "false"), ("n > 2 && s == \"hi\"", "true"),
    ("{(s) = 1}", '{"hi":1}'), ("{s = 1}", '{"s":1}'), ('{"${s}" = 1}', '{"hi":1}'), ("{1 = 2}", '{"1":2}'),
    ("{true = 1}", '{"true":1}'), ("true ? 1 : \"x\"", '"1"'), ("false ? null : 2", "2"),
    ("-n", "-3"), ("!(n == 3)", "false"), ('"${n}"', "3"),
])
def test_values(src: str, expected: str) -> None:
    value, diags = run(src)
    assert diags == []
    assert marshal(value, value.type) == expected


@pytest.mark.parametrize("src,summary", [
    ("x", "Unknown variable"), ("l[5]", "Invalid index"), ("l[-1]", "Invalid index"), ("l[0.5]", "Invalid index"),
    ("o.zz", "Unsupported attribute"), ("nul.a", "Attempt to get attribute from null value"),
    ("nul[0]", "Attempt to index null value"), ("s.a", "Unsupported attribute"), ('"a" + 1', "Invalid operand"),
    ("!nul", "Operation failed"), ("{o.a = 1}", "Ambiguous attribute key"), ("{null = 1}[nul]", "Invalid index"),
    ("[for x in nul: x]", "Iteration over null value"), ("[for x in s: x]", "Iteration over non-iterable value"),
    ("true ? [1] : {a = 1}", "Inconsistent conditional result types"), ("nul ? 1 : 2", "Null condition"),
    ('"x" ? 1 : 2', "Incorrect condition type"), ('"x${nul}"', "Invalid template interpolation value"),
    ("f(1)", "Call to unknown function"), ("{(nul) = 1}", "Null value as key"),
    ("{for k, v in o: k => v if v}", "Invalid 'for' condition"),
])
def test_errors(src: str, summary: str) -> None:
    _, diags = run(src)
    assert summary in diags


def test_template_wrap_unwraps_null() -> None:
    value, diags = run('"${nul}"')
    assert diags == [] and value.is_null and value.type == STRING


def test_short_circuit_skips_the_other_operands_errors() -> None:
    value, diags = run("nul != null && nul.x == 1", {"nul": Value.null(DYNAMIC)})
    assert diags == []
    assert marshal(value, value.type) == "false"


def test_unknowns_propagate_with_types() -> None:
    value, diags = run("u + 1")
    assert diags == [] and not value.is_known and value.type == NUMBER
    value, diags = run('"a${u}"')
    assert not value.is_known and value.type == STRING
    value, diags = run("[for x in l: u]")
    assert diags == [] and value.is_known


def test_no_context_allows_only_constants() -> None:
    expr, _ = hcl.parse_expression("a + 1")
    _value, diags = evaluate(expr, None)
    assert [d.summary for d in diags] == ["Variables not allowed"]
    expr, _ = hcl.parse_expression("f(1)")
    _, diags = evaluate(expr, None)
    assert [d.summary for d in diags] == ["Function calls not allowed"]


def test_diagnostic_ranges() -> None:
    expr, _ = hcl.parse_expression("l[5]", "t.hcl")
    _, diags = evaluate(expr, EvalContext(VARS, {}))
    assert str(diags[0].subject) == "t.hcl:1,2-5"
    expr, _ = hcl.parse_expression("o.zz", "t.hcl")
    _, diags = evaluate(expr, EvalContext(VARS, {}))
    assert str(diags[0].subject) == "t.hcl:1,2-5"


def test_splat_placeholder_is_an_ir_node() -> None:
    expr, _ = hcl.parse_expression("objs[*].name")
    assert isinstance(expr, ir.Splat) and isinstance(expr.item, ir.AnonSymbol)
