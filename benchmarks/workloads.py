"""The measured workloads, by name: each module builds a ``(bytes, path) -> result`` callable.

Building the callable performs the imports, so a fresh process that builds it and runs
it once measures import plus first use. Environment overrides select reference paths.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable

Work = Callable[[bytes, str], object]

# name -> (module, label, environment overrides)
WORKLOADS: dict[str, tuple[str, str, dict[str, str]]] = {
    "lex": ("benchmarks.lexing", "lex (default token source)", {}),
    "lex-antlr": ("benchmarks.lexing", "lex (generated ANTLR lexer)", {"HCL_LEXER": "antlr"}),
    "parse": ("benchmarks.parsing", "parse to IR", {"HCL_ACCELERATOR": "0"}),
    "parse-fast": ("benchmarks.parsing", "parse to IR, accelerated", {"HCL_ACCELERATOR": "1"}),
    "parse-antlr": ("benchmarks.parsing", "parse to IR, ANTLR lexer", {"HCL_LEXER": "antlr"}),
    "eval": ("benchmarks.evaluation", "parse + evaluate attributes", {"HCL_ACCELERATOR": "0"}),
    "hcl2": ("benchmarks.hcl2_loads", "python-hcl2 loads", {}),
}


def accelerator_available() -> bool:
    """Whether the optional accelerated parser's package is installed here."""
    return importlib.util.find_spec("antlrope") is not None


def build(name: str) -> Work:
    """Import the workload's module and build its callable (imports included)."""
    return importlib.import_module(WORKLOADS[name][0]).prepare()
