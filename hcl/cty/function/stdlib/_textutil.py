"""Helpers shared by the text-oriented stdlib modules: grapheme clusters, Go's
rune-wise case mapping and white space, Go-style quoting, and result size limits."""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

import regex

from hcl.cty.errors import NumberFormatError, go_quote
from hcl.cty.function.function import FunctionError

if TYPE_CHECKING:
    from hcl.cty.numbers import Number
    from hcl.cty.refinements import RefinementBuilder

__all__ = [
    "GO_SPACE",
    "MAX_RESULT_LENGTH",
    "check_length",
    "go_is_space",
    "go_lower",
    "go_quote",
    "go_quote_rune",
    "go_title",
    "go_upper",
    "grapheme_count",
    "graphemes",
    "refine_not_null",
    "to_int64",
    "utf8_len",
]

#: Longest string (in characters) a function builds by amplifying its input (padding,
#: indentation, replacement, joining); longer results raise a FunctionError instead of
#: exhausting memory. go-cty has no such limit.
MAX_RESULT_LENGTH = 1 << 24

_GRAPHEME = regex.compile(r"\X")

#: The characters Go's ``unicode.IsSpace`` accepts (the Unicode White_Space property).
GO_SPACE = ("\t\n\v\f\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007"
            "\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000")
_GO_SPACE_SET = frozenset(GO_SPACE)

_INT64_MIN = -(2**63)
_INT64_MAX = 2**63 - 1


def refine_not_null(b: RefinementBuilder) -> RefinementBuilder:
    """go-cty's ``refineNonNull``: the result is never null."""
    return b.not_null()


def graphemes(s: str) -> list[str]:
    """The extended grapheme clusters of ``s`` (UAX #29), in order."""
    if s.isascii() and "\r\n" not in s:
        return list(s)
    clusters: list[str] = _GRAPHEME.findall(s)
    return clusters


def grapheme_count(s: str) -> int:
    """The number of grapheme clusters in ``s``."""
    if s.isascii():
        return len(s) - s.count("\r\n")
    return sum(1 for _ in _GRAPHEME.finditer(s))


def utf8_len(s: str) -> int:
    """The length of ``s`` in UTF-8 bytes (Go's ``len`` of a string)."""
    if s.isascii():
        return len(s)
    return len(s.encode("utf-8", "surrogatepass"))


def check_length(n: int) -> None:
    """Raise a FunctionError if a result of ``n`` characters would be too long."""
    if n > MAX_RESULT_LENGTH:
        raise FunctionError(
            f"the result would be {n} characters long, which is more than the limit of "
            f"{MAX_RESULT_LENGTH} characters")


def to_int64(num: Number) -> int:
    """go-cty's ``gocty.FromCtyValue`` into a Go ``int``: a whole number in int64 range."""
    if num.is_int:
        try:
            v = num.to_int()
        except NumberFormatError:
            v = None
        if v is not None and _INT64_MIN <= v <= _INT64_MAX:
            return v
    raise FunctionError(f"value must be a whole number, between {_INT64_MIN} and {_INT64_MAX}")


def go_is_space(c: str) -> bool:
    """Go's ``unicode.IsSpace``."""
    return c in _GO_SPACE_SET


# Go's unicode.ToUpper / ToLower / ToTitle use the simple (one rune to one rune) case
# mappings; Python's str methods use the full ones (ß -> SS). Where the full mapping
# has several characters the simple one is derived below.
_SIMPLE_LOWER_EXTRA = {"\u0130": "i"}


def _simple_upper(c: str) -> str:
    u = c.upper()
    if len(u) == 1:
        return u
    t = c.title()
    return t if len(t) == 1 else c


def _simple_lower(c: str) -> str:
    lo = c.lower()
    if len(lo) == 1:
        return lo
    return _SIMPLE_LOWER_EXTRA.get(c, c)


def _simple_title(c: str) -> str:
    t = c.title()
    return t if len(t) == 1 else c


def go_upper(s: str) -> str:
    """Go's ``strings.ToUpper``."""
    if s.isascii():
        return s.upper()
    return "".join(_simple_upper(c) for c in s)


def go_lower(s: str) -> str:
    """Go's ``strings.ToLower`` (no context-dependent final sigma)."""
    if s.isascii():
        return s.lower()
    return "".join(_simple_lower(c) for c in s)


def _is_separator(c: str) -> bool:
    if c <= "\x7f":
        return not (c.isalnum() or c == "_")
    cat = unicodedata.category(c)
    if cat[0] == "L" or cat == "Nd":
        return False
    return go_is_space(c)


def go_title(s: str) -> str:
    """Go's (deprecated) ``strings.Title``: title-case every rune that follows a
    separator (white space, or ASCII other than letters, digits and ``_``)."""
    out = []
    prev = " "
    for c in s:
        out.append(_simple_title(c) if _is_separator(prev) else c)
        prev = c
    return "".join(out)


_RUNE_ESCAPES = {"\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r",
                 "\t": "\\t", "\v": "\\v", "\\": "\\\\", "'": "\\'"}


def go_quote_rune(c: str) -> str:
    """Go's ``%q`` of a rune: ``'x'`` with Go escapes."""
    esc = _RUNE_ESCAPES.get(c)
    if esc is not None:
        return f"'{esc}'"
    if c == '"':
        return "'\"'"
    return "'" + go_quote(c)[1:-1] + "'"
