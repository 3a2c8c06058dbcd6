"""The spec-suite runner itself: reading ``.t`` files, discovery, and that it fails when it should.

A fake hcldec (a Python script replaying canned output per spec file) stands in for
a real one, so every comparison path is exercised without any hcldec installed.
"""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest

from hcl.cty import BOOL, DYNAMIC, NUMBER, STRING, List, Map, Object, Set, Tuple
from hcl.diagnostics import Severity
from hcl.native import parse_expression
from tests.specsuite_runner import Runner, discover, load_test_file
from tests.specsuite_runner.__main__ import main
from tests.specsuite_runner.runner import decode_json_diagnostics, decode_traversals
from tests.specsuite_runner.testfile import type_constraint

FAKE_HCLDEC = '''
import json, sys
args = sys.argv[1:]
spec = next(a[len("--spec="):] for a in args if a.startswith("--spec="))
mode = "var_refs" if "--var-refs" in args else "decode"
plan = json.load(open(spec + ".fake.json")).get(mode, {"rc": 0, "stdout": "[]"})
sys.stdout.write(plan.get("stdout", ""))
sys.stderr.write(plan.get("stderr", ""))
sys.exit(plan.get("rc", 0))
'''


def _rng(l1: int, c1: int, b1: int, l2: int, c2: int, b2: int, filename: str) -> dict:
    return {"filename": filename, "start": {"line": l1, "column": c1, "byte": b1},
            "end": {"line": l2, "column": c2, "byte": b2}}


def _diag_json(filename: str, *ranges: tuple[int, ...], severity: str = "error") -> str:
    return json.dumps({"diagnostics": [
        {"severity": severity, "summary": "Something", "subject": _rng(*r, filename)} for r in ranges]})


