"""go-cty-style GoString rendering of values, used for ``repr``."""

from __future__ import annotations

from typing import Any

from hcl.cty.errors import go_quote
from hcl.cty.values import Value, _Unknown

__all__ = ["go_string"]


def go_string(val: Value) -> str:
    if val.marks:
        inner = go_string(val.unmark())
        marks = sorted(val.marks, key=repr)
        if len(marks) == 1:
            return f"{inner}.Mark({marks[0]!r})"
        return f"{inner}.WithMarks({{{', '.join(repr(m) for m in marks)}}})"
    ty = val.type
    raw: Any = val._v
    if val.is_null:
        return f"cty.NullVal({ty.go_string()})"
    if type(raw) is _Unknown:
        if ty.is_dynamic:
            return "cty.DynamicVal"
        rfn = raw.refinement
        suffix = ""
        if rfn is not None:
            calls = rfn.go_string()
            suffix = ".RefineNotNull()" if calls == ".NotNull()" else (
                f".Refine(){calls}.NewValue()")
        return f"cty.UnknownVal({ty.go_string()}){suffix}"
    if ty.is_bool:
        return "cty.True" if raw else "cty.False"
    if ty.is_number:
        return raw.go_string()  # type: ignore[no-any-return]
    if ty.is_string:
        return f"cty.StringVal({go_quote(raw)})"
    if ty.is_set:
        if not raw:
            return f"cty.SetValEmpty({ty.element_type.go_string()})"
        return f"cty.SetVal([]cty.Value{{{_list(raw)}}})"
    if ty.is_list:
        if not raw:
            return f"cty.ListValEmpty({ty.element_type.go_string()})"
        return f"cty.ListVal([]cty.Value{{{_list(raw)}}})"
    if ty.is_map:
        if not raw:
            return f"cty.MapValEmpty({ty.element_type.go_string()})"
        return f"cty.MapVal(map[string]cty.Value{{{_map(raw)}}})"
    if ty.is_tuple:
        if not raw:
            return "cty.EmptyTupleVal"
        return f"cty.TupleVal([]cty.Value{{{_list(raw)}}})"
    if ty.is_object:
        if not raw:
            return "cty.EmptyObjectVal"
        return f"cty.ObjectVal(map[string]cty.Value{{{_map(raw)}}})"
    if ty.is_capsule:
        gs = ty.ops.go_string  # type: ignore[attr-defined]
        if gs is not None:
            return str(gs(raw))
        return f"cty.CapsuleVal({ty.go_string()}, {raw!r})"
    return f"cty.Value{{ty: {ty.go_string()}, v: {raw!r}}}"  # pragma: no cover


def _list(vals: Any) -> str:
    return ", ".join(go_string(v) for v in vals)


def _map(items: Any) -> str:
    return ", ".join(f"{go_quote(k)}:{go_string(v)}" for k, v in items.items())
