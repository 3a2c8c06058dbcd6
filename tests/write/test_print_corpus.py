"""Printing real files: every corpus file and valid sample prints to text that parses
back to the same IR (parentheses included) and that the project's formatter and the
reference formatter leave unchanged.

The formatter check runs live when HCL_REFERENCE_BIN names the reference binaries;
otherwise it compares digests of the printed text with ``print_fixed_points.json``,
recorded from live runs (regenerate with ``python -m tests.write.test_print_corpus``
after a deliberate change). The reference binaries are v2.14.1, which spaces ``::``
as ``: :``; v2.24 does not, so that difference alone is normalised.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
from pathlib import Path

import pytest
from hypothesis import assume, given

from hcl.native.parser import parse_config
from hcl.testing import ir_equal
from hcl.testing import strategies as hst
from hcl.write.format import format_source
from hcl.write.printer import print_body, print_file
from tests.conftest import REPO, SHARED

CORPUS = SHARED / "corpus"
SAMPLES = REPO / "tests" / "native" / "samples" / "valid"
RECORDED = Path(__file__).with_name("print_fixed_points.json")
HCLFMT = Path(os.environ.get("HCL_REFERENCE_BIN", "/nonexistent")) / "hclfmt"


def _files() -> list[tuple[str, Path]]:
    files = [(f"samples/{p.name}", p) for p in sorted(SAMPLES.iterdir()) if p.suffix == ".hcl"]
    if CORPUS.is_dir():
        files += [(f"corpus/{p.relative_to(CORPUS)}", p)
                  for p in sorted([*CORPUS.rglob("*.tf"), *CORPUS.rglob("*.hcl")])]
    return files


def _printed(path: Path) -> str | None:
    file, diags = parse_config(path.read_bytes(), str(path))
    if diags.has_errors:
        return None
    return print_file(file)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _reference_format(text: str) -> str:
    out = subprocess.run([str(HCLFMT)], input=text.encode(), capture_output=True, check=True).stdout.decode()
    return out.replace(" : : ", "::")


FILES = _files()


@pytest.mark.parametrize(("name", "path"), FILES, ids=[name for name, _ in FILES])
def test_printed_file_parses_back_and_is_formatted(name: str, path: Path) -> None:
    file, diags = parse_config(path.read_bytes(), str(path))
    if diags.has_errors:
        pytest.skip("the sample has errors")
    printed = print_file(file)
    back, diags = parse_config(printed)
    assert not diags.has_errors, [d.summary for d in diags]
    assert ir_equal(back, file, parentheses=True)
    assert print_file(back) == printed
    assert format_source(printed) == printed  # the project's formatter
    if HCLFMT.is_file():  # and the reference's
        assert _reference_format(printed) == printed
        return
    recorded = json.loads(RECORDED.read_text())
    if name not in recorded:
        pytest.skip("no recorded reference result for this file; set HCL_REFERENCE_BIN")
    assert _digest(printed) == recorded[name], "printed text changed since the reference confirmed it"


@pytest.mark.skipif(not HCLFMT.is_file(), reason="HCL_REFERENCE_BIN is not set to the reference binaries")
@given(hst.body_nodes())
def test_printed_generated_body_is_formatted(body) -> None:
    printed = print_body(body)
    # v2.14.1 widens "::" to " : : ", which also moves the "=" of aligned lines.
    assume("::" not in printed)
    assert _reference_format(printed) == printed


def _record() -> None:
    """Rewrite the recorded digests from the live reference formatter."""
    recorded = {}
    for name, path in FILES:
        printed = _printed(path)
        if printed is not None and _reference_format(printed) == printed:
            recorded[name] = _digest(printed)
    RECORDED.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    _record()
