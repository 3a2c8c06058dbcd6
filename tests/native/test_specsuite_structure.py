"""The error cases of the official spec suite's structure tests, with exact ranges."""

from __future__ import annotations

import pytest

from hcl.native import parse_config
from tests.conftest import SHARED

STRUCTURE = SHARED / "specsuite" / "structure"
needs_suite = pytest.mark.skipif(not STRUCTURE.is_dir(), reason="../shared/specsuite is not present")


def _ranges(name: str) -> list[tuple[int, int, int, int, int, int]]:
    _, diags = parse_config((STRUCTURE / name).read_bytes(), name)
    return [(d.subject.start.line, d.subject.start.column, d.subject.start.byte,
             d.subject.end.line, d.subject.end.column, d.subject.end.byte) for d in diags]


@needs_suite
def test_singleline_bad() -> None:
    assert _ranges("attributes/singleline_bad.hcl") == [(1, 14, 13, 1, 15, 14)]


@needs_suite
def test_single_oneline_invalid() -> None:
    assert _ranges("blocks/single_oneline_invalid.hcl") == [
        (1, 14, 13, 1, 15, 14),
        (2, 14, 40, 3, 1, 41),
        (4, 14, 56, 5, 1, 57),
        (6, 14, 84, 7, 1, 85),
        (9, 5, 103, 9, 8, 106),
    ]


@needs_suite
def test_single_unclosed() -> None:
    assert _ranges("blocks/single_unclosed.hcl") == [(1, 3, 2, 1, 4, 3)]


@needs_suite
def test_unexpected_attribute_parses() -> None:
    # attributes/unexpected is a schema error (an argument the spec does not expect),
    # not a syntax error: the file itself is valid.
    assert _ranges("attributes/unexpected.hcl") == []


@needs_suite
@pytest.mark.parametrize("name", ["attributes/expected.hcl", "blocks/single_empty_oneline.hcl",
                                  "blocks/single_expected.hcl", "blocks/single_oneline.hcl"])
def test_valid_structure_files(name: str) -> None:
    assert _ranges(name) == []
