"""Converting between the native syntax and the HCL JSON syntax (json-spec.md).

``native_to_json`` writes each attribute whose expression is constant (it needs
no variables and no functions) as its JSON value, tuple and object constructors
as arrays and objects of their items, and every other expression as a
``"${...}"`` template of its original source text (a template as its own
template text); blocks are nested by type, then by each label, and end in an
array of bodies (the array form of blocks, so repeated blocks need nothing
special). Items keep their source order, grouped by block type at the type's
first appearance. Comments are dropped, with a warning when asked. An attribute
whose constant value would read back as blocks (a non-empty list of objects) is
written as a ``"${...}"`` expression instead, so that the conversion back keeps
the block structure.

``json_to_native`` reads the JSON structure with the block rule of
:mod:`hcl.write.data`: a property whose value is a non-empty array of objects,
or an object nesting such arrays, is blocks; any other property an attribute.
Strings are templates: ``"${x}"`` alone becomes the bare expression ``x``, other
templates quoted templates, and text without template sequences a string literal.

Native -> JSON -> native keeps every attribute's value and the blocks (types,
labels, and the order of blocks with the same type and labels).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from hcl import ir
from hcl.cty import STRING, ConversionError, Value
from hcl.cty.convert import convert
from hcl.cty.pyvalues import to_python
from hcl.diagnostics import Diagnostic, Diagnostics, Severity
from hcl.eval import EvalContext, evaluate
from hcl.ir.walk import walk
from hcl.json import parse as parse_json
from hcl.json.expression import (
    JSONArray,
    JSONBool,
    JSONNull,
    JSONNumber,
    JSONObject,
    JSONString,
    JSONValue,
)
from hcl.native import lexer_tables as L
from hcl.native import parse_config
from hcl.native.regex_lexer import tokenize
from hcl.pos import Pos, Range
from hcl.shape import template_text
from hcl.write.data import BodyWriter, template_source
from hcl.write.literal import object_key_source

__all__ = ["json_to_native", "native_to_json"]


def native_to_json(source: str | bytes | ir.File, filename: str = "", *,
                   warn_comments: bool = False, indent: int = 2) -> tuple[str, Diagnostics]:
    """Native-syntax source (or a parsed :class:`~hcl.ir.File`) as HCL JSON syntax.

    Returns the JSON text (empty when the source has syntax errors) and the
    diagnostics: the parse's, plus one warning per file with comments when
    ``warn_comments``.
    """
    if isinstance(source, ir.File):
        file, diags = source, Diagnostics()
    else:
        file, diags = parse_config(source, filename)
        if diags.has_errors:
            return "", diags
    tree = _body(file.body, file.source)
    if warn_comments:
        diags.extend(_comment_warning(file))
    return _dump(tree, "", " " * indent) + "\n", diags


def _body(body: ir.Body, source: bytes) -> _Pairs:
    """A body as JSON properties. Blocks group under their type's first property; a
    block whose labels cannot nest there (``a {}`` beside ``a "x" {}``) starts a new
    property of the same name, which the JSON syntax allows."""
    items: list[ir.Attribute | ir.Block] = [*body.attributes, *body.blocks]
    items.sort(key=lambda item: item.range.start.byte)
    out = _Pairs()
    groups: dict[str, dict[str, Any] | list[Any]] = {}
    for item in items:
        if isinstance(item, ir.Attribute):
            out.append((item.name, _expression(item.expr, source)))
            continue
        converted = _body(item.body, source)
        if not _insert(groups.get(item.type), item.labels, converted):
            fresh: dict[str, Any] | list[Any] = []
            for label in reversed(item.labels):
                fresh = {label: fresh}
            _insert(fresh, item.labels, converted)
            groups[item.type] = fresh
            out.append((item.type, fresh))
    return out


class _Pairs(list[tuple[str, Any]]):
    """A JSON object's properties in order, names possibly repeated."""


def _insert(node: dict[str, Any] | list[Any] | None, labels: tuple[str, ...], body: _Pairs) -> bool:
    """Add ``body`` under ``labels`` in a block group; False when the shapes do not fit."""
    for i, label in enumerate(labels):
        if not isinstance(node, dict):
            return False
        if label not in node:
            fresh: dict[str, Any] | list[Any] = []
            for later in reversed(labels[i + 1:]):
                fresh = {later: fresh}
            node[label] = fresh
        node = node[label]
    if not isinstance(node, list):
        return False
    node.append(body)
    return True


def _expression(expr: ir.Expression, source: bytes) -> Any:
    """An attribute's expression as JSON: see the module docstring."""
    data = _json_data(expr, source)
    if not isinstance(data, str) and _DETECTOR.is_block_nest(data):
        return template_text(expr, source)  # it would read back as blocks
    return data


def _json_data(expr: ir.Expression, source: bytes) -> Any:
    if isinstance(expr, ir.TupleCons):
        return [_json_data(item, source) for item in expr.exprs]
    if isinstance(expr, ir.ObjectCons):
        keys = [_constant_key(item.key) for item in expr.items]
        if all(k is not None for k in keys):
            return {k: _json_data(item.value, source)
                    for k, item in zip(keys, expr.items, strict=True) if k is not None}
    constant = _constant(expr)
    return template_text(expr, source) if constant is _NOT_CONSTANT else constant


_NOT_CONSTANT = object()


def _constant_key(key: ir.Expression) -> str | None:
    """A constant object key as JSON key text (a template: ``${`` doubled), or None."""
    value, diags = evaluate(key, EvalContext())
    if diags.has_errors or not value.is_known or value.is_null:
        return None
    try:
        text = convert(value, STRING).as_string()
    except ConversionError:
        return None
    escaped: str = _escape_strings(text)
    return escaped


