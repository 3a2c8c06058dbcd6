"""The optional accelerated parse of configuration files, through antlrope.

antlrope (an optional dependency: ``pip install 'hcl-grammar[fast]'``, Python 3.12 and
later) runs the generated lexer's and parser's ATNs in ANTLR's C++ runtime. Here its
lexer gives the token table (:func:`scan`) and its ``rule_spans`` the rules of the
parse (:func:`rule_spans`), which :mod:`hcl.native.span_lowering` turns into the IR
without a parse tree.

It is used only where it gives what the pure path gives, and only on input that
cannot reach a native crash:

- antlrope lexes on its own, without the host lexer's heredoc hook: any input holding
  ``<<`` goes the pure way (antlrope crashes on heredocs);
- so does input with a lexical problem, with undecodable bytes (which the binding
  cannot take), nesting deeper than :data:`MAX_NESTING`, or more than :data:`MAX_SIZE`
  characters (the C++ runtime holds the whole file's tokens and parse tree at once);
- a syntax error, a refusal by antlrope's lexer (a stray ``}``) or spans that do not
  fall on the table's tokens send the input the pure way too, whose error handling
  gives every diagnostic. (``parse_events``, antlrope's faster entry point, crashes the
  process on many syntax errors; ``rule_spans`` does not.)

tests/native/test_accelerated.py compares tokens, IR and diagnostics with the pure
path's on samples, corpus files, generated, mutated and arbitrary input, and runs
input known to crash antlrope through the routing in a child process.
"""

from __future__ import annotations

import os
import re
import sys
import threading
from array import array
from collections.abc import Sequence
from types import ModuleType
from typing import Any

from antlr4 import Token

from hcl._generated import HCLParser as _parser_module
from hcl.native import lexer_tables as L
from hcl.native.token_table import TokenTable

P = _parser_module.HCLParser

# Deeper input goes the pure way: the native runtime recurses on the C stack per level.
# tests/native/test_accelerated.py parses this depth of every nesting construct natively
# in a child process.
MAX_NESTING = 200
# Longer input goes the pure way: the C++ runtime holds the whole file's tokens and parse
# tree at once (about 140 bytes per character of dense input, for the length of the
# call), where the pure path lowers one body item at a time.
MAX_SIZE = 1 << 20
_SURROGATE = re.compile("[\ud800-\udfff]")
_LITTLE_ENDIAN = sys.byteorder == "little"
# The tokens of a heredoc's markers and text (and escapes, in any template), which
# _masked makes letters of.
_HEREDOC_TEXT = frozenset({L.HEREDOC_START, L.H_TEXT, L.H_NEWLINE, L.HEREDOC_END, L.TEMPLATE_ESCAPE})

_unset: Any = object()
_native: Any = _unset
_per_thread = threading.local()


class Mismatch(Exception):
    """The native parse does not match this project's tokens or grammar: use the pure path."""


def _load() -> Any:
    """antlrope's native module, or None when it is not installed or turned off."""
    global _native
    if _native is _unset:
        module: ModuleType | None
        try:
            from antlrope import _native as module
        except ImportError:
            module = None
        _native = module
    return _native


def enabled() -> bool:
    """Whether accelerated parsing is installed and not turned off (``HCL_ACCELERATOR=0``)."""
    if os.environ.get("HCL_ACCELERATOR", "").strip().lower() in ("0", "off", "no", "false"):
        return False
    return _load() is not None


def lexable(text: str) -> bool:
    """Whether antlrope's lexer may take ``text``: no heredoc marker (it lexes without the
    host hook), at most :data:`MAX_SIZE` characters, no leading byte order mark (which
    the binding drops, shifting every offset), and nothing the binding cannot encode
    (the lone surrogates standing for undecodable bytes)."""
    return len(text) <= MAX_SIZE and "<<" not in text and (
        text.isascii() or (_SURROGATE.search(text) is None and not text.startswith("\ufeff")))


def native_input(text: str, table: TokenTable, lexical_problems: int, nesting: int) -> str | None:
    """The text to give antlrope for ``text``, lexed as ``table``; None when the input
    may not be parsed natively: a lexical problem, nesting deeper than the native
    runtime handles, or text that is not :func:`lexable` even after heredocs are
    masked (see :func:`_masked`)."""
    if lexical_problems or nesting > MAX_NESTING or len(text) > MAX_SIZE:
        return None
    native = _masked(text, table) if "<<" in text else text
    return native if lexable(native) else None


