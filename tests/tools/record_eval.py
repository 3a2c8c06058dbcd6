#!/usr/bin/env python3
"""Record the reference implementation's evaluation of every expression case.

For each case of ``tests/eval/cases/*.cases`` (format: ``tests/eval/eval_cases.py``)
this runs the reference ``hcldec`` (HCL v2.14.1, built by
``../shared/tools/reference-oracle``) on ``in.hcl`` = ``a = <expression>`` with the
spec ``attr { name = "a"  type = any }``::

    hcldec --spec s.hcldec --with-type --keep-nulls --diags=json [-V VARS] in.hcl

and rewrites the case's ``--- reference`` section with what it printed: the value
(``{"value":…,"type":…}``, exactly as printed; ``--keep-nulls`` keeps hcldec from
stripping null object attributes) or the diagnostics (severity, summary, detail,
subject). Hand-written ``--- v2.24 derived:`` sections, headers and expressions are
kept as they are.

Variables: ``@vars`` go to ``-V`` (hcldec reads them as JSON syntax, so they get the
JSON's implied types); variables with an exact ``@types`` type are built in the spec's
``variables`` block, or, for the set-holding variable ``nested``, through a ``transform``
spec whose result expression is the case's expression (its diagnostic ranges are mapped
back to ``in.hcl``). ``@functions`` copies ``function`` blocks from
``tests/eval/cases/functions.hcldec`` into the spec.

Name suggestions ("Did you mean …?") come from Go map iteration in the reference; a
case whose output holds one is run several times and must print the same each time.

Usage::

    export HCL_REFERENCE_BIN=$(../shared/tools/reference-oracle)   # optional
    python3 tests/tools/record_eval.py              # (re)record every case file
    python3 tests/tools/record_eval.py --check      # compare, write nothing; exit 1 on change
    python3 tests/tools/record_eval.py operators 'index/set_*'   # some files or case ids

Deterministic: the output depends only on the case files and the oracle.
"""

from __future__ import annotations

import argparse
import fnmatch
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.eval.eval_cases import (  # noqa: E402
    Case,
    Result,
    case_files,
    parse_case_file,
    run_hcldec,
)

ORACLE_SCRIPT = ROOT.parent / "shared" / "tools" / "reference-oracle"
REPEATS_FOR_SUGGESTIONS = 5


def die(msg: str) -> None:
    print(f"record_eval: {msg}", file=sys.stderr)
    sys.exit(2)


def oracle_bin() -> Path:
    env = os.environ.get("HCL_REFERENCE_BIN")
    if env:
        return Path(env)
    if not ORACLE_SCRIPT.exists():
        die(f"HCL_REFERENCE_BIN not set and {ORACLE_SCRIPT} not found")
    out = subprocess.run([str(ORACLE_SCRIPT)], check=True, capture_output=True, text=True).stdout
    return Path(out.strip().splitlines()[-1])


def record(hcldec: Path, case: Case) -> Result:
    result = run_hcldec(hcldec, case)
    if "Did you mean" in "\n".join(result.render()):
        for _ in range(REPEATS_FOR_SUGGESTIONS - 1):
            again = run_hcldec(hcldec, case)
            if again != result:
                raise RuntimeError(
                    f"{case.id}: nondeterministic name suggestion (Go map order); make only "
                    f"one candidate close to the misspelt name:\n{result.summary()}\n"
                    f"{again.summary()}")
    return result


def selected(case: Case, patterns: list[str]) -> bool:
    if not patterns:
        return True
    return any(fnmatch.fnmatchcase(case.id, p) or fnmatch.fnmatchcase(case.category, p)
               for p in patterns)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="compare only; exit 1 on any change")
    ap.add_argument("patterns", nargs="*", help="case files (category names) or case ids (globs)")
    args = ap.parse_args()

    hcldec = oracle_bin() / "hcldec"
    if not hcldec.is_file():
        die(f"{hcldec} not found")
    changed: list[str] = []
    total = 0
    for path in case_files():
        cf = parse_case_file(path)
        todo = [c for c in cf.cases if selected(c, args.patterns)]
        if not todo:
            continue
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            results = list(pool.map(lambda c: record(hcldec, c), todo))
        for case, result in zip(todo, results, strict=True):
            total += 1
            if case.reference != result:
                changed.append(case.id)
                if args.check:
                    old = case.reference.summary() if case.reference else "(none)"
                    print(f"{case.id}: recorded\n  {old}\nbut the reference now gives\n  "
                          f"{result.summary()}", file=sys.stderr)
            case.reference = result
            if result.kind == "panic" and case.derived is None:
                print(f"record_eval: warning: {case.id}: the oracle panics and there is no "
                      "derived v2.24 result", file=sys.stderr)
        text = cf.render()
        if text != path.read_text(encoding="utf-8"):
            if args.check:
                if not changed:
                    changed.append(f"{path.name} (layout)")
            else:
                path.write_text(text, encoding="utf-8")
    verb = "differ" if args.check else "changed"
    print(f"record_eval: {total} cases, {len(changed)} {verb}"
          + (": " + ", ".join(changed[:20]) + (" …" if len(changed) > 20 else "") if changed else ""))
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
