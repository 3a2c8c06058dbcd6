"""What the ``hcldec`` command writes, byte for byte as the reference writes it.

JSON is encoded as Go's ``encoding/json`` does: HTML-safe string escapes,
object keys of re-encoded documents sorted, ``MarshalIndent`` layout with two
spaces, numbers kept exactly as the value encoder wrote them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
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


def go_json(value: Any, indent: str = "", *, _level: int = 0) -> str:
    """``value`` (dicts, lists, strings, numbers, booleans, None) as Go's ``json.Marshal``/``MarshalIndent``.

    Dict keys keep their order: sort them first where Go would.
    """
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
    inner = "\n" + indent * (_level + 1) if indent else ""
    outer = "\n" + indent * _level if indent else ""
    colon = ": " if indent else ":"
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = [f"{go_json_string(k)}{colon}{go_json(v, indent, _level=_level + 1)}" for k, v in value.items()]
        return "{" + inner + ("," + inner).join(items) + outer + "}"
    if isinstance(value, list | tuple):
        if not value:
            return "[]"
        elems = [go_json(v, indent, _level=_level + 1) for v in value]
        return "[" + inner + ("," + inner).join(elems) + outer + "]"
    raise TypeError(f"cannot encode {type(value).__name__} as JSON")


def _parse(text: str) -> Any:
    """Parse JSON keeping numbers as written; objects become dicts with sorted keys."""
    return json.loads(text, parse_int=_Number, parse_float=_Number,
                      object_pairs_hook=lambda pairs: dict(sorted(pairs)))


def strip_null_properties(text: str) -> str:
    """The document with null-valued object properties removed, at any depth (re-encoded, keys sorted)."""
    return go_json(_strip(_parse(text)))


def _strip(node: Any) -> Any:
    if isinstance(node, dict):
        return {k: _strip(v) for k, v in node.items() if v is not None}
    if isinstance(node, list):
        return [_strip(v) for v in node]
    return node


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
