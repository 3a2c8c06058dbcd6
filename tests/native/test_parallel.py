"""parse_many: a process pool whose results equal parsing each file in turn, in order."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from hcl import parse_file
from hcl.native.parser import parse_config
from hcl.parallel import parse_many

SAMPLES = Path(__file__).parent / "samples"


def _key(result):
    file, diags = result
    return (file.body if file is not None else None, list(diags))


def test_results_equal_sequential_parsing_in_order(tmp_path: Path) -> None:
    paths = sorted(SAMPLES.glob("valid/*.hcl"))[:12] + sorted(SAMPLES.glob("invalid/*.hcl"))[:12]
    paths.insert(5, tmp_path / "missing.hcl")
    seen: list[tuple[int, int]] = []
    results = parse_many(paths, workers=2, progress=lambda done, total: seen.append((done, total)))
    assert [_key(r) for r in results] == [_key(parse_file(p)) for p in paths]
    assert results[5][0] is None and results[5][1][0].summary == "Failed to read file"
    assert seen == [(i, len(paths)) for i in range(1, len(paths) + 1)]


def test_one_worker_runs_in_process() -> None:
    paths = sorted(SAMPLES.glob("valid/*.hcl"))[:5]
    assert [_key(r) for r in parse_many(paths, workers=1)] == [_key(parse_file(p)) for p in paths]


def test_rejects_zero_workers() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        parse_many([], workers=0)


def test_ir_survives_pickling() -> None:
    """Results cross process boundaries: values, types, numbers and nulls round-trip."""
    src = 'a = null\nb = 1.5\nc = [true, "x", {k = -2}]\nblk "l" {\n  d = x.y[0]\n}\n'
    file, diags = parse_config(src, "f.hcl")
    again, diags2 = pickle.loads(pickle.dumps((file, diags)))
    assert again == file and list(diags2) == list(diags)
    assert again.body.attributes[0].expr.value.is_null
