#!/usr/bin/env python3
"""Record the reference ``hcldec``'s results for the cases of ``tests/hcldec/cli_cases.py``.

Writes ``tests/hcldec/cli_cases.expected.json``: for each case name, the exit
status, standard output, standard error and output files of the reference
command (``$HCL_REFERENCE_BIN/hcldec``, else built with
``../shared/tools/reference-oracle``).

Usage::

    python3 tests/tools/record_hcldec_reference.py           # (re)record all
    python3 tests/tools/record_hcldec_reference.py --check   # compare with the recording, write nothing
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(TESTS))

from hcldec.cli_cases import CASES  # noqa: E402
from hcldec.reference import EXPECTED, normalize, reference_bin, run_binary  # noqa: E402


def _reference() -> str | None:
    exe = reference_bin()
    if exe is not None:
        return exe
    oracle = TESTS.parent.parent / "shared" / "tools" / "reference-oracle"
    if not oracle.exists():
        return None
    proc = subprocess.run([str(oracle)], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        return None
    os.environ["HCL_REFERENCE_BIN"] = proc.stdout.strip()
    return reference_bin()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the recorded results only")
    args = ap.parse_args()
    exe = _reference()
    if exe is None:
        print("the reference hcldec is not available (set HCL_REFERENCE_BIN)", file=sys.stderr)
        return 2
    names = [c["name"] for c in CASES]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        print(f"duplicate case names: {dupes}", file=sys.stderr)
        return 1
    results = {c["name"]: run_binary(exe, c) for c in CASES}
    for c in CASES:
        if c.get("deviation"):
            # Only what documents the deviation: a crash trace differs from run to run.
            res = results[c["name"]]
            res["stderr"] = "\n".join(res["stderr"].splitlines()[:1])
    if args.check:
        old = json.loads(EXPECTED.read_text("utf-8")) if EXPECTED.exists() else {}
        stale = [n for n in names if n not in old or normalize(old[n]) != normalize(results[n])]
        for n in stale:
            print(f"stale: {n}", file=sys.stderr)
        return 1 if stale else 0
    EXPECTED.write_text(json.dumps(results, indent=1, ensure_ascii=False, sort_keys=True) + "\n", "utf-8")
    print(f"recorded {len(results)} cases in {EXPECTED.relative_to(TESTS.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
