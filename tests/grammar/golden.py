"""The shared token-stream and parse-tree text format, as the Python target prints it.

Every target's driver (grammar/targets/<language>/) prints the same format, so the
golden files under grammar/examples/ and the cross-target equivalence test compare
plain text. The format (also described in grammar/README.md):

* tokens, one a line, all channels, EOF last: ``LINE:COLUMN CHANNEL TYPE "TEXT"``
  (EOF has no text);
* the tree, one node a line, indented two spaces a level: a rule as ``rule`` or
  ``rule #label`` for a labelled alternative, a token as ``TYPE "TEXT"``, a token the
  parser skipped in error recovery as ``error TYPE "TEXT"``, one it conjured as
  ``missing TYPE``;
* syntax errors as ``LINE:COLUMN message`` (the messages are each runtime's own).

Text is quoted: backslash, double quote, ``\\n``, ``\\r`` and ``\\t`` are escaped with a
backslash, and control characters, surrogates, U+2028, U+2029 and U+FEFF as
``\\u{XXXX}``; everything else is printed as it is (UTF-8).

Run as a module to refresh the golden files (``make trees``) or to print the blocks
for a manifest of ``RULE<TAB>PATH`` lines, exactly as the other targets' drivers do.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from antlr4 import CommonTokenStream, InputStream, Token
from antlr4.error.ErrorListener import ErrorListener
from antlr4.tree.Tree import ErrorNode, ParseTree, TerminalNode

from hcl._generated.HCLParser import HCLParser
from hcl.deep import recursion_room
from hcl.native.lexer import HCLLexer
from hcl.native.parser import IsolatedParser
from hcl.source import SourceText

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "grammar" / "examples"

# Entry rule -> the lexer mode it starts in.
ENTRY_MODES = {
    "configFile": HCLLexer.DEFAULT_MODE,
    "expressionFile": HCLLexer.INNER,
    "templateFile": HCLLexer.TEMPLATE_FILE,
    "traversalFile": HCLLexer.INNER,
}
# Golden example suffix -> entry rule.
SUFFIX_RULES = {".hcl": "configFile", ".hclexpr": "expressionFile", ".hcltmpl": "templateFile",
                ".hcltrav": "traversalFile"}
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def quote(text: str) -> str:
    """``text`` in double quotes, escaped as the shared format says."""
    out = []
    for ch in text:
        cp = ord(ch)
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif cp < 0x20 or 0x7F <= cp < 0xA0 or 0xD800 <= cp < 0xE000 or cp in (0x2028, 0x2029, 0xFEFF):
            out.append(f"\\u{{{cp:04X}}}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


@dataclass(frozen=True)
class Rendered:
    """One input's token stream, tree and syntax errors, as lines of the shared format."""

    tokens: list[str]
    tree: list[str]
    errors: list[str]


class _Collect(ErrorListener):
    def __init__(self) -> None:
        self.lines: list[str] = []

    def syntaxError(self, recognizer, offending, line, column, msg, e) -> None:
        # Messages may quote a bad byte's surrogate, which cannot be written as UTF-8.
        self.lines.append(f"{line}:{column} " + "".join(
            f"\\u{{{ord(c):04X}}}" if 0xD800 <= ord(c) < 0xE000 else c for c in msg))


def _token_line(token: Token, names: list[str]) -> str:
    if token.type == Token.EOF:
        return f"{token.line}:{token.column} {token.channel} EOF"
    return f"{token.line}:{token.column} {token.channel} {names[token.type]} {quote(token.text)}"


def _type_name(ttype: int, names: list[str]) -> str:
    return "EOF" if ttype == Token.EOF else names[ttype]


def _node_line(node: ParseTree, names: list[str]) -> str:
    if isinstance(node, TerminalNode):
        token = node.getSymbol()
        name = _type_name(token.type, names)
        if isinstance(node, ErrorNode):
            return f"missing {name}" if token.tokenIndex == -1 else f"error {name} {quote(token.text)}"
        return name if token.type == Token.EOF else f"{name} {quote(token.text)}"
    rule = HCLParser.ruleNames[node.getRuleIndex()]
    label = type(node).__name__.removesuffix("Context")
    label = label[:1].lower() + label[1:]
    return rule if label == rule else f"{rule} #{label}"


def _tree_lines(root: ParseTree, names: list[str]) -> list[str]:
    lines: list[str] = []
    stack: list[tuple[ParseTree, int]] = [(root, 0)]
    while stack:  # iterative: deeply nested input must not exhaust the stack
        node, depth = stack.pop()
        lines.append("  " * depth + _node_line(node, names))
        children = getattr(node, "children", None) or []
        stack.extend((child, depth + 1) for child in reversed(children))
    return lines


