"""Time and peak memory of every deep-nesting case: ``python tests/robustness/measure_deep.py [DEPTH ...]``.

Each case runs in a fresh interpreter (so that peak RSS is its own) on the main
thread with the default stack; prints one row per case and depth.
"""

from __future__ import annotations

import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def _one(name: str, depth: int) -> None:
    from tests.robustness.deep_constructs import cases

    with tempfile.TemporaryDirectory() as tmp:
        case = cases(Path(tmp))[name]
        start = time.process_time()
        try:
            case(depth)
            outcome = "ok"
        except AssertionError as exc:
            outcome = f"WRONG {str(exc)[:200]}"
        except Exception as exc:  # reported, not hidden
            outcome = f"{type(exc).__name__} {str(exc)[:200]}"
        seconds = time.process_time() - start
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    print(f"{name}\t{depth}\t{seconds:.1f}\t{rss}\t{outcome}", flush=True)


def main(argv: list[str]) -> int:
    if argv[:1] == ["--one"]:
        _one(argv[1], int(argv[2]))
        return 0
    from tests.robustness.deep_constructs import cases

    depths = [int(a) for a in argv if a.isdigit()] or [100_000]
    names = [a for a in argv if not a.isdigit()] or list(cases(Path(".")))
    print("case\tdepth\tCPU s\tpeak RSS MB\toutcome", flush=True)
    for name in names:
        for depth in depths:
            done = subprocess.run([sys.executable, __file__, "--one", name, str(depth)], check=False,
                                  capture_output=True, text=True)
            if done.returncode:
                print(f"{name}\t{depth}\t-\t-\tCRASH status {done.returncode} {done.stderr[-300:]!r}", flush=True)
            else:
                print(done.stdout, end="", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
