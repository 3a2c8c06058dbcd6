"""Templates as a flat sequence of literal texts and sequences (``${...}``, ``%{...}``).

The printer writes a template from this form: directives whose branches are
templates become ``%{if}``/``%{for}`` sequences, an empty literal between
sequences becomes a space that a strip marker removes again, and
:func:`heredoc_marker` says whether (and with which marker) the text can be a
heredoc.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hcl import ir

_HEREDOC_MARKERS = ("EOT", "EOF", "END", "TEXT")


@dataclass(slots=True)
class Lit:
    text: str


@dataclass(slots=True)
class Seq:
    """An interpolation or a directive: ``${expr}``, ``%{if c}``, ``%{else}``, ``%{endif}``,
    ``%{for k, v in coll}``, ``%{endfor}``."""

    kind: str
    expr: ir.Expression | None = None
    key_var: str | None = None
    value_var: str = ""
    strip_left: bool = False
    strip_right: bool = False


Segment = Lit | Seq


def _directive_branches(expr: ir.Expression) -> bool:
    return isinstance(expr, ir.Conditional) and isinstance(expr.true_result, ir.Template) and isinstance(
        expr.false_result, ir.Template)


def _is_empty_template(expr: ir.Expression) -> bool:
    return (isinstance(expr, ir.Template) and len(expr.parts) == 1 and isinstance(expr.parts[0], ir.Literal)
            and expr.parts[0].value.type.is_string and expr.parts[0].value.as_string() == "")


def flatten(parts: Sequence[ir.Expression], out: list[Segment]) -> None:
    for part in parts:
        if isinstance(part, ir.Literal) and part.value.type.is_string and part.value.is_known \
                and not part.value.is_null:
            out.append(Lit(part.value.as_string()))
        elif isinstance(part, ir.Conditional) and _directive_branches(part):
            assert isinstance(part.true_result, ir.Template) and isinstance(part.false_result, ir.Template)
            out.append(Seq("if", part.condition))
            _branch(part.true_result, out)
            if not _is_empty_template(part.false_result):
                out.append(Seq("else"))
                _branch(part.false_result, out)
            out.append(Seq("endif"))
        elif isinstance(part, ir.TemplateJoin):
            loop = part.tuple
            out.append(Seq("for", loop.collection, loop.key_var, loop.value_var))
            body = loop.value_expr
            if isinstance(body, ir.Template):
                _branch(body, out)
            else:
                out.append(Seq("interp", body))
            out.append(Seq("endfor"))
        else:
            out.append(Seq("interp", part))


def _branch(template: ir.Template, out: list[Segment]) -> None:
    """A directive's body; an empty one is written as nothing (it reads back as one empty literal)."""
    if not _is_empty_template(template):
        flatten(template.parts, out)


def strip_empty_literals(segments: list[Segment]) -> None:
    """An empty literal between sequences only comes from a strip marker: write it as
    one space that a marker on a neighbouring sequence strips."""
    for i, seg in enumerate(segments):
        if not isinstance(seg, Lit) or seg.text:
            continue
        prev = segments[i - 1] if i else None
        nxt = segments[i + 1] if i + 1 < len(segments) else None
        if isinstance(prev, Seq):
            prev.strip_right = True
            seg.text = " "
        elif isinstance(nxt, Seq):
            nxt.strip_left = True
            seg.text = " "


def heredoc_text(text: str) -> str:
    return text.replace("${", "$${").replace("%{", "%%{")


def collides(text: str, nxt: Segment | None) -> bool:
    """Whether ``text`` ends in the ``$``/``%`` that, before ``nxt``, would read as an escape."""
    if not isinstance(nxt, Seq):
        return False
    return text.endswith("$") if nxt.kind == "interp" else text.endswith("%")


def heredoc_marker(segments: list[Segment]) -> str | None:
    """A heredoc marker for ``segments``, or None when they cannot be written as a heredoc."""
    texts = [seg.text for seg in segments if isinstance(seg, Lit)]
    if not segments or not isinstance(segments[-1], Lit) or not segments[-1].text.endswith("\n"):
        return None
    if sum(t.count("\n") for t in texts) < 2:
        return None
    for i, seg in enumerate(segments):
        if isinstance(seg, Lit):
            if "\r" in seg.text or not all(ch.isprintable() or ch in "\n\t" for ch in seg.text):
                return None
            if collides(seg.text, segments[i + 1] if i + 1 < len(segments) else None):
                return None
    joined = "\n".join(texts)
    for base in _HEREDOC_MARKERS:
        for n in range(100):
            marker = base if n == 0 else f"{base}{n}"
            if marker not in joined:
                return marker
    return None


def segments(parts: Sequence[ir.Expression]) -> list[Segment]:
    """The segments of template ``parts``, empty literals prepared for strip markers."""
    out: list[Segment] = []
    flatten(parts, out)
    if len(out) > 1:
        strip_empty_literals(out)
    return out