def render(data: bytes, rule: str) -> Rendered:
    """Lex and parse ``data`` from entry ``rule`` with the ANTLR runtime's default settings."""
    text = SourceText(data).text  # the input contract: BOM dropped, bad bytes -> U+DC80..U+DCFF
    lexer = HCLLexer(InputStream(text))
    errors = _Collect()
    lexer.addErrorListener(errors)
    if ENTRY_MODES[rule] != HCLLexer.DEFAULT_MODE:
        lexer.mode(ENTRY_MODES[rule])
    stream = CommonTokenStream(lexer)
    stream.fill()
    names = list(lexer.symbolicNames)
    tokens = [_token_line(t, names) for t in stream.tokens]
    lexer_errors = list(errors.lines)

    def parse() -> ParseTree:
        stream.seek(0)
        errors.lines[:] = lexer_errors
        parser = IsolatedParser(stream)
        parser.removeErrorListeners()
        parser.addErrorListener(errors)
        return getattr(parser, rule)()

    with recursion_room(40 * len(stream.tokens)):  # the parser recurses through Python calls only
        tree = parse()
    return Rendered(tokens, _tree_lines(tree, names), errors.lines)


def block(rule: str, path: str, rendered: Rendered) -> str:
    """The driver output for one input: a header and the three sections."""
    parts = [f"### {rule} {path}", "--- tokens", *rendered.tokens, "--- tree", *rendered.tree,
             "--- errors", *rendered.errors]
    return "\n".join(parts) + "\n"


def parse_blocks(output: str) -> dict[tuple[str, str], Rendered]:
    """Split a driver's output into ``(rule, path) -> Rendered``."""
    result: dict[tuple[str, str], Rendered] = {}
    for chunk in output.split("### ")[1:]:
        header, _, body = chunk.partition("\n")
        rule, _, path = header.partition(" ")
        sections: dict[str, list[str]] = {"tokens": [], "tree": [], "errors": []}
        current: list[str] | None = None
        for line in body.split("\n"):
            if line.startswith("--- ") and line[4:] in sections:
                current = sections[line[4:]]
            elif current is not None and line:
                current.append(line)
        result[(rule, path)] = Rendered(sections["tokens"], sections["tree"], sections["errors"])
    return result


def examples() -> list[Path]:
    """The golden example inputs, valid and invalid."""
    return sorted(p for p in EXAMPLES.glob("*/*") if p.suffix in SUFFIX_RULES)


def golden_files(path: Path, rendered: Rendered) -> dict[Path, str]:
    """The expected-output files of one example: ``.tokens``, ``.tree`` and, if any, ``.errors``."""
    files = {path.with_name(path.name + ".tokens"): "\n".join(rendered.tokens) + "\n",
             path.with_name(path.name + ".tree"): "\n".join(rendered.tree) + "\n"}
    if rendered.errors:
        files[path.with_name(path.name + ".errors")] = "\n".join(rendered.errors) + "\n"
    return files


def _update() -> int:
    wanted: set[Path] = set()
    for path in examples():
        for target, content in golden_files(path, render(path.read_bytes(), SUFFIX_RULES[path.suffix])).items():
            wanted.add(target)
            if not target.exists() or target.read_text(encoding="utf-8") != content:
                target.write_text(content, encoding="utf-8")
                print(f"wrote {target.relative_to(REPO)}")
    for stale in EXAMPLES.glob("*/*"):
        if stale.suffix in (".tokens", ".tree", ".errors") and stale not in wanted:
            stale.unlink()
            print(f"removed {stale.relative_to(REPO)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.grammar.golden", description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", type=Path,
                    help="print these files (entry rule by suffix: .hclexpr, .hcltmpl, .hcltrav; else configFile)")
    ap.add_argument("--update", action="store_true", help="rewrite the golden files of grammar/examples")
    ap.add_argument("--manifest", type=Path, help="print the inputs of a file of RULE<TAB>PATH lines, as a driver")
    args = ap.parse_args(argv)
    if args.update:
        return _update()
    jobs = [(SUFFIX_RULES.get(p.suffix, "configFile"), str(p)) for p in args.files]
    if args.manifest:
        jobs += [tuple(line.split("\t", 1)) for line in args.manifest.read_text(encoding="utf-8").splitlines()]
    out = sys.stdout.buffer
    for rule, path in jobs:
        out.write(block(rule, path, render(Path(path).read_bytes(), rule)).encode("utf-8"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
