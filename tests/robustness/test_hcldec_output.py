"""hcldec writes deeply nested results: no recursion, memory linear in the depth."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hcl.hcldec.output import go_json, strip_null_properties


def test_go_json_and_null_stripping_at_any_depth() -> None:
    depth = 50_000
    text = '{"a":' + "[" * depth + "]" * depth + ',"b":null}'
    assert strip_null_properties(text) == '{"a":' + "[" * depth + "]" * depth + "}"
    nested: object = []
    for _ in range(depth):
        nested = [nested]
    assert go_json(nested) == "[" * (depth + 1) + "]" * (depth + 1)


def test_output_matches_the_recursive_definition() -> None:
    value = {"b": [1, {"x": None, "a": "<&>"}, []], "a": {}, "c": [None, True, False]}
    text = json.dumps(value, separators=(",", ":"))
    assert strip_null_properties(text) == '{"a":{},"b":[1,{"a":"\\u003c\\u0026\\u003e"},[]],"c":[null,true,false]}'
    assert go_json({"k": [1, 2]}, "  ") == '{\n  "k": [\n    1,\n    2\n  ]\n}'


def test_hcldec_decodes_a_value_deeper_than_the_json_module_reads(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from hcl.hcldec.cli import run

    depth = 15_000
    spec = tmp_path / "spec.hcldec"
    spec.write_text('object {\n  attr "a" {\n    type = any\n  }\n}\n')
    config = tmp_path / "deep.json"
    config.write_text('{"a":' + "[" * depth + "]" * depth + "}")
    assert run(["--spec", str(spec), str(config)]) == 0
    assert capsys.readouterr().out.strip() == '{"a":' + "[" * depth + "]" * depth + "}"
