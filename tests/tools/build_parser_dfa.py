#!/usr/bin/env python3
"""Write hcl/native/parser_dfa.pickle: the parser's prediction DFAs after parsing this
repository's samples and examples (``make generate`` runs it). Only in-repository input
is used, so the file is the same on every checkout.

    python tests/tools/build_parser_dfa.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def inputs() -> list[Path]:
    samples = sorted((ROOT / "tests" / "native" / "samples").rglob("*.hcl"))
    return samples + sorted((ROOT / "examples").glob("*.hcl"))


def main() -> int:
    sys.setrecursionlimit(50_000)  # pickling walks the DFA graph recursively
    import os

    os.environ["HCL_PARSER_DFA_CACHE"] = "0"
    # The pure parser on every input: the optional accelerated one would leave the
    # Python parser's DFAs unfilled, and the file would depend on what is installed.
    os.environ["HCL_ACCELERATOR"] = "0"
    from hcl._generated.HCLParser import HCLParser
    from hcl.native import dfa_cache, parse_config

    for path in inputs():
        parse_config(path.read_bytes(), path.name)
    states = dfa_cache.dump(HCLParser)
    print(f"{dfa_cache.CACHE.relative_to(ROOT)}: {states} DFA states from {len(inputs())} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
