"""Diagnostics for people and for programs: the one renderer of the project.

Text, in the layout of the reference's diagnostic text writer::

    Error: Unsupported argument

      on config.hcl line 2, in server "web":
       2:   prot = 80

    An argument named "prot" is not expected here. Did you mean "port"?

The source lines covering the diagnostic's context are printed with the
subject marked: underlined and bold with colour, or by a line of ``^`` under
it without. ``diagnostics_to_json`` is the ``{"diagnostics": [...]}`` form
``hcldec --diags=json`` writes.
"""

from __future__ import annotations

import os
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from typing import IO, Any, Protocol

from hcl import ir
from hcl.cty.json import go_json_string
from hcl.diagnostics import Diagnostic, Severity
from hcl.pos import Pos, Range
from hcl.text import go_quote

__all__ = [
    "ParsedSource", "Source", "diagnostics_to_json", "render_diagnostic", "render_diagnostics", "use_color", "wrap",
]


class ParsedSource(Protocol):
    """A file already parsed: its bytes and its syntax tree (native body or JSON value)."""

    @property
    def source(self) -> bytes: ...

    @property
    def root(self) -> ir.Body | ir.Expression: ...


Source = bytes | str | ParsedSource

_RED, _YELLOW, _RESET, _MARK = "\x1b[31m", "\x1b[33m", "\x1b[0m", "\x1b[1;4m"


def use_color(stream: IO[Any] | object) -> bool:
    """Whether to colour output written to ``stream``: a terminal, and ``NO_COLOR`` unset or empty."""
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    try:
        return bool(stream.isatty())  # type: ignore[union-attr]
    except (AttributeError, ValueError):  # no isatty, or a closed stream
        return False


def render_diagnostics(diags: Iterable[Diagnostic], *, sources: Mapping[str, Source] | None = None,
                       color: bool = False, width: int = 78, reference_layout: bool = False) -> str:
    """Every diagnostic as text, one after the other.

    ``sources`` maps file names to their text (or to files already parsed);
    ``width`` 0 leaves the details unwrapped. Without colour the subject is
    marked by a line of ``^`` under it, and a subject at the end of a line
    still shows that line; ``reference_layout`` leaves out both, as the
    reference's text writer does.
    """
    files = _Files(sources or {})
    return "".join(render_diagnostic(d, sources=files, color=color, width=width,
                                     reference_layout=reference_layout) for d in diags)


def render_diagnostic(diag: Diagnostic, *, sources: Mapping[str, Source] | None = None, color: bool = False,
                      width: int = 78, reference_layout: bool = False) -> str:
    """One diagnostic: severity and summary, where it is with the source lines, the detail."""
    known = sources if isinstance(sources, _Files) else _Files(sources or {})
    tint = reset = mark = ""
    if color:
        tint = _RED if diag.severity is Severity.ERROR else _YELLOW
        reset, mark = _RESET, _MARK
    label = "Error" if diag.severity is Severity.ERROR else "Warning"
    out = [f"{tint}{label}{reset}: {diag.summary}\n\n"]
    subject = diag.subject
    if subject is not None:
        out.append(_snippet(diag, subject, known, mark, reset, not reference_layout))
    if diag.detail:
        out.append(f"{wrap(diag.detail, width) if width else diag.detail}\n\n")
    return "".join(out)


