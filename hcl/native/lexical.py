"""Diagnostics about single tokens: characters the language does not use.

These follow the reference's token checks, including how many of each kind it
reports, and come before any parse error in a file's diagnostics.
"""

from __future__ import annotations

import re

from hcl.diagnostics import Diagnostic
from hcl.native import lexer_tables as L
from hcl.native.token_table import TokenTable
from hcl.source import ESCAPED_BYTE, SourceText

_BITWISE = {
    "&": ' For a logical AND, write "&&".',
    "|": ' For a logical OR, write "||".',
    "~": ' For a logical NOT, write "!".',
    "^": "",
}


# The token types these checks look at, as a pattern over a token table's type bytes.
_CHECKED_ROWS = re.compile(b"[" + b"".join(
    re.escape(bytes([t])) for t in sorted({L.QUOTED_NEWLINE, L.INVALID, L.QUOTED_TEXT, L.H_TEXT})) + b"]")


def token_diagnostics(table: TokenTable, src: SourceText) -> list[Diagnostic]:
    diags: list[Diagnostic] = []
    told_bitwise = told_backtick = told_apostrophe = told_semicolon = told_bad_utf8 = 0
    whole, types, starts = src.text, table.types, table.starts
    ascii_only = whole.isascii()  # then no character stands for a bad byte
    for found in _CHECKED_ROWS.finditer(types.tobytes()):  # one byte a row: found at C speed
        i = found.start()
        ttype, start, stop = types[i], starts[i], starts[i + 1] - 1
        if ttype == L.QUOTED_NEWLINE:
            diags.append(Diagnostic.error(
                "Invalid multi-line string",
                "A quoted string must end on the line where it starts. Write \\n for a line break inside "
                "it, or use a heredoc (<<EOT) for text that spans several lines.",
                src.range(start, stop + 1)))
            continue
        if ttype != L.INVALID:  # template text: its first bad byte, if none was reported yet
            if told_bad_utf8 == 0 and not ascii_only:
                bad = ESCAPED_BYTE.search(whole, start, stop + 1)
                if bad is not None:
                    diags.append(_bad_utf8(src, bad.start()))
                    told_bad_utf8 += 1
            continue
        text = whole[start:stop + 1]
        rng = src.token_range(start, stop + 1)
        if text in _BITWISE:
            if told_bitwise < 4:
                diags.append(Diagnostic.error(
                    "Unsupported operator", f"HCL has no bitwise operators.{_BITWISE[text]}", rng))
                told_bitwise += 1
        elif text == "`":
            if told_backtick % 2 == 0:
                diags.append(Diagnostic.error(
                    "Invalid character",
                    "Backticks do not delimit strings. Use double quotes for a string, or a heredoc "
                    "(<<EOT ... EOT) for text that spans several lines.", rng))
            if told_backtick <= 2:
                told_backtick += 1
        elif text == "'":
            if told_apostrophe % 2 == 0:
                diags.append(Diagnostic.error(
                    "Invalid character",
                    'Strings are enclosed in double quotes ("), not single quotes.', rng))
            if told_apostrophe <= 2:
                told_apostrophe += 1
        elif text == ";":
            if told_semicolon < 1:
                diags.append(Diagnostic.error(
                    "Invalid character",
                    'HCL does not use ";". End each argument or block with a newline, and separate the '
                    "items of tuples and objects with commas.", rng))
                told_semicolon += 1
        elif len(text) == 1 and ESCAPED_BYTE.match(text):
            if told_bad_utf8 < 1:
                diags.append(_bad_utf8(src, start))
                told_bad_utf8 += 1
        elif text in ("\u201c", "\u201d"):
            diags.append(Diagnostic.error(
                "Invalid character",
                "This is a typographic (curly) quote, often picked up when text is copied from a word "
                'processor or web page. Replace it with a plain double quote (").', rng))
        else:
            diags.append(Diagnostic.error(
                "Invalid character",
                "This character has no meaning in HCL syntax. Remove it, or put it inside a quoted string.", rng))
    return diags


def _bad_utf8(src: SourceText, at: int) -> Diagnostic:
    return Diagnostic.error(
        "Invalid character encoding",
        "This byte is not valid UTF-8. HCL source is read as UTF-8, so save the file in that encoding.",
        src.range(at, at + 1))
