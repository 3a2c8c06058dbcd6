#!/usr/bin/env python3
"""Write hcl/native/lexer_tables.py (token types, modes and identifier sets of the generated lexer)
and hcl/native/lexer_atn.py.

The regular-expression lexer (hcl/native/regex_lexer.py) uses these without importing the
generated lexer (whose ATN is costly to load). It needs the exact sets ANTLR compiled for
``IdFrag`` (``[\\p{ID_Start}_]`` and ``[\\p{ID_Continue}-]``, in the tool's
Unicode version), so they are read from the generated lexer's ATN rather than from
Python's Unicode tables. The file also records the SHA-256 of grammar/HCLLexer.g4: a
test fails when the grammar changes and this script (and the regex lexer) did not follow.
lexer_atn.py holds what antlrope needs to run the generated lexer natively (the optional
accelerated path), so that path does not import the generated lexer either.

    python tests/tools/build_lexer_tables.py          # run by `make generate`
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGET = ROOT / "hcl" / "native" / "lexer_tables.py"
ATN_TARGET = ROOT / "hcl" / "native" / "lexer_atn.py"


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


def wrapped(items: list[str], indent: str = "    ") -> str:
    """A tuple literal of ``items`` (source text each), in lines of about 96 characters."""
    lines, line = [], ""
    for item in items:
        if line and len(line) + len(item) + 1 > 96:
            lines.append(line.rstrip())
            line = ""
        line += item + ", "
    if line:
        lines.append(line.rstrip())
    return "(\n" + "".join(f"{indent}{ln}\n" for ln in lines) + ")"


def boundaries(intervals: list[tuple[int, int]]) -> str:
    """A tuple literal of the sorted interval boundaries ``(first, last + 1, ...)``.

    A code point is in the set when ``bisect_right(boundaries, cp)`` is odd.
    """
    return wrapped([f"0x{x:x}" for a, b in intervals for x in (a, b + 1)])


def constants() -> str:
    """Token types and mode numbers, as the generated lexer defines them."""
    from hcl._generated.HCLLexer import HCLLexer

    names = [n for n in HCLLexer.symbolicNames if n != "<INVALID>"]
    lines = [f"{name} = {getattr(HCLLexer, name)}" for name in names]
    lines.append("\n# Lexer modes.")
    lines += [f"{name} = {i}" for i, name in enumerate(HCLLexer.modeNames)]
    return "\n".join(lines) + "\n"


def render_atn() -> str:
    """hcl/native/lexer_atn.py: what antlrope needs to run the generated lexer natively
    (its grammar file name, name lists and serialized ATN), so that the accelerated path
    need not import the generated lexer, whose class body deserializes the ATN in
    Python (about 40 ms)."""
    from hcl._generated import HCLLexer as module

    lx = module.HCLLexer
    names = [("LITERAL_NAMES", lx.literalNames), ("SYMBOLIC_NAMES", lx.symbolicNames),
             ("RULE_NAMES", lx.ruleNames), ("CHANNEL_NAMES", lx.channelNames), ("MODE_NAMES", lx.modeNames)]
    return (
        '"""The generated lexer\'s grammar file name, name lists and serialized ATN, for antlrope.\n\n'
        "The accelerated path (hcl.native.accelerated) runs the generated lexer natively from these.\n"
        "Written by tests/tools/build_lexer_tables.py (``make generate``); do not edit.\n"
        '"""\n\n'
        f"GRAMMAR_FILE_NAME = {lx.grammarFileName!r}\n"
        + "".join(f"{name} = {wrapped([repr(v) for v in values])}\n" for name, values in names)
        + f"SERIALIZED_ATN = {wrapped([str(v) for v in module.serializedATN()])}\n"
    )


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
    files = {TARGET: render(), ATN_TARGET: render_atn()}
    if "--check" in sys.argv:
        return 0 if all(path.read_text(encoding="utf-8") == text for path, text in files.items()) else 1
    for path, text in files.items():
        path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
