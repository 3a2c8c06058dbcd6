"""Template post-processing shared by quoted strings, heredocs and template files.

The parse tree gives template parts in order; this module applies the reference's
semantics to that flat sequence: backslash escapes (quoted strings only), ``$${`` /
``%%{`` escapes, strip markers (``~``), flush-heredoc de-indentation (``<<-``),
melding of adjacent literals, and the nesting of ``if``/``for`` directives into
expressions.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

from hcl import ir
from hcl.cty import DYNAMIC_VAL, Value
from hcl.diagnostics import Diagnostic
from hcl.native.shared import string_value
from hcl.pos import Pos, Range
from hcl.source import SourceText, unicode_patterns
from hcl.text import go_quote

_HEX = frozenset("0123456789abcdefABCDEF")


def _is_space(ch: str) -> bool:
    """Go's unicode.IsSpace."""
    return ch in "\t\n\v\f\r \x85\xa0" or (ord(ch) > 0xFF and unicodedata.category(ch) == "Zs") or ch in "\u2028\u2029"


def _lstrip(s: str) -> str:
    i = 0
    while i < len(s) and _is_space(s[i]):
        i += 1
    return s[i:]


def _rstrip(s: str) -> str:
    i = len(s)
    while i > 0 and _is_space(s[i - 1]):
        i -= 1
    return s[:i]


# --------------------------------------------------------------------- literal text

def decode_literal(
    src: SourceText, start: int, stop: int, quoted: bool, diags: list[Diagnostic]
) -> str:
    """Decode the template literal text ``src.text[start:stop]``.

    Quoted strings decode backslash escapes; every kind turns ``$${`` into ``${`` and
    ``%%{`` into ``%{``. Invalid escapes are reported at their own range.
    """
    text = src.text
    if "\\" not in text[start:stop] and "{" not in text[start:stop]:
        return text[start:stop]
    out: list[str] = []
    i = start
    while i < stop:
        ch = text[i]
        if ch == "\\" and quoted:
            j = i + 1
            if j >= stop:
                diags.append(Diagnostic.error(
                    "Invalid escape sequence",
                    'A backslash starts an escape and needs one of n, r, t, ", \\, u or U after it. '
                    "Write \\\\ for a literal backslash.",
                    src.range(i, j)))
                out.append("\\")
                i = j
                continue
            sel = text[j]
            simple = {"n": "\n", "r": "\r", "t": "\t", '"': '"', "\\": "\\"}.get(sel)
            if simple is not None:
                out.append(simple)
                i = j + 1
                continue
            if sel in "uU":
                want = 4 if sel == "u" else 8
                k = j + 1
                while k < stop and k - (j + 1) < want and text[k] in _HEX:
                    k += 1
                if k - (j + 1) != want:
                    digits = "four" if sel == "u" else "eight"
                    diags.append(Diagnostic.error(
                        "Invalid escape sequence",
                        f"Write exactly {digits} hexadecimal digits after \\{sel}, giving a Unicode code point.",
                        src.range(i, k)))
                    out.append(text[i:k])
                    i = k
                    continue
                cp = int(text[j + 1:k], 16)
                if cp > 0x10FFFF or 0xD800 <= cp <= 0xDFFF:
                    diags.append(Diagnostic.error(
                        "Invalid escape sequence",
                        f"U+{cp:04x} is a surrogate or lies beyond U+10FFFF, so a string cannot hold it.",
                        src.range(i, k)))
                    out.append(text[i:k])
                else:
                    out.append(chr(cp))
                i = k
                continue
            diags.append(Diagnostic.error(
                "Invalid escape sequence",
                f"{go_quote(sel)} cannot follow a backslash. The escapes are \\n, \\r, \\t, \\\", \\\\, "
                "\\uNNNN and \\UNNNNNNNN; write \\\\ for a literal backslash.",
                src.range(i, j + 1)))
            out.append(sel)
            i = j + 1
            continue
        if ch in "$%" and text.startswith(ch + ch + "{", i) and i + 3 <= stop:
            out.append(ch + "{")
            i += 3
            continue
        out.append(ch)
        i += 1
    return "".join(out)


# --------------------------------------------------------------------- flat parts

@dataclass(slots=True)
class LiteralPart:
    value: str
    range: Range


@dataclass(slots=True)
class InterpPart:
    expr: ir.Expression
    range: Range
    strip_left: bool   # "${~"
    strip_right: bool  # "~}"


@dataclass(slots=True)
class IfPart:
    condition: ir.Expression
    range: Range
    strip_left: bool
    strip_right: bool


@dataclass(slots=True)
class ForPart:
    key_var: str | None
    value_var: str
    collection: ir.Expression
    range: Range
    strip_left: bool
    strip_right: bool


