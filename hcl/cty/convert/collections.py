"""Conversions between collection and structural types."""

from __future__ import annotations

from collections.abc import Callable

from hcl.cty.convert.conversion import Conv, get_conversion
from hcl.cty.convert.mismatch import mismatch_message
from hcl.cty.convert.unify import unify_types
from hcl.cty.errors import ConversionError, GetAttrStep, IndexStep, Path, go_quote
from hcl.cty.types import List, Type
from hcl.cty.values import Value

__all__ = [
    "collection_to_list",
    "collection_to_map",
    "collection_to_set",
    "map_to_object",
    "object_to_map",
    "object_to_object",
    "tuple_to_list",
    "tuple_to_set",
    "tuple_to_tuple",
]


def _idx(path: Path, i: int) -> Path:
    return (*path, IndexStep(Value.number(i)))


def _strip_null(v: Value) -> Value:
    if v.is_null:
        return Value.null(v.type.without_optional_attributes_deep()).with_marks(v.marks)
    return v


def _can_collection(vals: list[Value]) -> bool:
    """go-cty ``CanListVal``/``CanSetVal``/``CanMapVal``: one element type, ignoring
    elements of the dynamic type."""
    found: Type | None = None
    for v in vals:
        if v.type.is_dynamic:
            continue
        if found is None:
            found = v.type
        elif v.type != found:
            return False
    return True


def collection_to_list(ety: Type, conv: Conv | None) -> Conv:
    to_list = _collection_to("list", Value.list, ety, conv)

    def convert(val: Value, path: Path) -> Value:
        if not val.length().is_known:
            return Value.unknown(List(val.type.element_type if ety.is_dynamic else ety))
        return to_list(val, path)

    return convert


def collection_to_set(ety: Type, conv: Conv | None) -> Conv:
    return _collection_to("set", Value.set, ety, conv)


def _collection_to(kind: str, make: Callable[..., Value], ety: Type, conv: Conv | None) -> Conv:
    """Convert each element, then build a list or set (``make``) of one element type."""

    def convert(val: Value, path: Path) -> Value:
        elems = []
        for i, (_, e) in enumerate(val.elements()):
            if conv is not None:
                e = conv(e, _idx(path, i))
            elems.append(_strip_null(e))
        if not elems:
            if ety.is_dynamic:
                return make([], val.type.element_type)
            return make([], ety.without_optional_attributes_deep())
        if not _can_collection(elems):
            raise ConversionError(f"element types must all match for conversion to {kind}", path)
        return make(elems)

    return convert


def collection_to_map(ety: Type, conv: Conv | None) -> Conv:
    def convert(val: Value, path: Path) -> Value:
        elems: dict[str, Value] = {}
        for key, e in val.elements():
            epath = (*path, IndexStep(key))
            if conv is not None:
                e = conv(e, epath)
            elems[key.as_string()] = e
        if not elems:
            if ety.is_dynamic:
                return Value.map({}, val.type.element_type)
            return Value.map({}, ety)
        if ety.is_collection or ety.is_object:
            elems = _unify_elements(elems, path, False)
        if not _can_collection(list(elems.values())):
            raise ConversionError("element types must all match for conversion to map", path)
        return Value.map(elems)

    return convert


def _unify_dynamic(etys: list[Type], unsafe: bool) -> Type | None:

    ety, _ = unify_types(etys, unsafe)
    return ety


def _element_convs(in_etys: list[Type], ety: Type, unsafe: bool) -> list[Conv | None] | None:
    convs: list[Conv | None] = []
    cache: dict[Type, Conv | None] = {}
    for in_ety in in_etys:
        if in_ety == ety:
            convs.append(None)
            continue
        if in_ety in cache:
            c = cache[in_ety]
        else:
            c = cache[in_ety] = get_conversion(in_ety, ety, unsafe)
        if c is None:
            return None
        convs.append(c)
    return convs


