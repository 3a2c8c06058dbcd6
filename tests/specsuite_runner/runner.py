"""Running spec-suite tests through an ``hcldec``-compatible command.

A port of the reference harness (``cmd/hclspecsuite/runner.go``): same discovery
order, same hcldec command lines, same comparisons. Problems are reported as
diagnostics, as the reference harness does; a test passes when it has none.

One deliberate difference: an hcldec that exits unsuccessfully without reporting
any error diagnostic is a problem here (the reference harness would only notice
through the result comparison, which a test without a result cannot make).
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hcl import ir
from hcl.cty import DYNAMIC, Value
from hcl.cty import json as ctyjson
from hcl.cty.convert import convert
from hcl.cty.errors import CtyError
from hcl.diagnostics import Diagnostic, Diagnostics, Severity
from hcl.pos import Pos, Range
from tests.specsuite_runner.testfile import ExpectedTraversal, TestFile, load_test_file

__all__ = ["Runner", "SpecTest", "discover", "format_problems"]

DEFAULT_TIMEOUT = 120.0


@dataclass(frozen=True, slots=True)
class SpecTest:
    """One ``X.t`` file of a suite and its pretty name (``structure/blocks/single_unclosed``)."""

    name: str
    path: str

    @property
    def base(self) -> str:
        return self.path[:-2]

    @property
    def spec(self) -> str:
        return self.base + ".hcldec"

    @property
    def inputs(self) -> list[str]:
        """The input files that exist: ``X.hcl`` then ``X.hcl.json``."""
        return [p for p in (self.base + ".hcl", self.base + ".hcl.json") if os.path.exists(p)]


def discover(base_dir: str | os.PathLike[str]) -> list[SpecTest]:
    """Every test under ``base_dir`` in the reference's order: a directory's ``*.t`` files
    (sorted) before its sub-directories (sorted); names starting with ``.`` are skipped."""
    base = os.path.normpath(os.fspath(base_dir))
    out: list[SpecTest] = []

    def walk(directory: str) -> None:
        with os.scandir(directory) as it:
            entries = sorted((e for e in it if not e.name.startswith(".")), key=lambda e: e.name)
        for e in entries:
            if e.name.endswith(".t"):
                path = os.path.join(directory, e.name)
                rel = os.path.relpath(directory, base)
                stem = e.name[:-2]
                out.append(SpecTest(stem if rel == "." else f"{Path(rel).as_posix()}/{stem}", path))
        for e in entries:
            if e.is_dir(follow_symlinks=False):
                walk(os.path.join(directory, e.name))

    walk(base)
    return out


@dataclass(frozen=True, slots=True)
class _Completed:
    returncode: int
    stdout: bytes
    stderr: bytes


class Runner:
    """Runs spec tests through ``hcldec`` (a command line: program and leading arguments)."""

    def __init__(self, hcldec: Sequence[str], timeout: float = DEFAULT_TIMEOUT) -> None:
        if not hcldec:
            raise ValueError("an hcldec command is required")
        self.hcldec = list(hcldec)
        self.timeout = timeout

    # ------------------------------------------------------------------ tests

    def run(self, base_dir: str | os.PathLike[str]) -> Iterator[tuple[SpecTest, Diagnostics]]:
        """Each test of a suite with its problems (none when it passes)."""
        for test in discover(base_dir):
            yield test, self.run_test(test)

    def run_test(self, test: SpecTest) -> Diagnostics:
        """The problems of one test: harness problems with the ``.t`` file, then per input."""
        tf, diags = load_test_file(test.path)
        return self.run_loaded(test, tf, diags)

    def run_loaded(self, test: SpecTest, tf: TestFile | None, diags: Diagnostics) -> Diagnostics:
        """As :meth:`run_test`, for a ``.t`` file already loaded (with its diagnostics).

        Only this part runs hcldec, and it does not use the parser: threads may run it.
        """
        diags = Diagnostics(diags)
        if tf is None or diags.has_errors:
            return diags
        if not os.path.exists(test.spec):
            diags.append(Diagnostic.error(
                "Missing .hcldec file", f"No specification file for test {test.name}: {test.spec} does not exist."))
            return diags
        for input_path in test.inputs:
            diags.extend(self.run_input(test.spec, input_path, tf))
        return diags

    def run_input(self, spec: str, input_path: str, tf: TestFile) -> Diagnostics:
        """The problems of one input file against the test's expectations."""
        diags = Diagnostics()
        if tf.checks_traversals:
            got, more = self.variables(spec, input_path)
            diags.extend(more)
            if not more.has_errors:
                diags.extend(_compare_traversals(got, tf.expected_traversals, input_path))

        value, got_diags = self.transform(spec, input_path)
        if not tf.expected_diags:
            diags.extend(got_diags)
            if got_diags.has_errors or value is None:
                return diags
            diags.extend(_compare_value(value, tf, input_path))
        else:
            diags.extend(_compare_diagnostics(got_diags, tf, input_path))
        return diags

    # ------------------------------------------------------------------ hcldec

    def _call(self, args: list[str], what: str) -> tuple[_Completed | None, Diagnostics]:
        try:
            r = subprocess.run([*self.hcldec, *args], capture_output=True, timeout=self.timeout, check=False)
        except (OSError, subprocess.SubprocessError) as exc:
            return None, Diagnostics([Diagnostic.error(
                "Failed to run hcldec", f"Sub-program hcldec{what} could not be run: {exc}.")])
        return _Completed(r.returncode, r.stdout, r.stderr), Diagnostics()

    def transform(self, spec: str, input_path: str) -> tuple[Value | None, Diagnostics]:
        """Decode ``input_path``: its value, or the diagnostics hcldec reported."""
        r, diags = self._call(["--spec=" + spec, "--diags=json", "--with-type", "--keep-nulls", input_path], "")
        if r is None:
            return None, diags
        if r.returncode != 0:
            return None, decode_json_diagnostics(r.stderr, r.returncode)
        try:
            return ctyjson.unmarshal(r.stdout, DYNAMIC), diags
        except (CtyError, ValueError) as exc:
            diags.append(Diagnostic.error(
                "Failed to parse hcldec result", f"Sub-program hcldec produced an invalid result: {exc}."))
            return None, diags

    def variables(self, spec: str, input_path: str) -> tuple[list[ir.Traversal], Diagnostics]:
        """The variable references hcldec finds in ``input_path`` (``--var-refs``)."""
        r, diags = self._call(["--spec=" + spec, "--diags=json", "--var-refs", input_path], " (evaluating input)")
        if r is None:
            return [], diags
        if r.returncode != 0:
            return [], decode_json_diagnostics(r.stderr, r.returncode)
        try:
            return decode_traversals(r.stdout), diags
        except _BadResult as exc:
            diags.append(Diagnostic.error(
                "Failed to parse hcldec result",
                f"Sub-program hcldec (with --var-refs) produced an invalid result: {exc}."))
            return [], diags