def _masked(text: str, table: TokenTable) -> str:
    """``text`` with each heredoc, which antlrope cannot lex, made a quoted string of
    the same length. Its interpolations and directives stay as they are, and its text
    and markers become letters, with quotes at its ends; so the native parse gives each
    template sequence the offsets it has in ``text``."""
    starts = table.starts
    pieces: list[str] = []
    done = 0
    for k, kind in enumerate(table.types):
        if kind in _HEREDOC_TEXT:
            start, end = starts[k], starts[k + 1]
            pieces.append(text[done:start])
            if kind == L.HEREDOC_START:
                pieces.append('"' + "x" * (end - start - 1))
            elif kind == L.HEREDOC_END:
                pieces.append("x" * (end - start - 1) + '"')
            else:
                pieces.append("x" * (end - start))
            done = end
    pieces.append(text[done:])
    return "".join(pieces)


def scan(text: str, source: tuple[Any, Any], line_starts: Sequence[int] | None = None) -> TokenTable | None:
    """The tokens of a configuration file from antlrope's lexer (the generated lexer's
    automaton run natively), as the table the regex lexer would give; None when the
    accelerator is off or cannot take ``text`` (see :func:`lexable`), or its lexer
    refuses it (a stray ``}``). ``source``: the tokens' (token source, input stream)."""
    if not lexable(text) or not enabled():
        return None
    _, lexer_spec = _specs_for(_native)
    try:
        buffer, errors = _native.lex(lexer_spec, text, None)
    except RuntimeError:
        return None
    rows = array("i")
    rows.frombytes(buffer)
    starts, stops = rows[2::4], rows[3::4]
    # The grammar has no skip command, so the tokens cover the text end to end: check
    # that they add up to it, as a guard against a binding that reports otherwise.
    if errors or len(text) != (sum(stops) - sum(starts) + len(starts)) or (starts and starts[0] != 0):
        return None
    table = NativeTokenTable(text, source, line_starts)
    if _LITTLE_ENDIAN:  # types and channels are below 128: the first byte of their rows' numbers
        table.types.frombytes(buffer[0::16])
        table.channels += buffer[4::16]
    else:
        table.types.extend(array("b", rows[0::4]))
        table.channels.extend(array("B", rows[1::4]))
    table.types.append(Token.EOF)
    table.channels.append(Token.DEFAULT_CHANNEL)
    table.starts.extend(starts)
    table.starts.append(len(text))
    table.starts.append(len(text))
    return table


class NativeTokenTable(TokenTable):
    """A token table made by antlrope's lexer, whose tokens the native parse's spans
    fall on by construction."""

    __slots__ = ()


def _specs_for(native: Any) -> tuple[Any, Any]:
    """The parser's and lexer's specifications for antlrope, built once per thread (the
    C++ runtime caches prediction state in them)."""
    specs: tuple[Any, Any] | None = getattr(_per_thread, "specs", None)
    if specs is None:
        # The generated lexer's names and ATN, without importing the generated lexer
        # (whose class body deserializes the ATN in Python, which antlrope does not need).
        from hcl.native import lexer_atn as lx

        specs = _per_thread.specs = (
            native.ParserSpec(P.grammarFileName, list(P.literalNames), list(P.symbolicNames),
                              list(P.ruleNames), _parser_module.serializedATN()),
            native.LexerSpec(lx.GRAMMAR_FILE_NAME, list(lx.LITERAL_NAMES), list(lx.SYMBOLIC_NAMES),
                             list(lx.RULE_NAMES), list(lx.CHANNEL_NAMES), list(lx.MODE_NAMES),
                             list(lx.SERIALIZED_ATN)),
        )
    return specs


def rule_spans(text: str, rules: Sequence[int]) -> array[int] | None:
    """The native parse of a configuration file as ``(rule, start, stop)`` triples in
    preorder, for the rules given (see :mod:`hcl.native.span_lowering`); None when it
    found a syntax error. Raises :class:`Mismatch` when antlrope's runtime refuses the
    input (its lexer, on a stray ``}``)."""
    native = _load()
    parser_spec, lexer_spec = _specs_for(native)
    try:
        buffer, errors = native.rule_spans(parser_spec, lexer_spec, text, P.RULE_configFile, list(rules), False)
    except RuntimeError as exc:
        raise Mismatch(str(exc)) from exc
    if errors:
        return None
    spans = array("i")
    spans.frombytes(buffer)
    return spans
