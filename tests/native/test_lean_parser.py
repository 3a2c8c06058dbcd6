"""The lean parser builds the same trees and diagnostics as the plain generated parser.

Each input is parsed twice over the same indexed token stream, once with the plain
generated classes (their own context constructors put back) and once with the lean
ones, each from the same prediction DFAs (the partial tree after an error depends on
what the DFAs hold): empty, and filled by a plain parse of the same text. The trees
are compared node by node: rule class, start and stop tokens, invoking state,
exception, parent links, and every terminal (its kind, token index, type and text).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from antlr4 import ParserRuleContext
from antlr4.dfa.DFA import DFA
from antlr4.tree.Tree import ErrorNode
from hypothesis import given
from hypothesis import strategies as st

from hcl._generated.HCLParser import HCLParser
from hcl.native import lean_parser
from hcl.native import lexer_tables as L
from hcl.native import parser as driver
from hcl.native.lean_parser import LeanParser
from hcl.testing import strategies as hst
from tests.conftest import REPO, SHARED

SAMPLES = sorted((REPO / "tests" / "native" / "samples").rglob("*.hcl"))
CORPUS = sorted(p for p in (SHARED / "corpus").rglob("*") if p.suffix in (".tf", ".hcl"))
RULES = {"config": (HCLParser.configFile, L.DEFAULT_MODE), "expression": (HCLParser.expressionFile, L.INNER),
         "template": (HCLParser.templateFile, L.TEMPLATE_FILE), "traversal": (HCLParser.traversalFile, L.INNER)}


@pytest.fixture(autouse=True)
def _restore_dfas() -> Iterator[None]:
    saved = list(HCLParser.decisionsToDFA)
    yield
    HCLParser.decisionsToDFA[:] = saved


def _plain_class(stream: Any, recovering: bool) -> type[HCLParser]:
    return driver.IsolatedParser if recovering else HCLParser


def _plain(stack: ExitStack) -> None:
    """The plain generated parser: its own classes and context constructors."""
    stack.enter_context(mock.patch.object(driver, "_parser_class", _plain_class))
    for cls, init in lean_parser.REPLACED_CONTEXT_INITS.items():
        stack.enter_context(mock.patch.object(cls, "__init__", init))


def _shape(root: Any) -> list[tuple]:
    """Every node of the tree, depth first, as plain data."""
    out: list[tuple] = []
    stack: list[tuple[Any, Any]] = [(root, None)]
    while stack:
        node, parent = stack.pop()
        assert node.parentCtx is parent
        if isinstance(node, ParserRuleContext):
            stop = node.stop.tokenIndex if node.stop is not None else None
            out.append((type(node).__name__, node.start.tokenIndex, stop, node.invokingState,
                        type(node.exception).__name__, len(node.children or ())))
            stack.extend((kid, node) for kid in reversed(node.children or ()))
        else:
            sym = node.symbol
            out.append(("error" if isinstance(node, ErrorNode) else "token", sym.tokenIndex, sym.type, sym.text))
    return out


def _empty_dfas() -> None:
    HCLParser.decisionsToDFA[:] = [DFA(s, i) for i, s in enumerate(HCLParser.atn.decisionToState)]


def _parse(text: str, rule: str, lean: bool) -> tuple[list[tuple], list, bool]:
    """The tree, diagnostics and recovery flag of one parse, from the DFAs as they are."""
    method, mode = RULES[rule]
    work = driver._Parse(text, "t.hcl", mode)
    if lean:
        tree = work.parse(method)
    else:
        with ExitStack() as stack:
            _plain(stack)
            tree = work.parse(method)
    return _shape(tree), work.diags, work.recovered


def test_the_driver_uses_the_lean_parser() -> None:
    work = driver._Parse("a = 1", "t.hcl", L.DEFAULT_MODE)
    assert driver._parser_class(work.stream, False) is LeanParser
    assert issubclass(driver._parser_class(work.stream, True), LeanParser)


def test_warm_prediction_answers_from_the_dfa_alone() -> None:
    """Once the DFAs hold a text's paths, parsing it again never runs the runtime's own
    prediction, the loops of left-recursive rules (guarded by precedence predicates)
    included."""
    text = "a = x.y[0].z + f(1) * -c\nd = e ? f : g || h && !i\nj = [for k, v in m : v.w[*].u if k != 1]\n"
    work = driver._Parse(text, "t.hcl", L.DEFAULT_MODE)
    work.parse(HCLParser.configFile)
    assert not work.recovered
    calls: list[int] = []
    runtime = lean_parser.ParserATNSimulator.adaptivePredict

    def counted(self, input, decision, outer):  # type: ignore[no-untyped-def]
        calls.append(decision)
        return runtime(self, input, decision, outer)

    with mock.patch.object(lean_parser.ParserATNSimulator, "adaptivePredict", counted):
        driver._Parse(text, "t.hcl", L.DEFAULT_MODE).parse(HCLParser.configFile)
    assert calls == []


def test_contexts_are_made_in_one_call_where_that_changes_nothing() -> None:
    replaced = lean_parser.REPLACED_CONTEXT_INITS
    # Every rule's own context class has the plain constructor; labelled alternatives
    # (made from their rule's context) keep theirs.
    assert {cls.__name__ for cls in replaced} >= {"AttributeContext", "ExpressionContext", "OperandContext"}
    assert HCLParser.BinaryExprContext not in replaced and HCLParser.UnaryExprContext not in replaced
    for cls, init in replaced.items():
        with mock.patch.object(cls, "__init__", init):
            assert lean_parser.lean_init_fits(cls)
        assert cls.__init__ is not init

    class Labelled(ParserRuleContext):  # what ANTLR generates for a rule with a label
        __slots__ = ("name", "parser")

        def __init__(self, parser: Any, parent: Any = None, invokingState: int = -1) -> None:
            super().__init__(parent, invokingState)
            self.parser = parser
            self.name = None

    assert not lean_parser.lean_init_fits(Labelled)

    class Unnamed(ParserRuleContext):  # ``parser`` left unset, in a slot named as ANTLR names it
        __slots__ = "parser"

        def __init__(self, parser: Any, parent: Any = None, invokingState: int = -1) -> None:
            super().__init__(parent, invokingState)

    assert not lean_parser.lean_init_fits(Unnamed)


def _check(text: str, rule: str = "config") -> None:
    """From empty DFAs, and from DFAs that already hold every prediction the text needs,
    filled by a plain parse of the same text (where the lean prediction answers from the
    DFA alone)."""
    _empty_dfas()
    cold = _parse(text, rule, lean=False)  # (which fills the DFAs)
    warm = _parse(text, rule, lean=False)
    _empty_dfas()
    assert _parse(text, rule, lean=True) == cold
    _empty_dfas()
    _parse(text, rule, lean=False)
    assert _parse(text, rule, lean=True) == warm


@pytest.mark.parametrize("path", SAMPLES + CORPUS[::4], ids=lambda p: str(Path(p).name))
def test_samples_and_corpus(path: Path) -> None:
    _check(path.read_bytes().decode("utf-8", "surrogateescape"))


@pytest.mark.parametrize("text", ["a = [1, 2", "a = {", "b {\n  c = \n}\n", "a = 1 +", "x = \"${a\"", "}}}",
                                  "a = <<EOT\n${\n", "a = (1, 2)", "a b c", "b \"l\" {\n for = 1\n}\n"])
def test_broken_input(text: str) -> None:
    _check(text)


@pytest.mark.parametrize("rule, text", [("expression", "a.b[0] ? [for x in y: x] : {k = v}"),
                                        ("expression", "1 + (2"), ("template", "a ${b} %{ if c }d%{ endif }"),
                                        ("template", "%{ for x in y }"), ("traversal", "a.b[0]"),
                                        ("traversal", "a.[")])
def test_other_entry_rules(rule: str, text: str) -> None:
    _check(text, rule)


@given(hst.config_files(), st.integers(0, 200), st.sampled_from(["", "{", "}", "=", "\n", "${", "[", ","]))
def test_generated_and_mutated(text: str, at: int, insert: str) -> None:
    _check(text)
    at = min(at, len(text))
    _check(text[:at] + insert + text[at:])
