"""Template post-processing shared by quoted strings, heredocs and template files.

The parse tree gives template parts in order; this module applies the reference's
semantics to that flat sequence: backslash escapes (quoted strings only), ``$${`` /
``%%{`` escapes, strip markers (``~``), flush-heredoc de-indentation (``<<-``),
melding of adjacent literals, and the nesting of ``if``/``for`` directives into
expressions.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol, TypeGuard

from hcl import ir
from hcl.cty import DYNAMIC_VAL, Value
from hcl.diagnostics import Diagnostic
from hcl.ir.expressions import held_parts
from hcl.ir.held_elements import ElementRun
from hcl.ir.shared import string_value
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


Part = LiteralPart | InterpPart | IfPart | ForPart | EndCtrlPart


class PartSink(Protocol):
    """Where a template's parts go as they are flattened: a list, or a :class:`TemplateBuilder`."""

    def append(self, part: Part, /) -> None: ...

    def extend(self, parts: Iterable[Part], /) -> None: ...


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


_BLANK = 1 << 62  # the indentation a blank line counts for: it never sets the amount


class Indentation:
    """The common indentation of a flush heredoc's lines, worked out from its parts in
    order, each once the strip markers beside it have trimmed it (see :func:`strip_between`)."""

    __slots__ = ("at_line_start", "spaces")

    def __init__(self) -> None:
        self.at_line_start = True
        self.spaces = _BLANK  # the least indentation so far, in grapheme clusters

    def take(self, part: Part) -> TypeGuard[LiteralPart]:
        """Count ``part`` in; whether it is a literal starting a line that is not blank,
        which de-indentation trims."""
        at_start = self.at_line_start
        if not isinstance(part, LiteralPart):
            self.at_line_start = False
            if at_start:  # a sequence at a line's start: no indentation to lose
                self.spaces = 0
            return False
        value = part.value
        self.at_line_start = value.endswith("\n")
        if not at_start:
            return False
        trimmed = _lstrip(value)
        if not trimmed and value.endswith("\n"):
            return False
        lead = value[: len(value) - len(trimmed)]
        spaces = len(lead) if lead.isascii() else len(unicode_patterns()[0].findall(lead))
        self.spaces = min(self.spaces, spaces)
        return True

    def amount(self) -> int:
        """How many clusters each line loses (0 for none)."""
        return 0 if self.spaces == _BLANK else self.spaces


def strip_between(held: Part, part: Part) -> None:
    """Apply the strip markers between two adjacent parts: a sequence's ``~}`` trims the
    white space that starts a literal after it, ``${~`` or ``%{~`` the white space that
    ends a literal before it."""
    if isinstance(part, LiteralPart):
        if not isinstance(held, LiteralPart) and held.strip_right:
            part.value = _lstrip(part.value)
    elif isinstance(held, LiteralPart) and part.strip_left:
        held.value = _rstrip(held.value)


def flush_indentation(parts: Iterable[Part]) -> int:
    """The clusters each line of a flush heredoc loses, from its parts as flattened
    (before strip markers apply; literals may be trimmed)."""
    indent = Indentation()
    held: Part | None = None
    for part in parts:
        if held is not None:
            strip_between(held, part)
            indent.take(held)
        held = part
    if held is not None:
        indent.take(held)
    return indent.amount()


def _dedent(lit: LiteralPart, count: int, src: SourceText) -> None:
    """Remove the first ``count`` grapheme clusters (white space) from ``lit``."""
    cut = _grapheme_prefix_len(lit.value, count)
    removed = lit.value[:cut]
    lit.value = lit.value[cut:]
    offsets = lit.range.char_offsets()
    if offsets is not None and src.starts_line(offsets[0]) and src.text.startswith(removed, offsets[0]):
        # The removed clusters are the line's first ones, so the new start is the
        # position ``cut`` characters on: kept unresolved, like every parsed range.
        lit.range = src.range(offsets[0] + cut, offsets[1])
        return
    start = lit.range.start
    new_start = Pos(start.line, start.column + count, start.byte + len(removed.encode("utf-8", "surrogateescape")))
    lit.range = Range(lit.range.filename, new_start, lit.range.end)


def flush_heredoc(parts: list[Part], src: SourceText) -> None:
    """Remove the common leading white space (in grapheme clusters) of every line, the
    strip markers having been applied."""
    indent = Indentation()
    adjust = [part for part in parts if indent.take(part)]
    count = indent.amount()
    if count:
        for lit in adjust:
            _dedent(lit, count, src)


