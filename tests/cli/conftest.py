"""Running the installed ``hcl`` console script in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

SCRIPT = Path(sys.executable).parent / "hcl"


@dataclass
class Result:
    rc: int
    out: str
    err: str


@pytest.fixture
def hcl_cmd():
    if not SCRIPT.exists():
        pytest.skip(f"the console script is not installed beside the interpreter ({SCRIPT})")

    def run(*args: str, stdin: str | None = None, cwd: Path | None = None, env: dict[str, str] | None = None
            ) -> Result:
        environment = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
        environment.update(env or {})
        proc = subprocess.run([str(SCRIPT), *args], input=stdin, capture_output=True, text=True, cwd=cwd,
                              env=environment, timeout=120, check=False)
        return Result(proc.returncode, proc.stdout, proc.stderr)

    return run
