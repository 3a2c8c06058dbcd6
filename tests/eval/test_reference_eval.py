"""Differential tests: the evaluator against the reference's recorded results.

Every case of ``tests/eval/cases/*.cases`` (format and recording: ``eval_cases.py``,
``tests/tools/record_eval.py``) is parsed as ``a = <expression>`` in ``in.hcl`` and its
attribute's expression evaluated with the case's variables and user functions. The
outcome must be what the reference ``hcldec`` printed, or the hand-derived v2.24 result
where the case has one:

* a value: ``marshal(value, DYNAMIC)`` must be exactly hcldec's ``--with-type`` output;
* diagnostics: the same list of (severity, summary, subject range: line, column and
  byte of start and end). ``test_diagnostic_details`` also compares the detail texts.

The reference itself is not needed; ``test_reference_eval_live.py`` checks the
recordings against it when it is available.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import hcl
from hcl.cty import DYNAMIC, Value
from hcl.cty.function import Function, FunctionError, Parameter
from hcl.cty.json import implied_type, marshal, unmarshal, unmarshal_type
from hcl.eval import EvalContext, evaluate
from tests.eval.eval_cases import (
    INPUT_NAME,
    SPEC_NAME,
    Case,
    Diag,
    Pos,
    Result,
    Subject,
    dump_exact,
    load_cases,
    load_json,
    spec_prefix,
)

CASES = load_cases()
DIAG_CASES = [c for c in CASES if c.expected is not None and c.expected.kind == "diags"]


# ------------------------------------------------------------------ the context


def case_variables(case: Case) -> dict[str, Value] | None:
    """The case's variables as values: JSON-implied types, or the exact @types."""
    raw = load_json(case.header("vars") or "{}")
    if not raw:
        return None  # hcldec leaves Variables nil when there are none
    types = case.types
    out = {}
    for name, node in raw.items():
        text = dump_exact(node)
        ty = unmarshal_type(dump_exact(types[name])) if name in types else implied_type(text)
        out[name] = unmarshal(text, ty)
    return out


def user_function(params: list[str], var_param: str | None, result: Any,
                  base: EvalContext) -> Function:
    """The equivalent of an hcldec spec ``function`` block (hcl ``ext/userfunc``): dynamic
    parameters, the result expression evaluated in a child of the spec's context with
    the parameters (and the variadic ones as a tuple) as variables."""

    def run(args: list[Value]) -> Value:
        variables = {p: args[i] for i, p in enumerate(params)}
        if var_param is not None:
            variables[var_param] = Value.tuple(args[len(params):])
        value, diags = evaluate(result, EvalContext(variables, None, base))
        if diags.has_errors:
            raise FunctionError(str(diags))
        return value

    return Function(
        params=[Parameter(p, DYNAMIC) for p in params],
        var_param=Parameter(var_param, DYNAMIC) if var_param is not None else None,
        type=lambda args: run(args).type,
        impl=lambda args, ret: run(args),
    )


def case_functions(case: Case) -> dict[str, Function] | None:
    if not case.functions:
        return None
    src = spec_prefix(case)  # the same text, at the same place, as in the reference's spec
    spec_file, diags = hcl.parse(src.encode(), SPEC_NAME)
    assert not diags.has_errors, str(diags)
    base = EvalContext(None, {})  # hcldec's spec context: only its own spec functions
    out = {}
    for block in spec_file.body.blocks:
        attrs = {a.name: a.expr for a in block.body.attributes}
        params = [_keyword(e) for e in attrs["params"].exprs]
        var_param = _keyword(attrs["variadic_param"]) if "variadic_param" in attrs else None
        out[block.labels[0]] = user_function(params, var_param, attrs["result"], base)
    return out


def _keyword(expr: Any) -> str:
    """The bare identifier of a traversal expression (hcl.ExprAsKeyword)."""
    steps = expr.traversal.steps
    assert len(steps) == 1, expr
    return steps[0].name


# ------------------------------------------------------------------- evaluation


def _subject(rng: Any) -> Subject | None:
    if rng is None:
        return None
    s, e = rng.start, rng.end
    return Subject(rng.filename, Pos(s.line, s.column, s.byte), Pos(e.line, e.column, e.byte))


