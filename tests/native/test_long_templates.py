"""Long templates keep their literals and references by their stand-ins until read.

A template of more than 16 parts keeps, from its 17th part on, a literal as its text and
a reference made of names as the names, with one number for each one's range, and any
other part as its node (``hcl.ir.expressions.held_parts``). Each case here is parsed
twice, as it is and with that holding turned off, and the two trees must be equal,
ranges included, and evaluate alike.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hcl
from hcl import ir
from hcl.cty import Value
from hcl.eval import EvalContext, evaluate
from hcl.ir.node import kept
from tests.native.test_long_tuples import nodes_only

# Parts with a stand-in (a literal, a reference made of names), then parts without one.
STANDING = ["text ", "é ", "line\n", "$${x} ", "${a}", "${a.b}", "${ a }", "${a~}", "${~a}"]
NOT_STANDING = ["${f(1)}", "${a[0]}", "${1 + 1}", "%{ if a.b == 1 }y%{ else }n%{ endif }",
                "%{ for v in y }${v},%{ endfor }", "%{~ if true ~}t%{~ endif ~}", '${"s"}', "${1}", "${[1]}",
                "${{k = 1}}"]
WRAPPERS = {
    "string": lambda text: 'a = "' + text.replace("\n", "\\n") + '"\n',
    "heredoc": lambda text: "a = <<EOT\n" + text + "\nEOT\n",
    "flush heredoc": lambda text: "a = <<-EOT\n" + "".join("  " + line for line in text.splitlines(True)) + "\nEOT\n",
}
CTX = EvalContext({"a": Value.object({"b": Value.number(1)}), "y": Value.tuple([Value.string("v")])}, {})


def _both(src: str, monkeypatch: pytest.MonkeyPatch) -> tuple[ir.Expression, ir.Expression]:
    held_file, diags = hcl.parse(src)
    with nodes_only(monkeypatch):
        plain_file, plain_diags = hcl.parse(src)
    assert list(plain_diags) == list(diags)
    return held_file.body.attributes[0].expr, plain_file.body.attributes[0].expr


def _ranges(node: ir.Expression) -> list[tuple[str, int, int]]:
    return [(type(n).__name__, n.range.start.byte, n.range.end.byte) for n in ir.walk(node)]


def _same(held: ir.Expression, plain: ir.Expression) -> None:
    assert held == plain
    assert _ranges(held) == _ranges(plain)
    (value, diags), (plain_value, plain_diags) = evaluate(held, CTX), evaluate(plain, CTX)
    assert repr(value) == repr(plain_value)
    assert list(diags) == list(plain_diags)


@pytest.mark.parametrize("accelerated", ["0", "1"])
@pytest.mark.parametrize("wrapper", list(WRAPPERS))
def test_a_long_template_keeps_no_node_for_its_literals(accelerated: str, wrapper: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCL_ACCELERATOR", accelerated)
    text = "".join(f"line {i} ${{var.x{i}}} %{{ if a }}b%{{ endif }}\n" for i in range(40))
    held, plain = _both(WRAPPERS[wrapper](text), monkeypatch)
    assert isinstance(held, ir.Template)
    assert type(kept(held, "parts")).__name__ == "HeldElements"
    assert type(kept(plain, "parts")) is tuple
    _same(held, plain)


def test_parts_are_made_once_then_kept() -> None:
    template, diags = hcl.parse_template("".join(f"x{i} ${{a}} %{{ if a }}b%{{ endif }}" for i in range(20)))
    assert not diags
    assert isinstance(template, ir.Template)
    first = template.parts
    assert template.parts is first
    assert type(kept(template, "parts")) is tuple
    assert sum(isinstance(part, ir.Conditional) for part in first) == 20


def test_a_part_that_is_a_string_stays_a_template() -> None:
    # (A text stands for a literal part: a one-string template part has no stand-in.)
    template, _ = hcl.parse_template("".join(f'p{i} ${{"s{i}"}} ${{1}} ${{[1]}}' for i in range(20)))
    assert isinstance(template, ir.Template)
    assert [type(part).__name__ for part in template.parts[-6:]] == ["Literal", "Template", "Literal", "Literal",
                                                                     "Literal", "TupleCons"]


def test_a_template_of_parts_without_stand_ins_keeps_its_nodes() -> None:
    template, _ = hcl.parse_template("%{ if a }b%{ endif }" * 30)
    assert isinstance(template, ir.Template)
    assert type(kept(template, "parts")) is tuple


@given(
    st.lists(st.sampled_from(STANDING + NOT_STANDING), min_size=10, max_size=50),
    st.sampled_from(list(WRAPPERS)),
)
def test_held_parts_give_the_tree_of_nodes(parts: list[str], wrapper: str) -> None:
    src = WRAPPERS[wrapper]("".join(parts))
    with pytest.MonkeyPatch.context() as monkeypatch:
        held, plain = _both(src, monkeypatch)
    _same(held, plain)
