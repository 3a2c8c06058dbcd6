"""Workload: lexing only (decode the source and produce every token).

``HCL_LEXER=antlr`` in the environment selects the generated ANTLR lexer.
"""

from __future__ import annotations

from benchmarks.workloads import Work


def prepare() -> Work:
    from hcl.native.token_source import tokenize
    from hcl.source import SourceText

    def lex(data: bytes, path: str) -> object:
        return tokenize(SourceText(data, path).text)

    return lex
