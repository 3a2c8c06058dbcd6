"""``hcl fmt``: rewrite native-syntax files in the canonical layout (the reference ``hclfmt``'s)."""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Iterable, Mapping
from functools import partial
from typing import NamedTuple

import hcl
from hcl.cache import ParseCache
from hcl.cli.batch import add_batch_arguments, batch_results, open_cache
from hcl.cli.output import text_width
from hcl.cli.paths import STDIN, Input, iter_paths, read_input, to_inputs
from hcl.cli.progress import Progress
from hcl.diagnostics import Diagnostic
from hcl.render import render_diagnostics, use_color
from hcl.text import go_quote
from hcl.write.format import format_source

FORMAT_SUFFIXES = (".hcl", ".tf", ".tfvars")

EPILOG = """\
Only white space changes: indentation, spaces between tokens, alignment of "="
and of trailing comments. Heredoc bodies and comments are kept as they are. A
file with syntax errors gets its diagnostics on standard error and is left as
it is. Directories are walked (sorted, hidden entries skipped) for *.hcl, *.tf
and *.tfvars files. Many files are formatted on one worker process per CPU
(-j sets how many; -j 1 works in this process), with the output in the order
of the files. --cache DIR (or HCL_CACHE_DIR) reuses earlier parse results.

exit status: 0 done (and, with --check, nothing to change); 1 a file would
change under --check, or a file has syntax errors or cannot be read; 2 usage
error

examples:
  hcl fmt main.tf                 # print main.tf formatted
  hcl fmt -w .                    # rewrite every file below . that needs it
  hcl fmt --check --diff modules/ # list and show what would change; exit 1 if any
  cat main.tf | hcl fmt -         # format standard input
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the arguments of ``hcl fmt``."""
    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("paths", nargs="*", metavar="PATH",
                        help="a file, a directory to walk, or - for standard input (the default), "
                             "e.g. main.tf")
    parser.add_argument("--check", action="store_true",
                        help="print the name of each file that is not formatted and exit 1 if any; "
                             "print no formatted text (e.g. hcl fmt --check .)")
    parser.add_argument("--diff", action="store_true",
                        help="print a unified diff of the changes instead of the formatted text "
                             "(e.g. hcl fmt --diff main.tf)")
    parser.add_argument("-w", "--write", action="store_true",
                        help="rewrite files in place, only those that change; not for standard input "
                             "(e.g. hcl fmt -w .)")
    add_batch_arguments(parser)


class _Settings(NamedTuple):
    """What formatting one file needs besides the file (sent to each worker)."""

    check: bool
    diff: bool
    write: bool
    color: bool
    width: int
    cache: ParseCache | None


class _Formatted(NamedTuple):
    """One file's output in order, each piece for standard output (bytes) or error (text)."""

    pieces: tuple[bytes | str, ...]
    failed: bool


def _format_file(item: Input, settings: _Settings) -> _Formatted:
    """Read, parse, format and (with -w) rewrite one file (in a worker, or here for -j 1)."""
    name, source, problem = read_input(item)
    if source is None:
        return _failed(problem, settings) if problem is not None else _Formatted((), True)
    if settings.cache is None:
        diags = hcl.parse(source, name)[1]
    else:
        diags = settings.cache.parse(source, name, "native", tree=False)[1]
    if diags.has_errors:
        return _Formatted((_render(diags, settings, {name: source}),), True)
    formatted = format_source(source).encode("utf-8", "surrogateescape")
    changed = formatted != source
    pieces: list[bytes | str] = []
    failed = False
    if settings.check and changed:
        pieces.append(f"{name}\n".encode("utf-8", "surrogateescape"))
        failed = True
    if settings.diff and changed:
        pieces.append(_diff(name, source, formatted))
    if settings.write:
        problem = _rewrite(item.path, formatted) if changed else None
        if problem is not None:
            pieces.append(_render([problem], settings))
            failed = True
    elif not (settings.check or settings.diff):
        pieces.append(formatted)
    return _Formatted(tuple(pieces), failed)


def _failed(problem: Diagnostic, settings: _Settings) -> _Formatted:
    return _Formatted((_render([problem], settings),), True)


def _render(diags: Iterable[Diagnostic], settings: _Settings, sources: Mapping[str, bytes] | None = None) -> str:
    return render_diagnostics(diags, sources=sources, color=settings.color, width=settings.width)


def run(args: argparse.Namespace) -> int:
    """Format every file; the exit status."""
    paths = list(iter_paths(args.paths or [STDIN], FORMAT_SUFFIXES))
    if args.write and STDIN in paths:
        print("hcl fmt: -w rewrites files; it cannot be used with standard input", file=sys.stderr)
        return 2
    inputs = to_inputs(paths)
    settings = _Settings(args.check, args.diff, args.write, use_color(sys.stderr), text_width(sys.stderr),
                         open_cache(args))
    progress = Progress(len(inputs))
    status = 0
    task = partial(_format_file, settings=settings)
    failed = partial(_failed, settings=settings)
    with batch_results(task, inputs, args.jobs, progress, failed) as results:
        for formatted in results:
            progress.clear()
            for piece in formatted.pieces:
                _write(piece)
            status |= formatted.failed
    progress.clear()
    return status


def _diff(name: str, before: bytes, after: bytes) -> bytes:
    old = before.decode("utf-8", "surrogateescape").splitlines(keepends=True)
    new = after.decode("utf-8", "surrogateescape").splitlines(keepends=True)
    lines = difflib.unified_diff(old, new, f"{name}", f"{name} (formatted)")
    text = "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)
    return text.encode("utf-8", "surrogateescape")


def _rewrite(path: str, data: bytes) -> Diagnostic | None:
    """Replace the file's content in place (links and permissions kept); the error if that fails."""
    try:
        with open(path, "wb") as f:
            f.write(data)
    except OSError as exc:
        return Diagnostic.error("Failed to write file", f"Cannot write {go_quote(path)}: {exc.strerror or exc}.")
    return None


def _write(piece: bytes | str) -> None:
    """Bytes to standard output, text (rendered diagnostics) to standard error."""
    if isinstance(piece, str):
        sys.stderr.write(piece)
        sys.stderr.flush()
        return
    sys.stdout.flush()
    sys.stdout.buffer.write(piece)
    sys.stdout.buffer.flush()
