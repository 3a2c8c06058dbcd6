"""``hcl check``: parse files and report their diagnostics."""

from __future__ import annotations

import argparse
import json
import sys

import hcl
from hcl.cli.output import format_text
from hcl.diagnostics import Diagnostic


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the arguments of ``hcl check``."""
    parser.add_argument("--json", action="store_true", help="print diagnostics as hcldec-style JSON")
    parser.add_argument("files", nargs="+", metavar="FILE")


def run(args: argparse.Namespace) -> int:
    failed = False
    everything: list[Diagnostic] = []
    for name in args.files:
        _, diags = hcl.parse_file(name)
        failed = failed or diags.has_errors
        everything.extend(diags)
        if not args.json:
            for diag in diags:
                print(format_text(diag), file=sys.stderr)
            errors = sum(1 for d in diags if d.is_error)
            print(f"{name}: {'ok' if not errors else f'{errors} error(s)'}")
    if args.json:
        print(json.dumps({"diagnostics": [d.to_json() for d in everything]}, indent=2, ensure_ascii=False))
    return 1 if failed else 0


