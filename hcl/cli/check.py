"""``hcl check``: parse configuration files and report every syntax problem."""

from __future__ import annotations

import argparse
import sys

from hcl.cli.output import print_diagnostics, print_json_diagnostics
from hcl.cli.paths import CONFIG_SUFFIXES, iter_paths, read_path
from hcl.cli.progress import Progress
from hcl.diagnostics import Diagnostic
from hcl.loader import Syntax, parse_body

EPILOG = """\
Directories are walked (sorted, hidden entries skipped) for files named
*.hcl, *.tf, *.tfvars, *.tf.json and *.hcl.json. A name ending in .json is
read as JSON syntax, anything else as native syntax, unless --syntax says.

exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage error

examples:
  hcl check main.tf variables.tf
  hcl check modules/                  # every configuration file below modules/
  cat app.hcl | hcl check -
  hcl check --json . > diagnostics.json
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the arguments of ``hcl check``."""
    parser.epilog = EPILOG
    parser.add_argument("paths", nargs="+", metavar="PATH",
                        help="a file, a directory to walk, or - for standard input")
    parser.add_argument("--syntax", choices=["native", "json"],
                        help="read every file in this syntax instead of choosing by its name")
    parser.add_argument("--json", action="store_true",
                        help='print {"diagnostics": [...]} on standard output, as hcldec --diags=json')


def run(args: argparse.Namespace) -> int:
    """Check every file; the exit status."""
    paths = list(iter_paths(args.paths, CONFIG_SUFFIXES))
    progress = Progress(len(paths), enabled=None if not args.json else False)
    everything: list[Diagnostic] = []
    errors = warnings = failed_files = 0
    for path in paths:
        name, source, problem = read_path(path)
        if source is None:
            diags = [problem] if problem is not None else []
        else:
            syntax: Syntax = args.syntax or ("json" if name.endswith(".json") else "native")
            _, diags = parse_body(source, name, syntax)
        progress.step(name)
        file_errors = sum(1 for d in diags if d.is_error)
        errors += file_errors
        warnings += len(diags) - file_errors
        failed_files += bool(file_errors)
        if args.json:
            everything.extend(diags)
        elif diags:
            progress.clear()
            print_diagnostics(diags, sources={name: source} if source is not None else None)
    progress.clear()
    if args.json:
        print_json_diagnostics(everything, sys.stdout)
    print(_summary(len(paths), errors, warnings, failed_files), file=sys.stderr if args.json else sys.stdout)
    return 1 if errors else 0


def _summary(files: int, errors: int, warnings: int, failed_files: int) -> str:
    checked = f"{files} file{'s' if files != 1 else ''} checked"
    if not errors and not warnings:
        return f"{checked}: no problems"
    parts = []
    if errors:
        parts.append(f"{errors} error{'s' if errors != 1 else ''} in {failed_files} "
                     f"file{'s' if failed_files != 1 else ''}")
    if warnings:
        parts.append(f"{warnings} warning{'s' if warnings != 1 else ''}")
    return f"{checked}: {', '.join(parts)}"
