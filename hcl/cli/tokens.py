"""``hcl tokens``: the token stream of a file as the grammar's lexer produces it."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hcl.cli.output import print_diagnostics
from hcl.cli.paths import read_path

if TYPE_CHECKING:
    from antlr4 import Token

    from hcl.source import SourceText

EPILOG = """\
Each line is one token: its range (line:column-line:column; columns count
characters as the diagnostics do, the end is exclusive), its channel (default,
or hidden for white space, comments and newlines inside brackets), its type
name from grammar/HCLLexer.g4 and its text. The heredoc terminator is found by
the host lexer (hcl/native/lexer.py), so heredocs close as in the parser.

exit status: 0 printed, 1 the file can't be read, 2 usage error

examples:
  hcl tokens main.tf
  hcl tokens --mode expression - <<< 'a[0] + 1'
  hcl tokens --json main.tf | jq -c '.[] | select(.channel == "default")'
"""

# --mode -> (lexer mode name, parser entry rule)
MODES: dict[str, tuple[str, str]] = {
    "config": ("DEFAULT_MODE", "configFile"),
    "expression": ("INNER", "expressionFile"),
    "template": ("TEMPLATE_FILE", "templateFile"),
    "traversal": ("INNER", "traversalFile"),
}


def add_mode_argument(parser: argparse.ArgumentParser) -> None:
    """``--mode``, shared with ``hcl tree``."""
    parser.add_argument("--mode", choices=list(MODES), default="config",
                        help="what the file holds: a configuration file (the default), one expression, "
                             "a template, or a traversal")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the arguments of ``hcl tokens``."""
    parser.epilog = EPILOG
    parser.add_argument("file", metavar="FILE", help="the file to read, or - for standard input")
    add_mode_argument(parser)
    parser.add_argument("--json", action="store_true",
                        help="print a JSON array of {type, channel, text, start, end} objects instead")


@dataclass(frozen=True, slots=True)
class Lexed:
    """A source, the token stream over it and the names of the token types."""

    source: SourceText
    tokens: list[Token]
    type_names: list[str]


def lex(data: bytes, name: str, mode: str) -> Lexed:
    """Every token of ``data`` (all channels) lexed in ``mode`` by the host lexer."""
    from antlr4 import CommonTokenStream, InputStream

    from hcl.native.lexer import HCLLexer
    from hcl.source import SourceText

    source = SourceText(data, name)
    lexer = HCLLexer(InputStream(source.text))
    start_mode = MODES[mode][0]
    if start_mode != "DEFAULT_MODE":
        lexer.mode(getattr(HCLLexer, start_mode))
    stream = CommonTokenStream(lexer)
    stream.fill()
    return Lexed(source, list(stream.tokens), list(lexer.symbolicNames))


def describe(lexed: Lexed, token: Token) -> dict[str, object]:
    """One token as plain data: type name, channel, text, start and end positions."""
    from antlr4 import Token

    name = "EOF" if token.type == Token.EOF else lexed.type_names[token.type]
    stop = token.start if token.type == Token.EOF else token.stop + 1
    start_pos, end_pos = lexed.source.pos(token.start), lexed.source.pos(stop)
    return {
        "type": name,
        "channel": "default" if token.channel == Token.DEFAULT_CHANNEL else "hidden",
        "text": "" if token.type == Token.EOF else lexed.source.text[token.start:stop],
        "start": start_pos.to_json(),
        "end": end_pos.to_json(),
    }


def run(args: argparse.Namespace) -> int:
    """Print the tokens; the exit status."""
    name, data, problem = read_path(args.file)
    if data is None:
        print_diagnostics([problem] if problem is not None else [])
        return 1
    lexed = lex(data, name, args.mode)
    items = [describe(lexed, tok) for tok in lexed.tokens]
    if args.json:
        json.dump(items, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return 0
    width = max((len(str(i["type"])) for i in items), default=0)
    out = []
    for item in items:
        start, end = item["start"], item["end"]
        assert isinstance(start, dict) and isinstance(end, dict)
        where = f"{start['line']}:{start['column']}-{end['line']}:{end['column']}"
        out.append(f"{where:<14} {item['channel']:<7} {item['type']:<{width}} {json.dumps(item['text'])}\n")
    sys.stdout.write("".join(out))
    return 0
