"""Every recorded sample gives the reference's diagnostics (see samples/README.md).

The expectations were recorded from the reference implementation, so this runs
without it. Summary, subject and context ranges must match; wording of details
is the project's own.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from hcl.native import parse_config

SAMPLES = Path(__file__).parent / "samples"
CASES = sorted(SAMPLES.glob("*/*.hcl"))

# Reference quirks not reproduced, each with the reason.
KNOWN_DIFFERENCES = {
    "utf8_truncated_in_ident.hcl": "the reference scanner folds broken UTF-8 after an identifier into it",
    "utf8_truncated_bom_ident.hcl": "the reference scanner folds broken UTF-8 after an identifier into it",
}


def _key(d: dict) -> tuple:
    def rng(r: dict | None) -> tuple | None:
        if r is None:
            return None
        return (r["start"]["line"], r["start"]["column"], r["start"]["byte"],
                r["end"]["line"], r["end"]["column"], r["end"]["byte"])
    return d["severity"], d["summary"], rng(d.get("subject")), rng(d.get("context"))


def _expected(path: Path) -> list[tuple]:
    data = json.loads(path.with_name(path.name + ".expected.json").read_text())
    return [_key(d) for d in data.get("v224_diagnostics", data["diagnostics"])]


def _actual(path: Path) -> list[tuple]:
    _, diags = parse_config(path.read_bytes(), path.name)
    return [_key(d.to_json(with_context=True)) for d in diags]


@pytest.mark.parametrize("path", CASES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_first_diagnostic_matches_reference(path: Path) -> None:
    if path.name in KNOWN_DIFFERENCES:
        pytest.xfail(KNOWN_DIFFERENCES[path.name])
    expected, actual = _expected(path), _actual(path)
    assert bool(actual) == bool(expected)
    assert actual[:1] == expected[:1]


@pytest.mark.parametrize("path", CASES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_all_diagnostics_match_reference(path: Path) -> None:
    if path.name in KNOWN_DIFFERENCES:
        pytest.xfail(KNOWN_DIFFERENCES[path.name])
    assert _actual(path) == _expected(path)


def test_samples_present() -> None:
    assert len(CASES) > 300


def test_samples_match_their_definitions() -> None:
    """Every sample on disk is defined, byte for byte, by tests/tools/make_samples.py."""
    spec = importlib.util.spec_from_file_location("make_samples", SAMPLES.parents[1] / "tools" / "make_samples.py")
    assert spec is not None and spec.loader is not None
    make_samples = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_samples)
    files, manifest = make_samples.build()
    assert sorted(files) == sorted(p.relative_to(SAMPLES).as_posix() for p in CASES)
    assert all((SAMPLES / rel).read_bytes() == data for rel, data in files.items())
    assert (SAMPLES / "manifest.json").read_bytes() == manifest