def _diags(diags: Any) -> Result:
    return Result("diags", diags=tuple(
        Diag(d.severity.value, d.summary, d.detail, _subject(d.subject)) for d in diags))


def run_case(case: Case) -> Result:
    """What the project does with the case, in the reference's result form."""
    file, diags = hcl.parse(case.source().encode(), INPUT_NAME)
    if diags.has_errors:
        return _diags(diags)
    attrs = file.body.attributes
    assert len(attrs) == 1 and attrs[0].name == "a", attrs
    variables = case_variables(case)
    functions = case_functions(case)
    ctx = None if variables is None and functions is None else EvalContext(variables, functions)
    try:
        value, diags = evaluate(attrs[0].expr, ctx)
    except Exception as e:  # reported as a failure with the exception, not a crash
        return Result("panic", value=f"evaluate raised {type(e).__name__}: {e}")
    if diags.has_errors:
        return _diags(diags)
    if not value.is_wholly_known:
        return Result("unknown", value=f"value is not known: {value!r}")
    try:
        return Result("value", value=marshal(value, DYNAMIC))
    except Exception as e:
        return Result("panic", value=f"marshal raised {type(e).__name__}: {e} (value {value!r})")


def _explain(case: Case, expected: Result, got: Result) -> str:
    which = f"v2.24 derived ({case.derived_reason})" if case.derived else "reference v2.14.1"
    vars_ = f"\nvars: {case.header('vars')}" if case.header("vars") else ""
    types = f"\ntypes: {case.header('types')}" if case.header("types") else ""
    return (f"\n{case.id} (cases/{case.category}.cases:{case.line})\nexpression: "
            f"{case.expr}{vars_}{types}\n--- {which}\n{expected.summary()}\n--- ours\n"
            f"{got.summary()}")


def _ids(cases: list[Case]) -> list[str]:
    return [c.id for c in cases]


# Deliberate differences from the reference, each with what the project does instead.
DEVIATIONS = {
    "arithmetic/divide_by_zero": "+Inf",
    "arithmetic/negative_infinity": "-Inf",
}
# The reference prints the invalid JSON `{"value":,"type":"number"}` for an infinite
# result (go-cty ignores its own marshalling error there); the value is an infinity,
# which JSON cannot represent, so the project reports that instead.
_INFINITY = "marshal raised JSONError: cannot serialize infinity as JSON (value cty.NumberFloatVal({}))"


@pytest.mark.parametrize("case", CASES, ids=_ids(CASES))
def test_eval_matches_reference(case: Case) -> None:
    """Value and type exactly, or diagnostics by severity, summary and subject range."""
    if case.id in DEVIATIONS:
        got = run_case(case)
        assert got.kind == "panic" and _INFINITY.format(DEVIATIONS[case.id]) in str(got), got
        return
    expected = case.expected
    if expected is None:
        pytest.fail(f"{case.id}: not recorded yet; run tests/tools/record_eval.py")
    if expected.kind == "panic":
        pytest.fail(f"{case.id}: the oracle panics; the case needs a derived v2.24 result")
    got = run_case(case)
    if expected.kind == "diags":
        ok = got.kind == "diags" and [d.key() for d in got.diags] == [
            d.key() for d in expected.diags]
    elif expected.kind == "unknown":
        ok = got.kind == "unknown"
    else:
        ok = got == expected
    if not ok:
        pytest.fail(_explain(case, expected, got), pytrace=False)


# go-cty 1.16.3 made conversion errors name the given type ("number required, but have
# bool"); the v2.14.1 oracle's cty 1.12.1 says "number required". The project follows the
# newer wording (cty-behaviour.md), so that suffix is not compared.
_BUT_HAVE = re.compile(r", but have [^.:;\"]+")


def _normalise(result: Result) -> Result:
    if result.kind != "diags":
        return result
    return Result("diags", diags=tuple(
        Diag(d.severity, d.summary, _BUT_HAVE.sub("", d.detail), d.subject) for d in result.diags))


def test_corpus_size_and_unique_ids() -> None:
    ids = _ids(CASES)
    assert len(ids) == len(set(ids))
    assert len(CASES) >= 320
