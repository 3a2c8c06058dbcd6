"""Evaluation is bounded: any depth up to the documented limit, budgets, sizes, no tracebacks."""

from __future__ import annotations

import importlib

import pytest

import hcl
from hcl import ir
from hcl.cty import Value
from hcl.cty.function import Function, PanicError, Parameter
from hcl.cty.types import NUMBER
from hcl.eval import Budget, EvalContext, evaluate
from hcl.eval.limits import MAX_EVAL_DEPTH, MAX_STRING_LENGTH
from hcl.functions import standard_functions
from hcl.pos import Pos, Range

R = Range("t.hcl", Pos(1, 1, 0), Pos(1, 2, 1))
ONE = ir.Literal(Value.number(1), R)


def _ctx(variables: dict[str, Value] | None = None, budget: Budget | None = None) -> EvalContext:
    return EvalContext(variables or {}, standard_functions(), budget=budget)


def _eval(src: str, ctx: EvalContext | None = None) -> tuple[Value, list[tuple[str, str]]]:
    expr, diags = hcl.parse_expression(src, "t.hcl")
    assert not diags.has_errors, [d.summary for d in diags]
    value, diags = evaluate(expr, ctx if ctx is not None else _ctx())
    return value, [(d.summary, d.detail) for d in diags]


def _chain(kind: str, depth: int) -> ir.Expression:
    expr: ir.Expression = ONE
    for _ in range(depth):
        if kind == "call":
            expr = ir.FunctionCall("abs", (expr,), False, R, R, R, R)
        elif kind == "conditional":
            expr = ir.Conditional(ir.Literal(Value.bool(False), R), ONE, expr, R)
        elif kind == "sum":
            expr = ir.BinaryOp(expr, ir.Operator.ADD, ONE, R)
        elif kind == "negation":
            expr = ir.UnaryOp(ir.Operator.NEGATE, expr, R, R)
        elif kind == "try":
            expr = ir.FunctionCall("try", (expr,), False, R, R, R, R)
        elif kind == "template":
            expr = ir.Template((ir.Literal(Value.string("a"), R), expr), R)
        else:
            expr = ir.Parentheses(expr, R)
    return expr


@pytest.mark.parametrize("src", ["abs(" * 331 + "1" + ")" * 331, "false ? 0 : " * 331 + "1",
                                 " + ".join(["1"] * 331), "try(" * 331 + "1" + ")" * 331])
def test_parsed_nesting_that_once_failed_near_330_levels(src: str) -> None:
    value, diags = _eval(src)
    assert diags == []
    assert value.is_known


@pytest.mark.parametrize("kind", ["call", "conditional", "sum", "negation", "try", "template", "parentheses"])
def test_twelve_thousand_levels_evaluate(kind: str) -> None:
    # Above the interpreter's C recursion limit, as in test_deep_nesting.py.
    value, diags = evaluate(_chain(kind, 12_000), _ctx())
    assert list(diags) == []
    assert value.is_known


def test_a_hundred_thousand_levels_evaluate() -> None:
    value, diags = evaluate(_chain("conditional", 100_000), _ctx())
    assert list(diags) == []
    assert value == Value.number(1)


def test_deeper_than_the_limit_is_a_diagnostic_naming_the_depth(monkeypatch: pytest.MonkeyPatch) -> None:
    assert MAX_EVAL_DEPTH == 1_000_000  # the same limit as the parser's, documented in the README
    monkeypatch.setattr(importlib.import_module("hcl.eval.evaluate"), "MAX_EVAL_DEPTH", 500)
    depth = 505
    _, diags = evaluate(_chain("parentheses", depth - 1), _ctx())
    assert [d.summary for d in diags] == ["Expression nested too deeply"]
    assert "505 levels deep" in diags[0].detail and "up to 500 levels" in diags[0].detail


def test_nested_try_costs_linear_steps() -> None:
    # Each level used to evaluate its argument twice: 2**depth evaluations.
    def steps(depth: int) -> int:
        budget = Budget()
        _eval("try(" * depth + "1" + ")" * depth, _ctx(budget=budget))
        return budget.steps

    assert steps(20) == 2 * steps(10) - 1


def test_step_budget_stops_evaluation_with_a_diagnostic() -> None:
    budget = Budget(max_steps=1_000)
    value, diags = _eval("[for i in range(1000) : [for j in range(1000) : i * j]]", _ctx(budget=budget))
    assert not value.is_known
    assert [s for s, _ in diags] == ["Evaluation budget exceeded"]
    assert "1000 evaluation steps" in diags[0][1]


