"""The ``hcl`` command line."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

import hcl
from hcl.diagnostics import Diagnostic


def _format_text(diag: Diagnostic) -> str:
    where = ""
    if diag.subject is not None:
        s = diag.subject
        where = f"{s.filename}:{s.start.line}:{s.start.column}: "
    lines = [f"{where}{diag.severity.value}: {diag.summary}"]
    if diag.detail:
        lines.extend("    " + line if line else "" for line in diag.detail.splitlines())
    return "\n".join(lines)


def _check(args: argparse.Namespace) -> int:
    failed = False
    everything: list[Diagnostic] = []
    for name in args.files:
        _, diags = hcl.parse_file(name)
        failed = failed or diags.has_errors
        everything.extend(diags)
        if not args.json:
            for diag in diags:
                print(_format_text(diag), file=sys.stderr)
            errors = sum(1 for d in diags if d.is_error)
            print(f"{name}: {'ok' if not errors else f'{errors} error(s)'}")
    if args.json:
        print(json.dumps({"diagnostics": [d.to_json() for d in everything]}, indent=2, ensure_ascii=False))
    return 1 if failed else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="hcl", description="HCL v2 tools.")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="parse files and report syntax problems")
    check.add_argument("--json", action="store_true", help="print diagnostics as hcldec-style JSON")
    check.add_argument("files", nargs="+", metavar="FILE")
    check.set_defaults(run=_check)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
