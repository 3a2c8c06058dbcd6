"""Finding and building conversions (go-cty ``convert/conversion*.go``).

An internal conversion is a callable ``(value, path) -> value`` raising
:class:`~hcl.cty.errors.ConversionError`; ``None`` means no conversion exists.
"""

from __future__ import annotations

from collections.abc import Callable

from hcl.cty.errors import ConversionError, CtyError, Path
from hcl.cty.numbers import Number
from hcl.cty.refinements import ValueRange
from hcl.cty.types import BOOL, DYNAMIC, NUMBER, STRING, List, Map, Object, Set, Tuple, Type
from hcl.cty.values import FALSE, TRUE, Value

Conv = Callable[[Value, Path], Value]

__all__ = ["Conv", "dynamic_replace", "get_conversion", "prepare_unknown_result"]


def get_conversion(in_ty: Type, out_ty: Type, unsafe: bool) -> Conv | None:
    """The conversion from ``in_ty`` to ``out_ty`` (safe only unless ``unsafe``),
    wrapped in the common handling of marks, nulls, unknowns and the dynamic type."""
    conv = _get_conversion_known(in_ty, out_ty, unsafe)
    if conv is None:
        return None
    inner = conv

    def wrapper(val: Value, path: Path) -> Value:
        if val.marks:
            return wrapper(val.unmark(), path).with_marks(val.marks)
        if out_ty.is_dynamic:
            return val
        known, null = val.is_known, val.is_null
        if not known or null:
            out = out_ty.without_optional_attributes_deep()
            if not known:
                return prepare_unknown_result(val.range(), dynamic_replace(val.type, out))
            return Value.null(dynamic_replace(val.type, out))
        return inner(val, path)

    return wrapper


def _get_conversion_known(in_ty: Type, out_ty: Type, unsafe: bool) -> Conv | None:
    from hcl.cty.convert import collections as coll  # imported here: it builds on this module

    if out_ty.is_dynamic:
        return _passthrough
    if unsafe and in_ty.is_dynamic:
        return _dynamic_fixup(out_ty)
    if in_ty.is_primitive and out_ty.is_primitive:
        conv = _SAFE_PRIMITIVE.get((in_ty, out_ty))
        if conv is None and unsafe:
            conv = _UNSAFE_PRIMITIVE.get((in_ty, out_ty))
        return conv
    if out_ty.is_object and in_ty.is_object:
        return coll.object_to_object(in_ty, out_ty, unsafe)
    if out_ty.is_tuple and in_ty.is_tuple:
        return coll.tuple_to_tuple(in_ty, out_ty, unsafe)
    if out_ty.is_list and (in_ty.is_list or in_ty.is_set):
        in_ety, out_ety = in_ty.element_type, out_ty.element_type
        if in_ety == out_ety:
            return coll.collection_to_list(out_ety, None)
        conv_ety = get_conversion(in_ety, out_ety, unsafe)
        return None if conv_ety is None else coll.collection_to_list(out_ety, conv_ety)
    if out_ty.is_set and (in_ty.is_list or in_ty.is_set):
        if in_ty.is_list and not unsafe:
            return None
        in_ety, out_ety = in_ty.element_type, out_ty.element_type
        if in_ety == out_ety:
            return coll.collection_to_set(out_ety, None)
        conv_ety = get_conversion(in_ety, out_ety, unsafe)
        return None if conv_ety is None else coll.collection_to_set(out_ety, conv_ety)
    if out_ty.is_map and in_ty.is_map:
        conv_ety = get_conversion(in_ty.element_type, out_ty.element_type, unsafe)
        return None if conv_ety is None else coll.collection_to_map(out_ty.element_type,
                                                                    conv_ety)
    if out_ty.is_list and in_ty.is_tuple:
        return coll.tuple_to_list(in_ty, out_ty.element_type, unsafe)
    if out_ty.is_set and in_ty.is_tuple:
        return coll.tuple_to_set(in_ty, out_ty.element_type, unsafe)
    if out_ty.is_map and in_ty.is_object:
        return coll.object_to_map(in_ty, out_ty.element_type, unsafe)
    if out_ty.is_object and in_ty.is_map:
        if not unsafe:
            return None
        return coll.map_to_object(in_ty, out_ty, unsafe)
    if in_ty.is_capsule or out_ty.is_capsule:
        if not unsafe or in_ty == out_ty:
            return None
        if out_ty.is_capsule:
            fn = out_ty.ops.conversion_to  # type: ignore[attr-defined]
            conv = fn(in_ty) if fn is not None else None
            if conv is not None:
                return _capsule_conv(conv)
        if in_ty.is_capsule:
            fn = in_ty.ops.conversion_from  # type: ignore[attr-defined]
            conv = fn(out_ty) if fn is not None else None
            if conv is not None:
                return _capsule_conv(conv)
        return None
    return None


def _capsule_conv(conv: Callable[..., Value]) -> Conv:
    def convert(val: Value, path: Path) -> Value:
        try:
            return conv(val, path)
        except ConversionError:
            raise
        except CtyError as e:
            raise ConversionError(e.message, path + e.path) from None

    return convert


