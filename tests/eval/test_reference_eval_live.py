"""Live differential checks of evaluation against the reference ``hcldec``.

Run when ``HCL_REFERENCE_BIN`` names the reference binaries
(``export HCL_REFERENCE_BIN=$(../shared/tools/reference-oracle)``); skipped otherwise.

* every recorded case still gives what is recorded (the recordings are current;
  ``tests/tools/record_eval.py`` re-records);
* generated expressions (``hcl.testing.strategies.expressions``), evaluated with no
  variables and no functions, give the same value and type, or the same diagnostics
  (severity, summary, subject range). Expressions using what v2.24 changed since the
  v2.14.1 oracle (``::`` calls, ``&&``/``||`` short-circuiting) are left out, and so are
  differences that vanish when conditionals with an unknown condition give a plain
  unknown, as in v2.14.1 (v2.17 added refinements).
"""

from __future__ import annotations

import os
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from hcl.cty import Type, Value
from hcl.eval import templates
from hcl.testing import strategies as hst
from tests.eval.eval_cases import Case, Result, load_cases, run_hcldec
from tests.eval.test_reference_eval import _explain, run_case

BIN = Path(os.environ.get("HCL_REFERENCE_BIN", "/nonexistent"))
HCLDEC = BIN / "hcldec"
pytestmark = pytest.mark.skipif(not HCLDEC.is_file(),
                                reason="HCL_REFERENCE_BIN is not set to the reference binaries")

CASES = load_cases()
V224_ONLY = ("::", "&&", "||")


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_recording_is_current(case: Case) -> None:
    got = run_hcldec(HCLDEC, case)
    if got != case.reference:
        pytest.fail(f"{case.id}: recorded\n{case.reference.summary() if case.reference else '-'}"
                    f"\nbut the reference now gives\n{got.summary()}\n"
                    "(re-record with tests/tools/record_eval.py)", pytrace=False)


def _unrefined_conditional(true_val: Value, false_val: Value, result_type: Type) -> Value:
    """A conditional's result for an unknown condition as v2.14.1 gives it: a plain unknown."""
    return Value.unknown(result_type)


def _same(got: Result, reference: Result) -> bool:
    if reference.kind == "value" and reference.value.startswith('{"value":,'):
        # An infinity, which the reference prints as invalid JSON and the project reports
        # (test_reference_eval.DEVIATIONS).
        return got.kind == "panic" and "cannot serialize infinity" in got.value
    if reference.kind == "diags":
        return got.kind == "diags" and [d.key() for d in got.diags] == [d.key() for d in reference.diags]
    return got == reference


@given(hst.expressions())
# Found by hypothesis (also kept in tests/eval/cases/regressions.cases):
@example("(<<EOT\n  ${((0)._[-(null)])}\nEOT\n)")  # the collection's error hid the key's
@example('"%{ if _ ? 0 : 0 }%{ else }%{ endif }"')  # v2.24 refines `unknown ? 0 : 0` to 0
@example("1 / 0")  # an infinity: see test_reference_eval.DEVIATIONS
def test_generated_expressions_match_reference(src: str) -> None:
    assume(not any(marker in src for marker in V224_ONLY))
    case = Case("generated", "expr", src)
    reference = run_hcldec(HCLDEC, case)
    assume(reference.kind != "panic")  # a v2.14.1 crash (nested splats): v2.24 differs
    got = run_case(case)
    case.reference = reference
    if not _same(got, reference):
        # Since v2.17 the result of a conditional with an unknown condition is refined from
        # its branches (and is known when both are the same number); the v2.14.1 oracle
        # gives a plain unknown. Such a difference is v2.24's, checked by recorded cases.
        with mock.patch.object(templates, "unknown_conditional", _unrefined_conditional):
            unrefined = run_case(case)
        assume(not _same(unrefined, reference))
    assert _same(got, reference), _explain(case, reference, got)


# Template pieces for the test below: text (spaces the strip markers and a flush heredoc
# take away among it, escapes), interpolations and directives, also unpaired or closing
# the wrong directive (which the reference reports once it has read the template).
_TEXT = st.sampled_from(["a", "b c", " ", "  ", "\t", "x  ", "\u00a0", "\u2003z", "é", "$${", "%%{", "}", "$", "%",
                         "\n", "\n  ", "\r", "\r\n"])
_SEQUENCES = st.sampled_from([  # (no quotes: after "$${" or "%%{" one would end a quoted template)
    "${2}", "${~2}", "${2~}", "${~ 1 ~}", "${v}", "${x[1]}",
    "%{ if true }", "%{~ if false }", "%{ if true ~}", "%{ else }", "%{~ else ~}", "%{ endif }", "%{~ endif ~}",
    "%{ for v in [1, 2] }", "%{ for k, v in [3] ~}", "%{~ endfor }", "%{ endfor }",
])


@st.composite
def _templates(draw: st.DrawFn) -> str:
    body = "".join(draw(st.lists(st.one_of(_TEXT, _SEQUENCES), max_size=14)))
    kind = draw(st.sampled_from(["quoted", "heredoc", "flush heredoc"]))
    if kind == "quoted":
        return '"' + body.replace("\n", "\\n") + '"'
    indent = " " * draw(st.integers(0, 3))
    lines = "\n".join(indent + line for line in body.split("\n"))
    return ("<<EOT\n" if kind == "heredoc" else "<<-EOT\n") + lines + "\nEOT"


@given(_templates())
# Found by comparing generated templates (also kept in tests/native/samples):
@example('"%{ else }${x[1]}"')  # read on after a directive no other takes
@example('"x%{ endif }y"')  # the text after it
@example('"%{ if true }x%{ endfor }y${x[1]}%{ endif }"')  # an end closing the wrong directive ends it
@example('"%{ if true }x%{ endfor }y%{ endif }${[}"')  # unpaired directives after the template's syntax errors
@example('"%{ for v in ["p"] }${ in${y} }%{ endfor }"')  # a variable named "in"
@example("<<EOT\n%{ if true }\ry\nEOT")  # a lone carriage return in a heredoc, an if left open
def test_generated_templates_match_reference(src: str) -> None:
    case = Case("generated", "expr", src)
    reference = run_hcldec(HCLDEC, case)
    got = run_case(case)
    case.reference = reference
    assert _same(got, reference), _explain(case, reference, got)
