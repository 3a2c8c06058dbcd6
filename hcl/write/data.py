"""Data in the shape of the HCL JSON syntax, written as native syntax (``hcl.dumps``, JSON -> native).

The block rule, the inverse of :mod:`hcl.shape`: in a body, an entry whose value
is a *block nest* is written as blocks, any other entry as an attribute. A block
nest is a non-empty list of bodies (one block each), or a non-empty dict whose
every value is itself a block nest (one label level per dict). A body is a dict
whose keys are all identifiers. So ``{"tags": {"Name": "x"}}`` is the attribute
``tags = {...}`` and ``{"lifecycle": [{}]}`` the block ``lifecycle {}``; an
attribute whose value happens to be a non-empty list of objects (``ingress =
[{...}]``) is written as blocks, which read back to the same data.

The same structure serves :func:`data_to_native` (``hcl.dumps``: Python values)
and :mod:`hcl.write.json_syntax` (JSON-syntax values, whose strings are
templates): only the writing of attribute values differs.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal
from typing import Any, TypeVar

from hcl import ir
from hcl.cty import Value
from hcl.native import parse_template
from hcl.native.regex_lexer import is_identifier
from hcl.pos import Pos
from hcl.shape import template_parts
from hcl.write.literal import escape_template_text, object_key_source, quote_string, value_to_source

__all__ = ["BodyWriter", "data_to_native", "data_value_source", "template_source"]

T = TypeVar("T")


class BodyWriter:
    """Writes bodies of a JSON-shaped tree as native syntax.

    ``as_dict`` views a node as a mapping of names to nodes (or None when it is
    not an object), ``as_list`` as a sequence of nodes (or None), and ``value``
    writes a node as an expression's source at an indentation.
    """

    def __init__(self, as_dict: Callable[[Any], Sequence[tuple[str, Any]] | None],
                 as_list: Callable[[Any], Sequence[Any] | None],
                 value: Callable[[Any, str], str]) -> None:
        self.as_dict = as_dict
        self.as_list = as_list
        self.value = value

    def body(self, items: Sequence[tuple[str, Any]], indent: str = "") -> str:
        """The body's items, one per line, ``=`` aligned over runs of one-line
        arguments as the formatter aligns them; a blank line around each block."""
        parts: list[tuple[bool, str]] = []  # (is a block, text)
        run: list[tuple[str, str]] = []  # one-line arguments waiting for alignment

        def flush() -> None:
            width = max((len(n) for n, _ in run), default=0)
            parts.extend((False, f"{indent}{n.ljust(width)} = {v}") for n, v in run)
            run.clear()

        for name, node in items:
            if not is_identifier(name):
                raise ValueError(f"{name!r} cannot be an argument or block name: not an identifier")
            if self.is_block_nest(node):
                flush()
                parts.extend((True, self._block(name, labels, body, indent))
                             for labels, body in self._blocks(node, ()))
                continue
            text = self.value(node, indent)
            run.append((name, text))
            if "\n" in text:
                flush()
        flush()
        out: list[str] = []
        for i, (is_block, text) in enumerate(parts):
            if i:
                out.append("\n\n" if is_block or parts[i - 1][0] else "\n")
            out.append(text)
        return "".join(out)

    def is_block_nest(self, node: Any) -> bool:
        """True when ``node`` reads as blocks (see the module docstring)."""
        elems = self.as_list(node)
        if elems is not None:
            return bool(elems) and all(self._is_body(e) for e in elems)
        items = self.as_dict(node)
        return bool(items) and all(self.is_block_nest(v) for _, v in items or ())

    def _is_body(self, node: Any) -> bool:
        items = self.as_dict(node)
        return items is not None and all(is_identifier(k) for k, _ in items)

    def _blocks(self, node: Any, labels: tuple[str, ...]) -> list[tuple[tuple[str, ...], Any]]:
        elems = self.as_list(node)
        if elems is not None:
            return [(labels, e) for e in elems]
        return [found for key, child in self.as_dict(node) or ()
                for found in self._blocks(child, (*labels, key))]

    def _block(self, name: str, labels: tuple[str, ...], body: Any, indent: str) -> str:
        head = " ".join([name, *(quote_string(label) for label in labels)])
        inner = self.body(self.as_dict(body) or (), indent + "  ")
        if not inner:
            return f"{indent}{head} {{\n{indent}}}"
        return f"{indent}{head} {{\n{inner}\n{indent}}}"


def template_source(text: str, *, escapes_are_literal: bool = False) -> str:
    """A string read as a JSON-syntax template, written as a native expression.

    A lone interpolation ``"${expr}"`` becomes ``expr`` (a tuple or object constructor,
    or a template, stays interpolated, so that it reads back as the same text); a
    template of literal text and interpolations becomes a quoted template; template
    directives, or text that does not parse as a template, become a quoted string
    literal of ``text`` itself. Text with no interpolation is the literal it means
    (``$${`` is ``${``), or with ``escapes_are_literal`` (``hcl.dumps``: data strings
    are text) ``text`` itself.
    """
    if "${" not in text and "%{" not in text:
        return quote_string(text)
    expr, diags = parse_template(text, "", Pos(1, 1, 0))
    if diags.has_errors:
        return quote_string(text)
    raw = text.encode("utf-8")

    def source(e: ir.Expression) -> str:
        return raw[e.range.start.byte:e.range.end.byte].decode("utf-8")

    if isinstance(expr, ir.TemplateWrap):
        if isinstance(expr.wrapped, (ir.TupleCons, ir.ObjectCons, ir.TemplateWrap, ir.Template)):
            # Bare, a constructor would read back as a list or dict of its parts, and a
            # template as a shorter one of the same meaning: keep the text as it is.
            return '"${' + source(expr.wrapped) + '}"'
        return source(expr.wrapped)
    if isinstance(expr, ir.Literal):
        return quote_string(text if escapes_are_literal else expr.value.as_string())
    parts = template_parts(expr, raw) if isinstance(expr, ir.Template) else None
    if parts is not None and all(is_text for is_text, _ in parts):
        # No interpolation: the text is meant literally.
        return quote_string(text if escapes_are_literal else "".join(t for _, t in parts))
    if parts is not None:
        return '"' + "".join(escape_template_text(t) if is_text else "${" + t + "}"
                             for is_text, t in parts) + '"'
    return quote_string(text) if escapes_are_literal else _heredoc(text)


def _heredoc(text: str) -> str:
    """A template with directives as a heredoc, whose text is the template text as it is
    (an interpolation stripping the final newline when ``text`` has none)."""
    lines = set(text.splitlines())
    marker = next(m for m in (f"EOT{i}" if i else "EOT" for i in range(len(lines) + 1))
                  if m not in lines)
    body = text if text.endswith("\n") else text + '${"" ~}\n'
    return f"<<{marker}\n{body}{marker}"


def data_to_native(data: Mapping[str, Any]) -> str:
    """``data`` as native syntax (:func:`hcl.dumps`): the block rule of this module; a
    string holding an interpolation that parses is written as a template (``"${var.x}"``
    as ``var.x``, at any depth); every other value as a literal."""
    if not isinstance(data, Mapping):
        raise TypeError(f"hcl.dumps needs a mapping at the top level, not {type(data).__name__}")
    writer = BodyWriter(_py_items, _py_list, data_value_source)
    text = writer.body(_py_items(data) or ())
    return text + "\n" if text else ""


def _py_items(node: Any) -> list[tuple[str, Any]] | None:
    if not isinstance(node, Mapping):
        return None
    for key in node:
        if not isinstance(key, str):
            raise TypeError(f"keys must be str, not {type(key).__name__}")
    return list(node.items())


def _py_list(node: Any) -> list[Any] | None:
    return list(node) if isinstance(node, (list, tuple)) else None


def data_value_source(node: Any, indent: str = "", *, templates: bool = True) -> str:
    """A Python value as an attribute's native source (as :func:`data_to_native` writes
    it): strings by :func:`template_source` at any depth (with ``templates=False``, as
    the literal text they hold), lists as ``[a, b]``, dicts as multi-line objects in
    their order with the ``=`` aligned, other values as literals."""
    if isinstance(node, str):
        return template_source(node, escapes_are_literal=True) if templates else quote_string(node)
    if isinstance(node, Mapping):
        if not node:
            return "{}"
        inner = indent + "  "
        keys = {k: _key_source(k) for k in node}
        width = max(len(k) for k in keys.values())
        lines = [f"{inner}{keys[k].ljust(width)} = {data_value_source(v, inner, templates=templates)}"
                 for k, v in node.items()]
        return "{\n" + "\n".join(lines) + f"\n{indent}}}"
    if isinstance(node, (list, tuple)):
        return "[" + ", ".join(data_value_source(v, indent, templates=templates) for v in node) + "]"
    return value_to_source(_to_value(node))


def _key_source(key: Any) -> str:
    if not isinstance(key, str):
        raise TypeError(f"object keys must be str, not {type(key).__name__}")
    return object_key_source(key)


def _to_value(node: Any) -> Value:
    """``Value.from_python``, with fractional floats read from their shortest text (so
    that ``0.1`` is written ``0.1``, not the binary fraction's 55 digits), whole floats
    as the integers they are, and Decimals from their text."""
    if isinstance(node, float):
        if not math.isfinite(node):
            raise ValueError(f"{node!r} has no HCL literal")
        return Value.number_from_literal(str(int(node)) if node.is_integer() else repr(node))
    if isinstance(node, Decimal) and node.is_finite():
        return Value.number_from_literal(str(node))
    if isinstance(node, Mapping):
        return Value.object({k: _to_value(v) for k, v in node.items()})
    if isinstance(node, (list, tuple)):
        return Value.tuple([_to_value(v) for v in node])
    return Value.from_python(node)
