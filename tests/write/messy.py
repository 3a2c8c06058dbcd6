"""Hypothesis strategies for badly laid-out but valid HCL, to exercise the formatter.

A valid generated file is lexed into writer tokens; then, only where white space
separates code tokens (never inside template text or a heredoc), spaces are added,
removed, widened or turned into tabs, and trailing comments are appended to lines.
The result still parses to the same content.
"""

from __future__ import annotations

from hypothesis import strategies as st

from hcl.testing import strategies as hst
from hcl.write.tokens import Kind, WriterToken, tokenize, untokenize

_TEXT_OPENERS = frozenset({Kind.OQUOTE, Kind.OHEREDOC})
_TEXT_CLOSERS = frozenset({Kind.CQUOTE, Kind.CHEREDOC})
_CODE_OPENERS = frozenset({Kind.TEMPLATE_INTERP, Kind.TEMPLATE_CONTROL, Kind.OBRACE})
_CODE_CLOSERS = frozenset({Kind.TEMPLATE_SEQ_END, Kind.CBRACE})
# Tokens that must touch the token before them: `-` of `->`-like pairs never occur,
# but a space inside `<<EOT` or between a number and `.` would change the tokens.
_WHITESPACE = st.sampled_from(["", " ", "  ", "   ", "\t", " \t ", "      "])
_COMMENTS = st.sampled_from(["# c", "// note", "/* b */", "# ∑ wide", "#", "# 🇬🇧 flag"])


def code_positions(tokens: list[WriterToken]) -> list[bool]:
    """For each token, whether white space before it would lie between code tokens."""
    stack: list[bool] = []  # True: code; False: template text
    out: list[bool] = []
    prev: Kind | None = None
    for tok in tokens:
        in_code = not stack or stack[-1]
        out.append(in_code and tok.kind not in _TEXT_CLOSERS and prev is not Kind.OHEREDOC)
        if tok.kind in _TEXT_OPENERS:
            stack.append(False)
        elif tok.kind in _CODE_OPENERS:
            stack.append(True)
        elif (tok.kind in _TEXT_CLOSERS or tok.kind in _CODE_CLOSERS) and stack:
            stack.pop()
        prev = tok.kind
    return out


@st.composite
def messy(draw: st.DrawFn, src: str) -> str:
    """``src`` with its inter-token white space scrambled and trailing comments added."""
    tokens = tokenize(src)
    code = code_positions(tokens)
    out: list[str] = []
    for i, tok in enumerate(tokens):
        before = tok.before
        if code[i] and tok.kind is not Kind.EOF and draw(st.integers(0, 3)) == 0:
            before = draw(_WHITESPACE)
            if not before and tok.before:
                before = tok.before
        if (tok.kind is Kind.NEWLINE and code[i] and i > 0 and tokens[i - 1].kind is not Kind.CHEREDOC
                and draw(st.integers(0, 4)) == 0):
            out.append(before + draw(_WHITESPACE) + " " + draw(_COMMENTS))
            before = ""
        out.append(before + tok.text)
    return "".join(out)


@st.composite
def messy_files(draw: st.DrawFn, max_depth: int = 2) -> str:
    """A valid configuration file with scrambled layout."""
    return draw(messy(draw(hst.config_files(max_depth))))


def roundtrip_ok(src: str) -> bool:
    """The token list reproduces ``src`` (a sanity check for the helpers above)."""
    return untokenize(tokenize(src)) == src
