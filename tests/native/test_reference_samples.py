"""Every recorded sample gives the reference's diagnostics (see samples/README.md).

The expectations were recorded from the reference implementation, so this runs
without it. Summary, subject and context ranges must match; wording of details
is the project's own.
"""

from __future__ import annotations

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
    "order_escape_before_directive.hcl": "recovery skips the template literal holding the bad escape",
}
# Samples whose first diagnostic matches but whose later diagnostics differ: after the
# first error ANTLR's recovery resumes elsewhere than the reference's, so a later error
# the reference reports (or not) may differ. First diagnostics always match.
LATER_DIAGNOSTICS_DIFFER = {
    "directive_for_missing_value_var.hcl",
    "directive_in_block_label.hcl",
    "directive_unknown_for.hcl",
    "directive_unknown_if.hcl",
    "for_key_and_ellipsis_in_tuple.hcl",
    "label_directive.hcl",
    "label_second_interpolation.hcl",
    "label_unterminated_eof.hcl",
    "order_redefined_after_item.hcl",
    "recovery_guarded_vs_unguarded.hcl",
    "recovery_mixed_errors.hcl",
    "recovery_unbalanced_paren_then_items.hcl",
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
    if path.name in LATER_DIAGNOSTICS_DIFFER:
        expected, actual = _expected(path), _actual(path)
        assert actual[:1] == expected[:1]
        assert actual != expected, "now matches fully: remove it from LATER_DIAGNOSTICS_DIFFER"
        return
    assert _actual(path) == _expected(path)


def test_samples_present() -> None:
    assert len(CASES) > 300
