"""``hcl json``: convert native syntax to the HCL JSON syntax, or back with ``--to-native``."""

from __future__ import annotations

import argparse
import os
import sys

from hcl.cli.output import print_diagnostics
from hcl.cli.paths import STDIN, MissingPath, iter_paths
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.write.json_syntax import json_to_native, native_to_json

_NATIVE = (".hcl", ".tf", ".tfvars")
_JSON = (".tf.json", ".hcl.json", ".json")

EXAMPLES = """\
examples:
  hcl json main.tf                    print main.tf in the JSON syntax
  hcl json --to-native main.tf.json   print a JSON-syntax file as native syntax
  hcl json -w modules/                write a .tf.json beside every .tf, .hcl and .tfvars file
  cat main.tf | hcl json -            read standard input

exit status: 0 converted, 1 a file had errors, 2 usage error
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the arguments of ``hcl json``."""
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = EXAMPLES
    parser.add_argument(
        "paths", nargs="+", metavar="PATH",
        help="files to convert; directories are walked for *.hcl, *.tf, *.tfvars (or, with "
             "--to-native, *.json); '-' reads standard input")
    parser.add_argument("--to-native", action="store_true",
                        help="convert JSON syntax to native syntax instead")
    parser.add_argument("-w", "--write", action="store_true",
                        help="write each result beside its file (main.tf -> main.tf.json, "
                             "main.tf.json -> main.tf) instead of printing it")
    parser.add_argument("--warn-comments", action="store_true",
                        help="warn about each file whose comments the JSON output leaves out")


def run(args: argparse.Namespace) -> int:
    failed = False
    for path in iter_paths(args.paths, _JSON if args.to_native else _NATIVE):
        if isinstance(path, MissingPath):
            print_diagnostics([Diagnostic.error("No such file or directory",
                                                f"{path} does not exist.")])
            failed = True
            continue
        source, name, diags = _read(path)
        text = ""
        if source is not None:
            if args.to_native:
                text, diags = json_to_native(source, name)
            else:
                text, diags = native_to_json(source, name, warn_comments=args.warn_comments)
        print_diagnostics(diags, sources={name: source} if source is not None else None)
        if diags.has_errors or source is None:
            failed = True
            continue
        if args.write and path != STDIN:
            with open(_target(path, args.to_native), "w", encoding="utf-8") as f:
                f.write(text)
        else:
            sys.stdout.write(text)
    return 1 if failed else 0


def _read(path: str) -> tuple[bytes | None, str, Diagnostics]:
    if path == STDIN:
        return sys.stdin.buffer.read(), "<stdin>", Diagnostics()
    try:
        with open(path, "rb") as f:
            return f.read(), path, Diagnostics()
    except OSError as exc:
        return None, path, Diagnostics([Diagnostic.error(
            "Failed to read file", f"Cannot read {path}: {exc.strerror}.")])


def _target(path: str, to_native: bool) -> str:
    if not to_native:
        return path + ".json"
    root = os.path.splitext(path)[0]
    return root if root.endswith(_NATIVE) else root + ".hcl"