# ---------------------------------------------------------------------- hcldec output


class _BadResult(ValueError):
    pass


def _range(node: Any, where: str) -> Range:
    if not isinstance(node, dict):
        raise _BadResult(f"{where} is not a range object")

    def pos(p: Any) -> Pos:
        if p is None:
            p = {}
        if not isinstance(p, dict) or not all(isinstance(p.get(k, 0), int) and not isinstance(p.get(k, 0), bool)
                                              for k in ("line", "column", "byte")):
            raise _BadResult(f"{where} has an invalid position")
        return Pos(p.get("line", 0), p.get("column", 0), p.get("byte", 0))

    filename = node.get("filename", "")
    if not isinstance(filename, str):
        raise _BadResult(f"{where} has an invalid filename")
    return Range(filename, pos(node.get("start")), pos(node.get("end")))


def decode_json_diagnostics(stderr: bytes, returncode: int = 2) -> Diagnostics:
    """Diagnostics from hcldec's ``--diags=json`` stderr (the harness's ``decodeJSONDiagnostics``)."""
    def invalid(why: str) -> Diagnostics:
        text = stderr.decode("utf-8", "replace").strip()
        return Diagnostics([Diagnostic.error(
            "Failed to parse hcldec diagnostics result",
            f"Sub-program hcldec (exit status {returncode}) produced invalid diagnostics: {why}."
            + (f"\nIts standard error was:\n{text}" if text else ""))])

    try:
        raw = json.loads(stderr)
    except ValueError as exc:
        return invalid(str(exc))
    if not isinstance(raw, dict) or not isinstance(raw.get("diagnostics") or [], list):
        return invalid('expected an object with a "diagnostics" array')
    diags = Diagnostics()
    for item in raw.get("diagnostics") or []:
        if not isinstance(item, dict):
            return invalid("a diagnostic is not an object")
        sev = item.get("severity")
        if sev not in ("error", "warning"):
            diags.append(Diagnostic.error(
                "Failed to parse hcldec diagnostics result", f"Diagnostic has unsupported severity {sev!r}."))
            continue
        summary, detail = item.get("summary", ""), item.get("detail", "")
        if not isinstance(summary, str) or not isinstance(detail, str):
            return invalid("a summary or detail is not a string")
        subject = None
        if item.get("subject") is not None:
            try:
                subject = _range(item["subject"], "a diagnostic subject")
            except _BadResult as exc:
                return invalid(str(exc))
        diags.append(Diagnostic(Severity(sev), summary, detail, subject))
    if returncode != 0 and not diags.has_errors:
        diags.append(Diagnostic.error(
            "hcldec failed without errors",
            f"Sub-program hcldec exited with status {returncode} but reported no error diagnostic."))
    return diags


