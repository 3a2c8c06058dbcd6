"""Attribute access, indexing, membership, length and iteration."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from typing import Any

from hcl.cty import sets
from hcl.cty.errors import OperationError
from hcl.cty.refinements import NullableRefinement
from hcl.cty.types import BOOL, NUMBER, STRING
from hcl.cty.values import DYNAMIC_VAL, FALSE, TRUE, Value, _Unknown

__all__ = [
    "elements",
    "get_attr",
    "has_element",
    "has_index",
    "index",
    "length",
    "length_int",
]

_INT64_MAX = 2**63 - 1


def _unknown_bool() -> Value:
    return Value._unknown_with(BOOL, NullableRefinement(False))


def get_attr(val: Value, name: str) -> Value:
    """The attribute of an object (the dynamic value for dynamic-typed values, an
    unknown of the attribute type for unknown objects)."""
    if val.marks:
        return get_attr(val.unmark(), name).with_marks(val.marks)
    ty = val.type
    if ty.is_dynamic:
        return DYNAMIC_VAL
    if not ty.is_object:
        raise OperationError("value is not an object")
    name = unicodedata.normalize("NFC", name)
    if not ty.has_attribute(name):
        raise OperationError("value has no attribute of that name")
    aty = ty.attribute_type(name)
    if not val.is_known:
        return Value.unknown(aty)
    if val.is_null:
        raise OperationError("cannot access attributes on a null value")
    return val._v[name]  # type: ignore[no-any-return]


def _int_key(key: Value) -> int | None:
    """The key as a non-negative int64, or None."""
    if key.is_null:
        return None
    n = key._v
    if not n.is_int:
        return None
    i = n.to_int()
    return i if 0 <= i <= _INT64_MAX else None


def index(val: Value, key: Value) -> Value:
    """The element of a list, map or tuple. A missing map key gives a null of the
    element type (as in go-cty); a bad key raises OperationError."""
    if val.marks or key.marks:
        return index(val.unmark(), key.unmark()).with_marks(val.marks, key.marks)
    ty = val.type
    if ty.is_dynamic:
        return DYNAMIC_VAL
    if ty.is_list:
        ety = ty.element_type
        if key.type.is_dynamic:
            return Value.unknown(ety)
        if key.type != NUMBER:
            raise OperationError("element key for list must be number")
        if not key.is_known or not val.is_known:
            return Value.unknown(ety)
        i = _int_key(key)
        if i is None:
            raise OperationError("element key for list must be non-negative integer")
        if val.is_null:
            raise OperationError("cannot index a null value")
        if i >= len(val._v):
            raise OperationError("index out of range")
        return val._v[i]  # type: ignore[no-any-return]
    if ty.is_map:
        ety = ty.element_type
        if key.type.is_dynamic:
            return Value.unknown(ety)
        if key.type != STRING:
            raise OperationError("element key for map must be string")
        if not key.is_known or not val.is_known:
            return Value.unknown(ety)
        if key.is_null:
            raise OperationError("element key for map must not be null")
        if val.is_null:
            raise OperationError("cannot index a null value")
        found = val._v.get(key._v)
        return found if found is not None else Value.null(ety)
    if ty.is_tuple:
        if key.type.is_dynamic:
            return DYNAMIC_VAL
        if key.type != NUMBER:
            raise OperationError("element key for tuple must be number")
        if not key.is_known:
            return DYNAMIC_VAL
        i = _int_key(key)
        if i is None:
            raise OperationError("element key for list must be non-negative integer")
        etys = ty.element_types
        if i >= len(etys):
            raise OperationError("index out of range")
        if not val.is_known:
            return Value.unknown(etys[i])
        if val.is_null:
            raise OperationError("cannot index a null value")
        return val._v[i]  # type: ignore[no-any-return]
    raise OperationError("not a list, map, or tuple type")


def has_index(val: Value, key: Value) -> Value:
    """Whether ``index`` would find an element: a bool Value, unknown when that
    cannot be decided; a key of the wrong type gives false."""
    if val.marks or key.marks:
        return has_index(val.unmark(), key.unmark()).with_marks(val.marks, key.marks)
    ty = val.type
    if ty.is_dynamic:
        return _unknown_bool()
    if ty.is_list or ty.is_tuple:
        if key.type.is_dynamic:
            return _unknown_bool()
        if key.type != NUMBER:
            return FALSE
        if not key.is_known:
            return _unknown_bool()
        if ty.is_list and not val.is_known:
            return _unknown_bool()
        i = _int_key(key)
        if i is None:
            return FALSE
        if ty.is_tuple:
            return TRUE if i < len(ty.element_types) else FALSE
        if val.is_null:
            raise OperationError("cannot index a null value")
        return TRUE if i < len(val._v) else FALSE
    if ty.is_map:
        if key.type.is_dynamic:
            return _unknown_bool()
        if key.type != STRING:
            return FALSE
        if not key.is_known or not val.is_known:
            return _unknown_bool()
        if val.is_null or key.is_null:
            raise OperationError("cannot index a null value")
        return TRUE if key._v in val._v else FALSE
    raise OperationError("not a list, map, or tuple type")


def has_element(val: Value, elem: Value) -> Value:
    """Whether a set contains ``elem`` (unknown if that depends on unknowns)."""
    if val.marks or elem.marks:
        return has_element(val.unmark(), elem.unmark()).with_marks(val.marks, elem.marks)
    ty = val.type
    if val.is_null:
        raise OperationError("cannot HasElement on null value")
    if not val.is_known:
        return _unknown_bool()
    if not ty.is_set:
        raise OperationError("not a set type")
    ety = ty.element_type
    if not elem.type.is_dynamic and not ety.is_dynamic and elem.type != ety:
        return FALSE
    if not elem.is_known:
        return _unknown_bool()
    no_match = FALSE if val.is_wholly_known else _unknown_bool()
    if ety != elem.type:
        return FALSE
    if not sets.contains(val._v, elem.unmark_deep()):
        return no_match
    return TRUE


def length(val: Value) -> Value:
    """Element count as a number Value. Tuples always have a known length; an unknown
    collection gives an unknown number bounded by its length refinements; a set holding
    unknowns gives an unknown in ``[1, n]`` unless it has one element."""
    if val.marks:
        return length(val.unmark()).with_marks(val.marks)
    ty = val.type
    if ty.is_tuple:
        return Value.number(len(ty.element_types))
    if not (ty.is_collection or ty.is_dynamic):
        raise OperationError("value is not a collection")
    if not val.is_known:
        rng = val.range()
        return (Value.unknown(NUMBER).refine().not_null()
                .number_range_inclusive(Value.number(rng.length_lower_bound()),
                                        Value.number(rng.length_upper_bound()))
                .new_value())
    if val.is_null:
        raise OperationError("value is null")
    if ty.is_set:
        n = len(val._v)
        if n == 1 or val.is_wholly_known:
            return Value.number(n)
        return (Value.unknown(NUMBER).refine().not_null()
                .number_range_inclusive(Value.number(1), Value.number(n)).new_value())
    if ty.is_list or ty.is_map:
        return Value.number(len(val._v))
    raise OperationError("value is not a collection")


def length_int(val: Value) -> int:
    """go-cty ``LengthInt`` (for sets with unknowns: the stored element count)."""
    if val.marks:
        raise OperationError("value is marked, so must be unmarked first")
    ty = val.type
    if ty.is_tuple:
        return len(ty.element_types)
    if ty.is_object:
        return len(ty.attribute_types)
    if not val.is_known:
        raise OperationError("value is not known")
    if val.is_null:
        raise OperationError("value is null")
    if ty.is_collection:
        return len(val._v)
    raise OperationError("value is not a collection")


def elements(val: Value) -> Iterator[tuple[Value, Value]]:
    if val.marks:
        raise OperationError("value is marked, so must be unmarked first")
    if type(val._v) is _Unknown:
        raise OperationError("can't use ElementIterator on unknown value")
    if val.is_null:
        raise OperationError("can't use ElementIterator on null value")
    ty = val.type
    raw: Any = val._v
    if ty.is_list or ty.is_tuple:
        return ((Value.number(i), e) for i, e in enumerate(raw))
    if ty.is_map or ty.is_object:
        return ((Value.string(k), e) for k, e in raw.items())
    if ty.is_set:
        return ((e, e) for e in raw)
    raise OperationError(f"cannot iterate elements of {ty.friendly_name()}")
