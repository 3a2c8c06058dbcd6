"""Running the reference ``hcldec`` (go-cty 1.12.1) for differential tests.

Tests using it are skipped unless ``HCL_REFERENCE_BIN`` names the directory of the
reference binaries (``export HCL_REFERENCE_BIN=$(../shared/tools/reference-oracle)``).
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import pytest


def hcldec() -> Path | None:
    root = os.environ.get("HCL_REFERENCE_BIN")
    if not root:
        return None
    exe = Path(root) / "hcldec"
    return exe if exe.is_file() else None


requires_oracle = pytest.mark.skipif(hcldec() is None, reason="HCL_REFERENCE_BIN not set")


class JSONNumber(str):
    """A JSON number kept as its text."""


def _loads(text: str) -> Any:
    return json.loads(text, parse_float=JSONNumber, parse_int=JSONNumber)


def evaluate(attrs: dict[str, str], type_expr: str = "string") -> dict[str, Any]:
    """Evaluate ``name = expression`` attributes, each converted to ``type_expr``; the
    decoded JSON values (numbers as :class:`JSONNumber` text)."""
    exe = hcldec()
    assert exe is not None
    spec = "object {\n" + "".join(
        f'  attr "{name}" {{\n    type = {type_expr}\n  }}\n' for name in attrs) + "}\n"
    body = "".join(f"{name} = {expr}\n" for name, expr in attrs.items())
    with tempfile.TemporaryDirectory() as d:
        sp = Path(d, "s.hcldec")
        ip = Path(d, "in.hcl")
        sp.write_text(spec)
        ip.write_text(body)
        proc = subprocess.run([str(exe), "--spec", str(sp), "--keep-nulls", str(ip)],
                              capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
        raise RuntimeError(proc.stdout + proc.stderr)
    return _loads(proc.stdout)  # type: ignore[no-any-return]


def evaluate_error(expr: str, type_expr: str = "string") -> str:
    """The diagnostic text the reference prints for one failing attribute."""
    exe = hcldec()
    assert exe is not None
    with tempfile.TemporaryDirectory() as d:
        sp = Path(d, "s.hcldec")
        ip = Path(d, "in.hcl")
        sp.write_text(f'object {{\n  attr "a" {{\n    type = {type_expr}\n  }}\n}}\n')
        ip.write_text(f"a = {expr}\n")
        proc = subprocess.run([str(exe), "--spec", str(sp), "--diags", "json", str(ip)],
                              capture_output=True, text=True, timeout=120)
    return proc.stdout + proc.stderr
