"""``hcl dec``: the ``hcldec`` command (decode files with a spec file and print JSON)."""

from __future__ import annotations

import argparse

RAW_ARGUMENTS = True  # hcldec's flags are parsed as the reference parses them (pflag style)

EPILOG = """\
The arguments are exactly those of the hcldec command:

  -s, --spec FILE       the spec file (required)
  -V, --vars JSON|FILE  variables: a {...} JSON object, a .json file or a native file of attributes
                        (repeatable)
      --diags json      diagnostics as JSON instead of text
      --with-type       print {"value": ..., "type": ...}
      --keep-nulls      keep object properties whose value is null
      --var-refs        describe the variables the input refers to instead of decoding it
  -o, --out FILE        write the result to FILE instead of standard output
  -v, --version         print the version and exit
  FILE ...              input files, merged (*.json is JSON syntax); none: native syntax on standard input

exit status: 0 success, 2 error diagnostics or usage error, 1 other failures

examples:
  hcl dec --spec app.hcldec app.hcl
  hcl dec -s app.hcldec -V '{"env": "prod"}' --with-type app.hcl overrides.hcl.json
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Describe the hcldec arguments (they are parsed by :mod:`hcl.hcldec.flags`)."""
    parser.epilog = EPILOG
    parser.usage = "hcl dec --spec=SPEC [options] [FILE ...]"
    parser.add_argument("argv", nargs=argparse.REMAINDER, metavar="ARGUMENTS",
                        help="hcldec's arguments, listed below")


def run(args: argparse.Namespace) -> int:
    """Run hcldec with ``args.argv``; its exit status."""
    from hcl.hcldec.cli import run as run_hcldec

    return run_hcldec(list(args.argv))
