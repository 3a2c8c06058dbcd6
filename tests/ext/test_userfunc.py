"""User functions from ``function`` blocks (``hcl.ext.userfunc``)."""

from __future__ import annotations

import hcl
import hcl.body
from hcl.cty import NUMBER, STRING
from hcl.cty import Value as V
from hcl.cty.function import FunctionError
from hcl.eval import EvalContext, evaluate
from hcl.ext.userfunc import UserFunctionError, decode_user_functions
from hcl.hcldec.specfuncs import spec_functions
from hcl.loader import parse_body

SOURCE = """
function "add" {
  params = [a, b]
  result = a + b
}
function "tail" {
  params         = [first]
  variadic_param = rest
  result         = [first, rest]
}
function "scaled" {
  params = [x]
  result = abs(x) * factor
}
other = 1
"""


def _decode(src: str, context=None):
    body, diags = parse_body(src, "f.hcl")
    assert not diags
    return decode_user_functions(body, "function", context)


def _call(funcs, src: str, variables=None):
    expr, diags = hcl.parse_expression(src, "call.hcl")
    assert not diags
    return evaluate(expr, EvalContext(variables, funcs))


def test_functions_and_remaining_body() -> None:
    funcs, remain, diags = _decode(SOURCE, lambda: EvalContext({"factor": V.number(10)}, spec_functions()))
    assert not diags
    assert sorted(funcs) == ["add", "scaled", "tail"]
    content, more = remain.content(hcl.body.BodySchema.of(["other"]))
    assert list(content.attributes) == ["other"] and not more
    assert funcs["add"].call([V.number(1), V.number(2)]) == V.number(3)
    assert funcs["tail"].call([V.string("a"), V.number(1), V.bool(True)]) == V.tuple(
        [V.string("a"), V.tuple([V.number(1), V.bool(True)])])
    assert funcs["tail"].call([V.string("a")]) == V.tuple([V.string("a"), V.tuple([])])
    assert funcs["scaled"].call([V.number(-2)]) == V.number(20)


def test_calls_through_the_evaluator() -> None:
    funcs, _, _ = _decode(SOURCE)
    value, diags = _call(funcs, "add(1, 2)")
    assert value == V.number(3) and not diags
    value, diags = _call(funcs, 'add(1, "x")')
    assert [d.summary for d in diags] == ["Error in function call"]
    _, diags = _call(funcs, "add(1)")
    assert [d.summary for d in diags] == ["Not enough function arguments"]
    _, diags = _call(funcs, "add(null, 1)")
    assert [d.summary for d in diags] == ["Invalid function argument"]


def test_unknown_arguments_give_unknown_results() -> None:
    funcs, _, _ = _decode(SOURCE)
    assert funcs["add"].call([V.unknown(NUMBER), V.number(1)]) == V.unknown(NUMBER)


def test_result_errors_are_function_errors() -> None:
    funcs, _, _ = _decode(SOURCE)  # no context: "abs" and "factor" are unavailable
    try:
        funcs["scaled"].call([V.number(1)])
    except UserFunctionError as exc:
        assert isinstance(exc, FunctionError)
        assert {d.summary for d in exc.diagnostics} == {"Function calls not allowed", "Unknown variable"}
    else:
        raise AssertionError("expected a UserFunctionError")


def test_declaration_errors() -> None:
    src = """
function "a" {
  params = ["x"]
  result = 1
}
function "b" {
  params         = [x]
  variadic_param = "r"
  result         = 1
}
function "c" {
  params = x
  result = 1
}
function "d" {
  result = 1
}
function {
  params = []
  result = 1
}
"""
    funcs, _, diags = _decode(src)
    assert funcs == {}
    assert [d.summary for d in diags] == ["Missing name for function"]
    funcs, _, diags = _decode(src.replace('function {\n  params = []\n  result = 1\n}\n', ""))
    assert funcs == {}
    assert [d.summary for d in diags] == [
        "Invalid param element", "Invalid variadic_param", "Invalid expression", "Missing required argument"]
    assert diags[0].subject is not None and diags[0].subject.start.line == 3


def test_param_types_any() -> None:
    funcs, _, _ = _decode('function "id" {\n  params = [v]\n  result = v\n}\n')
    assert funcs["id"].call([V.string("s")]) == V.string("s")
    assert funcs["id"].return_type([STRING]) == STRING
