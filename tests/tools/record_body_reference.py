#!/usr/bin/env python3
"""Record the reference implementation's results for the body, JSON and analysis cases.

Each ``tests/{body,json,analysis}/*_cases.py`` module defines ``CASES``: a list of dicts with a
unique ``name``, ``files`` (``filename`` + ``source``, str or bytes), an ``op``
(``content``, ``partial``, ``just_attributes`` or ``expr``), optionally
``merge`` and a ``schema`` (see ``tests/tools/body_oracle/main.go``). This runs
them through the reference body oracle (built from the Go sources that
``../shared/tools/reference-oracle`` uses) and writes ``X_cases.expected.json``
beside each module, mapping case names to the reference's results.

Usage::

    python3 tests/tools/record_body_reference.py           # (re)record all
    python3 tests/tools/record_body_reference.py --check   # compare, write nothing

Deterministic: output depends only on the cases and the reference version.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(TESTS))

from body.reference import build_oracle, canonical, run_oracle, unordered  # noqa: E402


def load_cases(path: Path) -> list[dict]:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.CASES


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the recorded results only")
    args = ap.parse_args()
    exe, why = build_oracle()
    if exe is None:
        print(why, file=sys.stderr)
        return 2
    stale = 0
    paths = sorted(p for d in ("body", "json", "analysis") for p in (TESTS / d).glob("*_cases.py"))
    for path in paths:
        cases = load_cases(path)
        names = [c["name"] for c in cases]
        dupes = {n for n in names if names.count(n) > 1}
        if dupes:
            print(f"{path}: duplicate case names {sorted(dupes)}", file=sys.stderr)
            return 1
        results = run_oracle(exe, [{k: v for k, v in c.items() if k != "name"} for c in cases])
        results = [canonical(r, unordered_diags=unordered(c)) for c, r in zip(cases, results, strict=True)]
        for name, res in zip(names, results, strict=True):
            if res.get("panic"):
                print(f"{path.name}:{name}: the reference panicked: {res['panic']}", file=sys.stderr)
        text = json.dumps(dict(zip(names, results, strict=True)), indent=1, ensure_ascii=False) + "\n"
        out = path.with_suffix(".expected.json")
        if args.check:
            if not out.exists() or out.read_text() != text:
                print(f"stale: {out}")
                stale += 1
        else:
            out.write_text(text)
            print(f"wrote {out.relative_to(TESTS.parent)} ({len(cases)} cases)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
