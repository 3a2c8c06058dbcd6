"""The shipped prediction cache changes nothing but speed.

Each input is parsed twice, each time from a known DFA state: once with empty DFAs
(as a process without the cache starts) and once with the cache freshly installed;
the diagnostics must be equal, and so must the IR of input without errors. (The
partial IR after a syntax error already depends on what the DFAs hold, with or
without this cache: ANTLR's error recovery sees prediction stop at different tokens.
``block_def_newline_before_brace.hcl`` parsed first in a process or after the other
samples gives different partial bodies, with the same diagnostics.) The cache must also be current: built for
this parser's ATN, so a grammar change fails here until ``make generate`` rebuilds it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from antlr4.dfa.DFA import DFA
from hypothesis import given, settings

from hcl._generated.HCLParser import HCLParser
from hcl.native import dfa_cache, parse_config, parse_expression, parse_template
from hcl.testing import strategies as hst
from tests.conftest import REPO, SHARED

SAMPLES = sorted((REPO / "tests" / "native" / "samples").rglob("*.hcl"))
CORPUS = sorted(p for p in (SHARED / "corpus").rglob("*") if p.suffix in (".tf", ".hcl"))
INPUTS = SAMPLES[::8] + sorted((REPO / "examples").glob("*.hcl")) + CORPUS[::25]


def _reset() -> None:
    HCLParser.decisionsToDFA[:] = [DFA(s, i) for i, s in enumerate(HCLParser.atn.decisionToState)]


@pytest.fixture(autouse=True)
def _restore_dfas() -> Iterator[None]:
    saved = list(HCLParser.decisionsToDFA)
    yield
    HCLParser.decisionsToDFA[:] = saved


def _both(parse, text) -> tuple:
    _reset()
    cold = parse(text, "t.hcl")
    _reset()
    assert dfa_cache.install(HCLParser), "the shipped cache is missing or stale: run `make generate`"
    cached = parse(text, "t.hcl")
    return cold, cached


def test_cache_is_current() -> None:
    _reset()
    assert dfa_cache.install(HCLParser), "hcl/native/parser_dfa.pickle is stale: run `make generate`"
    assert sum(len(d._states) for d in HCLParser.decisionsToDFA) > 0


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.name)
def test_same_result_with_and_without_cache(path: Path) -> None:
    data = path.read_bytes()
    (file_a, diags_a), (file_b, diags_b) = _both(parse_config, data)
    assert list(diags_a) == list(diags_b)
    if not diags_a.has_errors:
        assert file_a == file_b


@settings(max_examples=30)
@given(hst.config_files())
def test_generated_configurations(text: str) -> None:
    (file_a, diags_a), (file_b, diags_b) = _both(parse_config, text)
    assert list(diags_a) == list(diags_b)
    assert diags_a.has_errors or file_a == file_b


@settings(max_examples=30)
@given(hst.expressions())
def test_generated_expressions(text: str) -> None:
    for parse in (parse_expression, parse_template):
        (a, da), (b, db) = _both(parse, text)
        assert list(da) == list(db)
        assert da.has_errors or a == b
