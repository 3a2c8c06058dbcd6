"""The shipped examples that ``make demo`` runs work as documented."""

from __future__ import annotations

import runpy
from pathlib import Path

import pytest

import hcl

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_tour_runs_and_shows_each_step(capsys: pytest.CaptureFixture[str]) -> None:
    runpy.run_path(str(EXAMPLES / "tour.py"), run_name="__main__")
    out = capsys.readouterr().out
    assert '"image": "nginx:${version}"' in out            # load: unknown references stay as text
    assert "web: nginx:1.27 x3 ports=[80, 443] env=[('MODE', 'production')]" in out   # decode
    assert "worker: worker:1.27 x1 ports=[] env=[]" in out  # defaults kept
    assert '  image    = "nginx:${version}-alpine"\n  replicas = 5\n' in out           # edit
    assert "a           = 1\nlonger_name = [1, 2, 3] # aligned\n" in out            # format
    assert "broken.hcl:2:15: Unexpected comma after argument" in out                 # HCLError


def test_demo_files_are_clean_except_the_invalid_one() -> None:
    for name in ("demo.hcl", "service.hcl", "app.hcl", "messy.hcl"):
        _, diags = hcl.parse_file(EXAMPLES / name)
        assert not diags.has_errors, name
    _, diags = hcl.parse_file(EXAMPLES / "invalid.hcl")
    assert diags.has_errors


def test_messy_example_needs_formatting_and_app_does_not() -> None:
    messy = (EXAMPLES / "messy.hcl").read_text()
    assert hcl.format(messy) != messy
    app = (EXAMPLES / "app.hcl").read_text()
    assert hcl.format(app) == app