class Suite:
    """A temporary suite directory with a fake hcldec."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.fake = root.parent / "fake_hcldec.py"
        self.fake.write_text(FAKE_HCLDEC)
        self.runner = Runner([sys.executable, str(self.fake)])

    def add(self, name: str, t: str, plan: dict, *, hcl: str | None = "a = 1\n", json_input: str | None = None) -> None:
        base = self.root / name
        base.parent.mkdir(parents=True, exist_ok=True)
        (base.parent / (base.name + ".t")).write_text(textwrap.dedent(t))
        (base.parent / (base.name + ".hcldec")).write_text('literal { value = "x" }\n')
        (base.parent / (base.name + ".hcldec.fake.json")).write_text(json.dumps(plan))
        if hcl is not None:
            (base.parent / (base.name + ".hcl")).write_text(hcl)
        if json_input is not None:
            (base.parent / (base.name + ".hcl.json")).write_text(json_input)

    def problems(self, name: str) -> list[str]:
        test = next(t for t in discover(self.root) if t.name == name)
        return [d.summary for d in self.runner.run_test(test)]

    def input(self, name: str) -> str:
        return str(self.root / (name + ".hcl"))


@pytest.fixture
def suite(tmp_path: Path) -> Suite:
    root = tmp_path / "suite"
    root.mkdir()
    return Suite(root)


def _value(stdout_value: object, ty: object) -> dict:
    return {"decode": {"rc": 0, "stdout": json.dumps({"value": stdout_value, "type": ty}) + "\n"}}


# ---------------------------------------------------------------------- results


def test_matching_result_passes(suite: Suite) -> None:
    suite.add("ok", 'result = {a = 1, b = ["x"]}\n', _value({"a": 1, "b": ["x"]}, ["object", {
        "a": "number", "b": ["tuple", ["string"]]}]))
    assert suite.problems("ok") == []


def test_result_value_differs(suite: Suite) -> None:
    suite.add("bad", "result = 2\n", _value(1, "number"))
    assert suite.problems("bad") == ["Incorrect result value"]


def test_result_type_is_exact(suite: Suite) -> None:
    # A list is not a tuple, even with equal elements.
    suite.add("list", 'result = ["a"]\n', _value(["a"], ["list", "string"]))
    assert suite.problems("list") == ["Incorrect result value"]
    suite.add("typed", 'result_type = list(string)\nresult = ["a"]\n', _value(["a"], ["list", "string"]))
    assert suite.problems("typed") == []
    suite.add("conform", "result_type = map(number)\n", _value({"a": 1}, ["object", {"a": "number"}]))
    assert suite.problems("conform") == ["Incorrect result type"]


def test_numbers_compare_exactly(suite: Suite) -> None:
    stdout = '{"value":0.1000000000000000055511151231257827,"type":"number"}\n'
    suite.add("num", "result = 0.1\n", {"decode": {"rc": 0, "stdout": stdout}})
    assert suite.problems("num") == ["Incorrect result value"]


def test_null_results_are_typed(suite: Suite) -> None:
    suite.add("null", "result_type = string\nresult = null\n", _value(None, "string"))
    assert suite.problems("null") == []
    suite.add("dyn", "result = null\n", _value(None, "string"))
    assert suite.problems("dyn") == ["Incorrect result value"]


def test_every_input_is_run(suite: Suite) -> None:
    # The same (wrong) output for both inputs: one failure per input.
    suite.add("both", "result = 2\n", _value(1, "number"), json_input='{"a": 1}\n')
    assert suite.problems("both") == ["Incorrect result value", "Incorrect result value"]


def test_unexpected_errors_fail(suite: Suite) -> None:
    plan = {"decode": {"rc": 2, "stderr": _diag_json("in.hcl", (1, 1, 0, 1, 2, 1))}}
    suite.add("errs", 'result = "x"\n', plan)
    assert suite.problems("errs") == ["Something"]


def test_bad_outputs_fail(suite: Suite) -> None:
    suite.add("garbage", 'result = "x"\n', {"decode": {"rc": 0, "stdout": "not json"}})
    assert suite.problems("garbage") == ["Failed to parse hcldec result"]
    suite.add("stderr", 'result = "x"\n', {"decode": {"rc": 1, "stderr": "Error: boom\n"}})
    assert suite.problems("stderr") == ["Failed to parse hcldec diagnostics result"]
    suite.add("silent", "", {"decode": {"rc": 2, "stderr": '{"diagnostics": []}'}})
    assert suite.problems("silent") == ["hcldec failed without errors"]


def test_missing_hcldec_fails(tmp_path: Path) -> None:
    (tmp_path / "x.t").write_text('result = "x"\n')
    (tmp_path / "x.hcldec").write_text("")
    (tmp_path / "x.hcl").write_text("")
    runner = Runner([str(tmp_path / "no-such-hcldec")])
    assert [d.summary for d in runner.run_test(discover(tmp_path)[0])] == ["Failed to run hcldec"]


def test_missing_spec_file(suite: Suite) -> None:
    suite.add("nospec", 'result = "x"\n', _value("x", "string"))
    (suite.root / "nospec.hcldec").unlink()
    assert suite.problems("nospec") == ["Missing .hcldec file"]


# ---------------------------------------------------------------------- diagnostics


DIAG_T = """\
diagnostics {
  error {
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 2
      byte   = 1
    }
  }
}
"""


def test_expected_diagnostics(suite: Suite) -> None:
    suite.add("d", DIAG_T, {})
    path = suite.input("d")
    good = {"decode": {"rc": 2, "stderr": _diag_json(path, (1, 1, 0, 1, 2, 1), (1, 1, 0, 1, 2, 1))}}
    (suite.root / "d.hcldec.fake.json").write_text(json.dumps(good))
    assert suite.problems("d") == []  # duplicates collapse: a set of (severity, range)


@pytest.mark.parametrize(("plan", "want"), [
    ("shifted", ["Something", "Unexpected diagnostic", "Missing expected diagnostic"]),
    ("warning", ["Something", "Unexpected diagnostic", "Missing expected diagnostic", "hcldec failed without errors"]),
    ("other file", ["Something", "Missing expected diagnostic"]),
    ("no subject", ["Something", "Missing expected diagnostic"]),
    ("success", ["Missing expected diagnostic"]),
])
def test_diagnostic_mismatches(suite: Suite, plan: str, want: list[str]) -> None:
    suite.add("d", DIAG_T, {})
    path = suite.input("d")
    stderr = {
        "shifted": _diag_json(path, (1, 1, 0, 1, 3, 2)),
        "warning": _diag_json(path, (1, 1, 0, 1, 2, 1), severity="warning"),
        "other file": _diag_json("elsewhere.hcl", (1, 1, 0, 1, 2, 1)),
        "no subject": json.dumps({"diagnostics": [{"severity": "error", "summary": "Something"}]}),
    }.get(plan)
    decode = {"rc": 0, "stdout": '{"value":"x","type":"string"}'} if stderr is None else {"rc": 2, "stderr": stderr}
    (suite.root / "d.hcldec.fake.json").write_text(json.dumps({"decode": decode}))
    assert sorted(suite.problems("d")) == sorted(want)


# ---------------------------------------------------------------------- traversals

TRAV_T = """\
result = "x"
traversals {
  expect {
    ref = foo.bar[0]
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 15
      byte   = 14
    }
  }
}
"""


def _trav(path: str, steps: list[tuple[str, object]], rng: tuple[int, ...] = (1, 5, 4, 1, 15, 14)) -> dict:
    out = []
    for kind, x in steps:
        step: dict = {"kind": kind, "range": _rng(*rng, path)}
        step["key" if kind == "index" else "name"] = x
        out.append(step)
    return {"root_name": steps[0][1], "steps": out, "range": _rng(*rng, path)}


@pytest.mark.parametrize(("found", "want"), [
    ("same", []),
    ("string key", ["Unexpected traversal", "Missing expected traversal"]),
    ("moved", ["Incorrect start position in detected traversal", "Incorrect end position in detected traversal"]),
    ("extra", ["Unexpected traversal"]),
    ("none", ["Missing expected traversal"]),
])
def test_traversal_checks(suite: Suite, found: str, want: list[str]) -> None:
    suite.add("t", TRAV_T, {})
    path = suite.input("t")
    good = [("root", "foo"), ("attr", "bar"), ("index", 0)]
    refs = {
        "same": [_trav(path, good)],
        "string key": [_trav(path, [("root", "foo"), ("attr", "bar"), ("index", "0")])],
        "moved": [_trav(path, good, (2, 5, 20, 2, 15, 30))],
        "extra": [_trav(path, good), _trav(path, [("root", "baz")])],
        "none": [],
    }[found]
    plan = {"var_refs": {"rc": 0, "stdout": json.dumps(refs)},
            "decode": {"rc": 0, "stdout": '{"value":"x","type":"string"}'}}
    (suite.root / "t.hcldec.fake.json").write_text(json.dumps(plan))
    assert suite.problems("t") == want


def test_decode_traversals_keys() -> None:
    [t] = decode_traversals(json.dumps([{"steps": [
        {"kind": "root", "name": "a", "range": _rng(1, 1, 0, 1, 2, 1, "f")},
        {"kind": "index", "key": 1.5, "range": _rng(1, 2, 1, 1, 7, 6, "f")},
        {"kind": "index", "key": "k", "range": _rng(1, 7, 6, 1, 12, 11, "f")},
    ]}]).encode())
    assert [type(s).__name__ for s in t.steps] == ["TraverseRoot", "TraverseIndex", "TraverseIndex"]
    assert t.steps[1].key.type == NUMBER and t.steps[2].key.type == STRING  # type: ignore[union-attr]
    assert t.source_range.end.byte == 11


def test_decode_json_diagnostics() -> None:
    diags = decode_json_diagnostics(_diag_json("f.hcl", (1, 1, 0, 1, 2, 1), severity="warning").encode(), 0)
    assert diags[0].severity is Severity.WARNING and diags[0].subject is not None
    assert diags[0].subject.filename == "f.hcl"


# ---------------------------------------------------------------------- .t files and discovery


def test_load_test_file(tmp_path: Path) -> None:
    p = tmp_path / "x.t"
    p.write_text(TRAV_T)
    tf, diags = load_test_file(p)
    assert not diags and tf is not None
    assert tf.checks_traversals and len(tf.expected_traversals) == 1
    e = tf.expected_traversals[0]
    assert (e.range.start.byte, e.range.end.byte) == (4, 14)
    assert [type(s).__name__ for s in e.traversal.steps] == ["TraverseRoot", "TraverseAttr", "TraverseIndex"]


@pytest.mark.parametrize(("text", "summary"), [
    ('result = 1\ndiagnostics {\n}\n', "Empty diagnostics block"),
    (DIAG_T + "result = 1\n", "Conflicting spec expectations"),
    ('result_type = number\nresult = "x"\n', "Invalid result value"),
    ("traversals {\n}\ntraversals {\n}\n", 'Duplicate "traversals" block'),
    ("bogus = 1\n", "Unsupported argument"),
    ("diagnostics {\n  error {\n    from {\n      line = 1\n      column = 1\n      byte = 0\n    }\n  }\n}\n",
     "Missing to block"),
    ("diagnostics {\n  error {\n    from {\n      line = 1.5\n      column = 1\n      byte = 0\n    }\n"
     "    to {\n      line = 1\n      column = 1\n      byte = 0\n    }\n  }\n}\n", "Invalid line number"),
    ("result_type = list\n", "Invalid type specification"),
])
def test_bad_test_files(tmp_path: Path, text: str, summary: str) -> None:
    p = tmp_path / "x.t"
    p.write_text(text)
    _, diags = load_test_file(p)
    assert summary in [d.summary for d in diags]


@pytest.mark.parametrize(("src", "want"), [
    ("string", STRING), ("any", DYNAMIC), ("list(number)", List(NUMBER)), ("set(bool)", Set(BOOL)),
    ("map(list(string))", Map(List(STRING))), ("tuple([number, any])", Tuple([NUMBER, DYNAMIC])),
    ("object({a = number, b = optional(string)})", Object({"a": NUMBER, "b": STRING}, ["b"])),
    ("object({})", Object({})),
])
def test_type_constraint(src: str, want: object) -> None:
    expr, diags = parse_expression(src, "t")
    assert not diags
    ty, diags = type_constraint(expr)
    assert not diags and ty == want


@pytest.mark.parametrize("src", ["list", "string(1)", '"string"', "list(number, string)", "object({\"a b\" = number})",
                                 "foo", "tuple(number)", "set()"])
def test_bad_type_constraint(src: str) -> None:
    expr, diags = parse_expression(src, "t")
    assert not diags
    _, diags = type_constraint(expr)
    assert [d.summary for d in diags] and all(d.summary == "Invalid type specification" for d in diags)


def test_discovery_order(tmp_path: Path) -> None:
    for rel in ["b.t", "a.t", "sub/z.t", "sub/a.t", ".hidden/x.t", "a_dir/c.t", ".skip.t", "notes.txt"]:
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("")
    assert [t.name for t in discover(tmp_path)] == ["a", "b", "a_dir/c", "sub/a", "sub/z"]


def test_command_line(suite: Suite, capsys: pytest.CaptureFixture[str]) -> None:
    suite.add("ok", 'result = "x"\n', _value("x", "string"))
    suite.add("sub/bad", 'result = "y"\n', _value("x", "string"))
    assert main([str(suite.root), sys.executable, str(suite.fake)]) == 2
    out, err = capsys.readouterr()
    assert out.splitlines()[:4] == ["- ok", "- ok", "- sub/bad", "- sub/bad"]
    assert "Incorrect result value" in err
    assert main([str(suite.root)]) == 2
