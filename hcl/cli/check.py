"""``hcl check``: parse configuration files and report every syntax problem."""

from __future__ import annotations

import argparse
import sys
from functools import partial
from typing import Any, NamedTuple

from hcl.cache import ParseCache, parse_syntax
from hcl.cli.batch import add_batch_arguments, batch_results, open_cache
from hcl.cli.output import print_json_diagnostics, text_width
from hcl.cli.paths import CONFIG_SUFFIXES, Input, iter_paths, read_input, to_inputs
from hcl.cli.progress import Progress
from hcl.diagnostics import Diagnostic
from hcl.loader import Syntax, syntax_for
from hcl.render import render_diagnostics, use_color

EPILOG = """\
Directories are walked (sorted, hidden entries skipped) for files named
*.hcl, *.tf, *.tfvars, *.tf.json and *.hcl.json. A name ending in .json is
read as JSON syntax, anything else as native syntax, unless --syntax says.

Many files are checked on one worker process per CPU (-j sets how many;
-j 1 works in this process); the output is the same, in the order of the
files. With --cache DIR (or HCL_CACHE_DIR set) the diagnostics of a file
whose bytes, name and syntax were checked before by the same version come
from DIR instead of being parsed again.

exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage error

examples:
  hcl check main.tf variables.tf
  hcl check modules/                  # every configuration file below modules/
  cat app.hcl | hcl check -
  hcl check --json . > diagnostics.json
  hcl check -j 4 --cache ~/.cache/hcl .  # four processes; reuse earlier results
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
    add_batch_arguments(parser)


class _Settings(NamedTuple):
    """What checking one file needs besides the file (sent to each worker)."""

    syntax: Syntax | None
    as_json: bool
    color: bool
    width: int
    cache: ParseCache | None


class _Checked(NamedTuple):
    """One file's outcome: counts, and its diagnostics rendered (or, with --json, as they are)."""

    errors: int
    warnings: int
    text: str
    diagnostics: tuple[Diagnostic, ...]


class _Parsed(NamedTuple):
    """A source with its tree, so that rendering does not parse it again."""

    source: bytes
    root: Any


def _check_file(item: Input, settings: _Settings) -> _Checked:
    """Read, parse and render one file (in a worker process, or in this one for -j 1)."""
    name, source, problem = read_input(item)
    if source is None:
        diags: list[Diagnostic] = [problem] if problem is not None else []
        return _outcome(diags, settings, name, None)
    syntax = settings.syntax or syntax_for(name)
    if settings.cache is None:
        tree, parsed = parse_syntax(source, name, syntax)
    else:
        tree, parsed, hit = settings.cache.parse(source, name, syntax, tree=False)
        if hit and parsed and not settings.as_json:  # the tree names the block around each one
            tree, parsed, _ = settings.cache.parse(source, name, syntax)
    root = None if tree is None else (tree.root if syntax == "json" else tree.body)
    return _outcome(list(parsed), settings, name, _Parsed(source, root) if root is not None else source)


def _failed(problem: Diagnostic, settings: _Settings) -> _Checked:
    return _outcome([problem], settings, "", None)


def _outcome(diags: list[Diagnostic], settings: _Settings, name: str, source: _Parsed | bytes | None
             ) -> _Checked:
    errors = sum(1 for d in diags if d.is_error)
    if settings.as_json or not diags:
        return _Checked(errors, len(diags) - errors, "", tuple(diags) if settings.as_json else ())
    sources = {name: source} if source is not None else None
    text = render_diagnostics(diags, sources=sources, color=settings.color, width=settings.width)
    return _Checked(errors, len(diags) - errors, text, ())


def run(args: argparse.Namespace) -> int:
    """Check every file; the exit status."""
    inputs = to_inputs(iter_paths(args.paths, CONFIG_SUFFIXES))
    progress = Progress(len(inputs), enabled=None if not args.json else False)
    settings = _Settings(args.syntax, args.json, use_color(sys.stderr), text_width(sys.stderr), open_cache(args))
    everything: list[Diagnostic] = []
    errors = warnings = failed_files = 0
    task = partial(_check_file, settings=settings)
    failed = partial(_failed, settings=settings)
    with batch_results(task, inputs, args.jobs, progress, failed) as results:
        for checked in results:
            errors += checked.errors
            warnings += checked.warnings
            failed_files += bool(checked.errors)
            everything.extend(checked.diagnostics)
            if checked.text:
                progress.clear()
                sys.stderr.write(checked.text)
                sys.stderr.flush()
    progress.clear()
    if args.json:
        print_json_diagnostics(everything, sys.stdout)
    print(_summary(len(inputs), errors, warnings, failed_files), file=sys.stderr if args.json else sys.stdout)
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