@dataclass(slots=True)
class EndCtrlPart:
    name: str  # "else", "endif", "endfor"
    range: Range
    strip_left: bool
    strip_right: bool


@dataclass(slots=True)
class EndPart:
    range: Range


Part = LiteralPart | InterpPart | IfPart | ForPart | EndCtrlPart


@dataclass(slots=True)
class FlatTemplate:
    parts: list[Part] = field(default_factory=list)


def apply_strip_markers(parts: list[Part]) -> None:
    """``${~``/``%{~`` trim the preceding literal's trailing space; ``~}`` the next one's leading."""
    prev_literal: LiteralPart | None = None
    ltrim_next = False
    for part in parts:
        if isinstance(part, LiteralPart):
            if ltrim_next:
                part.value = _lstrip(part.value)
            ltrim_next = False
            prev_literal = part
            continue
        if part.strip_left and prev_literal is not None:
            prev_literal.value = _rstrip(prev_literal.value)
        prev_literal = None
        ltrim_next = part.strip_right


def _grapheme_prefix_len(s: str, count: int) -> int:
    """Characters taken by the first ``count`` grapheme clusters of ``s``."""
    head = s[:count + 1]
    if head.isascii() and "\r" not in head:
        # Between two ASCII characters other than CR LF there is always a cluster break.
        return min(count, len(s))
    n = 0
    for i, m in enumerate(unicode_patterns()[0].finditer(s)):
        if i >= count:
            break
        n = m.end()
    return n


def flush_heredoc(parts: list[Part], src: SourceText) -> None:
    """Remove the common leading white space (in grapheme clusters) of every line."""
    huge = 1 << 62
    min_spaces = huge
    newline = True
    adjust: list[LiteralPart] = []
    for part in parts:
        if newline:
            newline = False
            spaces = 0
            if isinstance(part, LiteralPart):
                trimmed = _lstrip(part.value)
                if not trimmed and part.value.endswith("\n"):
                    spaces = huge
                else:
                    lead = part.value[: len(part.value) - len(trimmed)]
                    spaces = len(unicode_patterns()[0].findall(lead)) if not lead.isascii() else len(lead)
                    adjust.append(part)
            min_spaces = min(min_spaces, spaces)
        if isinstance(part, LiteralPart) and part.value.endswith("\n"):
            newline = True
    if min_spaces in (0, huge):
        return
    for lit in adjust:
        cut = _grapheme_prefix_len(lit.value, min_spaces)
        removed = lit.value[:cut]
        lit.value = lit.value[cut:]
        offsets = lit.range.char_offsets()
        if offsets is not None and src.starts_line(offsets[0]) and src.text.startswith(removed, offsets[0]):
            # The removed clusters are the line's first ones, so the new start is the
            # position ``cut`` characters on: kept unresolved, like every parsed range.
            lit.range = src.range(offsets[0] + cut, offsets[1])
            continue
        start = lit.range.start
        new_start = Pos(start.line, start.column + min_spaces,
                        start.byte + len(removed.encode("utf-8", "surrogateescape")))
        lit.range = Range(lit.range.filename, new_start, lit.range.end)


def meld_literals(parts: list[Part]) -> list[Part]:
    """Join adjacent literal parts into one."""
    out: list[Part] = []
    for part in parts:
        if isinstance(part, LiteralPart) and out and isinstance(out[-1], LiteralPart):
            prev = out[-1]
            out[-1] = LiteralPart(prev.value + part.value, Range.between(prev.range, part.range))
        else:
            out.append(part)
    return out


# --------------------------------------------------------------------- nesting

UNPAIRED = ("The directives in this template do not pair up: each %{ if } needs a matching %{ endif }, "
            "and each %{ for } a matching %{ endfor }.")


