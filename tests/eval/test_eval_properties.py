"""Properties of evaluation: it never raises; unknowns never add errors."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

import hcl
from hcl import ir
from hcl.cty import Value
from hcl.cty import strategies as cst
from hcl.eval import EvalContext, evaluate
from hcl.eval.evaluate import INTERNAL_ERROR
from hcl.testing import strategies as hst


def _variables(expr: ir.Expression) -> list[str]:
    return sorted({node.traversal.root_name for node in ir.walk(expr) if isinstance(node, ir.ScopeTraversal)})


@given(hst.expressions(), st.data())
def test_evaluation_never_raises(src: str, data: st.DataObject) -> None:
    expr, diags = hcl.parse_expression(src)
    assert not diags
    names = _variables(expr)
    values = {name: data.draw(cst.values(allow_unknown=True, allow_null=True)) for name in names}
    value, diags = evaluate(expr, EvalContext(values, {}))
    assert isinstance(value, Value)
    assert INTERNAL_ERROR not in {d.summary for d in diags}, [str(d) for d in diags]


def _errors(diags) -> set[tuple[str, int, int]]:
    return {(d.summary, d.subject.start.byte, d.subject.end.byte) for d in diags if d.is_error and d.subject}


@given(hst.expressions(), st.data())
def test_unknown_variables_add_no_errors(src: str, data: st.DataObject) -> None:
    expr, _ = hcl.parse_expression(src)
    names = _variables(expr)
    known = {name: data.draw(cst.values()) for name in names}
    unknown = {name: Value.unknown(value.type) for name, value in known.items()}
    _, known_diags = evaluate(expr, EvalContext(known, {}))
    _, unknown_diags = evaluate(expr, EvalContext(unknown, {}))
    # With known values an earlier error can mask a later one that other known values
    # of the same types would show, so the sound check is on error-free evaluations.
    if not _errors(known_diags):
        assert _errors(unknown_diags) == set(), src


def test_regression_masked_error() -> None:
    """Found by hypothesis: with a known map lacking "_", `_._` fails first and masks the
    index error that the same expression shows when the map is unknown."""
    expr, _ = hcl.parse_expression("(_._[0])")
    known = Value.map({"_": Value.list([Value.string("a")])})
    _, known_diags = evaluate(expr, EvalContext({"_": known}, {}))
    _, unknown_diags = evaluate(expr, EvalContext({"_": Value.unknown(known.type)}, {}))
    assert not known_diags and not unknown_diags
