"""The golden examples of grammar/examples: up to date, and covering the whole grammar.

Each example's expected ``.tokens``, ``.tree`` and (for invalid ones) ``.errors`` must
equal what the Python target prints now; ``make trees`` rewrites them, so a grammar
change shows up as a reviewable diff. Together the examples must use every parser rule
and labelled alternative, every lexer mode, and every token type the lexer can emit,
all read from the generated code.
"""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import ClassVar

import pytest
from antlr4 import InputStream, ParserRuleContext, Token
from antlr4.atn.LexerAction import LexerTypeAction
from antlr4.atn.Transition import ActionTransition

from hcl._generated import HCLParser as parser_module
from hcl._generated.HCLParser import HCLParser
from hcl.native.lexer import HCLLexer
from hcl.source import SourceText
from tests.grammar.golden import ENTRY_MODES, SUFFIX_RULES, examples, golden_files, render

EXAMPLES = examples()


def _label(line: str) -> str:
    return line.strip().split(" ")[0] if " #" not in line else line.strip().split(" #")[1]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_golden_files_are_current(path: Path) -> None:
    rendered = render(path.read_bytes(), SUFFIX_RULES[path.suffix])
    assert bool(rendered.errors) == (path.parent.name == "invalid"), "valid examples parse, invalid ones do not"
    for target, content in golden_files(path, rendered).items():
        assert target.exists(), f"{target.name} is missing: run make trees"
        assert target.read_text(encoding="utf-8") == content, f"{target.name} is stale: run make trees"
    if not rendered.errors:
        assert not path.with_name(path.name + ".errors").exists()


def test_examples_exist_for_every_entry_rule() -> None:
    assert {SUFFIX_RULES[p.suffix] for p in EXAMPLES} == set(ENTRY_MODES)


def _all_trees() -> list[str]:
    return [line for p in EXAMPLES for line in render(p.read_bytes(), SUFFIX_RULES[p.suffix]).tree]


def test_examples_use_every_parser_rule_and_alternative() -> None:
    lines = _all_trees()
    used_rules = {line.strip().split(" ")[0] for line in lines}
    assert set(HCLParser.ruleNames) - used_rules == set()
    labels = {name[:1].lower() + name[1:].removesuffix("Context")
              for name, cls in inspect.getmembers(parser_module.HCLParser, inspect.isclass)
              if issubclass(cls, ParserRuleContext) and cls.__bases__[0] is not ParserRuleContext}
    assert labels, "the parser has labelled alternatives"
    used_labels = {line.split(" #")[1] for line in lines if " #" in line}
    assert labels - used_labels == set()


def _emittable_token_types() -> set[int]:
    """Token types the lexer can produce: rules not retyped, ``type()`` targets, host-assigned."""
    atn = HCLLexer.atn
    retyped: set[int] = set()
    targets: set[int] = set()
    for state in atn.states:
        for transition in state.transitions:
            if isinstance(transition, ActionTransition):
                action = atn.lexerActions[transition.actionIndex]
                if isinstance(action, LexerTypeAction):
                    retyped.add(transition.ruleIndex)
                    targets.add(action.type)
    by_rules = {atn.ruleToTokenType[r] for r in range(len(HCLLexer.ruleNames))
                if r not in retyped and atn.ruleToTokenType[r] > 0}
    return by_rules | targets | {HCLLexer.HEREDOC_END}


class _ModeRecorder(HCLLexer):
    modes: ClassVar[set[int]] = set()

    def nextToken(self) -> Token:
        _ModeRecorder.modes.add(self._mode)
        return super().nextToken()


def test_examples_use_every_lexer_mode_and_token() -> None:
    seen_types: set[int] = set()
    for path in EXAMPLES:
        lexer = _ModeRecorder(InputStream(SourceText(path.read_bytes()).text))
        mode = ENTRY_MODES[SUFFIX_RULES[path.suffix]]
        if mode != HCLLexer.DEFAULT_MODE:
            lexer.mode(mode)
        seen_types |= {t.type for t in lexer.getAllTokens()}
    assert {HCLLexer.modeNames[m] for m in _ModeRecorder.modes} == set(HCLLexer.modeNames)
    missing = _emittable_token_types() - seen_types
    assert not missing, [HCLLexer.symbolicNames[t] for t in missing]


def test_token_inventory_is_read_from_the_grammar() -> None:
    emittable = {HCLLexer.symbolicNames[t] for t in _emittable_token_types()}
    assert {"HEREDOC_END", "QUOTED_NEWLINE", "INVALID", "H_TEXT", "FOR_LBRACE"} <= emittable
    # A rule whose tokens are all retyped (T_BACKSLASH -> INVALID) has a type nobody sees.
    assert "T_BACKSLASH" in HCLLexer.symbolicNames
    assert "T_BACKSLASH" not in emittable


def test_one_parse_does_not_change_the_next() -> None:
    # Regression: the Python runtime's error recovery once added to a set the ATN caches,
    # so this example's tree depended on what had been parsed before it.
    path = next(p for p in EXAMPLES if p.name == "block_newline_before_brace.hcl")
    first = render(path.read_bytes(), "configFile")
    render(b"a = 1\na = 2\nb = [1 2]\n", "configFile")
    assert render(path.read_bytes(), "configFile") == first
