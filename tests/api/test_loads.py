"""hcl.loads / load / dumps / dump: the data shape, errors, and the round trip."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import unicodedata
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import hcl
from hcl.cty.types import is_identifier
from tests.conftest import SHARED

CORPUS = SHARED / "corpus"


def _imported_after(statement: str) -> set[str]:
    code = f"import sys\n{statement}\nprint('\\n'.join(sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_import_hcl_loads_no_parser_and_no_number_library() -> None:
    mods = _imported_after("import hcl")
    heavy = {m for m in mods if m.split(".")[0] in ("antlr4", "mpmath")
             or m.startswith(("hcl._generated", "hcl.native", "hcl.cty"))}
    assert heavy == set()


def test_import_hcl_cty_loads_no_parser() -> None:
    mods = _imported_after("import hcl.cty")
    assert "hcl.cty.values" in mods
    assert {m for m in mods if m.split(".")[0] == "antlr4" or m.startswith(
        ("hcl._generated", "hcl.native", "hcl.eval", "hcl.json"))} == set()


def test_public_names_resolve() -> None:
    import importlib.util

    formatter = importlib.util.find_spec("hcl.write.format") is not None
    for name in hcl.__all__:
        if name != "format" or formatter:  # (the formatter's module may not be merged yet)
            assert getattr(hcl, name) is not None
    with pytest.raises(AttributeError):
        hcl.no_such_name  # noqa: B018


def test_shape_attributes_blocks_labels() -> None:
    data = hcl.loads('''
region = "eu-west-1"
ports  = [80, 443]
ratio  = 0.5
resource "aws_instance" "web" {
  ami = "ami-1"
  lifecycle {
    create_before_destroy = true
  }
}
resource "aws_instance" "web" {}
resource "aws_instance" "db" { tags = { Name = "db" } }
''')
    assert data == {
        "region": "eu-west-1", "ports": [80, 443], "ratio": 0.5,
        "resource": {"aws_instance": {
            "web": [{"ami": "ami-1", "lifecycle": [{"create_before_destroy": True}]}, {}],
            "db": [{"tags": {"Name": "db"}}]}},
    }
    assert list(data) == ["region", "ports", "ratio", "resource"]
    assert json.loads(json.dumps(data)) == data
    assert isinstance(data["ports"][0], int)


def test_unevaluable_expressions_are_templates() -> None:
    data = hcl.loads('a = var.x\nb = "web-${var.env}"\nc = length(var.l) + 1\nd = cidrsubnet("10.0.0.0/8", 8, 1)\n'
                     'e = "$${literal}"\nf = [for x in var.l : x]\ng = { k = var.k, n = 1 + 1, (var.q) = 2 }\n'
                     'h = [var.h, 1]\n')
    assert data == {"a": "${var.x}", "b": "web-${var.env}", "c": "${length(var.l) + 1}",
                    "d": '${cidrsubnet("10.0.0.0/8", 8, 1)}', "e": "${literal}",
                    "f": "${[for x in var.l : x]}", "g": "${{ k = var.k, n = 1 + 1, (var.q) = 2 }}",
                    "h": ["${var.h}", 1]}
    assert hcl.loads("g = { k = var.k, n = 1 + 1 }\n") == {"g": {"k": "${var.k}", "n": 2}}


def test_variables_and_functions() -> None:
    data = hcl.loads('a = var.x * 2\nb = upper(name)\n', variables={"var": {"x": 21}, "name": "n"})
    assert data == {"a": 42, "b": "N"}
    assert hcl.loads("b = upper(name)\n", variables={"name": "n"}, functions={}) == {
        "b": "${upper(name)}"}


def test_numbers_int_float_decimal_text() -> None:
    src = "a = 1\nb = 1.5e3\nc = 0.1\nd = 12345678901234567890123\n"
    assert hcl.loads(src) == {"a": 1, "b": 1500, "c": 0.1, "d": 12345678901234567890123}
    assert hcl.loads(src, parse_float=Decimal)["c"] == Decimal("0.1")
    assert hcl.loads("c = 0.1000000000000000000001\n", parse_float=str) == {"c": "0.1000000000000000000001"}


def test_errors_raise_with_every_diagnostic() -> None:
    with pytest.raises(hcl.HCLError) as info:
        hcl.loads('a = 1 + "x"\nb = 2\nc = [1][5]\n', filename="main.tf")
    err = info.value
    assert isinstance(err, ValueError)
    assert [d.summary for d in err.diagnostics] == ["Invalid operand", "Invalid index"]
    text = str(err)
    assert "main.tf:1:9: Invalid operand" in text and "main.tf:3:" in text
    assert "1: a = 1 + \"x\"" in text  # the source line, from the shared renderer


def test_syntax_error_and_structure_errors() -> None:
    with pytest.raises(hcl.HCLError, match=r"t\.hcl:1:"):
        hcl.loads("a = \n", filename="t.hcl")
    with pytest.raises(hcl.HCLError, match=r"t\.hcl:2:1: Attribute redefined"):
        hcl.loads("a = 1\na = 2\n", filename="t.hcl")
    with pytest.raises(hcl.HCLError, match="Attribute and block with the same name"):
        hcl.loads("a = 1\na {}\n")
    with pytest.raises(hcl.HCLError, match="Inconsistent block labels"):
        hcl.loads('a {}\na "x" {}\n')


def test_json_syntax_by_suffix_or_argument(tmp_path: Path) -> None:
    text = '{"a": "${1 + 1}", "b": "${var.x}", "c": "$${x}", "r": {"t": {"n": [{"v": 1.5}]}}}'
    expected = {"a": 2, "b": "${var.x}", "c": "${x}", "r": {"t": {"n": [{"v": 1.5}]}}}
    assert hcl.loads(text, syntax="json") == expected
    path = tmp_path / "main.tf.json"
    path.write_text(text)
    assert hcl.load(path) == expected
    assert hcl.load(str(path)) == expected
    with path.open("rb") as f:
        assert hcl.load(f) == expected
    with pytest.raises(ValueError, match="unknown syntax"):
        hcl.loads("", syntax="yaml")  # type: ignore[arg-type]


def test_load_errors_and_text_files(tmp_path: Path) -> None:
    with pytest.raises(hcl.HCLError, match="Failed to read file"):
        hcl.load(tmp_path / "absent.tf")
    assert hcl.load(io.StringIO("a = 1\n")) == {"a": 1}


def test_dumps_writes_blocks_attributes_and_expressions() -> None:
    data = {"variable": {"region": [{"default": "eu-west-1"}]}, "tags": {"Name": "x"},
            "id": "${aws_instance.web.id}", "lifecycle": [{"prevent_destroy": True}]}
    text = hcl.dumps(data)
    assert 'variable "region" {' in text
    assert "tags = {" in text
    assert "id = aws_instance.web.id" in text
    assert "lifecycle {" in text
    out = io.StringIO()
    hcl.dump(data, out)
    assert out.getvalue() == text
    assert hcl.loads(text) == data


def test_dumps_refuses_what_has_no_native_form() -> None:
    with pytest.raises(TypeError):
        hcl.dumps([1, 2])  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        hcl.dumps({"not an identifier": 1})
    with pytest.raises(ValueError):
        hcl.dumps({"a": float("nan")})


# ---------------------------------------------------------------- the round trip property

def _nfc(s: str) -> bool:
    return unicodedata.is_normalized("NFC", s)


# ``for`` as the first item of a block body is misread as a for expression by the lexer
# (a grammar issue, reported separately); the rest of the identifiers are fair game.
names = st.from_regex(r"\A[a-z_][a-z0-9_-]{0,8}\Z").filter(lambda s: s != "for" and is_identifier(s))
# The documented domain: a string holding template sequences is one loads could not
# evaluate (the markers below); any other text is fair, "$${" and lone "${" included.
text = st.text(max_size=12).filter(_nfc)
plain_text = text.filter(lambda s: "${" not in s and "%{" not in s) | st.sampled_from(
    ["$${x}", "a $${", "${", "%%{", "100%", "$"])
markers = st.sampled_from(["${var.x}", "${aws_instance.web.id}", "web-${var.env}",
                           '${"%{if var.a}x%{endif}"}', "${[for v in var.l : v]}"])
scalars = (st.none() | st.booleans() | st.integers(-(2**200), 2**200)
           | st.floats(-1e150, 1e150) | plain_text | markers)
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(text, inner, max_size=3), max_leaves=8)
attribute_values = values


def bodies(depth: int = 2) -> st.SearchStrategy[dict[str, Any]]:
    if depth == 0:
        return st.dictionaries(names, attribute_values, max_size=3)
    nest = st.lists(bodies(depth - 1), min_size=1, max_size=2)
    labelled = st.dictionaries(text, nest, min_size=1, max_size=2)
    return st.dictionaries(names, attribute_values | nest | labelled, max_size=4)


@given(bodies())
@example({"a": [{"b": 1}]})
@example({"a": {"x y": [{}], "z": [{"b": "${var.q}"}]}})
@example({"s": "a$${b}", "t": "$", "u": "%%{"})
@example({"n": 0.1, "m": -0.0, "k": 1e150, "j": 5e-324})
@example({"o": {"": None, "null": [], "for": {}}})
@example({"o": {"\U0002ebf0": 1}})  # a letter newer than the grammar's Unicode tables: quoted
@example({"t": "${[_]}", "u": "${{a = _}}"})  # constructors stay interpolated
def test_loads_dumps_round_trip(data: dict[str, Any]) -> None:
    assert hcl.loads(hcl.dumps(data)) == data


@pytest.mark.skipif(not CORPUS.is_dir(), reason="the shared corpus is not available")
def test_corpus_loads_and_round_trips() -> None:
    files = sorted(CORPUS.rglob("*.tf"))[:40]
    assert files
    for path in files:
        data = hcl.load(path)
        assert hcl.loads(hcl.dumps(data)) == data, path
