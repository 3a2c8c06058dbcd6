"""The railroad diagrams in grammar/diagrams match the parser grammar (``make diagrams``)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from tests.conftest import REPO

SCRIPT = REPO / "grammar" / "diagrams" / "make_diagrams.py"


@pytest.mark.skipif(importlib.util.find_spec("railroad") is None,
                    reason="needs the railroad-diagrams package (the project's grammar extra)")
def test_diagrams_are_current() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + "run make diagrams"


def test_reader_sees_every_parser_rule() -> None:
    spec = importlib.util.spec_from_file_location("make_diagrams", SCRIPT)
    assert spec is not None and spec.loader is not None
    if importlib.util.find_spec("railroad") is None:
        pytest.skip("needs the railroad-diagrams package (the project's grammar extra)")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    from hcl._generated.HCLParser import HCLParser

    rules = module.parser_rules((REPO / "grammar" / "HCLParser.g4").read_text(encoding="utf-8"))
    assert list(rules) == list(HCLParser.ruleNames)
    assert {path.stem for path in (REPO / "grammar" / "diagrams").glob("*.svg")} == set(HCLParser.ruleNames)
