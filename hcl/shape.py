"""Configuration as plain Python data, in the shape of the HCL JSON syntax.

This is what :func:`hcl.loads` returns:

* an attribute is ``name: value``;
* a block is nested by its type, then by each of its labels, and ends in a
  **list** of bodies, one per block with that type and labels, in source order
  (``resource "aws_instance" "web" {...}`` is
  ``{"resource": {"aws_instance": {"web": [{...}]}}}``; a block without labels
  is ``{"lifecycle": [{...}]}``): the HCL JSON syntax's array form of blocks,
  so that code never has to check for one block or several;
* values are ``str``, ``int`` (whole numbers), ``float`` (others; any other
  type with ``parse_float``, called with the number's exact decimal text),
  ``bool``, ``None``, ``list`` (tuples, lists and sets) and ``dict`` (objects
  and maps);
* an expression that cannot be evaluated (it refers to a variable that is not
  given, or calls a function that is not given) is its source text as a JSON-
  syntax template: ``"${var.region}"`` for ``var.region``,
  ``"web-${var.env}"`` for the template ``"web-${var.env}"``; a literal
  ``$${`` in such a template stays doubled. A tuple or object constructor
  (``[...]``, ``{...}``) is a list or dict of its items even when some items
  cannot be evaluated: ``{ Name = "web-${var.env}" }`` is
  ``{"Name": "web-${var.env}"}``.

Items keep their source order. A body where blocks of one type mix label
counts that collide (``a {}`` beside ``a "x" {}``), or where a name is both an
attribute and a block or an attribute twice, cannot be represented: that is an
error diagnostic.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from hcl import ir
from hcl.analysis import variables
from hcl.cty import DYNAMIC, STRING, ConversionError, Value
from hcl.cty.convert import convert
from hcl.cty.function import Function
from hcl.cty.pyvalues import to_python
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.eval import EvalContext, evaluate
from hcl.ir.walk import walk
from hcl.json.expression import (
    JSONArray,
    JSONBool,
    JSONNumber,
    JSONObject,
    JSONString,
    JSONValue,
    string_template,
)
from hcl.pos import Range
from hcl.text import go_quote

__all__ = ["DataReader", "template_text"]


class DataReader:
    """Turns a native-syntax body or a JSON-syntax document into data, collecting diagnostics."""

    def __init__(self, variables: Mapping[str, Value], functions: Mapping[str, Function],
                 parse_float: Callable[[str], Any] | None = None) -> None:
        self.variables = dict(variables)
        self.functions = functions
        self.parse_float = parse_float
        self.diagnostics = Diagnostics()

    # ------------------------------------------------------------------ native syntax

    def body(self, body: ir.Body, source: bytes) -> dict[str, Any]:
        """A native body's attributes and blocks, in source order."""
        items: list[ir.Attribute | ir.Block] = [*body.attributes, *body.blocks]
        items.sort(key=lambda item: item.range.start.byte)
        out: dict[str, Any] = {}
        attributes: dict[str, Range] = {}
        for item in items:
            if isinstance(item, ir.Attribute):
                self._attribute(item, source, out, attributes)
            else:
                self._block(item, source, out, attributes)
        return out

    def _attribute(self, attr: ir.Attribute, source: bytes, out: dict[str, Any],
                   attributes: dict[str, Range]) -> None:
        if attr.name in out:  # (a second attribute of the name is a parse error already)
            self._error("Attribute and block with the same name",
                        f"{go_quote(attr.name)} is also the type of a block in this body; the data "
                        "shape has one entry per name.", attr.name_range)
            return
        attributes[attr.name] = attr.name_range
        out[attr.name] = self.expression(attr.expr, source)

    def _block(self, block: ir.Block, source: bytes, out: dict[str, Any],
               attributes: dict[str, Range]) -> None:
        if block.type in attributes:
            self._error("Attribute and block with the same name",
                        f"{go_quote(block.type)} is also an argument of this body (at "
                        f"{_where(attributes[block.type])}); the data shape has one entry per name.",
                        block.type_range)
            return
        container: dict[str, Any] = out
        key = block.type
        for label in block.labels:
            node = container.setdefault(key, {})
            if not isinstance(node, dict):
                self._mixed_labels(block)
                return
            container, key = node, label
        leaf = container.setdefault(key, [])
        if not isinstance(leaf, list):
            self._mixed_labels(block)
            return
        leaf.append(self.body(block.body, source))

    def _mixed_labels(self, block: ir.Block) -> None:
        self._error("Inconsistent block labels",
                    f"Blocks of type {go_quote(block.type)} in this body have different numbers of "
                    "labels in a way the data shape cannot nest (a block's body would share a "
                    "level with other blocks' labels).", block.def_range)

    def expression(self, expr: ir.Expression, source: bytes) -> Any:
        """The value of ``expr`` as data, or its source as a template when it cannot be
        evaluated. A tuple or object constructor is a list or dict of its items, each
        evaluated where it can be (item by item, so that the cost stays linear)."""
        if isinstance(expr, ir.TupleCons):
            return [self.expression(item, source) for item in expr.exprs]
        if isinstance(expr, ir.ObjectCons):
            keys = [self._key_value(item.key) for item in expr.items]
            if all(k is not None for k in keys):
                return {k: self.expression(item.value, source)
                        for k, item in zip(keys, expr.items, strict=True) if k is not None}
        value = self._value(expr)
        return template_text(expr, source) if value is None else self._data(value)

    def _key_value(self, key: ir.Expression) -> str | None:
        value = self._value(key)
        if value is None or value.is_null:
            return None
        try:
            return convert(value, STRING).as_string()
        except ConversionError:
            return None  # evaluating the whole object reports it

    def _value(self, expr: ir.Expression) -> Value | None:
        """The value of ``expr``; None when it needs variables or functions not given."""
        if not all(node.name in self.functions for node in walk(expr)
                   if isinstance(node, ir.FunctionCall)):
            return None
        missing = {t.root_name for t in variables(expr)} - self.variables.keys()
        ctx_vars = {**self.variables, **{name: Value.unknown(DYNAMIC) for name in missing}}
        value, diags = evaluate(expr, EvalContext(ctx_vars, self.functions))
        self.diagnostics.extend(diags)
        if diags.has_errors:
            return Value.null(DYNAMIC)
        return value if value.is_wholly_known else None

    def _data(self, value: Value) -> Any:
        return to_python(value, parse_float=self.parse_float)

    # ------------------------------------------------------------------ JSON syntax

    def json(self, value: JSONValue) -> Any:
        """A JSON-syntax document as data: strings are templates, evaluated where possible."""
        if isinstance(value, JSONObject):
            out: dict[str, Any] = {}
            for prop in value.properties:
                if prop.name == "//":
                    continue
                item = self.json(prop.value)
                name = self._key(prop.key)
                if name in out and not _merge(out, name, item):
                    self._error("Duplicate property",
                                f"The property {go_quote(prop.name)} appears more than once, and "
                                "its values are not both blocks that can be merged.",
                                prop.name_range)
                out[name] = out.get(name, item)
            return out
        if isinstance(value, JSONArray):
            return [self.json(item) for item in value.items]
        if isinstance(value, JSONString):
            return self._string(value)
        if isinstance(value, JSONNumber):
            return to_python(Value.number_from_literal(value.text), parse_float=self.parse_float)
        if isinstance(value, JSONBool):
            return value.value
        return None  # null, or JSONInvalid (which the parser has reported)

    def _key(self, key: JSONString) -> str:
        """A property name; one with template sequences is a template (as object keys are)."""
        if "${" not in key.value and "%{" not in key.value:
            return key.value
        name = self._string(key)
        return name if isinstance(name, str) else key.value

    def _string(self, value: JSONString) -> Any:
        """A JSON string as a template: its value, or its text when it cannot be evaluated."""
        expr, diags = string_template(value)
        self.diagnostics.extend(diags)
        if diags.has_errors:
            return None
        result = self._value(expr)
        return value.value if result is None else self._data(result)

    def _error(self, summary: str, detail: str, subject: Range) -> None:
        self.diagnostics.append(Diagnostic.error(summary, detail, subject))