def _snippet(diag: Diagnostic, subject: Range, files: _Files, mark: str, reset: str, carets: bool) -> str:
    source = files.source(subject.filename)
    if source is None:
        return f"  on {subject.filename} line {subject.start.line}:\n  (source code not available)\n\n"
    where = files.context(subject.filename, subject.start.byte)
    out = [f"  on {subject.filename} line {subject.start.line}{', in ' + where if where else ''}:\n"]
    shown = subject if diag.context is None else Range.over(subject, diag.context)
    shown, highlight = _widen(shown), _widen(subject)
    lines = [line for line in _lines(source) if _overlaps(line[1], line[2], shown)]
    if not lines and carets:
        # The subject is a line ending, or the end of the file: show its line.
        lines = [line for line in _lines(source) if line[0] == subject.start.line][:1]
        highlight = Range(subject.filename, subject.start, Pos(subject.start.line, subject.start.column + 1,
                                                               subject.start.byte + 1))
    for number, start, end in lines:
        lo = min(max(highlight.start.byte, start), end)
        hi = max(min(highlight.end.byte, end), lo)
        if lo == hi == end and carets and highlight.start.byte == end:
            out.append(f"{number:4d}: {_text(source[start:end])}\n      {_pad(_text(source[start:end]))}^\n")
            continue
        before, marked, after = _text(source[start:lo]), _text(source[lo:hi]), _text(source[hi:end])
        if not marked:
            out.append(f"{number:4d}: {before}{after}\n")
        elif mark:
            out.append(f"{number:4d}: {before}{mark}{marked}{reset}{after}\n")
        else:
            out.append(f"{number:4d}: {before}{marked}{after}\n")
            if carets:
                out.append(f"      {_pad(before)}{'^' * max(_cells(marked), 1)}\n")
    out.append("\n")
    return "".join(out)


class _Files(Mapping[str, Source]):
    """The sources by file name, parsed at most once each (only to name the enclosing block)."""

    def __init__(self, sources: Mapping[str, Source]) -> None:
        self._sources = sources
        self._roots: dict[str, ir.Body | ir.Expression | None] = {}

    def __getitem__(self, key: str) -> Source:
        return self._sources[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._sources)

    def __len__(self) -> int:
        return len(self._sources)

    def source(self, name: str) -> bytes | None:
        found = self._sources.get(name)
        if found is None:
            return None
        if isinstance(found, str):
            return found.encode("utf-8", "surrogateescape")
        if isinstance(found, bytes):
            return found
        return found.source

    def context(self, name: str, offset: int) -> str:
        if name not in self._roots:
            self._roots[name] = self._root(name)
        root = self._roots[name]
        return "" if root is None else _context_string(root, offset)

    def _root(self, name: str) -> ir.Body | ir.Expression | None:
        found = self._sources.get(name)
        if found is None or isinstance(found, str | bytes):
            source = self.source(name)
            if source is None:
                return None
            return _parse_root(name, source)
        return found.root


def _parse_root(name: str, source: bytes) -> ir.Body | ir.Expression | None:
    """The syntax tree of ``source``, to name the block around a diagnostic."""
    # Imported here: rendering needs a parser only when a source is given, and
    # ``hcl.render`` is imported by ``hcl`` itself, which must start fast.
    if name.endswith(".json"):
        from hcl.json import parse as parse_json

        json_file, _ = parse_json(source, name)
        return json_file.root
    from hcl.native import parse_config

    file, _ = parse_config(source, name)
    return file.body


def _widen(rng: Range) -> Range:
    """An empty range can't be shown: make it one character wide."""
    if rng.start.byte != rng.end.byte:
        return rng
    return Range(rng.filename, rng.start, Pos(rng.end.line, rng.end.column + 1, rng.end.byte + 1))


def _text(raw: bytes) -> str:
    return raw.decode("utf-8", "replace")


def _cells(text: str) -> int:
    """Terminal columns taken by ``text`` (wide East Asian characters take two; marks none)."""
    width = 0
    for ch in text:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def _pad(text: str) -> str:
    """White space as wide as ``text`` on a terminal (tabs kept, so that they line up the same)."""
    return "".join("\t" if ch == "\t" else " " * _cells(ch) for ch in text)


def _lines(source: bytes) -> Iterator[tuple[int, int, int]]:
    """(line number, start byte, end byte) of each line, without its line ending."""
    start, number = 0, 1
    while start < len(source):
        nl = source.find(b"\n", start)
        stop = len(source) if nl < 0 else nl
        end = stop - 1 if stop > start and source[stop - 1:stop] == b"\r" else stop
        yield number, start, end
        if nl < 0:
            return
        start, number = nl + 1, number + 1


