"""The token stream the parser reads: the regular-expression lexer by default.

``HCL_LEXER=antlr`` in the environment (read at each call) selects the reference path,
the generated ANTLR lexer with the host hook (``hcl.native.lexer``); both give identical
tokens (tests/native/test_regex_lexer.py). Where the accelerator is installed, a
configuration file it can take is lexed natively by the same generated automaton
(``hcl.native.accelerated.scan``; tests/native/test_accelerated.py compares its tokens
with the regex lexer's).
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from antlr4 import CommonTokenStream, Token

from hcl.native import accelerated, regex_lexer
from hcl.native import lexer_tables as L


def use_reference_lexer() -> bool:
    """Whether the environment asks for the generated ANTLR lexer."""
    return os.environ.get("HCL_LEXER", "").lower() == "antlr"


def tokenize(text: str, mode: int = L.DEFAULT_MODE, *, reference: bool | None = None) -> list[Token]:
    """Every token of ``text`` (hidden ones too), then EOF, indexed in order."""
    if reference if reference is not None else use_reference_lexer():
        # Imported on request: the generated lexer's ATN is costly to load.
        from hcl.native.lexer import reference_tokens

        return reference_tokens(text, mode)
    return regex_lexer.tokenize(text, mode)


def token_stream(
    text: str, mode: int = L.DEFAULT_MODE, *, reference: bool | None = None, lazy: bool = False,
    line_starts: Sequence[int] | None = None,
) -> CommonTokenStream:
    """A filled token stream over ``text`` for the generated parser.

    The default path pairs the regex lexer (or for a configuration file, the
    accelerator's lexer where it can take it) with an indexed stream (``lazy``: one
    that makes token objects as the parser reaches them); the reference path is the
    generated lexer in ANTLR's own ``CommonTokenStream``. ``line_starts``: the offsets
    of the text's line starts, when the caller has them already.
    """
    if reference if reference is not None else use_reference_lexer():
        # Imported on request: the generated lexer's ATN is costly to load.
        from hcl.native.lexer import reference_stream

        return reference_stream(text, mode)
    table = accelerated.scan(text, regex_lexer.TOKEN_SOURCE, line_starts) if mode == L.DEFAULT_MODE else None
    if table is None:
        table = regex_lexer.scan(text, mode, line_starts)
    return regex_lexer.token_stream(table, lazy=lazy)