def _merge(into: dict[str, Any], key: str, more: Any) -> bool:
    """Merge a repeated property's blocks into ``into[key]``: lists of bodies are
    concatenated, label levels merged; False when either side is not blocks."""
    have = into[key]
    if isinstance(have, list) and isinstance(more, list) and all(
            isinstance(b, dict) for b in (*have, *more)):
        have.extend(more)
        return True
    if isinstance(have, dict) and isinstance(more, dict) and have and more:
        return all(_merge(have, k, v) if k in have else have.setdefault(k, v) is v
                   for k, v in more.items())
    return False


def _source(expr: ir.Expression, source: bytes) -> str:
    return source[expr.range.start.byte:expr.range.end.byte].decode("utf-8", "replace")


def template_text(expr: ir.Expression, source: bytes) -> str:
    """``expr`` as the text of a JSON-syntax template that means the same."""
    if isinstance(expr, ir.TemplateWrap):
        return "${" + _source(expr.wrapped, source) + "}"
    parts = template_parts(expr, source) if isinstance(expr, ir.Template) else None
    if parts is None:
        return "${" + _source(expr, source) + "}"
    return "".join(_escape_literal(text) if is_text else "${" + text + "}" for is_text, text in parts)


def template_parts(expr: ir.Template, source: bytes) -> list[tuple[bool, str]] | None:
    """A template without directives as ``(True, literal text)`` and ``(False,
    interpolated expression's source)`` pairs; None when it has directives."""
    out: list[tuple[bool, str]] = []
    for part in expr.parts:
        if isinstance(part, (ir.Conditional, ir.TemplateJoin)):
            return None
        text = isinstance(part, ir.Literal) and part.value.type.is_string and not _interpolated(
            part, source)
        out.append((True, part.value.as_string()) if text and isinstance(part, ir.Literal)
                   else (False, _source(part, source)))
    return out


def _interpolated(part: ir.Expression, source: bytes) -> bool:
    """Whether a template part is an interpolation: ``${`` (and ``~``, spaces) before it."""
    at = part.range.start.byte
    while at > 0 and source[at - 1:at] in (b" ", b"\t", b"\n", b"\r", b"~"):
        at -= 1
    return source[max(at - 2, 0):at] == b"${"


def _escape_literal(text: str) -> str:
    """Literal template text: ``${`` and ``%{`` doubled so they stay literal."""
    return text.replace("${", "$${").replace("%{", "%%{")


def _where(rng: Range) -> str:
    return f"{rng.filename or '<input>'}:{rng.start.line},{rng.start.column}"