def test_budget_is_not_swallowed_by_try() -> None:
    budget = Budget(max_steps=500)
    _, diags = _eval("try([for i in range(1000) : i * 2], 1)", _ctx(budget=budget))
    assert [s for s, _ in diags] == ["Evaluation budget exceeded"]


def test_result_size_budget() -> None:
    budget = Budget(max_result_size=100)
    _, diags = _eval('join("", [for i in range(50) : "abcd"])', _ctx(budget=budget))
    assert [s for s, _ in diags] == ["Evaluation budget exceeded"]
    _, diags = _eval('join("", [for i in range(5) : "abcd"])', _ctx(budget=Budget(max_result_size=100)))
    assert diags == []


def test_time_budget() -> None:
    budget = Budget(max_seconds=0.0)
    _, diags = _eval("[for i in range(1000) : i]", _ctx(budget=budget))
    assert [s for s, _ in diags] == ["Evaluation budget exceeded"]


def test_budget_accumulates_over_evaluations() -> None:
    budget = Budget(max_steps=10)
    ctx = _ctx(budget=budget)
    assert _eval("1 + 2", ctx)[1] == []
    assert _eval("[1, 2, 3, 4, 5, 6, 7]", ctx)[1][0][0] == "Evaluation budget exceeded"


def test_format_of_a_huge_integer_renders_it() -> None:
    value, diags = _eval('format("%d", 1e4300)')
    assert diags == []
    text = value.as_string()  # the exact integer of the 512-bit binary value, as Go prints it
    assert len(text) == 4301 and text.startswith("1" + "0" * 140) and text.isdigit()


def test_no_diagnostic_carries_a_traceback() -> None:
    for src in ['format("%d", 1e1000000)', 'format("%d", -1e4300)', "parseint(\"" + "1" * 5000 + "\", 10)",
                'jsondecode("' + "[" * 500 + "]" * 500 + '")', 'tostring(1e-10000000)']:
        _, diags = _eval(src)
        for summary, detail in diags:
            assert "Traceback" not in detail and ".py" not in detail, (src, summary, detail)


def test_panics_name_the_exception_without_a_traceback() -> None:
    def boom(args: list[Value], ret: object) -> Value:
        raise ZeroDivisionError("division by zero")

    fn = Function(params=[Parameter("x", NUMBER)], type=NUMBER, impl=boom)
    with pytest.raises(PanicError) as info:
        fn.call([Value.number(1)])
    assert str(info.value) == "panic in function implementation: ZeroDivisionError: division by zero"


def test_template_longer_than_the_limit_is_refused_before_joining() -> None:
    half = Value.string("x" * (MAX_STRING_LENGTH // 2 + 1))
    value, diags = _eval('"${x}${x}"', _ctx({"x": half}))
    assert [s for s, _ in diags] == ["Template result too long"]
    assert not value.is_known
    value, diags = _eval('"%{ for v in [x, x] }${v}%{ endfor }"', _ctx({"x": half}))
    assert [s for s, _ in diags] == ["Template result too long"]


def test_huge_integers_from_parseint_evaluate_and_print() -> None:
    value, diags = _eval('parseint("' + "f" * 100_000 + '", 16)')
    assert diags == []
    assert repr(value).startswith("cty.Value(<")  # too large to render, but repr never raises


def test_repr_of_a_deeply_nested_value_never_raises() -> None:
    deep = Value.tuple([])
    for _ in range(50_000):
        deep = Value.tuple([deep])
    assert repr(deep) == str(deep) == "cty.Value(<value is nested too deeply to process>)"


def test_deeply_nested_variables_give_a_value_or_a_diagnostic() -> None:
    deep = Value.tuple([])
    for _ in range(20_000):
        deep = Value.tuple([deep])
    value, diags = _eval("length(x)", _ctx({"x": deep}))
    assert value == Value.number(1) or [s for s, _ in diags]
    value, diags = _eval("x == x", _ctx({"x": deep}))
    assert value.is_known or [s for s, _ in diags]


def test_json_numbers_with_a_million_digits() -> None:
    digits = "1" + "0" * 1_000_000
    value, diags = _eval(f'jsondecode("{digits}")')
    assert [s for s, _ in diags] == [] and value.type == NUMBER
    from hcl import json as hcljson

    file, diags = hcljson.parse('{"a": ' + digits + "}")
    assert not diags.has_errors
    attrs, _ = file.body.just_attributes()
    value, diags = evaluate(attrs["a"].expr, _ctx())
    assert value.type == NUMBER or diags.has_errors


def test_evaluate_rejects_what_is_not_an_expression() -> None:
    with pytest.raises(TypeError, match="needs an hcl expression"):
        evaluate(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="EvalContext"):
        evaluate(ONE, {})  # type: ignore[arg-type]
