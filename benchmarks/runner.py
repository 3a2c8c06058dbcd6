"""Starting measurements in fresh processes, with a time cap and an optional memory cap."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from benchmarks.workloads import WORKLOADS

ROOT = Path(__file__).resolve().parents[1]
# Set by ``--baseline``: another checkout's interpreter, measured beside this one.
BASELINE: dict[str, str] = {}
_BASE_SUFFIX = "@baseline"


def _children_cpu() -> float:
    """CPU seconds (user + system) used by finished child processes so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


@dataclass
class Outcome:
    """What one child process measured (``wall``: its whole CPU time), or why it did not finish."""

    data: dict[str, float]
    wall: float
    skipped: str = ""


def interpreter(name: str) -> tuple[str, str]:
    """The Python running workload ``name`` and the workload's own name."""
    if name.endswith(_BASE_SUFFIX):
        return BASELINE["python"], name.removesuffix(_BASE_SUFFIX)
    return sys.executable, name


def child_env(name: str) -> dict[str, str]:
    """The environment of a measuring child: byte-code caching on, the workload's overrides.

    A baseline child sees only the ``benchmarks`` package from here (through a directory
    holding a link to it), so it imports ``hcl`` from its own checkout.
    """
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONDONTWRITEBYTECODE", "HCL_LEXER", "HCL_PARSER_DFA_CACHE")}
    python, workload = interpreter(name)
    env.update(WORKLOADS[workload][2])
    path = str(ROOT)
    if python != sys.executable:
        path = BASELINE["bench_path"]
        env["PYTHONPYCACHEPREFIX"] = str(Path(tempfile.gettempdir()) / "hcl-bench-baseline-pycache")
    env["PYTHONPATH"] = path + os.pathsep + env.get("PYTHONPATH", "")
    return env


def set_baseline(python: str) -> None:
    """Measure the hcl workloads with ``python`` too (another checkout's environment)."""
    link_dir = Path(tempfile.mkdtemp(prefix="hcl-bench-path-"))
    (link_dir / "benchmarks").symlink_to(ROOT / "benchmarks")
    BASELINE.update(python=python, bench_path=str(link_dir))


def _limit_memory(limit_mb: int):
    def apply() -> None:
        size = limit_mb << 20
        resource.setrlimit(resource.RLIMIT_AS, (size, size))
    return apply


def run(name: str, mode: str, paths: list[Path], *, repeat: int = 3, cap: float = 120.0,
        memory_mb: int = 0) -> Outcome:
    """Run ``benchmarks.child`` on ``paths``; ``skipped`` says why when it did not finish."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(str(p) for p in paths))
        listfile = f.name
    start = _children_cpu()
    try:
        proc = subprocess.run(
            [interpreter(name)[0], "-m", "benchmarks.child", interpreter(name)[1], mode, listfile, str(repeat)],
            capture_output=True, text=True, timeout=cap, env=child_env(name), cwd=tempfile.gettempdir(),
            preexec_fn=_limit_memory(memory_mb) if memory_mb else None, check=False)
    except subprocess.TimeoutExpired:
        return Outcome({}, cap, f"skipped: > {cap:.0f} s")
    finally:
        os.unlink(listfile)
    wall = _children_cpu() - start
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or [f"exit status {proc.returncode}"])[-1]
        reason = "out of memory" if "MemoryError" in last else last.split(":")[0][:40]
        return Outcome({}, wall, f"failed: {reason}")
    return Outcome(json.loads(proc.stdout.strip().splitlines()[-1]), wall)


def python_snippet(code: str, name: str, cap: float = 60.0) -> tuple[float, str]:
    """CPU time of ``python -c code`` in a fresh process, and its stdout."""
    start = _children_cpu()
    proc = subprocess.run([interpreter(name)[0], "-c", code], capture_output=True, text=True, timeout=cap,
                          env=child_env(name), cwd=tempfile.gettempdir(), check=True)
    return _children_cpu() - start, proc.stdout
