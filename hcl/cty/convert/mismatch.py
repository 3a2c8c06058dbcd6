"""English explanations of why one type does not convert to another (go-cty
``MismatchMessage``)."""

from __future__ import annotations

from hcl.cty.convert.conversion import get_conversion
from hcl.cty.errors import go_quote
from hcl.cty.types import BOOL, NUMBER, STRING, Type

__all__ = ["mismatch_message"]


def mismatch_message(got: Type, want: Type) -> str:
    """Why ``got`` does not conform to (convert to) ``want``, e.g. ``number required,
    but have bool`` or ``attribute "a": number required``."""
    if got.is_object and want.is_object:
        return _objects(got, want)
    dyn_ety = want.is_collection and want.element_type.is_dynamic
    if got.is_tuple and want.is_list and dyn_ety:
        return "all list elements must have the same type"
    if got.is_tuple and want.is_set and dyn_ety:
        return "all set elements must have the same type"
    if got.is_object and want.is_map and dyn_ety:
        return "all map elements must have the same type"
    if (got.is_tuple or got.is_object) and want.is_collection:
        return _collection_from_structural(got, want)
    if got.is_collection and want.is_collection:
        return _collection_from_collection(got, want)
    if not _likely_confusing(got, want):
        return f"{want.friendly_name()} required, but have {got.friendly_name()}"
    return want.friendly_name_for_constraint() + " required"


def _objects(got: Type, want: Type) -> str:
    gattrs = got.attribute_types
    wattrs = want.attribute_types
    missing: list[str] = []
    unsafe_msg = ""
    safe_msg = ""
    for name in sorted(wattrs):
        wty = wattrs[name]
        gty = gattrs.get(name)
        if gty is None:
            if name not in want.optional_attributes:
                missing.append(name)
            continue
        if gty == wty or unsafe_msg:
            continue
        if get_conversion(gty, wty, True) is None:
            unsafe_msg = f"attribute {go_quote(name)}: {mismatch_message(gty, wty)}"
        if safe_msg:
            continue
        if get_conversion(gty, wty, False) is None:
            safe_msg = f"attribute {go_quote(name)}: {mismatch_message(gty, wty)}"
    if missing:
        missing.sort()
        if len(missing) == 1:
            return f"attribute {go_quote(missing[0])} is required"
        if len(missing) == 2:
            return f"attributes {go_quote(missing[0])} and {go_quote(missing[1])} are required"
        head = "".join(f"{go_quote(n)}, " for n in missing[:-1])
        return f"attributes {head}and {go_quote(missing[-1])} are required"
    return unsafe_msg or safe_msg or "incorrect object attributes"


def _collection_from_structural(got: Type, want: Type) -> str:
    if (want.is_list or want.is_set) and not got.is_tuple:
        return want.friendly_name_for_constraint() + " required"
    if want.is_map and not got.is_object:
        return want.friendly_name_for_constraint() + " required"
    wety = want.element_type
    if got.is_tuple:
        for i, gety in enumerate(got.element_types):
            if gety == wety or get_conversion(gety, wety, True) is not None:
                continue
            return f"element {i}: {mismatch_message(gety, wety)}"
    else:
        for name, gaty in sorted(got.attribute_types.items()):
            if gaty == wety or get_conversion(gaty, wety, True) is not None:
                continue
            return f"element {go_quote(name)}: {mismatch_message(gaty, wety)}"
    return f"all elements must be {wety.friendly_name_for_constraint()}"


def _collection_from_collection(got: Type, want: Type) -> str:
    if (want.is_list or want.is_set) and not (got.is_list or got.is_set):
        return want.friendly_name_for_constraint() + " required"
    if want.is_map and not got.is_map:
        return want.friendly_name_for_constraint() + " required"
    noun = "list" if want.is_list else "set" if want.is_set else "map"
    return (f"incorrect {noun} element type: "
            f"{mismatch_message(got.element_type, want.element_type)}")


def _likely_confusing(got: Type, want: Type) -> bool:
    if got.is_primitive != want.is_primitive:
        return False
    if want == STRING:
        return False
    if (want == BOOL and got == NUMBER) or (got == BOOL and want == NUMBER):
        return False
    if (got.is_collection and want.is_collection and not got.element_type.has_dynamic_types()
            and want.element_type.has_dynamic_types()):
        return False
    return not (got.is_tuple and want.is_object)
