"""The parser grammar has no ambiguity: ANTLR's exact detection reports none.

An ambiguous decision sends prediction into a full-context retry on every input
that reaches it, which costs parse time and makes the tree depend on the runtime's
tie-break. The detection runs every decision in full LL mode and reports each input
span that two alternatives can both match.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from antlr4 import CommonTokenStream, InputStream
from antlr4.atn.ParserATNSimulator import ParserATNSimulator
from antlr4.atn.PredictionMode import PredictionMode
from antlr4.dfa.DFA import DFA
from antlr4.error.ErrorListener import ErrorListener
from antlr4.PredictionContext import PredictionContextCache

from hcl._generated.HCLLexer import HCLLexer as L
from hcl._generated.HCLParser import HCLParser
from hcl.native.lexer import HCLLexer
from hcl.native.parser import IsolatedParser
from hcl.source import SourceText
from tests.conftest import REPO, SHARED

SAMPLES = REPO / "tests" / "native" / "samples"
CORPUS = SHARED / "corpus"
_SUFFIXES = (".hcl", ".tf", ".tfvars")
# Exact detection builds DFA states of its own kind; kept apart from the DFAs every
# other parse shares, so later recovery (and the golden trees) never depend on it.
_DETECTION_DFA = [DFA(state, i) for i, state in enumerate(HCLParser.atn.decisionToState)]
_DETECTION_CONTEXTS = PredictionContextCache()


class _Ambiguities(ErrorListener):
    """Collects (rule, first token index, last token index) of each reported ambiguity."""

    def __init__(self) -> None:
        self.found: list[tuple[str, int, int]] = []

    def reportAmbiguity(self, recognizer, dfa, startIndex, stopIndex, exact, ambigAlts, configs):
        self.found.append((recognizer.ruleNames[dfa.atnStartState.ruleIndex], startIndex, stopIndex))


def _detecting_parser(lexer: HCLLexer) -> HCLParser:
    parser = IsolatedParser(CommonTokenStream(lexer))
    parser._interp = ParserATNSimulator(parser, HCLParser.atn, _DETECTION_DFA, _DETECTION_CONTEXTS)
    parser.removeErrorListeners()
    return parser


def ambiguities(text: str, rule: str = "configFile", mode: int = L.DEFAULT_MODE) -> list[tuple[str, int, int]]:
    lexer = HCLLexer(InputStream(SourceText(text).text))
    if mode != L.DEFAULT_MODE:
        lexer.mode(mode)
    parser = _detecting_parser(lexer)
    listener = _Ambiguities()
    parser.addErrorListener(listener)
    parser._interp.predictionMode = PredictionMode.LL_EXACT_AMBIG_DETECTION
    getattr(parser, rule)()
    return listener.found


def _files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() and p.suffix in _SUFFIXES)


def test_listener_is_attached() -> None:
    """The listener receives the parser's reports (a syntax error is one of them)."""
    parser = _detecting_parser(HCLLexer(InputStream("a = = 1\n")))
    listener = _Ambiguities()
    listener.syntaxError = lambda *args: listener.found.append(("syntax", 0, 0))  # type: ignore[method-assign]
    parser.addErrorListener(listener)
    parser.configFile()
    assert listener.found


@pytest.mark.parametrize("path", _files(SAMPLES), ids=lambda p: str(p.relative_to(SAMPLES)))
def test_samples_have_no_ambiguity(path: Path) -> None:
    assert ambiguities(path.read_bytes().decode("utf-8", "surrogateescape")) == []


@pytest.mark.skipif(not CORPUS.is_dir(), reason="../shared/corpus is not present")
def test_corpus_has_no_ambiguity() -> None:
    found = {}
    for path in _files(CORPUS):
        report = ambiguities(path.read_bytes().decode("utf-8", "surrogateescape"))
        if report:
            found[str(path.relative_to(CORPUS))] = report
    assert found == {}


@pytest.mark.parametrize(("text", "rule", "mode"), [
    ("\n\n\n", "configFile", L.DEFAULT_MODE),
    ("\n\na = 1\n\n\nb {\n}\n\n", "configFile", L.DEFAULT_MODE),
    ("a = 1", "configFile", L.DEFAULT_MODE),
    ('a = <<EOT\nx ${y}\nz\n%{ if c }t%{ else }f%{ endif }\nEOT\n', "configFile", L.DEFAULT_MODE),
    ("x${a}y$${b}\n%{ for v in l }${v}\n%{ endfor }tail\n", "templateFile", L.TEMPLATE_FILE),
    ('{ a = "x${b}y", c = [for v in d : "${v}z" if v] }', "expressionFile", L.INNER),
])
def test_entry_rules_have_no_ambiguity(text: str, rule: str, mode: int) -> None:
    assert ambiguities(text, rule, mode) == []
