"""Hostile or wrong arguments to the entry points: diagnostics for input, a clear TypeError for misuse."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import hcl
from hcl import json as hcljson
from hcl.loader import load_file

PARSERS = [hcl.parse, hcl.parse_expression, hcl.parse_template, hcl.parse_traversal, hcljson.parse,
           hcljson.parse_expression]


@pytest.mark.parametrize("parse", PARSERS)
@pytest.mark.parametrize("source", ["\ud800", 'a = "\udfff"', "\ud83d\ude00", '"\ud800"', "{\"a\": \"\ud800\"}"])
def test_lone_surrogates_are_diagnostics_not_exceptions(parse, source: str) -> None:
    result, diags = parse(source)
    assert result is not None
    for diag in diags:
        assert diag.subject is None or diag.subject.end.byte <= len(source.encode("utf-8", "surrogatepass"))


def test_lone_surrogate_is_reported_as_invalid_encoding() -> None:
    _, diags = hcl.parse_template("\ud800")
    assert [d.summary for d in diags] == ["Invalid character encoding"]


@pytest.mark.parametrize("parse", PARSERS)
@pytest.mark.parametrize("source", [None, 12, 1.5, ["a"], object()])
def test_sources_that_are_not_text_or_bytes_raise_type_error(parse, source: object) -> None:
    with pytest.raises(TypeError, match="source must be str or bytes"):
        parse(source)


@pytest.mark.parametrize("parse", [hcl.parse, hcl.parse_expression, hcl.parse_template, hcljson.parse])
def test_bad_start_and_filename_raise_type_error(parse) -> None:
    with pytest.raises(TypeError, match="start must be"):
        parse("a = 1", "f.hcl", (1, 1, 0))
    with pytest.raises(TypeError, match="filename must be"):
        parse("a = 1", None)


def test_bytes_like_sources_are_accepted() -> None:
    for source in (bytearray(b"a = 1\n"), memoryview(b"a = 1\n")):
        file, diags = hcl.parse(source)
        assert not diags and file.body.attributes[0].name == "a"


def test_nul_in_a_path_is_a_diagnostic() -> None:
    _, diags = load_file("a\0b.hcl")
    assert [d.summary for d in diags] == ["Failed to read file"]
    file, diags = hcljson.parse_file("a\0b.json")
    assert file is None and diags.has_errors


def test_unreadable_paths_are_diagnostics(tmp_path: Path) -> None:
    for path in (tmp_path, tmp_path / "missing.hcl"):
        _, diags = load_file(path)
        assert [d.summary for d in diags] == ["Failed to read file"]


def test_parse_file_with_nul_in_the_path() -> None:
    file, diags = hcl.parse_file("a\0b.hcl")
    assert file is None
    assert [d.summary for d in diags] == ["Failed to read file"]


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_hcldec_reads_a_bounded_amount(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from hcl.hcldec.cli import run

    spec = tmp_path / "spec.hcldec"
    spec.write_text("object {}\n")
    config = tmp_path / "a.hcl"
    config.write_text("a = 1\n")
    assert run(["--spec", str(spec), "-V", "/dev/zero", str(config)]) != 0
    assert run(["--spec", str(spec), "/dev/zero"]) != 0
    err = capsys.readouterr().err
    assert "Failed to read file" in err and "Traceback" not in err


def test_eval_command_with_deeply_nested_variables_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from hcl.cli import main

    path = tmp_path / "vars.json"
    path.write_text(json.dumps({"a": 1}).replace("1", "[" * 10_000 + "]" * 10_000))
    assert main(["eval", "--vars-file", str(path), "length(a)"]) == 1
    err = capsys.readouterr().err
    assert "Invalid variables file" in err and "Traceback" not in err
