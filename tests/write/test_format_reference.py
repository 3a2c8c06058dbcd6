"""Differential tests: the formatter against the reference ``hclfmt``.

Always: the corpus (sha256 of the reference output, recorded) and the native samples
(reference output, recorded) in ``format_reference.json``, which
``tests/tools/record_format_reference.py`` writes. Live, when HCL_REFERENCE_BIN names
the reference binaries: the same files against the binary itself, and generated files
with scrambled layout. See ``oracle.py`` for how v2.24's ``::`` spacing is obtained.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from hypothesis import given

from hcl.write.format import format_source
from tests.conftest import SHARED
from tests.write import oracle
from tests.write.messy import messy_files

HERE = Path(__file__).parent
RECORDED = json.loads((HERE / "format_reference.json").read_text())
CORPUS = SHARED / "corpus"
SAMPLES = HERE.parent / "native" / "samples"
live = pytest.mark.skipif(not oracle.available(), reason="HCL_REFERENCE_BIN is not set to the reference binaries")


def _formatted(path: Path) -> bytes:
    return format_source(path.read_bytes()).encode("utf-8", "surrogateescape")


@pytest.mark.skipif(not CORPUS.is_dir(), reason="the shared corpus is not next to the repository")
def test_corpus_equals_recorded_reference() -> None:
    assert len(RECORDED["corpus"]) >= 160
    differing = [name for name, digest in RECORDED["corpus"].items()
                 if hashlib.sha256(_formatted(CORPUS / name)).hexdigest() != digest]
    assert differing == []


@pytest.mark.parametrize("name", sorted(RECORDED["samples"]))
def test_sample_equals_recorded_reference(name: str) -> None:
    expected = RECORDED["samples"][name]
    assert format_source((SAMPLES / name).read_bytes()) == expected


def test_every_sample_is_recorded() -> None:
    """All but the ones the old binary cannot show: re-record after adding samples."""
    samples = {p.relative_to(SAMPLES).as_posix() for p in SAMPLES.glob("*/*.hcl")}
    assert samples - set(RECORDED["samples"]) == {
        "valid/utf8_truncated_bom_ident.hcl", "invalid/utf8_truncated_in_ident.hcl",  # truncated UTF-8
        "invalid/call_namespace_leading.hcl", "invalid/call_namespace_missing_name.hcl",  # a "::" not
        "invalid/call_namespace_number_name.hcl",  # between two names
    }


@live
@pytest.mark.skipif(not CORPUS.is_dir(), reason="the shared corpus is not next to the repository")
def test_corpus_live() -> None:
    files = sorted(p for p in CORPUS.rglob("*") if p.suffix in (".tf", ".hcl", ".tfvars"))
    differing = [p for p in files if _formatted(p) != oracle.reference_format(p.read_bytes())]
    assert differing == []


@live
def test_samples_live() -> None:
    differing = []
    for path in sorted(SAMPLES.glob("*/*.hcl")):
        if path.relative_to(SAMPLES).as_posix() in oracle.QUIRKS:
            continue
        expected = oracle.reference_format(path.read_bytes())
        if expected is not None and _formatted(path) != expected:
            differing.append(path.name)
    assert differing == []


@live
@given(messy_files())
def test_generated_files_live(src: str) -> None:
    expected = oracle.reference_format(src.encode())
    if expected is not None:
        assert format_source(src) == expected.decode()


@pytest.mark.parametrize("name", sorted(oracle.QUIRKS))
def test_truncated_utf8_quirk(name: str) -> None:
    """Each invalid byte is one token here; the reference merges some into identifiers."""
    out = _formatted(SAMPLES / name)
    assert b"\xef \xbb" in out or b"a \xe9" in out
