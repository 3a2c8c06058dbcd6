"""The reference formatter as v2.24 would run it, for differential tests.

The oracle binary is v2.14.1, whose scanner has no ``::`` token: it spaces a
namespaced function name as two colons (``ns : : f()``). v2.24 keeps ``ns::f`` together
(the only formatting difference between the two versions). To get v2.24's result from
the old binary, each ``name::name`` (white space around ``::`` dropped, as v2.24 drops
it) is sent as one identifier whose ``::`` is replaced by two letters of the same
width, and the letters are turned back into ``::`` in the output: an identifier formats
exactly as v2.24 formats ``name::name`` (no space inside, same columns, same spacing
against its neighbours).
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from hcl.write.tokens import Kind, tokenize

BIN = Path(os.environ.get("HCL_REFERENCE_BIN", "/nonexistent"))
HCLFMT = BIN / "hclfmt"
_STAND_IN = "\ua757\ua757"  # two letters (ID_Continue), one column each
# Samples where the reference scanner's handling of truncated UTF-8 sequences makes
# tokens no regular lexer produces (a lead byte swallows the next bytes, spaces
# included, into an identifier). The formatter treats each bad byte as one token.
QUIRKS = {"valid/utf8_truncated_bom_ident.hcl", "invalid/utf8_truncated_in_ident.hcl"}


def available() -> bool:
    return HCLFMT.is_file()


def _hide_double_colons(src: str) -> str | None:
    """``src`` with each ``name::name`` made one identifier; None if a ``::`` stands elsewhere."""
    tokens = tokenize(src)
    out: list[str] = []
    for i, tok in enumerate(tokens):
        if tok.kind is Kind.DOUBLE_COLON:
            if not (0 < i < len(tokens) - 1 and tokens[i - 1].kind is Kind.IDENT
                    and tokens[i + 1].kind is Kind.IDENT):
                return None
            out.append(_STAND_IN)
        elif i > 0 and tokens[i - 1].kind is Kind.DOUBLE_COLON and out[-1] == _STAND_IN:
            out.append(tok.text)
        else:
            out.append(tok.before + tok.text)
    return "".join(out)


def reference_format(src: bytes) -> bytes | None:
    """The reference ``hclfmt`` output for ``src`` with v2.24's ``::`` spacing.

    None when v2.24's result cannot be derived: a ``::`` that does not join two names
    (v2.24 spaces it as an operator, v2.14.1 as two colons).
    """
    text = src.decode("utf-8", "surrogateescape")
    shielded = "::" in text
    if shielded:
        if _STAND_IN in text:
            return None
        hidden = _hide_double_colons(text)
        if hidden is None:
            return None
        src = hidden.encode("utf-8", "surrogateescape")
    out = subprocess.run([str(HCLFMT)], input=src, capture_output=True, timeout=60, check=True).stdout
    if shielded:
        out = out.replace(_STAND_IN.encode(), b"::")
    return out
