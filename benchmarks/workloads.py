"""The measured workloads, by name: each module builds a ``(bytes, path) -> result`` callable.

Building the callable performs the imports, so a fresh process that builds it and runs
it once measures import plus first use. Environment overrides select reference paths.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

Work = Callable[[bytes, str], object]

# name -> (module, label, environment overrides)
WORKLOADS: dict[str, tuple[str, str, dict[str, str]]] = {
    "lex": ("benchmarks.lexing", "lex (default token source)", {}),
    "lex-antlr": ("benchmarks.lexing", "lex (generated ANTLR lexer)", {"HCL_LEXER": "antlr"}),
    "parse": ("benchmarks.parsing", "parse to IR", {}),
    "parse-antlr": ("benchmarks.parsing", "parse to IR, ANTLR lexer", {"HCL_LEXER": "antlr"}),
    "eval": ("benchmarks.evaluation", "parse + evaluate attributes", {}),
    "hcl2": ("benchmarks.hcl2_loads", "python-hcl2 loads", {}),
}


def build(name: str) -> Work:
    """Import the workload's module and build its callable (imports included)."""
    return importlib.import_module(WORKLOADS[name][0]).prepare()
