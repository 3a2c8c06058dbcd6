"""The ``hcldec`` command line, parsed as the reference's ``pflag`` parses it.

Long flags (``--spec=FILE``, ``--spec FILE``), short flags (``-s FILE``,
``-sFILE``, ``-s=FILE``, combined booleans), flags after file names, ``--``
to end them; the same error messages and the same usage text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["USAGE", "FlagError", "HelpRequested", "Options", "parse_args"]

USAGE = """usage: hcldec --spec=<spec-file> [options] [hcl-file ...]
      --diags string        format any returned diagnostics in the given format; currently only "json" is accepted
      --keep-nulls          retain object properties that have null as their value (they are removed by default)
  -o, --out string          write to the given file, instead of stdout
  -s, --spec string         path to spec file (required)
      --var-refs            rather than decoding input, produce a JSON description of the variables referenced by it
  -V, --vars json-or-file   provide variables to the given configuration file(s)
  -v, --version             show the version number and immediately exit
      --with-type           include an additional object level at the top describing the HCL-oriented type of the \
result value
"""


@dataclass
class Options:
    """The parsed command line."""

    spec: str = ""
    out: str = ""
    diags: str = ""
    var_refs: bool = False
    with_type: bool = False
    version: bool = False
    keep_nulls: bool = False
    vars: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)


class FlagError(Exception):
    """A command-line mistake; the message is the reference's."""


class HelpRequested(Exception):
    """``-h`` or ``--help``."""


# name -> (shorthand, takes a value, attribute)
_FLAGS: dict[str, tuple[str, bool, str]] = {
    "spec": ("s", True, "spec"),
    "out": ("o", True, "out"),
    "diags": ("", True, "diags"),
    "var-refs": ("", False, "var_refs"),
    "with-type": ("", False, "with_type"),
    "version": ("v", False, "version"),
    "keep-nulls": ("", False, "keep_nulls"),
    "vars": ("V", True, "vars"),
}
_SHORT = {short: name for name, (short, _, _) in _FLAGS.items() if short}
_TRUE = ("1", "t", "T", "TRUE", "true", "True")
_FALSE = ("0", "f", "F", "FALSE", "false", "False")


def _set(opts: Options, name: str, value: str) -> None:
    short, takes_value, attr = _FLAGS[name]
    if attr == "vars":
        opts.vars.append(value)
    elif takes_value:
        setattr(opts, attr, value)
    elif value in _TRUE or value in _FALSE:
        setattr(opts, attr, value in _TRUE)
    else:
        shown = f"-{short}, --{name}" if short else f"--{name}"
        raise FlagError(f'invalid argument "{value}" for "{shown}" flag: strconv.ParseBool: parsing '
                        f'"{value}": invalid syntax')


def parse_args(argv: list[str]) -> Options:
    """Parse the arguments (without the program name)."""
    opts = Options()
    args = list(argv)
    while args:
        arg = args.pop(0)
        if len(arg) < 2 or arg[0] != "-":
            opts.files.append(arg)
        elif arg == "--":
            opts.files.extend(args)
            break
        elif arg.startswith("--"):
            args = _long(opts, arg, args)
        else:
            args = _short(opts, arg, args)
    return opts


def _long(opts: Options, arg: str, args: list[str]) -> list[str]:
    body = arg[2:]
    if body[0] in "-=":
        raise FlagError(f"bad flag syntax: {arg}")
    name, eq, value = body.partition("=")
    if name not in _FLAGS:
        if name == "help":
            raise HelpRequested
        raise FlagError(f"unknown flag: --{name}")
    takes_value = _FLAGS[name][1]
    if not eq:
        if not takes_value:
            value = "true"
        elif args:
            value = args.pop(0)
        else:
            raise FlagError(f"flag needs an argument: {arg}")
    _set(opts, name, value)
    return args


def _short(opts: Options, arg: str, args: list[str]) -> list[str]:
    shorts = arg[1:]
    while shorts:
        ch = shorts[0]
        name = _SHORT.get(ch)
        if name is None:
            if ch == "h":
                raise HelpRequested
            raise FlagError(f"unknown shorthand flag: {_go_char(ch)} in -{shorts}")
        takes_value = _FLAGS[name][1]
        rest = shorts[1:]
        if len(shorts) > 2 and shorts[1] == "=":
            value, rest = shorts[2:], ""
        elif not takes_value:
            value = "true"
        elif len(shorts) > 1:
            value, rest = shorts[1:], ""
        elif args:
            value = args.pop(0)
        else:
            raise FlagError(f"flag needs an argument: {_go_char(ch)} in -{shorts}")
        _set(opts, name, value)
        shorts = rest
    return args


def _go_char(ch: str) -> str:
    """A character as Go's ``%q`` prints a byte."""
    if ch == "'":
        return "'\\''"
    if ch == "\\":
        return "'\\\\'"
    if ch.isprintable() and ord(ch) < 0x80:
        return f"'{ch}'"
    # Go quotes the flag's first byte, read as the code point of that value.
    byte = ch.encode("utf-8", "surrogateescape")[0]
    if byte < 0x80:
        return f"'\\x{byte:02x}'"
    return f"'{chr(byte)}'" if chr(byte).isprintable() else f"'\\u{byte:04x}'"
