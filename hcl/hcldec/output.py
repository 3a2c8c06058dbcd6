"""What the ``hcldec`` command writes, byte for byte as the reference writes it.

JSON is encoded as Go's ``encoding/json`` does: HTML-safe string escapes,
object keys of re-encoded documents sorted, ``MarshalIndent`` layout with two
spaces, numbers kept exactly as the value encoder wrote them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from typing import Any

from hcl import ir
from hcl.cty import CtyError, Value
from hcl.cty.json import go_json_string, marshal
from hcl.eval import EvalContext
from hcl.eval.access import traverse_abs
from hcl.pos import Range

__all__ = ["go_json", "strip_null_properties", "var_refs_json"]


class _Number(str):
    """A JSON number kept as its text."""

    __slots__ = ()


class _Raw(str):
    """JSON text embedded as it is (compact documents only)."""

    __slots__ = ()


def go_json(value: Any, indent: str = "") -> str:
    """``value`` (dicts, lists, strings, numbers, booleans, None) as Go's ``json.Marshal``/``MarshalIndent``.

    Dict keys keep their order: sort them first where Go would. Works without
    recursion, so any nesting depth is written.
    """
    out: list[str] = []
    colon = ": " if indent else ":"
    # Each frame: the items still to write, whether they are dict items, and the level.
    stack: list[tuple[Iterator[Any], bool, int]] = []
    pending: Any = value
    level = 0
    while True:
        if pending is not _NOTHING:
            node, pending = pending, _NOTHING
            if isinstance(node, dict | list | tuple) and node:
                is_dict = isinstance(node, dict)
                out.append("{" if is_dict else "[")
                items: Iterator[Any] = iter(node.items()) if isinstance(node, dict) else iter(node)
                stack.append((items, is_dict, level + 1))
                level += 1
                first = True
            else:
                out.append(_scalar_json(node))
                first = False
        else:
            first = False
        if not stack:
            return "".join(out)
        frame_items, is_dict, level = stack[-1]
        item = next(frame_items, _NOTHING)
        if item is _NOTHING:
            stack.pop()
            if indent:
                out.append("\n" + indent * (level - 1))
            out.append("}" if is_dict else "]")
            level -= 1
            continue
        if not first:
            out.append(",")
        if indent:
            out.append("\n" + indent * level)
        if is_dict:
            key, pending = item
            out.append(go_json_string(key) + colon)
        else:
            pending = item


_NOTHING: Any = object()


def _scalar_json(value: Any) -> str:
    if isinstance(value, _Raw | _Number):
        return str(value)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return go_json_string(value)
    if isinstance(value, dict):
        return "{}"
    if isinstance(value, list | tuple):
        return "[]"
    raise TypeError(f"cannot encode {type(value).__name__} as JSON")


# The tokens of a JSON document (as the value encoder writes it, plus white space).
_TOKEN = re.compile(r'\s*(?:([{}\[\],:])|("(?:[^"\\]++|\\.)*+")|([-0-9][-+.0-9eE]*)|(true|false|null))',
                    re.DOTALL)
_LITERALS = {"true": True, "false": False, "null": None}


def _parse(text: str, strip_nulls: bool = False) -> Any:
    """Parse JSON keeping numbers as written; objects become dicts with sorted keys.

    With ``strip_nulls``, null-valued object properties are dropped at any depth.
    Works without recursion, so any nesting depth is read.
    """
    # Each frame: the container being filled and, for objects, the pending key.
    stack: list[list[Any]] = []
    result: Any = _NOTHING
    pos, end = 0, len(text)
    while True:
        m = _TOKEN.match(text, pos)
        if m is None:
            if text[pos:].strip() or result is _NOTHING:
                raise ValueError(f"invalid JSON at offset {pos}")
            return result
        pos = m.end()
        punct, string, number, literal = m.groups()
        value: Any = _NOTHING
        if punct in ("{", "["):
            stack.append([punct, [], _NOTHING])
            continue
        if punct in ("}", "]"):
            kind, items, _ = stack.pop()
            value = _object(items, strip_nulls) if kind == "{" else items
        elif punct == ":" or punct == ",":
            continue
        elif string is not None:
            value = json.loads(string)
            if stack and stack[-1][0] == "{" and stack[-1][2] is _NOTHING:
                stack[-1][2] = value  # an object key
                continue
        elif number is not None:
            value = _Number(number)
        else:
            value = _LITERALS[literal]
        if not stack:
            result = value
            if pos >= end:
                return result
            continue
        frame = stack[-1]
        if frame[0] == "{":
            frame[1].append((frame[2], value))
            frame[2] = _NOTHING
        else:
            frame[1].append(value)


def _object(pairs: list[tuple[str, Any]], strip_nulls: bool) -> dict[str, Any]:
    kept = [(k, v) for k, v in pairs if not (strip_nulls and v is None)]
    return dict(sorted(kept, key=lambda pair: pair[0]))


def strip_null_properties(text: str) -> str:
    """The document with null-valued object properties removed, at any depth (re-encoded, keys sorted)."""
    return go_json(_parse(text, strip_nulls=True))


def _range_json(rng: Range) -> dict[str, Any]:
    def pos(p: Any) -> dict[str, int]:
        return {"line": p.line, "column": p.column, "byte": p.byte}

    return {"filename": rng.filename, "start": pos(rng.start), "end": pos(rng.end)}


def var_refs_json(traversals: Iterable[ir.Traversal], ctx: EvalContext | None) -> str:
    """The ``--var-refs`` description of variable references (no trailing newline)."""
    out = []
    for traversal in traversals:
        steps = []
        root_name = ""
        for step in traversal.steps:
            item: dict[str, Any] = {}
            if isinstance(step, ir.TraverseRoot):
                item["kind"] = "root"
                root_name = step.name
                if step.name:
                    item["name"] = step.name
            elif isinstance(step, ir.TraverseAttr):
                item["kind"] = "attr"
                if step.name:
                    item["name"] = step.name
            elif isinstance(step, ir.TraverseIndex):
                item["kind"] = "index"
                key = _marshal_or_none(step.key)
                if key is not None:
                    item["key"] = _parse(key)
            else:
                item["kind"] = "(unknown)"
            item["range"] = _range_json(step.range)
            steps.append(item)
        entry: dict[str, Any] = {"root_name": root_name}
        value = _traversal_value(traversal, ctx)
        if value is not None:
            entry["value"] = _parse(value)
        entry["steps"] = steps
        entry["range"] = _range_json(traversal.source_range)
        out.append(entry)
    return go_json(out, "  ")


def _marshal_or_none(value: Value) -> str | None:
    try:
        return marshal(value, value.type)
    except CtyError:
        return None


def _traversal_value(traversal: ir.Traversal, ctx: EvalContext | None) -> str | None:
    """The traversal's current value as JSON, when it can be found and encoded."""
    if ctx is None:
        return None
    value, diags = traverse_abs(traversal, ctx)
    if any(d.is_error for d in diags):
        return None
    return _marshal_or_none(value)