def _passthrough(val: Value, path: Path) -> Value:
    return val


def _dynamic_fixup(want: Type) -> Conv:
    def fixup(val: Value, path: Path) -> Value:
        from hcl.cty.convert import convert  # imported here: the package imports this module

        try:
            return convert(val, want)
        except ConversionError as e:
            raise ConversionError(e.message, path + e.path) from None

    return fixup


# ---------------------------------------------------------------------- primitives


def _number_to_string(val: Value, path: Path) -> Value:
    try:
        return Value.string(str(val.as_number()))
    except CtyError as e:
        raise ConversionError(e.message, path) from None


def _bool_to_string(val: Value, path: Path) -> Value:
    return Value.string("true" if val.as_bool() else "false")


def _string_to_number(val: Value, path: Path) -> Value:
    try:
        return Value._make(NUMBER, Number.parse(val.as_string()))
    except CtyError:
        raise ConversionError("a number is required", path) from None


def _string_to_bool(val: Value, path: Path) -> Value:
    s = val.as_string()
    if s in ("true", "1"):
        return TRUE
    if s in ("false", "0"):
        return FALSE
    low = s.lower()
    if low in ("true", "false"):
        raise ConversionError(
            f'a bool is required; to convert from string, use lowercase "{low}"', path)
    raise ConversionError("a bool is required", path)


_SAFE_PRIMITIVE: dict[tuple[Type, Type], Conv] = {
    (NUMBER, STRING): _number_to_string,
    (BOOL, STRING): _bool_to_string,
}
_UNSAFE_PRIMITIVE: dict[tuple[Type, Type], Conv] = {
    (STRING, NUMBER): _string_to_number,
    (STRING, BOOL): _string_to_bool,
}


# ---------------------------------------------------------------------- unknowns


def prepare_unknown_result(source: ValueRange, target: Type) -> Value:
    """The unknown result of converting an unknown value, refined from what is known
    about the source (go-cty ``prepareUnknownResult``)."""
    src_ty = source.type_constraint
    ret = Value.unknown(target)
    if source.definitely_not_null():
        ret = ret.refine_not_null()
    if src_ty.is_object and target.is_map:
        return ret.refine().collection_length(len(src_ty.attribute_types)).new_value()
    if src_ty.is_tuple and target.is_list:
        return ret.refine().collection_length(len(src_ty.element_types)).new_value()
    if src_ty.is_tuple and target.is_set:
        n = len(src_ty.element_types)
        if n <= 1:
            return ret.refine().collection_length(n).new_value()
        return (ret.refine().collection_length_lower_bound(1)
                .collection_length_upper_bound(n).new_value())
    if src_ty.is_collection and target.is_collection:
        b = ret.refine()
        if target.is_set:
            if source.length_lower_bound() > 0:
                b = b.collection_length_lower_bound(1)
        else:
            b = b.collection_length_lower_bound(source.length_lower_bound())
        b = b.collection_length_upper_bound(source.length_upper_bound())
        return b.new_value()
    return ret


def dynamic_replace(in_ty: Type, out_ty: Type) -> Type:
    """``out_ty`` with its dynamic parts filled in from the concrete ``in_ty``."""
    from hcl.cty.convert.unify import unify_types  # imported here: it builds on this module

    if in_ty.is_dynamic:
        return out_ty
    if out_ty.is_dynamic:
        return in_ty
    if out_ty.is_primitive or out_ty.is_capsule:
        return out_ty
    if out_ty.is_map:
        if in_ty.is_map:
            return Map(dynamic_replace(in_ty.element_type, out_ty.element_type))
        if in_ty.is_object:
            uni, _ = unify_types(list(in_ty.attribute_types.values()), True)
            return Map(dynamic_replace(uni if uni is not None else DYNAMIC,
                                       out_ty.element_type))
        return out_ty
    if out_ty.is_object:
        attrs: dict[str, Type] = {}
        for name, aty in out_ty.attribute_types.items():
            if in_ty.is_map:
                attrs[name] = dynamic_replace(in_ty.element_type, aty)
            elif in_ty.is_object and in_ty.has_attribute(name):
                attrs[name] = dynamic_replace(in_ty.attribute_type(name), aty)
            else:
                attrs[name] = aty
        return Object(attrs)
    if out_ty.is_set or out_ty.is_list:
        ctor = Set if out_ty.is_set else List
        if in_ty.is_set or in_ty.is_list:
            return ctor(dynamic_replace(in_ty.element_type, out_ty.element_type))
        if in_ty.is_tuple:
            uni, _ = unify_types(list(in_ty.element_types), True)
            return ctor(dynamic_replace(uni if uni is not None else DYNAMIC,
                                        out_ty.element_type))
        return out_ty
    if out_ty.is_tuple:
        if in_ty.is_tuple and len(in_ty.element_types) == len(out_ty.element_types):
            return Tuple(dynamic_replace(i, o) for i, o in
                         zip(in_ty.element_types, out_ty.element_types, strict=True))
        return out_ty
    return out_ty
