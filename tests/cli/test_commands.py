"""The ``hcl`` command as installed: every subcommand, exit statuses, help."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hcl.cli import COMMANDS


def _tree(tmp_path: Path) -> Path:
    (tmp_path / "mod" / "sub").mkdir(parents=True)
    (tmp_path / "mod" / ".hidden").mkdir()
    (tmp_path / "mod" / "main.tf").write_text('resource "a" "b" {\n  x = 1\n}\n')
    (tmp_path / "mod" / "vars.tf.json").write_text('{"variable": {"v": {"default": 1}}}')
    (tmp_path / "mod" / "sub" / "bad.hcl").write_text("a = 1,\n")
    (tmp_path / "mod" / "sub" / "notes.txt").write_text("not = [config\n")
    (tmp_path / "mod" / ".hidden" / "x.hcl").write_text("{{{\n")
    return tmp_path / "mod"


def test_check_clean_file(hcl_cmd, tmp_path: Path) -> None:
    path = tmp_path / "ok.hcl"
    path.write_text('a = 1\nb "x" {\n  c = [for v in d : v]\n}\n')
    result = hcl_cmd("check", str(path))
    assert (result.rc, result.err) == (0, "")
    assert result.out == "1 file checked: no problems\n"


def test_check_renders_errors_with_source(hcl_cmd, tmp_path: Path) -> None:
    path = tmp_path / "bad.hcl"
    path.write_text('svc "web" {\n  a = 1,\n}\n')
    result = hcl_cmd("check", str(path))
    assert result.rc == 1
    assert result.err.startswith("Error: Unexpected comma after argument\n\n"
                                 f'  on {path} line 2, in svc "web":\n   2:   a = 1,\n             ^\n')
    assert "\x1b[" not in result.err  # not a terminal
    assert result.out == "1 file checked: 1 error in 1 file\n"


def test_check_walks_directories_and_picks_syntax_by_suffix(hcl_cmd, tmp_path: Path) -> None:
    mod = _tree(tmp_path)
    result = hcl_cmd("check", "--json", str(mod))
    assert result.rc == 1
    diags = json.loads(result.out)["diagnostics"]
    assert [(d["summary"], d["subject"]["filename"]) for d in diags] == [
        ("Unexpected comma after argument", str(mod / "sub" / "bad.hcl"))]
    assert result.err == "3 files checked: 1 error in 1 file\n"  # .txt and hidden entries skipped


def test_check_json_file_is_json_syntax(hcl_cmd, tmp_path: Path) -> None:
    path = tmp_path / "x.tf.json"
    path.write_text('{"a": 1}')
    assert hcl_cmd("check", str(path)).rc == 0
    # Forced native syntax: a JSON object is not a native body.
    assert hcl_cmd("check", "--syntax", "native", str(path)).rc == 1
    assert hcl_cmd("check", "--syntax", "json", "-", stdin='{"a": [1, 2]}').rc == 0


def test_check_reads_stdin(hcl_cmd) -> None:
    result = hcl_cmd("check", "-", stdin="a = \n")
    assert result.rc == 1
    assert "  on <stdin> line 1:\n   1: a = \n" in result.err


def test_check_missing_path_and_usage(hcl_cmd, tmp_path: Path) -> None:
    result = hcl_cmd("check", str(tmp_path / "nope.hcl"))
    assert result.rc == 1 and "Error: No such file or directory" in result.err
    assert hcl_cmd("check").rc == 2
    assert hcl_cmd("check", "--syntax", "yaml", "x").rc == 2
    assert hcl_cmd("nope").rc == 2


def test_check_warnings_only_is_clean(hcl_cmd, tmp_path: Path) -> None:
    # A UTF-8 byte order mark is fine; an empty directory has nothing to check.
    (tmp_path / "empty").mkdir()
    result = hcl_cmd("check", str(tmp_path / "empty"))
    assert (result.rc, result.out) == (0, "0 files checked: no problems\n")


def test_version(hcl_cmd) -> None:
    from importlib.metadata import version

    result = hcl_cmd("--version")
    assert (result.rc, result.out.strip()) == (0, f"hcl {version('hcl-grammar')}")


@pytest.mark.parametrize("name", list(COMMANDS))
def test_every_command_has_help_with_an_example(hcl_cmd, name: str) -> None:
    result = hcl_cmd(name, "--help")
    assert result.rc == 0, result.err
    assert "example" in result.out and f"hcl {name}" in result.out


def test_top_help_documents_exit_statuses(hcl_cmd) -> None:
    out = hcl_cmd("--help").out
    assert "exit status:" in out and "0  success" in out and "2  usage error" in out
    for name in COMMANDS:
        assert name in out


def test_eval(hcl_cmd, tmp_path: Path) -> None:
    result = hcl_cmd("eval", "--var", "ports=[80, 443]", "--with-type", "[for p in ports : p + 8000]")
    assert result.rc == 0
    assert json.loads(result.out) == {"value": [8080, 8443], "type": ["tuple", ["number", "number"]]}
    bad = hcl_cmd("eval", "upper(1, 2)")
    assert bad.rc == 1 and "Error: Too many function arguments" in bad.err and "   1: upper(1, 2)" in bad.err


def test_eval_deep_json_vars_file_is_a_diagnostic(hcl_cmd, tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"a": ' + "[" * 100_000 + "]" * 100_000 + "}")
    result = hcl_cmd("eval", "--vars-file", str(path), "a")
    assert result.rc == 1
    assert "Error: Invalid variables file" in result.err and "Traceback" not in result.err


def test_eval_vars_file_native(hcl_cmd, tmp_path: Path) -> None:
    path = tmp_path / "v.tfvars"
    path.write_text('region = "eu"\n')
    assert hcl_cmd("eval", "--vars-file", str(path), "upper(region)").out == '"EU"\n'


def test_dec_is_hcldec(hcl_cmd, tmp_path: Path) -> None:
    (tmp_path / "s.hcldec").write_text('object {\n  attr "n" {\n    type = number\n  }\n}\n')
    (tmp_path / "in.hcl").write_text("n = 2\n")
    result = hcl_cmd("dec", "--spec=s.hcldec", "in.hcl", cwd=tmp_path)
    assert (result.rc, result.out) == (0, '{"n":2}\n')
    result = hcl_cmd("dec", "-s", "s.hcldec", "--diags=json", stdin="n = true\nm = 1\n", cwd=tmp_path)
    assert result.rc == 2
    summaries = [d["summary"] for d in json.loads(result.err)["diagnostics"]]
    assert summaries == ["Unsupported argument", "Incorrect attribute value type"]


def test_tokens(hcl_cmd, tmp_path: Path) -> None:
    path = tmp_path / "h.hcl"
    path.write_text("a = <<EOT\nhi\nEOT\n# c\n")
    lines = [line.split(maxsplit=3) for line in hcl_cmd("tokens", str(path)).out.splitlines()]
    assert lines[0] == ["1:1-1:2", "default", "IDENT", '"a"']
    assert lines[1] == ["1:2-1:3", "hidden", "WS", '" "']
    assert ["3:1-3:4", "default", "HEREDOC_END", '"EOT"'] in lines
    assert ["4:1-4:4", "hidden", "LINE_COMMENT", '"# c"'] in lines
    items = json.loads(hcl_cmd("tokens", "--json", "--mode", "expression", "-", stdin="x+1").out)
    assert [i["type"] for i in items] == ["IDENT", "PLUS", "NUMBER", "EOF"]
    assert items[2]["start"] == {"line": 1, "column": 3, "byte": 2}


def test_tree(hcl_cmd, tmp_path: Path) -> None:
    path = tmp_path / "h.hcl"
    path.write_text("a = <<EOT\nhi\nEOT\n")
    result = hcl_cmd("tree", str(path))
    assert result.rc == 0
    lines = result.out.splitlines()
    assert lines[0] == "configFile" and '              HEREDOC_END "EOT"' in lines
    broken = hcl_cmd("tree", "--positions", "-", stdin="a = [1,\n")
    assert broken.rc == 1 and "configFile 1:1" in broken.out and "Error: " in broken.err