def _tuple_target_ety(tuple_ty: Type, ety: Type, unsafe: bool) -> Type | None:
    etys = list(tuple_ty.element_types)
    if not ety.is_dynamic:
        return ety
    uni = _unify_dynamic(etys, unsafe)
    if uni is None:
        return None
    if uni.is_dynamic and any(not t.is_dynamic for t in etys):
        return None
    return uni


def tuple_to_set(tuple_ty: Type, set_ety: Type, unsafe: bool) -> Conv | None:
    etys = list(tuple_ty.element_types)
    if not etys:
        empty_ety = set_ety.without_optional_attributes_deep()
        return lambda val, path: Value.set([], empty_ety)
    target = _tuple_target_ety(tuple_ty, set_ety, unsafe)
    if target is None:
        return None
    convs = _element_convs(etys, target, unsafe)
    if convs is None:
        return None

    def convert(val: Value, path: Path) -> Value:
        elems = []
        for i, (_, e) in enumerate(val.elements()):
            c = convs[i]
            if c is not None:
                e = c(e, _idx(path, i))
            elems.append(_strip_null(e))
        if not _can_collection(elems):
            raise ConversionError("element types must all match for conversion to set", path)
        return Value.set(elems)

    return convert


def tuple_to_list(tuple_ty: Type, list_ety: Type, unsafe: bool) -> Conv | None:
    etys = list(tuple_ty.element_types)
    if not etys:
        empty_ety = list_ety.without_optional_attributes_deep()
        return lambda val, path: Value.list([], empty_ety)
    target = _tuple_target_ety(tuple_ty, list_ety, unsafe)
    if target is None:
        return None
    convs = _element_convs(etys, target, unsafe)
    if convs is None:
        return None

    def convert(val: Value, path: Path) -> Value:
        elems = []
        last_path = path
        for i, (_, e) in enumerate(val.elements()):
            last_path = _idx(path, i)
            c = convs[i]
            if c is not None:
                e = c(e, last_path)
            elems.append(e)
        elems = _unify_list_elements(elems, last_path, unsafe)
        if not _can_collection(elems):
            raise ConversionError("element types must all match for conversion to list", path)
        return Value.list(elems)

    return convert


def object_to_map(obj_ty: Type, map_ety: Type, unsafe: bool) -> Conv | None:
    atys = obj_ty.attribute_types
    if not atys:
        empty_ety = map_ety.without_optional_attributes_deep()
        return lambda val, path: Value.map({}, empty_ety)
    if map_ety.is_dynamic:
        uni = _unify_dynamic(list(atys.values()), unsafe)
        if uni is None:
            return None
        map_ety = uni
    target = map_ety
    convs: dict[str, Conv | None] = {}
    for name, aty in atys.items():
        if aty == target:
            convs[name] = None
            continue
        c = get_conversion(aty, target, unsafe)
        if c is None:
            return None
        convs[name] = c

    def convert(val: Value, path: Path) -> Value:
        elems: dict[str, Value] = {}
        for key, e in val.elements():
            name = key.as_string()
            c = convs.get(name)
            if c is not None:
                e = c(e, (*path, IndexStep(key)))
            elems[name] = e
        if target.is_collection or target.is_object:
            elems = _unify_elements(elems, path, unsafe)
        if not _can_collection(list(elems.values())):
            raise ConversionError("attribute types must all match for conversion to map", path)
        return Value.map(elems)

    return convert