def _overlaps(start: int, end: int, rng: Range) -> bool:
    if start == end or rng.start.byte == rng.end.byte:
        return False
    return (start <= rng.start.byte < end or start <= rng.end.byte - 1 < end
            or rng.start.byte <= start < rng.end.byte or rng.start.byte <= end - 1 < rng.end.byte)


def _context_string(root: ir.Body | ir.Expression, offset: int) -> str:
    """The header of the top-level block (native) or the property path (JSON) around ``offset``."""
    if isinstance(root, ir.Body):
        for block in root.blocks:
            if block.range.contains_offset(offset):
                return " ".join([block.type, *(go_quote(label) for label in block.labels)])
        return ""
    return "".join(_json_steps(root, offset)).removeprefix(".")


def _json_steps(node: ir.Expression, offset: int) -> list[str]:
    """The path of property names and indexes to the innermost JSON object or array around ``offset``.

    JSON values are recognised by their shape (``properties`` or ``items``), so
    that rendering does not load the JSON syntax.
    """
    steps: list[str] = []
    while True:
        inner: ir.Expression | None = None
        properties = getattr(node, "properties", None)
        items = getattr(node, "items", None)
        if properties is not None:
            for prop in properties:
                if _is_container(prop.value) and prop.value.range.contains_offset(offset):
                    steps.append("." + prop.name)
                    inner = prop.value
                    break
        elif items is not None:
            for i, item in enumerate(items):
                if _is_container(item) and item.range.contains_offset(offset):
                    steps.append(f"[{i}]")
                    inner = item
                    break
        if inner is None:
            return steps
        node = inner


def _is_container(node: object) -> bool:
    return hasattr(node, "properties") or hasattr(node, "items")


def wrap(text: str, width: int) -> str:
    """Word-wrap at white space only, as the ``go-wordwrap`` package does (long words overflow)."""
    out: list[str] = []
    current = 0
    word: list[str] = []
    space: list[str] = []
    for ch in text:
        if ch == "\n":
            if not word:
                if current + len(space) <= width:
                    out.extend(space)
            else:
                out.extend(space)
                out.extend(word)
            word, space = [], []
            out.append(ch)
            current = 0
        elif ch != "\xa0" and (ch.isspace() or unicodedata.category(ch) == "Zs"):
            if not space or word:
                current += len(space) + len(word)
                out.extend(space)
                out.extend(word)
                space, word = [], []
            space.append(ch)
        else:
            word.append(ch)
            if current + len(word) + len(space) > width and len(word) < width:
                out.append("\n")
                current = 0
                space = []
    if not word:
        if current + len(space) <= width:
            out.extend(space)
    else:
        out.extend(space)
        out.extend(word)
    return "".join(out)


def _range_json(rng: Range, indent: str) -> str:
    def pos(p: Pos, inner: str) -> str:
        return (f'{{\n{inner}  "line": {p.line},\n{inner}  "column": {p.column},\n'
                f'{inner}  "byte": {p.byte}\n{inner}}}')

    inner = indent + "  "
    return (f'{{\n{inner}"filename": {go_json_string(rng.filename)},\n'
            f'{inner}"start": {pos(rng.start, inner)},\n{inner}"end": {pos(rng.end, inner)}\n{indent}}}')


def diagnostics_to_json(diags: Iterable[Diagnostic]) -> str:
    """``{"diagnostics": [...]}`` byte for byte as ``hcldec --diags=json`` writes it (no final newline)."""
    items = []
    for diag in diags:
        fields = [f'"severity": {go_json_string(diag.severity.value)}',
                  f'"summary": {go_json_string(diag.summary)}']
        if diag.detail:
            fields.append(f'"detail": {go_json_string(diag.detail)}')
        if diag.subject is not None:
            fields.append(f'"subject": {_range_json(diag.subject, "      ")}')
        items.append("{\n      " + ",\n      ".join(fields) + "\n    }")
    if not items:
        return '{\n  "diagnostics": []\n}'
    return '{\n  "diagnostics": [\n    ' + ",\n    ".join(items) + "\n  ]\n}"
