"""try, can and convert in expressions, through the evaluator's custom-decoder hook."""

from __future__ import annotations

import pytest

import hcl
from hcl.cty import NUMBER, STRING, List, Value
from hcl.eval import EvalContext, evaluate
from hcl.functions import standard_functions

VARS = {"x": Value.object({"b": Value.number(2)}), "u": Value.unknown(NUMBER)}


def run(src: str) -> tuple[Value, list[str]]:
    expr, diags = hcl.parse_expression(src)
    assert not diags
    value, diags = evaluate(expr, EvalContext(VARS, standard_functions()))
    return value, [d.summary for d in diags]


@pytest.mark.parametrize("src,expected", [
    ("try(x.a, 5)", Value.number(5)),
    ("try(x.b, 5)", Value.number(2)),
    ('try(x.a, x.c, "last")', Value.string("last")),
    ("can(x.a)", Value.bool(False)),
    ("can(x.b)", Value.bool(True)),
    ('convert(["a", "b"], list(string))', Value.list([Value.string("a"), Value.string("b")])),
    ("convert(1, string)", Value.string("1")),
])
def test_values(src: str, expected: Value) -> None:
    value, diags = run(src)
    assert diags == []
    assert value.raw_equals(expected)


def test_try_with_unknown_result_is_dynamic() -> None:
    value, diags = run("try(u + 1, 0)")
    assert diags == [] and not value.is_known


def test_can_of_unknown_is_unknown_bool() -> None:
    value, _ = run("can(u)")
    assert not value.is_known


def test_try_reports_every_failure_when_all_fail() -> None:
    _value, diags = run("try(x.a, x.c)")
    assert diags == ["Error in function call"]
    expr, _ = hcl.parse_expression("try(x.a, x.c)", "t.hcl")
    _, full = evaluate(expr, EvalContext(VARS, standard_functions()))
    assert "t.hcl:1,6-8" in full[0].detail and "t.hcl:1,11-13" in full[0].detail


def test_convert_type_errors_point_at_the_type() -> None:
    _, diags = run("convert(1, lisst(string))")
    assert diags and diags[0] == "Invalid type specification"


def test_convert_result_types() -> None:
    value, _ = run('convert([1, "2"], list(string))')
    assert value.type == List(STRING)
