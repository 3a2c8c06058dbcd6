"""``hcl tree``: the ANTLR parse tree of a file, indented, for work on the grammar."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from antlr4 import CommonTokenStream, Token
from antlr4.ListTokenSource import ListTokenSource
from antlr4.tree.Tree import TerminalNode

from hcl import native
from hcl.cli.output import print_diagnostics
from hcl.cli.paths import read_path
from hcl.cli.tokens import MODES, add_mode_argument, lex
from hcl.deep import recursion_room
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.native.parser import IsolatedParser

EPILOG = """\
Each rule of grammar/HCLParser.g4 is a line with its name, its children
indented below it; tokens show their type name and text. Hidden tokens (white
space, comments) are not in the tree. The file is lexed by the host lexer, so
heredocs close as in the real parser (antlr4-parse cannot do that).

The tree is the one a recovering ANTLR parse builds; when the file has syntax
errors they are printed on standard error, with the project's diagnostics.

exit status: 0 no syntax errors, 1 syntax errors (the tree is still printed)
or the file can't be read, 2 usage error

examples:
  hcl tree main.tf
  hcl tree --mode template - <<< 'Hello, %{ if x }${x}%{ endif }!'
  hcl tree --positions main.tf | less
"""


# Python frames the generated parser uses per level of nesting, at most.
_FRAMES_PER_TOKEN = 40


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the arguments of ``hcl tree``."""
    parser.epilog = EPILOG
    parser.add_argument("file", metavar="FILE", help="the file to read, or - for standard input")
    add_mode_argument(parser)
    parser.add_argument("--positions", action="store_true",
                        help="add the line:column where each rule and token starts")


def run(args: argparse.Namespace) -> int:
    """Print the tree; the exit status."""
    name, data, problem = read_path(args.file)
    if data is None:
        print_diagnostics([problem] if problem is not None else [])
        return 1
    lines = _tree_lines(data, name, args.mode, args.positions)
    sys.stdout.write("".join(lines))
    diags = _diagnostics(data, name, args.mode)
    print_diagnostics(diags, sources={name: data})
    return 1 if any(d.is_error for d in diags) else 0


def _tree_lines(data: bytes, name: str, mode: str, positions: bool) -> list[str]:
    lexed = lex(data, name, mode)
    parser = IsolatedParser(CommonTokenStream(ListTokenSource(lexed.tokens)))
    parser.removeErrorListeners()
    # The ANTLR parser recurses through Python calls only; nesting is at most one
    # level per token.
    with recursion_room(_FRAMES_PER_TOKEN * len(lexed.tokens)):
        root = getattr(parser, MODES[mode][1])()
    out: list[str] = []
    stack: list[tuple[Any, int]] = [(root, 0)]
    while stack:  # iterative: deeply nested input makes deep trees
        node, depth = stack.pop()
        pad = "  " * depth
        if isinstance(node, TerminalNode):
            tok = node.getSymbol()
            kind = "EOF" if tok.type == Token.EOF else lexed.type_names[tok.type]
            text = "" if tok.type == Token.EOF else tok.text
            where = f" {_where(lexed, tok.start)}" if positions else ""
            missing = " (missing)" if tok.tokenIndex < 0 else ""
            out.append(f"{pad}{kind} {json.dumps(text, ensure_ascii=False)}{where}{missing}\n")
            continue
        rule = parser.ruleNames[node.getRuleIndex()]
        where = f" {_where(lexed, node.start.start)}" if positions and node.start is not None else ""
        out.append(f"{pad}{rule}{where}\n")
        stack.extend((child, depth + 1) for child in reversed(list(node.getChildren())))
    return out


def _where(lexed: Any, index: int) -> str:
    pos = lexed.source.pos(max(index, 0))
    return f"{pos.line}:{pos.column}"


def _diagnostics(data: bytes, name: str, mode: str) -> list[Diagnostic]:
    parsers: dict[str, Callable[[bytes, str], tuple[object, Diagnostics]]] = {
        "config": native.parse_config, "expression": native.parse_expression,
        "template": native.parse_template, "traversal": native.parse_traversal}
    _, diags = parsers[mode](data, name)
    return list(diags)