def map_to_object(map_ty: Type, obj_ty: Type, unsafe: bool) -> Conv | None:

    atys = obj_ty.attribute_types
    optional = obj_ty.optional_attributes
    map_ety = map_ty.element_type
    convs: dict[str, Conv | None] = {}
    incompatible: set[str] = set()
    for name, aty in atys.items():
        if aty == map_ety:
            continue
        c = get_conversion(map_ety, aty, unsafe)
        if c is None:
            if name in optional and unsafe:
                incompatible.add(name)
                continue
            return None
        convs[name] = c

    def convert(val: Value, path: Path) -> Value:
        elems: dict[str, Value] = {}
        for key, e in val.elements():
            name = key.as_string()
            if name not in atys:
                continue
            epath = (*path, IndexStep(key))
            c = convs.get(name)
            if c is not None:
                e = c(e, epath)
            elif name in incompatible:
                raise ConversionError(
                    f"map element type is incompatible with attribute {_q(name)}: "
                    f"{mismatch_message(e.type, atys[name])}", path)
            elems[name] = _strip_null(e)
        for name, aty in atys.items():
            if name not in elems:
                if name in optional:
                    elems[name] = Value.null(aty)
                else:
                    raise ConversionError(
                        f"map has no element for required attribute {_q(name)}", path)
        return Value.object(elems)

    return convert


def object_to_object(in_ty: Type, out_ty: Type, unsafe: bool) -> Conv | None:
    in_atys = in_ty.attribute_types
    out_atys = out_ty.attribute_types
    optional = out_ty.optional_attributes
    convs: dict[str, Conv | None] = {}
    for name, out_aty in out_atys.items():
        in_aty = in_atys.get(name)
        if in_aty is None:
            if name in optional:
                continue
            return None
        if in_aty == out_aty:
            convs[name] = None
            continue
        c = get_conversion(in_aty, out_aty, unsafe)
        if c is None:
            return None
        convs[name] = c

    def convert(val: Value, path: Path) -> Value:
        attrs: dict[str, Value] = {}
        for key, e in val.elements():
            name = key.as_string()
            if name not in convs:
                continue
            c = convs[name]
            if c is not None:
                e = c(e, (*path, GetAttrStep(name)))
            attrs[name] = _strip_null(e)
        for name in optional:
            if name not in attrs:
                attrs[name] = Value.null(out_atys[name].without_optional_attributes_deep())
        return Value.object(attrs)

    return convert


def tuple_to_tuple(in_ty: Type, out_ty: Type, unsafe: bool) -> Conv | None:
    in_etys, out_etys = in_ty.element_types, out_ty.element_types
    if len(in_etys) != len(out_etys):
        return None
    convs: list[Conv | None] = []
    for i_ety, o_ety in zip(in_etys, out_etys, strict=True):
        if i_ety == o_ety:
            convs.append(None)
            continue
        c = get_conversion(i_ety, o_ety, unsafe)
        if c is None:
            return None
        convs.append(c)

    def convert(val: Value, path: Path) -> Value:
        elems = []
        for i, (_, e) in enumerate(val.elements()):
            c = convs[i]
            if c is not None:
                e = c(e, _idx(path, i))
            elems.append(e)
        return Value.tuple(elems)

    return convert


def _unify_elements(elems: dict[str, Value], path: Path, unsafe: bool) -> dict[str, Value]:

    uni, _ = unify_types([e.type for e in elems.values()], unsafe)
    if uni is None:
        raise ConversionError("cannot find a common base type for all elements", path)
    out: dict[str, Value] = {}
    for name, e in elems.items():
        if e.type == uni:
            out[name] = e
            continue
        c = get_conversion(e.type, uni, unsafe)
        if c is None:
            raise ConversionError("cannot find a common base type for all elements", path)
        out[name] = c(e, (*path, IndexStep(Value.string(name))))
    return out


def _unify_list_elements(elems: list[Value], path: Path, unsafe: bool) -> list[Value]:

    uni, _ = unify_types([e.type for e in elems], unsafe)
    if uni is None:
        raise ConversionError("cannot find a common base type for all elements", path)
    out: list[Value] = []
    for i, e in enumerate(elems):
        if e.type == uni:
            out.append(e)
            continue
        c = get_conversion(e.type, uni, unsafe)
        if c is None:
            raise ConversionError("cannot find a common base type for all elements", path)
        out.append(c(e, _idx(path, i)))
    return out


def _q(s: str) -> str:

    return go_quote(s)
