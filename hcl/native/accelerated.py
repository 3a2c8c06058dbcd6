"""The optional accelerated parse of configuration files, through antlrope.

antlrope (an optional dependency: ``pip install 'hcl-grammar[fast]'``, Python 3.12 and
later) runs the generated lexer's and parser's ATNs in ANTLR's C++ runtime. Here its
lexer gives the token table (:func:`scan`) and its ``rule_spans`` the rules of the
parse (:func:`rule_spans`), which :mod:`hcl.native.span_lowering` turns into the IR
without a parse tree.

It is used only where it gives what the pure path gives, and only on input that
cannot reach a native crash:

- antlrope lexes on its own, without the host lexer's heredoc hook (it crashes on
  heredocs): text holding ``<<`` is lexed the pure way, and parsed natively with its
  heredocs masked (see :func:`native_input`);
- input with a lexical problem, with undecodable bytes (which the binding cannot
  take), nesting deeper than :data:`MAX_NESTING`, a top-level item too long for a
  run of :data:`MAX_SIZE` characters, or a run of tokens most of the file (in a file
  of more than a few thousand tokens) goes the pure way;
- a syntax error, a refusal by antlrope's lexer (a stray ``}``) or spans that do not
  fall on the table's tokens send the input the pure way too, whose error handling
  gives every diagnostic. (``parse_events``, antlrope's faster entry point, crashes the
  process on many syntax errors; ``rule_spans`` does not.)

The C++ runtime holds the tokens and parse tree of the text it is given for the length
of a call, so a file is lexed and parsed a run of whole top-level items at a time
(:func:`scan`, :func:`pieces`): the runtime holds one run's, and the lowering one run's
spans.

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
from bisect import bisect_left
from collections.abc import Iterator, Sequence
from types import ModuleType
from typing import Any, NamedTuple

from antlr4 import Token

from hcl._generated import HCLParser as _parser_module
from hcl.native import lexer_tables as L
from hcl.native.syntax_sets import CLOSERS, OPENERS
from hcl.native.token_table import TokenTable

P = _parser_module.HCLParser

# Deeper input goes the pure way: the native runtime recurses on the C stack per level.
# tests/native/test_accelerated.py parses this depth of every nesting construct natively
# in a child process.
MAX_NESTING = 200
# The native lexer and parser hold the tokens and tree of the text they are given, some
# 70 to 140 bytes a character, for the length of a call: a file is lexed and parsed in
# runs of whole top-level items of about this many characters (see scan and pieces) ...
PIECE_SIZE = 1 << 16
# ... and a file that cannot be cut into runs at most this long goes the pure way. (A
# top-level item is one run, whose spans the lowering holds, some 17 bytes a character of
# a long list, while the native runtime holds up to 260: with runs of up to 1 MiB, one
# list peaked at 30 times its size traced, and 0.87 MB of it raised the resident memory
# by 260 times its size, against 17 times on the pure path.)
MAX_SIZE = 1 << 17
# A file with a run (or a piece lexed) of more tokens than this share of its characters,
# and more than _DENSE_FLOOR, goes the pure way too. The native lexer gives 16 bytes a
# token, the token table keeps 6, the native parse gives 12 a rule span and the lowering
# holds 17: a file that is mostly one run of about a token a character (``[1,1,...]``,
# ``x.b.b...``, blank lines) peaked at two to three times what the pure path takes, 35
# to 46 times its size traced. Configurations have a token for four or five characters.
_DENSE_SHARE = 0.5
_DENSE_FLOOR = 4096
# Rows of the native buffers read at a time.
_BLOCK_ROWS = 1 << 12
_SURROGATE = re.compile("[\ud800-\udfff]")
_LITTLE_ENDIAN = sys.byteorder == "little"
# The tokens of a heredoc's markers and text (and escapes, in any template), which
# _masked makes letters of.
_HEREDOC_TEXT = frozenset({L.HEREDOC_START, L.H_TEXT, L.H_NEWLINE, L.HEREDOC_END, L.TEMPLATE_ESCAPE})
# Token types as marks for finding where a run of items may end (see pieces): an opener,
# a closer, a newline, anything else. (EOF, -1, is 255 as a byte.)
_SLASH_STAR = bytes((L.SLASH, L.STAR))
_MARKS = b"".join(b"(" if t in OPENERS else b")" if t in CLOSERS else b"\n" if t == L.NEWLINE else b" "
                  for t in range(256))

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
    host hook), no leading byte order mark (which the binding drops, shifting every
    offset), and nothing the binding cannot encode (the lone surrogates standing for
    undecodable bytes)."""
    return "<<" not in text and (
        text.isascii() or (_SURROGATE.search(text) is None and not text.startswith("\ufeff")))


