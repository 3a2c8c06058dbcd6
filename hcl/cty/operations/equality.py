"""cty equality (``Equals``, which may be unknown) and strict ``RawEquals``."""

from __future__ import annotations

from typing import Any

from hcl.cty import sets
from hcl.cty.refinements import NullableRefinement, definitely_not_null
from hcl.cty.types import BOOL
from hcl.cty.values import FALSE, TRUE, Value, _contains_marked, _Unknown, _wholly_typed

__all__ = ["equals", "raw_equals", "raw_hash"]


def _unknown_bool() -> Value:
    return Value._unknown_with(BOOL, NullableRefinement(False))


def equals(val: Value, other: Value) -> Value:
    """go-cty ``Value.Equals`` (see the module docs of :mod:`hcl.cty.values`).

    Deterministic where go-cty is not: maps and objects are compared in key order and a
    definitely unequal element wins over an unknown one.
    """
    if _contains_marked(val) or _contains_marked(other):
        uval, vmarks = val.unmark_deep_with_marks()
        uother, omarks = other.unmark_deep_with_marks()
        if val.is_null != other.is_null:
            vmarks, omarks = val.marks, other.marks
        return _equals(uval, uother).with_marks(vmarks, omarks)
    return _equals(val, other)


def _equals(val: Value, other: Value) -> Value:
    """:func:`equals` for values without marks at any level."""
    if val.is_null and definitely_not_null(other):
        return FALSE
    if other.is_null and definitely_not_null(val):
        return FALSE
    vk, ok = val.is_known, other.is_known
    if vk and not ok:
        inc = other.range().includes(val)
        if inc.is_known and inc._v is False:
            return FALSE
    elif ok and not vk:
        inc = val.range().includes(other)
        if inc.is_known and inc._v is False:
            return FALSE

    if not vk and not ok:
        return _unknown_bool()
    if vk and not ok:
        if val.is_null or other.type.has_dynamic_types():
            return _unknown_bool()
        return FALSE if val.type != other.type else _unknown_bool()
    if ok and not vk:
        if other.is_null or val.type.has_dynamic_types():
            return _unknown_bool()
        return FALSE if val.type != other.type else _unknown_bool()

    if val.is_null and other.is_null:
        return TRUE
    if val.is_null or other.is_null:
        return FALSE

    if not _wholly_typed(val) or not _wholly_typed(other):
        if val.type.test_conformance(other.type) and other.type.test_conformance(val.type):
            return FALSE
        return _unknown_bool()

    ty = val.type
    if ty != other.type:
        return FALSE
    a: Any = val._v
    b: Any = other._v
    if ty.is_number:
        return TRUE if a.equals(b) else FALSE
    if ty.is_string or ty.is_bool:
        return TRUE if a == b else FALSE
    if ty.is_list or ty.is_tuple:
        if len(a) != len(b):
            return FALSE
        for x, y in zip(a, b, strict=True):
            eq = _equals(x, y)
            if not eq.is_known:
                return _unknown_bool()
            if eq._v is False:
                return FALSE
        return TRUE
    if ty.is_object or ty.is_map:
        if a.keys() != b.keys():
            return FALSE
        saw_unknown = False
        for k in a:
            eq = _equals(a[k], b[k])
            if not eq.is_known:
                saw_unknown = True
            elif eq._v is False:
                return FALSE
        return _unknown_bool() if saw_unknown else TRUE
    if ty.is_set:
        for x in (*a, *b):
            if type(x._v) is _Unknown:
                return _unknown_bool()
        for x in a:
            if not sets.contains(b, x):
                return FALSE
        for y in b:
            if not sets.contains(a, y):
                return FALSE
        return TRUE
    if ty.is_capsule:
        ops = ty.ops  # type: ignore[attr-defined]
        if ops.equals is not None:
            ret = ops.equals(a, b)
            if not isinstance(ret, Value) or ret.type != BOOL:
                raise TypeError(f"Equals for {ty!r} did not return a cty.Bool")
            return ret
        if ops.raw_equals is not None:
            return TRUE if ops.raw_equals(a, b) else FALSE
        return TRUE if a is b else FALSE
    raise TypeError(f"unsupported value type {ty!r} in Equals")  # pragma: no cover


def raw_equals(val: Value, other: Value) -> bool:
    """go-cty ``RawEquals``: same type, same marks at every level, same refinements."""
    if val is other:
        return True
    if val._type != other._type or val._marks != other._marks:
        return False
    a: Any = val._v
    b: Any = other._v
    ua, ub = type(a) is _Unknown, type(b) is _Unknown
    if ua or ub:
        return ua and ub and a.refinement == b.refinement
    if val.is_null or other.is_null:
        return val.is_null and other.is_null
    ty = val._type
    if ty.is_number:
        num_eq: bool = a.equals(b)
        return num_eq
    if ty.is_string or ty.is_bool:
        prim_eq: bool = a == b
        return prim_eq
    if ty.is_list or ty.is_tuple or ty.is_set:
        return len(a) == len(b) and all(
            raw_equals(x, y) for x, y in zip(a, b, strict=True))
    if ty.is_object or ty.is_map:
        return a.keys() == b.keys() and all(raw_equals(a[k], b[k]) for k in a)
    if ty.is_capsule:
        ops = ty.ops  # type: ignore[attr-defined]
        if ops.raw_equals is not None:
            return bool(ops.raw_equals(a, b))
        return a is b
    return True  # the dynamic pseudo-type has no other known values


def raw_hash(val: Value) -> int:
    """A hash consistent with :func:`raw_equals`."""
    a: Any = val._v
    ty = val._type
    if type(a) is _Unknown:
        body: Any = ("?", a.refinement)
    elif val.is_null:
        body = "~"
    elif ty.is_number or ty.is_string or ty.is_bool:
        body = a
    elif ty.is_list or ty.is_tuple or ty.is_set:
        body = tuple(raw_hash(e) for e in a)
    elif ty.is_object or ty.is_map:
        body = tuple((k, raw_hash(e)) for k, e in a.items())
    elif ty.is_capsule:
        body = id(a) if ty.ops.raw_equals is None else 0  # type: ignore[attr-defined]
    else:
        body = 0
    return hash((ty, val._marks, body))
