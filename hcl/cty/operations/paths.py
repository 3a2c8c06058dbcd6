"""Paths into values: applying them, and moving marks to and from nested values."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hcl.cty.errors import GetAttrStep, IndexStep, Path, PathError, go_quote
from hcl.cty.types import NUMBER, STRING
from hcl.cty.values import Value, _Unknown

__all__ = ["apply_path", "mark_with_paths", "unmark_deep_with_paths"]


def apply_path(val: Value, path: Path) -> Value:
    """Follow ``path`` from ``val`` (go-cty ``Path.Apply``), raising
    :class:`~hcl.cty.errors.PathError` with go-cty's messages on failure."""
    for i, step in enumerate(path):
        try:
            val = _apply_step(val, step)
        except PathError as e:
            raise PathError(f"at step {i}: {e.message}", path[:i]) from None
    return val


def _apply_step(val: Value, step: Any) -> Value:
    if isinstance(step, GetAttrStep):
        if val.is_null:
            raise PathError("cannot access attributes on a null value")
        if not val.type.is_object:
            raise PathError("not an object type")
        if not val.type.has_attribute(step.name):
            raise PathError(f"object has no attribute {_q(step.name)}")
        return val.get_attr(step.name)
    if isinstance(step, IndexStep):
        key = step.key
        if val.is_null:
            raise PathError("cannot index a null value")
        ty = val.type
        if ty.is_set:
            if val.has_element(key).is_known and val.has_element(key).is_true():
                return key
            if not val.is_known or not val.is_wholly_known or not key.is_known:
                return Value.unknown(ty.element_type)
            raise PathError("set does not contain the requested element")
        if key.type == NUMBER:
            if not (ty.is_list or ty.is_tuple):
                raise PathError("not a list type")
        elif key.type == STRING:
            if not (ty.is_map or ty.is_object):
                raise PathError("not a map type")
            if ty.is_object:
                if not ty.has_attribute(key.as_string()):
                    raise PathError("value does not have given index key")
                return val.get_attr(key.as_string())
        else:
            raise PathError("key value not number or string")
        has = val.has_index(key)
        if not has.is_known:
            return Value.unknown(ty.element_type if ty.is_collection else ty)
        if not has.is_true():
            raise PathError("value does not have given index key")
        return val.index(key)
    raise TypeError(f"unsupported path step {step!r}")


def _q(s: str) -> str:
    return go_quote(s)


def unmark_deep_with_paths(val: Value) -> tuple[Value, list[tuple[Path, frozenset[Any]]]]:
    out: list[tuple[Path, frozenset[Any]]] = []
    return _unmark(val, (), out), out


def _unmark(val: Value, path: Path, out: list[tuple[Path, frozenset[Any]]]) -> Value:
    if val.marks:
        out.append((path, val.marks))
        val = val.unmark()
    raw = val._v
    ty = val.type
    if val.is_null or type(raw) is _Unknown:
        return val
    if ty.is_list or ty.is_tuple:
        return Value._make(ty, tuple(
            _unmark(e, (*path, IndexStep(Value.number(i))), out) for i, e in enumerate(raw)))
    if ty.is_map:
        return Value._make(ty, {k: _unmark(e, (*path, IndexStep(Value.string(k))), out)
                                for k, e in raw.items()})
    if ty.is_object:
        return Value._make(ty, {k: _unmark(e, (*path, GetAttrStep(k)), out)
                                for k, e in raw.items()})
    return val


def mark_with_paths(val: Value, pvms: Iterable[tuple[Path, Iterable[Any]]]) -> Value:
    for path, marks in pvms:
        val = _mark_at(val, tuple(path), frozenset(marks))
    return val


def _mark_at(val: Value, path: Path, marks: frozenset[Any]) -> Value:
    if not path:
        return val.with_marks(marks)
    step, rest = path[0], path[1:]
    raw = val._v
    ty = val.type
    if val.is_null or type(raw) is _Unknown:
        return val
    if isinstance(step, GetAttrStep) and ty.is_object and step.name in raw:
        new = dict(raw)
        new[step.name] = _mark_at(raw[step.name], rest, marks)
        return Value._make(ty, new, val.marks)
    if isinstance(step, IndexStep) and step.key.is_known and not step.key.is_null:
        key = step.key.unmark()
        if (ty.is_list or ty.is_tuple) and key.type == NUMBER:
            i = key.as_number().to_int(truncate=True)
            if 0 <= i < len(raw):
                new_l = list(raw)
                new_l[i] = _mark_at(raw[i], rest, marks)
                return Value._make(ty, tuple(new_l), val.marks)
        elif (ty.is_map or ty.is_object) and key.type == STRING and key.as_string() in raw:
            new = dict(raw)
            k = key.as_string()
            new[k] = _mark_at(raw[k], rest, marks)
            return Value._make(ty, new, val.marks)
        elif ty.is_set:
            return val.with_marks(marks)
    return val