class _Nester:
    """Rebuilds directive nesting from the flat parts (the reference's template parser)."""

    def __init__(self, parts: list[Part], end: EndPart, diags: list[Diagnostic]) -> None:
        self.parts = parts
        self.end = end
        self.pos = 0
        self.diags = diags

    def peek(self) -> Part | EndPart:
        return self.parts[self.pos] if self.pos < len(self.parts) else self.end

    def read(self) -> Part | EndPart:
        part = self.peek()
        if part is not self.end:
            self.pos += 1
        return part

    def root(self) -> list[ir.Expression]:
        exprs = []
        while self.peek() is not self.end:
            exprs.append(self.expr())
        return exprs

    def expr(self) -> ir.Expression:
        part = self.peek()
        if isinstance(part, LiteralPart):
            self.read()
            return ir.Literal(string_value(part.value), part.range)
        if isinstance(part, InterpPart):
            self.read()
            return part.expr
        if isinstance(part, IfPart):
            return self.if_()
        if isinstance(part, ForPart):
            return self.for_()
        self.read()
        name = part.name if isinstance(part, EndCtrlPart) else "end of template"
        summary = f"Unexpected {name} directive" if isinstance(part, EndCtrlPart) else "Unexpected end of template"
        self.diags.append(Diagnostic.error(summary, UNPAIRED, part.range))
        return ir.Literal(DYNAMIC_VAL, part.range)

    def _body(self, opener: Part, kind: str) -> tuple[list[list[ir.Expression]], EndCtrlPart | None]:
        branches: list[list[ir.Expression]] = [[]]
        while True:
            part = self.peek()
            if isinstance(part, EndPart):
                self.diags.append(Diagnostic.error(
                    "Unexpected end of template",
                    f"The {kind} directive at {opener.range} is never closed. Add %{{ end{kind} }} after its body.",
                    part.range))
                return branches, None
            if isinstance(part, EndCtrlPart):
                self.read()
                if kind == "if" and part.name == "else" and len(branches) == 1:
                    branches.append([])
                    continue
                if part.name == f"end{kind}":
                    return branches, part
                if part.name == "else":
                    detail = (f"The if directive started at {opener.range} already has its else clause; an if "
                              "can have only one." if kind == "if"
                              else "A for directive cannot have an else clause. End the loop with %{ endfor }.")
                elif kind == "if":
                    detail = f"The if directive started at {opener.range} must be closed with %{{ endif }} first."
                else:
                    detail = f"The for directive started at {opener.range} must be closed with %{{ endfor }} first."
                self.diags.append(Diagnostic.error(f"Unexpected {part.name} directive", detail, part.range))
                return branches, None
            branches[-1].append(self.expr())

    @staticmethod
    def _template(exprs: list[ir.Expression], empty_at: Range) -> ir.Template:
        if not exprs:
            exprs = [ir.Literal(Value.string(""), empty_at)]
        return ir.Template(tuple(exprs), Range.between(exprs[0].range, exprs[-1].range))

    def if_(self) -> ir.Expression:
        opener = self.read()
        assert isinstance(opener, IfPart)
        branches, endif = self._body(opener, "if")
        if endif is None:
            return ir.Literal(DYNAMIC_VAL, self._error_range())
        true_part = self._template(branches[0], opener.range.end_range())
        false_part = self._template(branches[1] if len(branches) > 1 else [], endif.range.start_range())
        return ir.Conditional(opener.condition, true_part, false_part,
                              Range.between(opener.range, endif.range))

    def for_(self) -> ir.Expression:
        opener = self.read()
        assert isinstance(opener, ForPart)
        branches, endfor = self._body(opener, "for")
        if endfor is None:
            return ir.Literal(DYNAMIC_VAL, self._error_range())
        content = self._template(branches[0], opener.range.end_range())
        loop = ir.For(opener.key_var, opener.value_var, opener.collection, None, content, None,
                      False, Range.between(opener.range, endfor.range), opener.range, endfor.range)
        return ir.TemplateJoin(loop)

    def _error_range(self) -> Range:
        prev = self.parts[self.pos - 1] if self.pos else self.end
        return prev.range


def unpaired_directives(directives: list[tuple[str, Range]], end_range: Range) -> list[Diagnostic]:
    """The errors for a template's directives (keyword and range, in order; nothing else
    in between matters) that do not pair up, as building the template would report them."""
    placeholder = ir.Literal(DYNAMIC_VAL, end_range)
    parts: list[Part] = []
    for keyword, rng in directives:
        if keyword == "if":
            parts.append(IfPart(placeholder, rng, False, False))
        elif keyword == "for":
            parts.append(ForPart(None, "_", placeholder, rng, False, False))
        else:
            parts.append(EndCtrlPart(keyword, rng, False, False))
    diags: list[Diagnostic] = []
    _Nester(parts, EndPart(end_range), diags).root()
    return diags


def build_template(
    parts: list[Part], end_range: Range, start_range: Range, flush: bool, src: SourceText,
    diags: list[Diagnostic],
) -> tuple[list[ir.Expression], bool]:
    """Turn flat parts into template expressions; also say whether it unwraps (passthru)."""
    apply_strip_markers(parts)
    if flush:
        flush_heredoc(parts, src)
    if not parts:
        parts = [LiteralPart("", start_range.end_range())]
    passthru = len(parts) == 1 and isinstance(parts[0], InterpPart)
    parts = meld_literals(parts)
    exprs = _Nester(parts, EndPart(end_range), diags).root()
    return exprs, passthru
