"""Diagnostics as text with source snippets (the reference's ``NewDiagnosticTextWriter`` layout)::

    Error: Unsupported argument

      on config.hcl line 2, in server:
       2:   prot = 80

    "prot" is not an argument accepted here; remove it or correct its name. Did you mean "port"?

The detail is word-wrapped to ``width`` (0: no wrapping); ``color`` adds
terminal colour to the severity and underlines the subject.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping

from hcl import ir
from hcl.diagnostics import Diagnostic, Severity
from hcl.hcldec.files import ParsedFile
from hcl.ir.json_value import JSONArray, JSONObject, JSONValue
from hcl.pos import Pos, Range
from hcl.text import go_quote

__all__ = ["format_diagnostic", "format_diagnostics", "wrap"]


def format_diagnostics(
    diags: Iterable[Diagnostic], files: Mapping[str, ParsedFile], width: int = 0, color: bool = False
) -> str:
    """All the diagnostics, one after the other."""
    return "".join(format_diagnostic(d, files, width, color) for d in diags)


def format_diagnostic(diag: Diagnostic, files: Mapping[str, ParsedFile], width: int = 0,
                      color: bool = False) -> str:
    """One diagnostic: the severity and summary, a source snippet, the detail."""
    tint = reset = underline = ""
    if color:
        tint = "\x1b[31m" if diag.severity is Severity.ERROR else "\x1b[33m"
        reset, underline = "\x1b[0m", "\x1b[1;4m"
    label = "Error" if diag.severity is Severity.ERROR else "Warning"
    out = [f"{tint}{label}{reset}: {diag.summary}\n\n"]
    subject = diag.subject
    if subject is not None:
        snip = subject if diag.context is None else Range.over(subject, diag.context)
        snip, highlight = _widen(snip), _widen(subject)
        file = files.get(subject.filename)
        if file is None:
            out.append(f"  on {subject.filename} line {subject.start.line}:\n  (source code not available)\n\n")
        else:
            where = _context_string(file, subject.start.byte)
            where = f", in {where}" if where else ""
            out.append(f"  on {subject.filename} line {subject.start.line}{where}:\n")
            for number, start, end in _lines(file.source):
                if not _overlaps(start, end, snip):
                    continue
                text = file.source
                lo = min(max(highlight.start.byte, start), end)
                hi = max(min(highlight.end.byte, end), lo)
                before, marked, after = (_text(text[start:lo]), _text(text[lo:hi]), _text(text[hi:end]))
                if marked:
                    out.append(f"{number:4d}: {before}{underline}{marked}{reset}{after}\n")
                else:
                    out.append(f"{number:4d}: {before}{after}\n")
            out.append("\n")
    if diag.detail:
        out.append(f"{wrap(diag.detail, width) if width else diag.detail}\n\n")
    return "".join(out)


def _widen(rng: Range) -> Range:
    """An empty range can't be shown: make it one character wide."""
    if rng.start.byte != rng.end.byte:
        return rng
    end = Pos(rng.end.line, rng.end.column + 1, rng.end.byte + 1)
    return Range(rng.filename, rng.start, end)


def _text(raw: bytes) -> str:
    return raw.decode("utf-8", "replace")


def _lines(source: bytes) -> Iterable[tuple[int, int, int]]:
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


def _context_string(file: ParsedFile, offset: int) -> str:
    """The header of the top-level block (native) or the property path (JSON) around ``offset``."""
    root = file.root
    if isinstance(root, ir.Body):
        for block in root.blocks:
            if block.range.contains_offset(offset):
                return " ".join([block.type, *(go_quote(label) for label in block.labels)])
        return ""
    steps = _json_steps(root, offset)
    return "".join(steps).removeprefix(".")


def _json_steps(node: JSONValue, offset: int) -> list[str]:
    if isinstance(node, JSONObject):
        for prop in node.properties:
            value = prop.value
            if isinstance(value, JSONObject | JSONArray) and value.range.contains_offset(offset):
                return ["." + prop.name, *_json_steps(value, offset)]
    elif isinstance(node, JSONArray):
        for i, item in enumerate(node.items):
            if isinstance(item, JSONObject | JSONArray) and item.range.contains_offset(offset):
                return [f"[{i}]", *_json_steps(item, offset)]
    return []


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
