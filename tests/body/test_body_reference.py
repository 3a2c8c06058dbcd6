"""Native and merged bodies give the reference's content and diagnostics (recorded cases)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from body.reference import check, recorded_params

CASES = Path(__file__).with_name("body_cases.py")


@pytest.mark.parametrize(("case", "expected"), recorded_params(CASES))
def test_matches_reference(case: dict, expected: dict | None) -> None:
    assert expected is not None, "not recorded: run tests/tools/record_body_reference.py"
    check(case, expected)
