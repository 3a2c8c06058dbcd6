"""Diagnostics about single tokens: characters the language does not use.

These follow the reference's token checks, including how many of each kind it
reports, and come before any parse error in a file's diagnostics.
"""

from __future__ import annotations

from antlr4 import Token

from hcl._generated.HCLLexer import HCLLexer as L
from hcl.diagnostics import Diagnostic
from hcl.source import SourceText

_BITWISE = {
    "&": ' Did you mean boolean AND ("&&")?',
    "|": ' Did you mean boolean OR ("||")?',
    "~": ' Did you mean boolean NOT ("!")?',
    "^": "",
}


def _is_bad_byte(ch: str) -> bool:
    return "\udc80" <= ch <= "\udcff"


def token_diagnostics(tokens: list[Token], src: SourceText) -> list[Diagnostic]:
    diags: list[Diagnostic] = []
    told_bitwise = told_backtick = told_apostrophe = told_semicolon = told_bad_utf8 = 0
    for tok in tokens:
        ttype = tok.type
        if ttype == L.QUOTED_NEWLINE:
            diags.append(Diagnostic.error(
                "Invalid multi-line string",
                "Quoted strings may not be split over multiple lines. To produce a multi-line "
                "string, either use the \\n escape to represent a newline character or use the "
                '"heredoc" multi-line template syntax.',
                src.range(tok.start, tok.stop + 1)))
            continue
        text = tok.text if ttype == L.INVALID or ttype in (L.QUOTED_TEXT, L.H_TEXT) else None
        if text is None:
            continue
        if ttype != L.INVALID:
            if told_bad_utf8 == 0:
                for offset, ch in enumerate(text):
                    if _is_bad_byte(ch):
                        at = tok.start + offset
                        diags.append(_bad_utf8(src, at))
                        told_bad_utf8 += 1
                        break
            continue
        rng = src.range(tok.start, tok.stop + 1)
        if text in _BITWISE:
            if told_bitwise < 4:
                diags.append(Diagnostic.error(
                    "Unsupported operator", f"Bitwise operators are not supported.{_BITWISE[text]}", rng))
                told_bitwise += 1
        elif text == "`":
            if told_backtick % 2 == 0:
                diags.append(Diagnostic.error(
                    "Invalid character",
                    'The "`" character is not valid. To create a multi-line string, use the '
                    '"heredoc" syntax, like "<<EOT".', rng))
            if told_backtick <= 2:
                told_backtick += 1
        elif text == "'":
            if told_apostrophe % 2 == 0:
                diags.append(Diagnostic.error(
                    "Invalid character",
                    'Single quotes are not valid. Use double quotes (") to enclose strings.', rng))
            if told_apostrophe <= 2:
                told_apostrophe += 1
        elif text == ";":
            if told_semicolon < 1:
                diags.append(Diagnostic.error(
                    "Invalid character",
                    'The ";" character is not valid. Use newlines to separate arguments and blocks, '
                    "and commas to separate items in collection values.", rng))
                told_semicolon += 1
        elif _is_bad_byte(text) and len(text) == 1:
            if told_bad_utf8 < 1:
                diags.append(_bad_utf8(src, tok.start))
                told_bad_utf8 += 1
        elif text in ("\u201c", "\u201d"):
            diags.append(Diagnostic.error(
                "Invalid character",
                '"Curly quotes" are not valid here. These can sometimes be inadvertently introduced '
                "when sharing code via documents or discussion forums. It might help to replace the "
                'character with a "straight quote".', rng))
        else:
            diags.append(Diagnostic.error(
                "Invalid character", "This character is not used within the language.", rng))
    return diags


def _bad_utf8(src: SourceText, at: int) -> Diagnostic:
    return Diagnostic.error(
        "Invalid character encoding",
        "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is selected in your editor.",
        src.range(at, at + 1))
