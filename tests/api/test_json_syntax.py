"""Native <-> JSON syntax conversion: examples, the CLI, and native -> JSON -> native properties."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given

import hcl
from hcl import ir
from hcl.cli import main
from hcl.functions import standard_functions
from hcl.json import parse as parse_json
from hcl.native import parse_config
from hcl.shape import DataReader
from hcl.testing.strategies import config_files
from hcl.write.json_syntax import json_to_native, native_to_json
from tests.conftest import SHARED

CORPUS = SHARED / "corpus"


def test_constants_are_json_values_and_expressions_templates() -> None:
    text, diags = native_to_json('n = 0.1000000000000000000000000000001\ns = "a$${b}"\nt = "web-${var.env}"\n'
                                 'x = var.x\no = { "k" = [true, null] }\ni = [{ p = 1 }]\n')
    assert not diags
    assert text == (
        '{\n  "n": 0.1000000000000000000000000000001,\n  "s": "a$${b}",\n  "t": "web-${var.env}",\n'
        '  "x": "${var.x}",\n  "o": {\n    "k": [\n      true,\n      null\n    ]\n  },\n'
        '  "i": "${[{ p = 1 }]}"\n}\n')
    assert json.loads(text)["o"] == {"k": [True, None]}


def test_blocks_nest_by_label_in_order() -> None:
    src = 'b "x" "y" {\n  v = 1\n}\na {}\nb "x" "z" {}\nb "x" "y" {}\n'
    text, _ = native_to_json(src)
    assert json.loads(text) == {"b": {"x": {"y": [{"v": 1}, {}], "z": [{}]}}, "a": [{}]}
    back, diags = json_to_native(text)
    assert not diags
    assert back == 'b "x" "y" {\n  v = 1\n}\n\nb "x" "y" {\n}\n\nb "x" "z" {\n}\n\na {\n}\n'


def test_comments_warning_only_when_asked() -> None:
    src = "# about a\na = 1 // trailing\n"
    assert native_to_json(src)[1] == []
    _, diags = native_to_json(src, "c.tf", warn_comments=True)
    assert [(d.severity.value, d.summary, str(d.subject)) for d in diags] == [
        ("warning", "Comments dropped", "c.tf:1,1-10")]


def test_syntax_errors_give_no_output() -> None:
    text, diags = native_to_json("a = \n")
    assert text == "" and diags.has_errors
    text, diags = json_to_native('{"a": }')
    assert text == "" and diags.has_errors
    text, diags = json_to_native("[1]")
    assert text == "" and [d.summary for d in diags] == ["Body is not an object"]


def test_json_to_native_templates_keys_directives() -> None:
    src = ('{"a": "${x}", "b": "p-${x}", "c": "$${lit}", "d": {"${k}": 1, "plain key": 2, "id": 3},'
           ' "e": "%{ if c }y%{ endif }", "//": "ignored"}')
    text, diags = json_to_native(src)
    assert not diags
    assert 'a = x\n' in text and 'b = "p-${x}"\n' in text and 'c = "$${lit}"\n' in text
    assert "(k)" in text and '"plain key" = 2' in text
    data = hcl.loads(text, variables={"x": "X", "k": "K", "c": True})
    assert data == {"a": "X", "b": "p-X", "c": "${lit}", "d": {"K": 1, "plain key": 2, "id": 3}, "e": "y"}
    assert data == hcl.loads(src, syntax="json", variables={"x": "X", "k": "K", "c": True})


def test_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "main.tf"
    path.write_text('variable "r" {\n  default = "eu"\n}\n')
    assert main(["json", str(path)]) == 0
    out = capsys.readouterr().out
    assert json.loads(out) == {"variable": {"r": [{"default": "eu"}]}}
    assert main(["json", "-w", str(tmp_path)]) == 0
    written = tmp_path / "main.tf.json"
    assert json.loads(written.read_text()) == json.loads(out)
    path.unlink()
    assert main(["json", "--to-native", "-w", str(written)]) == 0
    assert path.read_text() == 'variable "r" {\n  default = "eu"\n}\n'
    assert main(["json", str(tmp_path / "absent.tf")]) == 1
    (tmp_path / "bad.tf").write_text("a = \n")
    assert main(["json", str(tmp_path / "bad.tf")]) == 1
    assert "Error:" in capsys.readouterr().err


# ---------------------------------------------------------------- native -> JSON -> native

def _structure(body: ir.Body) -> list[Any]:
    """Attribute names and blocks (type, labels, nested structure); blocks of one type and labels in order."""
    blocks = sorted(((b.type, b.labels, _structure(b.body)) for b in body.blocks),
                    key=lambda b: (b[0], b[1]))
    return [sorted(a.name for a in body.attributes), blocks]


def _data(body: ir.Body, source: bytes) -> tuple[Any, list[str]]:
    reader = DataReader({}, standard_functions())
    data = reader.body(body, source)
    return data, sorted(d.summary for d in reader.diagnostics)


def _check_round_trip(src: str) -> None:
    original, diags = parse_config(src)
    assert not diags.has_errors
    as_json, diags = native_to_json(original)
    assert not diags.has_errors
    jfile, jdiags = parse_json(as_json)
    assert not jdiags.has_errors
    back, diags = json_to_native(as_json)
    assert not diags.has_errors, diags
    final, diags = parse_config(back)
    assert not diags.has_errors, (back, diags)
    assert _structure(final.body) == _structure(original.body)
    want, want_diags = _data(original.body, original.source)
    got, got_diags = _data(final.body, final.source)
    if not want_diags:  # values compare when the original evaluates without errors
        assert got == want and not got_diags
        reader = DataReader({}, standard_functions())
        assert reader.json(jfile.root) == want or reader.diagnostics


@given(config_files())
@example('a = "${x}"\nb = "%{ if c }y%{ endif }"\nc = <<EOT\n  ${d}\nEOT\n')
@example('_ = "${"${_}"}"\n')  # a template inside a lone interpolation keeps its text
@example('_ = [for _ in [] : _()]\n')  # a function call keeps its text, made or not
@example('t {\n  u = 1\n}\nt "l" {}\nt = 2\n')
@example("_ = {(1e0) = _}\n")
@example("_ = [_]\n")
@example('_ = "${[_]}"\n')
@example('_ = "${{a = _}}"\n')
def test_native_json_native_keeps_structure_and_values(src: str) -> None:
    _check_round_trip(src)


@pytest.mark.skipif(not CORPUS.is_dir(), reason="the shared corpus is not available")
def test_corpus_native_json_native() -> None:
    files = sorted(CORPUS.rglob("*.tf"))[::2]  # every other file, from every module: half the time
    assert len(files) > 50
    for path in files:
        _check_round_trip(path.read_text(encoding="utf-8"))


def test_installed_console_script(tmp_path: Path) -> None:
    import subprocess
    import sys

    script = Path(sys.executable).parent / "hcl"
    if not script.exists():
        pytest.skip(f"the console script is not installed beside the interpreter ({script})")

    def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(script), *args], input=stdin, capture_output=True, text=True,
                              timeout=120, check=False)

    done = run("json", "-", stdin='a = "x" # c\nb "l" {}\n')
    assert done.returncode == 0 and json.loads(done.stdout) == {"a": "x", "b": {"l": [{}]}}
    back = run("json", "--to-native", "-", stdin=done.stdout)
    assert back.returncode == 0 and back.stdout == 'a = "x"\n\nb "l" {\n}\n'
    warned = run("json", "--warn-comments", "-", stdin="a = 1 # c\n")
    assert warned.returncode == 0 and "Warning: Comments dropped" in warned.stderr
    assert run("json", "-", stdin="a = \n").returncode == 1
    assert run("json").returncode == 2
    helped = run("json", "--help")
    assert helped.returncode == 0 and "examples:" in helped.stdout and "--to-native" in helped.stdout