# --------------------------------------------------------------------- building

UNPAIRED = ("The directives in this template do not pair up: each %{ if } needs a matching %{ endif }, "
            "and each %{ for } a matching %{ endfor }.")


class _Open:
    """An ``if`` or ``for`` directive whose end has not come yet, and its branches so far."""

    __slots__ = ("branches", "opener")

    def __init__(self, opener: IfPart | ForPart) -> None:
        self.opener = opener
        self.branches: list[list[ir.Expression]] = [[]]

    @property
    def kind(self) -> str:
        return "if" if self.opener.__class__ is IfPart else "for"

    def closed(self, end: EndCtrlPart) -> ir.Expression:
        """The expression of the directive, ended by ``end``."""
        opener, branches = self.opener, self.branches
        if isinstance(opener, IfPart):
            true_part = _template(branches[0], opener.range.end_range())
            false_part = _template(branches[1] if len(branches) > 1 else [], end.range.start_range())
            return ir.Conditional(opener.condition, true_part, false_part, Range.between(opener.range, end.range))
        content = _template(branches[0], opener.range.end_range())
        loop = ir.For(opener.key_var, opener.value_var, opener.collection, None, content, None,
                      False, Range.between(opener.range, end.range), opener.range, end.range)
        return ir.TemplateJoin(loop)


def _template(exprs: list[ir.Expression], empty_at: Range) -> ir.Template:
    if not exprs:
        exprs = [ir.Literal(Value.string(""), empty_at)]
    return ir.Template(tuple(exprs), Range.between(exprs[0].range, exprs[-1].range))


