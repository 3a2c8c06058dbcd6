"""Live differential check against the reference implementation, when it is available.

`hcl check` must agree with the reference on which files are accepted and report the
same first-error range, for the corpus and for every sample. Runs when
HCL_REFERENCE_BIN names the reference binaries
(``export HCL_REFERENCE_BIN=$(../shared/tools/reference-oracle)``); skipped otherwise.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from hcl.native import parse_config
from tests.conftest import SHARED

BIN = Path(os.environ.get("HCL_REFERENCE_BIN", "/nonexistent"))
HCLDEC = BIN / "hcldec"
SAMPLES = Path(__file__).parent / "samples"
# Differences recorded in test_reference_samples.py, plus the namespaced calls the
# 2.14 reference does not know (the project follows 2.24 there).
_SCHEMA_ERRORS = {"Unsupported argument", "Unsupported block type"}
SKIP = {"utf8_truncated_in_ident.hcl", "utf8_truncated_bom_ident.hcl"}

pytestmark = pytest.mark.skipif(not HCLDEC.is_file(), reason="HCL_REFERENCE_BIN is not set to the reference binaries")


def _files() -> list[Path]:
    corpus = SHARED / "corpus"
    files = sorted(SAMPLES.glob("*/*.hcl"))
    if corpus.is_dir():
        files += sorted([*corpus.rglob("*.tf"), *corpus.rglob("*.hcl")])
    return [f for f in files if f.name not in SKIP]


def _reference_first_error(path: Path, spec: Path) -> tuple | None:
    proc = subprocess.run([str(HCLDEC), "--spec", str(spec), "--diags=json", str(path)],
                          capture_output=True, text=True, timeout=60)
    if proc.returncode == 0:
        return None
    diags = json.loads(proc.stdout or proc.stderr)["diagnostics"]
    # hcldec stops after parsing when there are syntax errors; otherwise the only
    # errors are the empty spec's complaints about the (valid) content.
    errors = [d for d in diags if d["severity"] == "error" and d["summary"] not in _SCHEMA_ERRORS]
    if not errors:
        return None
    first = errors[0]
    s = first["subject"]
    return (s["start"]["line"], s["start"]["column"], s["start"]["byte"],
            s["end"]["line"], s["end"]["column"], s["end"]["byte"])


def _v224_differs(path: Path) -> bool:
    expected = path.with_name(path.name + ".expected.json")
    return expected.is_file() and json.loads(expected.read_text()).get("v224_differs", False)


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.name)
def test_acceptance_and_first_error_match_reference(path: Path, tmp_path: Path) -> None:
    if _v224_differs(path):
        pytest.skip("the 2.14 reference differs from 2.24 here (see the sample's expected file)")
    spec = tmp_path / "literal.hcldec"
    spec.write_text("literal {\n  value = null\n}\n")
    expected = _reference_first_error(path, spec)
    _, diags = parse_config(path.read_bytes(), str(path))
    errors = [d for d in diags if d.is_error]
    if expected is None:
        assert errors == []
    else:
        s = errors[0].subject
        assert (s.start.line, s.start.column, s.start.byte, s.end.line, s.end.column, s.end.byte) == expected
