"""Railroad diagrams of the parser rules, read from the .g4 files (``make diagrams``).

A small reader turns each parser rule of grammar/HCLParser.g4 into the
``railroad-diagrams`` package's items (sequence, choice, optional, repetition) and
writes one standalone SVG a rule into grammar/diagrams/. Tokens that the lexer
(grammar/HCLLexer.g4) defines as one fixed string are drawn as that string. Labels
(``op=``), alternative names (``# binaryExpr``) and options (``<assoc=right>``) are
left out of the drawing. ``--check`` exits 1 when a diagram on disk is out of date.
"""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

import railroad as rr

HERE = Path(__file__).resolve().parent
GRAMMAR = HERE.parent
_TOKEN = re.compile(r"\s+|/\*.*?\*/|//[^\n]*|'(?:\\.|[^'\\])*'|<[^>]*>|\w+\s*\+?=(?!=)|\w+|[():;|?*+#~]", re.S)


def _tokens(text: str) -> list[str]:
    return [t for t in _TOKEN.findall(text) if t.strip() and not t.startswith(("/*", "//", "<"))]


def lexer_literals(text: str) -> dict[str, str]:
    """Token name -> its fixed text, for default-mode lexer rules that are one literal."""
    default = text.split("\nmode ", 1)[0]
    return {m[1]: m[2] for m in re.finditer(r"^(\w+)\s*:\s*'((?:\\.|[^'\\])+)'\s*(?:->[^;]*)?;", default, re.M)}


def parser_rules(text: str) -> dict[str, list[str]]:
    """Rule name -> the tokens of its body, in file order."""
    toks = _tokens(text)
    rules: dict[str, list[str]] = {}
    i = 0
    while i < len(toks):
        if toks[i] in ("parser", "grammar", "options", "tokens"):
            i = toks.index(";", i) + 1 if toks[i] != "options" else _skip_braces(text, toks, i)
            continue
        name, i = toks[i], i + 1
        if i < len(toks) and toks[i] == ":":
            end = toks.index(";", i)
            rules[name] = toks[i + 1:end]
            i = end + 1
    return rules


def _skip_braces(text: str, toks: list[str], i: int) -> int:
    # "options { tokenVocab = X; }": skip up to and including the token after the block.
    while toks[i] != ";":
        i += 1
    return i + 1


class _Reader:
    """Recursive descent over one rule body: alternatives, sequences, suffixed atoms."""

    def __init__(self, toks: list[str], literals: dict[str, str]) -> None:
        self.toks, self.pos, self.literals = toks, 0, literals

    def peek(self) -> str | None:
        return self.toks[self.pos] if self.pos < len(self.toks) else None

    def alternatives(self) -> rr.DiagramItem:
        alts = [self.sequence()]
        while self.peek() == "|":
            self.pos += 1
            alts.append(self.sequence())
        return alts[0] if len(alts) == 1 else rr.Choice(0, *alts)

    def sequence(self) -> rr.DiagramItem:
        items = []
        while self.peek() not in (None, "|", ")", "#"):
            items.append(self.suffixed())
        if self.peek() == "#":  # an alternative's name: not drawn
            self.pos += 2
        return rr.Sequence(*items) if items else rr.Skip()

    def suffixed(self) -> rr.DiagramItem:
        item = self.atom()
        while self.peek() in ("?", "*", "+"):
            op = self.toks[self.pos]
            self.pos += 1
            item = rr.Optional(item) if op == "?" else rr.ZeroOrMore(item) if op == "*" else rr.OneOrMore(item)
        return item

    def atom(self) -> rr.DiagramItem:
        tok = self.toks[self.pos]
        self.pos += 1
        if tok.endswith("="):  # a label such as op= or x+=: draw what it labels
            return self.atom()
        if tok == "~":
            inner = self.atom()
            return rr.Sequence(rr.Comment("not"), inner)
        if tok == "(":
            inner = self.alternatives()
            self.pos += 1  # ")"
            return inner
        if tok.startswith("'"):
            return rr.Terminal(tok[1:-1])
        if tok[0].isupper():
            return rr.Terminal(self.literals.get(tok, tok))
        return rr.NonTerminal(tok, href=f"{tok}.svg")


def diagrams() -> dict[str, str]:
    """Rule name -> standalone SVG text."""
    literals = lexer_literals((GRAMMAR / "HCLLexer.g4").read_text(encoding="utf-8"))
    out = {}
    for name, body in parser_rules((GRAMMAR / "HCLParser.g4").read_text(encoding="utf-8")).items():
        buf = io.StringIO()
        rr.Diagram(_Reader(body, literals).alternatives()).writeStandalone(buf.write)
        out[name] = buf.getvalue() + "\n"
    return out


def main(argv: list[str]) -> int:
    wanted = {HERE / f"{name}.svg": svg for name, svg in diagrams().items()}
    stale = [p for p, svg in wanted.items() if not p.exists() or p.read_text(encoding="utf-8") != svg]
    extra = [p for p in HERE.glob("*.svg") if p not in wanted]
    if "--check" in argv:
        for p in stale + extra:
            print(f"out of date: {p.relative_to(GRAMMAR.parent)}")
        return 1 if stale or extra else 0
    for p in stale:
        p.write_text(wanted[p], encoding="utf-8")
    for p in extra:
        p.unlink()
    print(f"{len(wanted)} diagrams in {HERE.relative_to(GRAMMAR.parent)} ({len(stale)} written, {len(extra)} removed)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