class TemplateBuilder:
    """A template's expressions, built from its flat parts as they come, as the reference's
    template parser builds them: strip markers (``~``) trim the literals beside them, a
    flush heredoc (``<<-``) loses the common indentation of its lines, adjacent literals
    meld into one, and ``if``/``for`` directives nest.

    Each stage needs only the part before, except de-indentation, which needs every
    line: a flush heredoc's parts are held until :meth:`finish`, unless the builder is
    told beforehand how much indentation its lines lose (:func:`flush_indentation`). So
    the parts of a template fed one at a time (:meth:`append`) are never all alive at once.
    """

    __slots__ = (
        "_count",
        "_diags",
        "_first_interp",
        "_held",
        "_indent",
        "_last",
        "_lines",
        "_open",
        "_piece_first",
        "_piece_last",
        "_pieces",
        "_root",
        "_src",
        "_trim",
    )

    def __init__(self, flush_over: SourceText | None = None, trim: int | None = None) -> None:
        """``flush_over``: the source of a flush heredoc's text (None for any other
        template); ``trim``: how many clusters its lines lose, when known beforehand."""
        self._src = flush_over
        self._trim = trim or 0
        # A flush heredoc's lines, measured as they come when their trim is known:
        self._indent = Indentation() if flush_over is not None and trim is not None else None
        self._count = 0
        self._first_interp = False
        self._held: Part | None = None  # the latest part: a strip marker after it may still trim it
        # A flush heredoc's parts, held when their trim is not known:
        self._lines: list[Part] | None = [] if flush_over is not None and trim is None else None
        self._pieces: list[str] = []  # adjacent literals' values, melded when something else comes
        self._piece_first: Range | None = None
        self._piece_last: Range | None = None
        self._open: list[_Open] = []
        self._root: list[ir.Expression] | ElementRun = []  # (many held by their stand-ins: see _emit)
        self._last: Range | None = None  # the range of the latest part nested
        self._diags: list[Diagnostic] = []  # unpaired directives (reported after the parts' own)

    def append(self, part: Part) -> None:
        """The template's next part."""
        self._count += 1
        held = self._held
        if held is None:
            self._first_interp = part.__class__ is InterpPart
        else:
            strip_between(held, part)
            self._strip_done(held)
        self._held = part

    def extend(self, parts: Iterable[Part]) -> None:
        for part in parts:
            self.append(part)

    def finish(
        self, end_range: Range, start_range: Range, diags: list[Diagnostic],
    ) -> tuple[tuple[ir.Expression, ...], bool]:
        """The template's expressions, and whether it unwraps (one interpolation alone, a
        passthru); ``end_range`` is its closing delimiter's, ``start_range`` its first
        token's. Errors of directives that do not pair go to ``diags``. Many expressions
        come held as :func:`~hcl.ir.expressions.held_parts` holds them, for the
        template node to keep as they are."""
        if self._held is not None:
            self._strip_done(self._held)
            self._held = None
        lines = self._lines
        if lines is not None and self._src is not None:
            flush_heredoc(lines, self._src)
            self._lines = None
            for part in lines:
                self._meld(part)
        if self._indent is not None:
            assert self._indent.amount() == self._trim, "a flush heredoc's indentation was measured wrong"
        if not self._count:
            self._meld(LiteralPart("", start_range.end_range()))
        self._literal_done()
        while self._open:
            top = self._open.pop()
            self._diags.append(Diagnostic.error(
                "Unexpected end of template",
                f"The {top.kind} directive at {top.opener.range} is never closed. Add %{{ end{top.kind} }} after "
                "its body.", end_range))
            assert self._last is not None
            self._emit(ir.Literal(DYNAMIC_VAL, self._last))
        diags.extend(self._diags)
        root = self._root
        return root.take() if isinstance(root, ElementRun) else tuple(root), self._count == 1 and self._first_interp

    def _strip_done(self, part: Part) -> None:
        """A part no strip marker can change any more."""
        if self._lines is not None:
            self._lines.append(part)
            return
        indent = self._indent
        if indent is not None and indent.take(part) and self._trim:
            assert self._src is not None
            _dedent(part, self._trim, self._src)
        self._meld(part)

    def _meld(self, part: Part) -> None:
        if isinstance(part, LiteralPart):
            if not self._pieces:
                self._piece_first = part.range
            self._pieces.append(part.value)
            self._piece_last = part.range
            return
        self._literal_done()
        self._nest(part)

    def _literal_done(self) -> None:
        """The literal melded from the pieces so far, into the template."""
        pieces = self._pieces
        if not pieces:
            return
        first, last = self._piece_first, self._piece_last
        assert first is not None and last is not None
        rng = first if len(pieces) == 1 else Range.between(first, last)
        value = pieces[0] if len(pieces) == 1 else "".join(pieces)
        self._pieces = []
        self._last = rng
        self._emit(ir.Literal(string_value(value), rng))

    def _emit(self, expr: ir.Expression) -> None:
        if self._open:
            self._open[-1].branches[-1].append(expr)
            return
        root = self._root
        root.append(expr)
        if root.__class__ is list:
            self._root = held_parts(root)

    def _nest(self, part: Part) -> None:
        self._last = part.range
        if isinstance(part, InterpPart):
            self._emit(part.expr)
        elif isinstance(part, IfPart | ForPart):
            self._open.append(_Open(part))
        elif isinstance(part, EndCtrlPart):
            self._close(part)

    def _close(self, end: EndCtrlPart) -> None:
        if not self._open:
            self._diags.append(Diagnostic.error(f"Unexpected {end.name} directive", UNPAIRED, end.range))
            self._emit(ir.Literal(DYNAMIC_VAL, end.range))
            return
        top = self._open[-1]
        kind, opened_at = top.kind, top.opener.range
        if kind == "if" and end.name == "else" and len(top.branches) == 1:
            top.branches.append([])
            return
        self._open.pop()
        if end.name == f"end{kind}":
            self._emit(top.closed(end))
            return
        if end.name == "else":
            detail = (f"The if directive started at {opened_at} already has its else clause; an if can have only "
                      "one." if kind == "if" else "A for directive cannot have an else clause. End the loop with "
                      "%{ endfor }.")
        else:
            detail = f"The {kind} directive started at {opened_at} must be closed with %{{ end{kind} }} first."
        self._diags.append(Diagnostic.error(f"Unexpected {end.name} directive", detail, end.range))
        self._emit(ir.Literal(DYNAMIC_VAL, end.range))


def unpaired_directives(directives: list[tuple[str, Range]], end_range: Range) -> list[Diagnostic]:
    """The errors for a template's directives (keyword and range, in order; nothing else
    in between matters) that do not pair up, as building the template would report them."""
    placeholder = ir.Literal(DYNAMIC_VAL, end_range)
    builder = TemplateBuilder()
    for keyword, rng in directives:
        if keyword == "if":
            builder.append(IfPart(placeholder, rng, False, False))
        elif keyword == "for":
            builder.append(ForPart(None, "_", placeholder, rng, False, False))
        else:
            builder.append(EndCtrlPart(keyword, rng, False, False))
    diags: list[Diagnostic] = []
    builder.finish(end_range, end_range, diags)
    return diags
