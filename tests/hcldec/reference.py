"""Running ``hcldec`` cases against the project's command and the reference one, and comparing.

A case (see ``cli_cases.py``) is a spec file, input files and a command line;
it runs in a fresh directory holding ``spec.hcldec`` and the files, so the
file names in the output are the same for both implementations. Results are
compared after normalising what the reference leaves unordered (it iterates
Go maps: the order of diagnostics and of variable references) and what is
ours to word (diagnostic details): exit status, standard output and output
files exactly, diagnostics by severity, summary and subject range.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
EXPECTED = Path(__file__).with_name("cli_cases.expected.json")
OUT_FILES = ("out.json",)


def case_files(case: dict) -> dict[str, str | bytes]:
    files: dict[str, str | bytes] = {}
    if case.get("spec") is not None:
        files["spec.hcldec"] = case["spec"]
    files.update(case.get("files", {}))
    return files


def case_args(case: dict) -> list[str]:
    if "args" in case:
        return list(case["args"])
    inputs = [n for n in case.get("files", {}) if not n.startswith("vars")]
    return ["--spec=spec.hcldec", "--diags=json", "--with-type", "--keep-nulls", *inputs]


@contextlib.contextmanager
def materialized(case: dict) -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="hcldec-case-") as tmp:
        root = Path(tmp)
        for name, content in case_files(case).items():
            path = root / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(content.encode() if isinstance(content, str) else content)
        yield root


def _collect(root: Path, rc: int, stdout: bytes, stderr: bytes) -> dict[str, Any]:
    result: dict[str, Any] = {"rc": rc, "stdout": stdout.decode("utf-8", "replace"),
                              "stderr": stderr.decode("utf-8", "replace")}
    for name in OUT_FILES:
        path = root / name
        if path.exists():
            result.setdefault("outputs", {})[name] = path.read_text("utf-8", "replace")
    return result


def run_binary(exe: str, case: dict) -> dict[str, Any]:
    """Run an ``hcldec`` executable on the case."""
    with materialized(case) as root:
        stdin = case.get("stdin", "")
        proc = subprocess.run([exe, *case_args(case)], cwd=root, input=stdin.encode(), capture_output=True,
                              timeout=60, check=False)
        return _collect(root, proc.returncode, proc.stdout, proc.stderr)


def run_ours(case: dict) -> dict[str, Any]:
    """Run the project's ``hcldec`` in this process (much faster than a subprocess each)."""
    from hcl.hcldec.cli import run

    with materialized(case) as root:
        out, err = io.BytesIO(), io.BytesIO()
        wout, werr = io.TextIOWrapper(out, encoding="utf-8"), io.TextIOWrapper(err, encoding="utf-8")
        saved = sys.stdout, sys.stderr, os.getcwd()
        sys.stdout, sys.stderr = wout, werr
        try:
            os.chdir(root)
            rc = run(case_args(case), stdin=case.get("stdin", "").encode())
            wout.flush()
            werr.flush()
        finally:
            sys.stdout, sys.stderr = saved[0], saved[1]
            os.chdir(saved[2])
        result = _collect(root, rc, out.getvalue(), err.getvalue())
        wout.detach()
        werr.detach()
        return result


_TEXT_LINE = re.compile(r"^(Error: |Warning: |  on |\s*\d+: )")


def _diag_key(d: dict) -> str:
    return json.dumps([d.get("severity"), d.get("summary"), d.get("subject")], sort_keys=True)


def normalize(result: dict[str, Any]) -> dict[str, Any]:
    """The parts of a result that must agree, in a comparable form."""
    out = dict(result)
    stdout = result["stdout"]
    if stdout.startswith("["):
        with contextlib.suppress(ValueError):
            refs = json.loads(stdout)
            out["stdout"] = sorted(json.dumps(r, sort_keys=True) for r in refs)
    stderr = result["stderr"]
    parsed = None
    if stderr.startswith("{"):
        with contextlib.suppress(ValueError):
            parsed = json.loads(stderr)
    if isinstance(parsed, dict) and "diagnostics" in parsed:
        out["stderr"] = sorted(_diag_key(d) for d in parsed["diagnostics"])
    elif result["rc"] == 2 and ("Error: " in stderr or "Warning: " in stderr):
        out["stderr"] = sorted(line.rstrip() for line in stderr.splitlines() if _TEXT_LINE.match(line))
    return out


def compare(ours: dict[str, Any], theirs: dict[str, Any]) -> list[str]:
    """Human-readable differences (empty when the results agree)."""
    a, b = normalize(ours), normalize(theirs)
    problems = []
    for key in ("rc", "stdout", "stderr", "outputs"):
        if a.get(key) != b.get(key):
            problems.append(f"{key}: ours {a.get(key)!r}\n   reference {b.get(key)!r}")
    return problems


def load_expected() -> dict[str, dict[str, Any]]:
    return json.loads(EXPECTED.read_text("utf-8")) if EXPECTED.exists() else {}


def reference_bin() -> str | None:
    """The reference ``hcldec`` named by ``HCL_REFERENCE_BIN``, if usable."""
    base = os.environ.get("HCL_REFERENCE_BIN")
    if not base:
        return None
    exe = Path(base) / "hcldec"
    return str(exe) if exe.is_file() and os.access(exe, os.X_OK) else None