def _constant(expr: ir.Expression) -> Any:
    """The JSON data of a constant expression (no variables, no functions), or _NOT_CONSTANT."""
    if any(isinstance(node, ir.FunctionCall) for node in walk(expr)):
        return _NOT_CONSTANT  # even where the call is never made (a ``for`` over nothing)
    value, diags = evaluate(expr, EvalContext())
    if diags.has_errors or not value.is_wholly_known:
        return _NOT_CONSTANT
    return _json_value(value)


class _Number(str):
    """A number's exact decimal text, written into JSON unquoted."""


def _json_value(value: Value) -> Any:
    """A constant value as JSON data, strings escaped as literal template text."""
    return _escape_strings(to_python(value, parse_float=_Number))


def _dump(node: Any, indent: str, step: str) -> str:
    """JSON text, with numbers written exactly (``json`` would round them to floats)."""
    if isinstance(node, _Number):
        return str.__str__(node)
    if isinstance(node, (dict, _Pairs)):
        pairs = node.items() if isinstance(node, dict) else node
        if not pairs:
            return "{}"
        inner = indent + step
        items = [f"{inner}{json.dumps(k, ensure_ascii=False)}: {_dump(v, inner, step)}"
                 for k, v in pairs]
        return "{\n" + ",\n".join(items) + f"\n{indent}}}"
    if isinstance(node, list):  # (after _Pairs, which is a list too)
        if not node:
            return "[]"
        inner = indent + step
        return "[\n" + ",\n".join(inner + _dump(v, inner, step) for v in node) + f"\n{indent}]"
    return json.dumps(node, ensure_ascii=False)


def _escape_strings(node: Any) -> Any:
    if isinstance(node, _Number):
        return node
    if isinstance(node, str):
        return node.replace("${", "$${").replace("%{", "%%{")
    if isinstance(node, list):
        return [_escape_strings(item) for item in node]
    if isinstance(node, dict):
        return {_escape_strings(k): _escape_strings(v) for k, v in node.items()}
    return node


def _comment_warning(file: ir.File) -> list[Diagnostic]:
    text = file.source.decode("utf-8", "replace")
    comments = [tok for tok in tokenize(text) if tok.type in (L.LINE_COMMENT, L.BLOCK_COMMENT)]
    if not comments:
        return []
    first = comments[0]
    text_line = first.text.splitlines()[0] if first.text else ""
    byte = len(text[:first.start].encode("utf-8"))
    start = Pos(first.line, first.column + 1, byte)
    end = Pos(first.line, first.column + 1 + len(text_line), byte + len(text_line.encode("utf-8")))
    return [Diagnostic(
        Severity.WARNING, "Comments dropped",
        f"The JSON syntax has no comments: {len(comments)} comment(s) of this file are not in "
        "the output.", Range(file.filename, start, end))]


# ---------------------------------------------------------------------- JSON -> native

def json_to_native(source: str | bytes, filename: str = "") -> tuple[str, Diagnostics]:
    """HCL JSON-syntax source as native syntax (empty text when the JSON has errors)."""
    file, diags = parse_json(source, filename)
    if diags.has_errors:
        return "", diags
    root = file.root
    if not isinstance(root, JSONObject):
        diags.append(Diagnostic.error(
            "Body is not an object", "A JSON-syntax file to convert must hold one object "
            "(the file's body) at the top level.", root.range))
        return "", diags
    writer = BodyWriter(_json_items, _json_list, _json_expression)
    text = writer.body(_json_items(root) or ())
    return (text + "\n" if text else ""), diags


def _json_items(node: Any) -> Sequence[tuple[str, Any]] | None:
    if not isinstance(node, JSONObject):
        return None
    return [(p.name, p.value) for p in node.properties if p.name != "//"]


def _json_list(node: Any) -> Sequence[Any] | None:
    return node.items if isinstance(node, JSONArray) else None


def _json_expression(node: JSONValue, indent: str) -> str:
    """A JSON value in expression mode as native source (multi-line objects indented)."""
    return _expr(node, indent)


def _expr(node: JSONValue, indent: str) -> str:
    if isinstance(node, JSONString):
        return template_source(node.value)
    if isinstance(node, JSONNumber):
        return node.text
    if isinstance(node, JSONBool):
        return "true" if node.value else "false"
    if isinstance(node, JSONNull):
        return "null"
    if isinstance(node, JSONArray):
        return "[" + ", ".join(_expr(item, indent) for item in node.items) + "]"
    if isinstance(node, JSONObject):
        if not node.properties:
            return "{}"
        inner = indent + "  "
        width = max(len(_key(p.key)) for p in node.properties)
        lines = [f"{inner}{_key(p.key).ljust(width)} = {_expr(p.value, inner)}" for p in node.properties]
        return "{\n" + "\n".join(lines) + f"\n{indent}}}"
    return "null"  # JSONInvalid: the parser has reported it


def _key(key: JSONString) -> str:
    """An object key (a template in the JSON syntax): bare or quoted when it is plain
    text, a quoted template, or a bare expression in parentheses."""
    if "${" not in key.value and "%{" not in key.value:
        return object_key_source(key.value)
    text = template_source(key.value)
    return text if text.startswith('"') else f"({text})"


_DETECTOR = BodyWriter(
    lambda n: list(n.items()) if isinstance(n, dict) else None,
    lambda n: n if isinstance(n, list) else None,
    lambda n, indent: "",
)
