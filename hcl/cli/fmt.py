"""``hcl fmt``: rewrite native-syntax files in the canonical layout (the reference ``hclfmt``'s)."""

from __future__ import annotations

import argparse
import difflib
import sys

import hcl
from hcl.cli.output import print_diagnostics
from hcl.cli.paths import STDIN, iter_paths, read_path
from hcl.diagnostics import Diagnostic
from hcl.text import go_quote
from hcl.write.format import format_source

FORMAT_SUFFIXES = (".hcl", ".tf", ".tfvars")

EPILOG = """\
Only white space changes: indentation, spaces between tokens, alignment of "="
and of trailing comments. Heredoc bodies and comments are kept as they are. A
file with syntax errors gets its diagnostics on standard error and is left as
it is. Directories are walked (sorted, hidden entries skipped) for *.hcl, *.tf
and *.tfvars files.

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


def run(args: argparse.Namespace) -> int:
    """Format every file; the exit status."""

    paths = list(iter_paths(args.paths or [STDIN], FORMAT_SUFFIXES))
    if args.write and STDIN in paths:
        print("hcl fmt: -w rewrites files; it cannot be used with standard input", file=sys.stderr)
        return 2
    status = 0
    for path in paths:
        name, source, problem = read_path(path)
        if source is None:
            print_diagnostics([problem] if problem is not None else [])
            status = 1
            continue
        _, diags = hcl.parse(source, name)
        if diags.has_errors:
            print_diagnostics(diags, sources={name: source})
            status = 1
            continue
        formatted = format_source(source).encode("utf-8", "surrogateescape")
        changed = formatted != source
        if args.check and changed:
            _write(f"{name}\n".encode("utf-8", "surrogateescape"))
            status = 1
        if args.diff and changed:
            _write(_diff(name, source, formatted))
        if args.write:
            if changed and not _rewrite(path, formatted):
                status = 1
        elif not (args.check or args.diff):
            _write(formatted)
    return status


def _diff(name: str, before: bytes, after: bytes) -> bytes:
    old = before.decode("utf-8", "surrogateescape").splitlines(keepends=True)
    new = after.decode("utf-8", "surrogateescape").splitlines(keepends=True)
    lines = difflib.unified_diff(old, new, f"{name}", f"{name} (formatted)")
    text = "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)
    return text.encode("utf-8", "surrogateescape")


def _rewrite(path: str, data: bytes) -> bool:
    """Replace the file's content in place (links and permissions kept); False on failure."""
    try:
        with open(path, "wb") as f:
            f.write(data)
    except OSError as exc:
        print_diagnostics([Diagnostic.error(
            "Failed to write file", f"Cannot write {go_quote(path)}: {exc.strerror or exc}.")])
        return False
    return True


def _write(data: bytes) -> None:
    sys.stdout.flush()
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()
