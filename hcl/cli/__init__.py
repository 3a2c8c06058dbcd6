"""The ``hcl`` command line.

Each subcommand is a module of this package with ``add_arguments(parser)`` and
``run(args) -> int``, listed in ``COMMANDS`` with its one-line help.
Only the module of the subcommand that runs is imported (so each module
imports what it needs at its top). A module that sets
``RAW_ARGUMENTS = True`` parses its own command line: it receives the words
after its name as ``args.argv`` (its ``add_arguments`` still describes them
for ``--help``).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# name -> (module, one-line help); the order is the order of ``hcl --help``.
COMMANDS: dict[str, tuple[str, str]] = {
    "check": ("hcl.cli.check", "parse files and report their syntax problems"),
    "eval": ("hcl.cli.evaluate", "evaluate an expression with the standard functions; print it as JSON"),
    "json": ("hcl.cli.convert", "convert native syntax to the JSON syntax, or back with --to-native"),
    "dec": ("hcl.cli.dec", "decode files with an hcldec spec and print JSON (the hcldec command)"),
    "fmt": ("hcl.cli.fmt", "rewrite files in the canonical layout (the reference hclfmt's)"),
    "tokens": ("hcl.cli.tokens", "print the token stream of a file, every channel, with positions"),
    "tree": ("hcl.cli.tree", "print the parse tree of a file (for grammar work)"),
}

EPILOG = """\
exit status:
  0  success: no errors (warnings may have been printed)
  1  errors were found in the input
  2  usage error: unknown command or option, missing argument
     (dec keeps the exit statuses of hcldec, see "hcl dec --help")

Diagnostics are coloured on a terminal unless NO_COLOR is set.
Run "hcl COMMAND --help" for the arguments and examples of a command.
"""


def _version() -> str:
    # Imported only for --version: reading package metadata is slow to set up.
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("hcl-grammar")
    except PackageNotFoundError:  # running from a source tree that was never installed
        return "unknown"


def build_parser(chosen: str | None) -> argparse.ArgumentParser:
    """The ``hcl`` parser; only the subcommand ``chosen`` gets its arguments (and its module imported)."""
    parser = argparse.ArgumentParser(prog="hcl", description="HCL v2 tools: check, evaluate, decode, inspect.",
                                     epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"hcl {_version()}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, (module, help_line) in COMMANDS.items():
        cmd = sub.add_parser(name, help=help_line, description=help_line,
                             formatter_class=argparse.RawDescriptionHelpFormatter)
        if name == chosen:
            mod = importlib.import_module(module)
            mod.add_arguments(cmd)
            cmd.set_defaults(run=mod.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``hcl`` command; return its exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    chosen = next((a for a in args_list if not a.startswith("-")), None)
    parser = build_parser(chosen)
    if chosen in COMMANDS and chosen == args_list[0]:
        mod = importlib.import_module(COMMANDS[chosen][0])
        rest = args_list[1:]
        if getattr(mod, "RAW_ARGUMENTS", False) and rest[:1] not in (["-h"], ["--help"]):
            return int(mod.run(argparse.Namespace(command=chosen, argv=rest)))
    args = parser.parse_args(args_list)
    try:
        return int(args.run(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (``hcl tokens big.tf | head``)
        sys.stderr.close()
        return 1


if __name__ == "__main__":
    sys.exit(main())
