"""The ``hcldec`` command: deliberate deviations, flags, output formats."""

from __future__ import annotations

import json

import pytest

from hcl.hcldec.flags import USAGE, FlagError, HelpRequested, parse_args
from hcl.hcldec.output import go_json, strip_null_properties
from hcl.render import wrap

from .cli_cases import CASES
from .reference import run_ours


def _case(name: str) -> dict:
    return next(c for c in CASES if c["name"] == name)


def test_block_attrs_is_accepted() -> None:
    result = run_ours(_case("block_attrs_rejected_by_reference"))
    assert result["rc"] == 0, result["stderr"]
    assert json.loads(result["stdout"]) == {"value": {"a": "x", "b": "2"}, "type": ["map", "string"]}


def test_default_with_one_child_warns_without_crashing() -> None:
    result = run_ours(_case("default_single_child"))
    assert result["rc"] == 0 and json.loads(result["stdout"])["value"] == 1
    # The warning shows when there are errors to report.
    case = dict(_case("default_single_child"), files={"in.hcl": "v = 1\nw = 2\n"})
    result = run_ours(case)
    diags = json.loads(result["stderr"])["diagnostics"]
    assert [(d["severity"], d["summary"]) for d in diags] == [
        ("warning", "Useless default block"), ("error", "Unsupported argument")]
    assert diags[0]["subject"]["start"]["line"] == 2  # the single child spec


def test_parse_args() -> None:
    opts = parse_args(["a.hcl", "-s", "x.hcldec", "-V{}", "--vars=f.json", "--keep-nulls", "-o=out", "--", "-b"])
    assert opts.spec == "x.hcldec" and opts.vars == ["{}", "f.json"] and opts.keep_nulls and opts.out == "out"
    assert opts.files == ["a.hcl", "-b"]
    assert parse_args(["-vs", "spec"]).version and parse_args(["-vs", "spec"]).spec == "spec"
    assert parse_args(["--with-type=0"]).with_type is False
    assert parse_args(["-"]).files == ["-"]


@pytest.mark.parametrize(("argv", "message"), [
    (["--nope"], "unknown flag: --nope"),
    (["-q"], "unknown shorthand flag: 'q' in -q"),
    (["-é"], "unknown shorthand flag: 'Ã' in -é"),  # Go quotes the first byte (mypy found the crash)
    (["--spec"], "flag needs an argument: --spec"),
    (["-s"], "flag needs an argument: 's' in -s"),
    (["---x"], "bad flag syntax: ---x"),
    (["-v=maybe"], 'invalid argument "maybe" for "-v, --version" flag: strconv.ParseBool: parsing "maybe": '
                   "invalid syntax"),
])
def test_flag_errors(argv: list[str], message: str) -> None:
    with pytest.raises(FlagError, match="^" + message.replace("(", r"\(").replace(")", r"\)") + "$"):
        parse_args(argv)


def test_help() -> None:
    with pytest.raises(HelpRequested):
        parse_args(["-h"])
    assert USAGE.startswith("usage: hcldec --spec=<spec-file>")


def test_go_json() -> None:
    assert go_json({"a": [1, None, True], "b": {}, "c": []}) == '{"a":[1,null,true],"b":{},"c":[]}'
    assert go_json({"a": [1, {"b": "<x>"}]}, "  ") == (
        '{\n  "a": [\n    1,\n    {\n      "b": "\\u003cx\\u003e"\n    }\n  ]\n}')


def test_strip_null_properties() -> None:
    text = '{"z":null,"b":[{"x":null,"y":1.50}],"a":{"q":null},"n":null}'
    assert strip_null_properties(text) == '{"a":{},"b":[{"y":1.50}]}'
    assert strip_null_properties("null") == "null"
    assert strip_null_properties('[null,{"a":null}]') == "[null,{}]"


def test_wrap() -> None:
    assert wrap("aaa bbb ccc", 7) == "aaa bbb\nccc"
    assert wrap("averyveryverylongword x", 5) == "averyveryverylongword\nx"
    assert wrap("a\nb c", 80) == "a\nb c"
