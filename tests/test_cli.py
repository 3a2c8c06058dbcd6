"""The `hcl` command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hcl.cli import main


def test_check_valid_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ok.hcl"
    path.write_text('a = 1\nb "x" {\n  c = [for v in d : v]\n}\n')
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr()
    assert out.err == ""
    assert out.out == f"{path}: ok\n"


def test_check_reports_errors_as_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.hcl"
    path.write_text("a = 1,\n")
    assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"{path}:1:6: error: Unexpected comma after argument" in err


def test_check_json_has_reference_shape(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good, bad = tmp_path / "good.hcl", tmp_path / "bad.hcl"
    good.write_text("a = 1\n")
    bad.write_text("a = {\n")
    assert main(["check", "--json", str(good), str(bad)]) == 1
    out = json.loads(capsys.readouterr().out)
    [diag] = out["diagnostics"]
    assert set(diag) == {"severity", "summary", "detail", "subject"}
    assert diag["summary"] == "Missing expression"
    assert diag["subject"] == {"filename": str(bad), "start": {"line": 2, "column": 1, "byte": 6},
                               "end": {"line": 2, "column": 1, "byte": 6}}


def test_check_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(tmp_path / "nope.hcl")]) == 1
    assert "Failed to read file" in capsys.readouterr().err