def decode_traversals(stdout: bytes) -> list[ir.Traversal]:
    """Traversals from hcldec's ``--var-refs`` output, rebuilt from their steps only."""
    try:
        raw = json.loads(stdout)
    except ValueError as exc:
        raise _BadResult(str(exc)) from exc
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise _BadResult("expected a JSON array")
    out: list[ir.Traversal] = []
    for t in raw:
        steps_raw = t.get("steps") if isinstance(t, dict) else None
        if not isinstance(steps_raw, list):
            raise _BadResult("a traversal has no steps array")
        steps: list[ir.Traverser] = []
        for s in steps_raw:
            if not isinstance(s, dict):
                raise _BadResult("a traversal step is not an object")
            rng = _range(s.get("range") or {}, "a step range")
            kind, name = s.get("kind"), s.get("name", "")
            if kind in ("root", "attr"):
                if not isinstance(name, str):
                    raise _BadResult(f"traversal step has invalid name {name!r}")
                steps.append(ir.TraverseRoot(name, rng) if kind == "root" else ir.TraverseAttr(name, rng))
            elif kind == "index":
                if "key" not in s:
                    raise _BadResult("traversal step has no index key")
                key_text = json.dumps(s["key"])
                try:
                    key = ctyjson.unmarshal(key_text, ctyjson.implied_type(key_text))
                except CtyError as exc:
                    raise _BadResult(f"traversal step has invalid index key {key_text}: {exc}") from exc
                steps.append(ir.TraverseIndex(key, rng))
            else:
                raise _BadResult(f"traversal step of unsupported kind {kind!r}")
        out.append(ir.Traversal(tuple(steps)))
    return out


# ---------------------------------------------------------------------- comparisons


def traversals_equivalent(a: ir.Traversal, b: ir.Traversal) -> bool:
    """Same steps: kinds, names, and raw-equal index keys (ranges are not compared)."""
    if len(a.steps) != len(b.steps):
        return False
    for x, y in zip(a.steps, b.steps, strict=True):
        if type(x) is not type(y):
            return False
        if isinstance(x, ir.TraverseRoot | ir.TraverseAttr):
            if x.name != y.name:  # type: ignore[union-attr]
                return False
        elif isinstance(x, ir.TraverseIndex):
            if not x.key.raw_equals(y.key):  # type: ignore[union-attr]
                return False
        else:
            return False
    return True


def _pos_text(p: Pos) -> str:
    return f"line {p.line} column {p.column} byte {p.byte}"


def _range_text(r: Range) -> str:
    return f"from {_pos_text(r.start)} to {_pos_text(r.end)}"


def _compare_traversals(got: list[ir.Traversal], expected: list[ExpectedTraversal], filename: str) -> Diagnostics:
    diags = Diagnostics()
    for traversal in got:
        match = next((e for e in expected if traversals_equivalent(e.traversal, traversal)), None)
        rng = traversal.source_range if traversal.steps else None
        if match is None:
            diags.append(Diagnostic.error(
                "Unexpected traversal", "Detected traversal that is not indicated as expected in the test file.", rng))
            continue
        assert rng is not None
        if rng.filename != filename:
            diags.append(Diagnostic.error(
                "Incorrect filename in detected traversal",
                f"Filename was reported as {rng.filename!r}, but was expecting {filename!r}.",
                match.traversal.source_range))
            continue
        want = Range(filename, match.range.start, match.range.end)
        if rng.start != want.start:
            diags.append(Diagnostic.error(
                "Incorrect start position in detected traversal",
                f"Start position was reported as {_pos_text(rng.start)}, but was expecting {_pos_text(want.start)}.",
                want))
        if rng.end != want.end:
            diags.append(Diagnostic.error(
                "Incorrect end position in detected traversal",
                f"End position was reported as {_pos_text(rng.end)}, but was expecting {_pos_text(want.end)}.",
                want))
    for e in expected:
        if not any(traversals_equivalent(e.traversal, t) for t in got):
            diags.append(Diagnostic.error(
                "Missing expected traversal", "This expected traversal was not detected.", e.traversal.source_range))
    return diags