def native_input(text: str, table: TokenTable, lexical_problems: int, nesting: int) -> str | None:
    """The text to give antlrope for ``text``, lexed as ``table``; None when the input
    may not be parsed natively: a lexical problem, nesting deeper than the native
    runtime handles, or text that is not :func:`lexable` even after heredocs are
    masked (see :func:`_masked`)."""
    if lexical_problems or nesting > MAX_NESTING:
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
    refuses it (a stray ``}``). ``source``: the tokens' (token source, input stream).

    The text is lexed a piece at a time, as the native lexer holds a piece's tokens
    (and gives them as 16 bytes each) for the length of a call: each piece ends after
    its last newline outside any bracket (see :func:`_whole_items`), where the lexer is
    back in its first mode with nothing open, so the next piece lexes on from there as
    the whole text would. A piece grows until it holds one; one longer than
    :data:`MAX_SIZE`, or denser in tokens than :data:`_DENSE_SHARE` of the file, sends
    the file the pure way."""
    if not lexable(text) or not enabled() or too_dense(text.count("\n"), len(text)):
        return None  # (a newline is a token: a file mostly of them is known dense unlexed)
    lex = _native.lex
    _, lexer_spec = _specs_for(_native)
    table = NativeTokenTable(text, source, line_starts)
    done, size = 0, PIECE_SIZE if _LITTLE_ENDIAN else len(text)
    while done < len(text):
        end = len(text)
        if end - done > size:
            newline = text.find("\n", done + size)
            end = end if newline < 0 else newline + 1
        if end - done > MAX_SIZE:
            return None
        try:
            buffer, errors = lex(lexer_spec, text[done:end], None)
        except RuntimeError:
            return None
        if too_dense(len(buffer) // 16, len(text)):
            return None
        final = end == len(text)
        types = buffer[0::16] if _LITTLE_ENDIAN else b""  # (below 128: the first byte of a row's number)
        rows = 0 if errors else len(buffer) // 16 if final else _whole_items(types)
        if not rows:
            if final:
                return None
            del buffer, types  # (before the native lexer gives a larger piece's)
            size *= 2
            continue
        covered = _take(table, buffer, types[:rows], rows, done)
        del buffer, types
        if covered <= 0 or (final and covered != end - done):
            return None
        done += covered
        size = PIECE_SIZE
    table.types.append(Token.EOF)
    table.channels.append(Token.DEFAULT_CHANNEL)
    table.starts.append(len(text))
    table.starts.append(len(text))
    return table


def too_dense(tokens: int, size: int) -> bool:
    """Whether a run of ``tokens`` tokens in a file of ``size`` characters is too dense to
    parse natively (see :data:`_DENSE_SHARE`)."""
    return tokens > _DENSE_FLOOR and tokens > size * _DENSE_SHARE


def _whole_items(types: bytes) -> int:
    """How many of the lexed tokens of a piece of a file (their ``types``) run through
    the piece's last newline outside any bracket; 0 when it has none. The tokens before
    it are those the whole file gives: none of them reads past it, unless a block
    comment is cut off (as ``/`` and ``*``), so the newline must come before any such pair."""
    limit = types.find(_SLASH_STAR)
    marks = types.translate(_MARKS)
    newline = marks.rfind(b"\n", 0, len(types) if limit < 0 else limit)
    depth = _opened(marks, 0, newline)
    while depth and newline >= 0:
        earlier = marks.rfind(b"\n", 0, newline)
        if earlier >= 0:
            depth -= _opened(marks, earlier, newline)
        newline = earlier
    return newline + 1


def _opened(marks: bytes, lo: int, hi: int) -> int:
    """The brackets opened and not closed between ``lo`` and ``hi`` of ``marks`` (see :data:`_MARKS`)."""
    return marks.count(b"(", lo, hi) - marks.count(b")", lo, hi)


def _take(table: TokenTable, buffer: bytes, types: bytes, rows: int, offset: int) -> int:
    """Add the first ``rows`` tokens of ``buffer`` (four numbers a token: type, channel,
    start, stop; on a little-endian machine, their ``types``), lexed from the text at
    ``offset``, to ``table``; the number of characters they cover, or -1 when they do
    not cover them end to end (the grammar has no skip command: a guard against a
    binding that reports otherwise)."""
    covered = 0
    first = -1
    for block in _blocks(buffer, 4, rows):
        starts = block[2::4]
        if first < 0:
            first = starts[0]
        covered += sum(block[3::4]) - sum(starts) + len(starts)
        table.starts.extend(array("i", map(offset.__add__, starts)) if offset else starts)
        if not _LITTLE_ENDIAN:
            table.types.extend(array("b", block[0::4]))
            table.channels.extend(array("B", block[1::4]))
    if _LITTLE_ENDIAN:  # types and channels are below 128: the first byte of their rows' numbers
        table.types.frombytes(types)
        table.channels += buffer[4:16 * rows:16]
    return covered if first == 0 else -1


def _blocks(buffer: bytes, width: int, rows: int | None = None) -> Iterator[array[int]]:
    """The 32-bit numbers of ``buffer`` (or of its first ``rows`` rows), rows of ``width``
    of them, as arrays of at most :data:`_BLOCK_ROWS` rows each."""
    step = _BLOCK_ROWS * width * 4
    size = len(buffer) if rows is None else rows * width * 4
    with memoryview(buffer) as view:
        for at in range(0, size, step):
            block = array("i")
            block.frombytes(view[at:min(at + step, size)])
            yield block


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


class Spans(NamedTuple):
    """The native parse's rule spans in preorder, as columns: each span's rule, and the
    offsets of its first and last characters."""

    rules: Sequence[int]
    first: array[int]
    last: array[int]


def rule_spans(text: str, rules: Sequence[int]) -> Spans | None:
    """The native parse of a configuration file (or of a run of its items, see
    :func:`pieces`) as spans, for the rules given (see :mod:`hcl.native.span_lowering`);
    None when it found a syntax error. Raises :class:`Mismatch` when antlrope's runtime
    refuses the input (its lexer, on a stray ``}``)."""
    native = _load()
    parser_spec, lexer_spec = _specs_for(native)
    try:
        buffer, errors = native.rule_spans(parser_spec, lexer_spec, text, P.RULE_configFile, list(rules), False)
    except RuntimeError as exc:
        raise Mismatch(str(exc)) from exc
    if errors:
        return None
    # Three numbers a span, read a block at a time rather than copied whole.
    byte_rules = _LITTLE_ENDIAN and len(P.ruleNames) < 256  # a rule is its number's first byte
    spans = Spans(buffer[0::12] if byte_rules else array("i"), array("i"), array("i"))
    for block in _blocks(buffer, 3):
        spans.first.extend(block[1::3])
        spans.last.extend(block[2::3])
        if not byte_rules:
            spans.rules.extend(block[0::3])  # type: ignore[attr-defined]
    return spans


def pieces(table: TokenTable, size: int = PIECE_SIZE) -> Iterator[tuple[int, int]]:
    """The runs of whole top-level items a file is parsed in, one native parse each: as
    ``(first, end)`` token indices, ``end`` the next run's first token (for the last run,
    EOF). Each run but the last ends with a newline outside any bracket, where the lexer
    is back in its first mode with nothing open, so the run lexes alone as it does in
    the file; a run is the shortest that reaches ``size`` characters (a long item is
    one run of its own)."""
    starts = table.starts
    eof = len(table) - 1
    if starts[eof] < size:  # (most files: one run)
        yield 0, eof
        return
    marks = table.types.tobytes().translate(_MARKS)
    first = 0
    while True:
        k = bisect_left(starts, starts[first] + size, first, eof)
        newline = marks.find(b"\n", k, eof)
        depth = _opened(marks, first, newline)
        while depth and newline >= 0:
            later = marks.find(b"\n", newline + 1, eof)
            if later >= 0:
                depth += _opened(marks, newline, later)
            newline = later
        if newline < 0:
            yield first, eof
            return
        yield first, newline + 1
        first = newline + 1
        if first == eof:
            return
