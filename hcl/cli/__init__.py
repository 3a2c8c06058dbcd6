"""The ``hcl`` command line.

Each subcommand is a module of this package with ``add_arguments(parser)`` and
``run(args) -> int``, listed in ``COMMANDS`` with its one-line help.
Only the module of the subcommand that runs is imported.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# name -> (module, one-line help); the order is the order of ``hcl --help``.
COMMANDS: dict[str, tuple[str, str]] = {
    "check": ("hcl.cli.check", "parse files and report syntax problems"),
    "eval": ("hcl.cli.evaluate", "evaluate an expression with the standard functions; print it as JSON"),
    "json": ("hcl.cli.convert", "convert native syntax to the JSON syntax, or back with --to-native"),
}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``hcl`` command; return its exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="hcl", description="HCL v2 tools.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    chosen = next((a for a in args_list if not a.startswith("-")), None)
    for name, (module, help_line) in COMMANDS.items():
        cmd = sub.add_parser(name, help=help_line, description=help_line)
        if name == chosen:
            mod = importlib.import_module(module)
            mod.add_arguments(cmd)
            cmd.set_defaults(run=mod.run)
    args = parser.parse_args(args_list)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