def _compare_value(value: Value, tf: TestFile, filename: str) -> Diagnostics:
    diags = Diagnostics()
    if value.type.test_conformance(tf.result_type):
        diags.append(Diagnostic.error(
            "Incorrect result type",
            f"Input file {filename} produced {value.type.type_constraint_string()}, "
            f"but was expecting {tf.result_type.type_constraint_string()}."))
    if tf.result is not None:
        try:
            want = convert(tf.result, tf.result_type)
        except CtyError as exc:
            diags.append(Diagnostic.error(
                "Incorrect type for result value", f"Result does not conform to the given result type: {exc}.",
                tf.result_range))
        else:
            if not value.raw_equals(want):
                diff = "\n".join(value_differences(want, value))
                diags.append(Diagnostic.error(
                    "Incorrect result value",
                    f"Input file {filename} produced a different value:\n{diff}\n\n"
                    f"produced:  {value!r}\nexpecting: {want!r}"))
    return diags


def _compare_diagnostics(got_diags: Diagnostics, tf: TestFile, filename: str) -> Diagnostics:
    """Diagnostics matched as a set of (severity, subject range); other fields are not compared."""
    diags = Diagnostics()
    got: dict[tuple[Severity, Range], Diagnostic] = {}
    for d in got_diags:
        if d.subject is None or d.subject.filename != filename:
            diags.append(d)  # never expected: an operational error or another file
            continue
        got.setdefault((d.severity, d.subject), d)
    want = {(e.severity, Range(filename, e.range.start, e.range.end)): e.decl_range for e in tf.expected_diags}
    for key, d in got.items():
        if key not in want:
            diags.append(d)
            diags.append(Diagnostic.error(
                "Unexpected diagnostic",
                f"No {key[0].value} diagnostic was expected {_range_text(key[1])}. "
                "The unexpected diagnostic was shown above.", key[1]))
    for key, decl in want.items():
        if key not in got:
            diags.append(Diagnostic.error(
                "Missing expected diagnostic", f"No {key[0].value} diagnostic was generated {_range_text(key[1])}.",
                decl))
    return diags


def value_differences(want: Value, got: Value, path: str = "") -> list[str]:
    """Where two values differ, one line per difference (a readable stand-in for ctydebug.DiffValues)."""
    where = path or "(root)"
    if want.raw_equals(got):
        return []
    if want.type != got.type:
        return [f"{where}: type {got.type.type_constraint_string()}, want {want.type.type_constraint_string()}"]
    if (not want.is_known or not got.is_known or want.is_null or got.is_null
            or not (want.type.is_object or want.type.is_map or want.type.is_list or want.type.is_tuple)):
        return [f"{where}: got {got!r}, want {want!r}"]
    out: list[str] = []
    if want.type.is_object or want.type.is_map:
        w, g = want.as_value_map(), got.as_value_map()
        for k in sorted(set(w) | set(g)):
            sub = f"{path}[{json.dumps(k, ensure_ascii=False)}]"
            if k not in g:
                out.append(f"{sub}: missing, want {w[k]!r}")
            elif k not in w:
                out.append(f"{sub}: unexpected {g[k]!r}")
            else:
                out.extend(value_differences(w[k], g[k], sub))
    else:
        wl, gl = want.as_value_list(), got.as_value_list()
        if len(wl) != len(gl):
            out.append(f"{where}: {len(gl)} elements, want {len(wl)}")
        for i, (a, b) in enumerate(zip(wl, gl, strict=False)):
            out.extend(value_differences(a, b, f"{path}[{i}]"))
    return out or [f"{where}: got {got!r}, want {want!r}"]


# ---------------------------------------------------------------------- reporting


def _snippet(rng: Range) -> str:
    try:
        lines = Path(rng.filename).read_bytes().split(b"\n")
        line = lines[rng.start.line - 1].decode("utf-8", "replace")
    except (OSError, IndexError):
        return ""
    return f"\n  {rng.start.line:>4}: {line}"


def format_problems(diags: Sequence[Diagnostic]) -> str:
    """Problems as text: severity, summary, where (with its source line) and detail."""
    parts: list[str] = []
    for d in diags:
        head = f"{d.severity.value.capitalize()}: {d.summary}"
        if d.subject is not None:
            head += f"\n  on {d.subject.filename} {_range_text(d.subject)}" + _snippet(d.subject)
        if d.detail:
            head += "\n\n" + "\n".join("  " + ln if ln else "" for ln in d.detail.splitlines())
        parts.append(head)
    return "\n\n".join(parts)
