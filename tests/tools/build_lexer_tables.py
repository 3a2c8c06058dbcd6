#!/usr/bin/env python3
"""Write hcl/native/lexer_tables.py: token types, modes and identifier sets of the generated lexer.

The regular-expression lexer (hcl/native/regex_lexer.py) uses these without importing the
generated lexer (whose ATN is costly to load). It needs the exact sets ANTLR compiled for
``IdFrag`` (``[\\p{ID_Start}_]`` and ``[\\p{ID_Continue}-]``, in the tool's
Unicode version), so they are read from the generated lexer's ATN rather than from
Python's Unicode tables. The file also records the SHA-256 of grammar/HCLLexer.g4: a
test fails when the grammar changes and this script (and the regex lexer) did not follow.

    python tests/tools/build_lexer_tables.py          # run by `make generate`
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGET = ROOT / "hcl" / "native" / "lexer_tables.py"


def grammar_sha256() -> str:
    return hashlib.sha256((ROOT / "grammar" / "HCLLexer.g4").read_bytes()).hexdigest()


def identifier_sets() -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The (first, last) code point intervals of IdFrag's first and following characters."""
    from hcl._generated.HCLLexer import HCLLexer

    atn = HCLLexer.atn
    rule = HCLLexer.ruleNames.index("IdFrag")
    labels = []
    for state in atn.states:
        if state is not None and state.ruleIndex == rule:
            labels += [t.label for t in state.transitions if t.label is not None and len(t.label) > 0]
    if len(labels) != 2:
        raise SystemExit(f"IdFrag should have two character sets, found {len(labels)}")
    first, rest = sorted(labels, key=lambda s: ord("-") in s)  # only the following set holds '-'
    return ([(r.start, r.stop - 1) for r in first.intervals], [(r.start, r.stop - 1) for r in rest.intervals])


def boundaries(intervals: list[tuple[int, int]]) -> str:
    """A tuple literal of the sorted interval boundaries ``(first, last + 1, ...)``.

    A code point is in the set when ``bisect_right(boundaries, cp)`` is odd.
    """
    items = [f"0x{x:x}," for a, b in intervals for x in (a, b + 1)]
    lines, line = [], ""
    for item in items:
        if len(line) + len(item) > 96:
            lines.append(line.rstrip())
            line = ""
        line += item + " "
    lines.append(line.rstrip())
    return "(\n" + "".join(f"    {ln}\n" for ln in lines) + ")"


def constants() -> str:
    """Token types and mode numbers, as the generated lexer defines them."""
    from hcl._generated.HCLLexer import HCLLexer

    names = [n for n in HCLLexer.symbolicNames if n != "<INVALID>"]
    lines = [f"{name} = {getattr(HCLLexer, name)}" for name in names]
    lines.append("\n# Lexer modes.")
    lines += [f"{name} = {i}" for i, name in enumerate(HCLLexer.modeNames)]
    return "\n".join(lines) + "\n"


def render() -> str:
    first, rest = identifier_sets()
    return (
        '"""Token types, modes and identifier sets of the generated lexer, and its grammar\'s hash.\n\n'
        "Written by tests/tools/build_lexer_tables.py (``make generate``); do not edit.\n"
        '"""\n\n'
        f'GRAMMAR_SHA256 = "{grammar_sha256()}"\n\n'
        f"{constants()}\n"
        f"# [\\p{{ID_Start}}_] as compiled by the ANTLR tool ({len(first)} intervals), as boundaries.\n"
        f"ID_START = {boundaries(first)}\n\n"
        f"# [\\p{{ID_Continue}}-]: {len(rest)} intervals.\n"
        f"ID_CONTINUE = {boundaries(rest)}\n"
    )


def main() -> int:
    text = render()
    if "--check" in sys.argv:
        return 0 if TARGET.read_text(encoding="utf-8") == text else 1
    TARGET.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
