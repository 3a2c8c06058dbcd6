"""Type unification (go-cty ``unify.go``, ``compare_types.go``, ``sort_types.go``).

go-cty's rules differ from the prose of the HCL spec in places, and this follows
go-cty: objects with differing attribute names unify to a *map* (not an object of the
union of attributes), tuples of differing lengths to a *list*, and a dynamic type mixed
with collections of one kind makes the result dynamic.
"""

from __future__ import annotations

from collections.abc import Callable

from hcl.cty.convert.conversion import get_conversion
from hcl.cty.errors import Path
from hcl.cty.types import DYNAMIC, STRING, List, Map, Object, Set, Tuple, Type
from hcl.cty.values import DYNAMIC_VAL, Value

Conversion = Callable[[Value], Value]

__all__ = ["Conversion", "compare_types", "sort_types", "unify_types"]


def _public(conv: Callable[[Value, Path], Value] | None) -> Conversion | None:
    if conv is None:
        return None
    return lambda v: conv(v, ())


def _conv(a: Type, b: Type, unsafe: bool) -> Conversion | None:
    return _public(get_conversion(a, b, unsafe))


Result = tuple[Type | None, list[Conversion | None] | None]


def unify_types(types: list[Type], unsafe: bool) -> Result:
    """The most general type all ``types`` convert to, and the conversion for each
    input (None where the input already has that type); ``(None, None)`` if there is
    none (including for an empty list)."""
    if not types:
        return None, None
    first = types[0]
    if all(t == first for t in types) and first.without_optional_attributes_deep() == first:
        # Every rule below gives back the common type itself, with no conversions.
        return first, [None] * len(types)
    counts = {"map": 0, "list": 0, "set": 0, "object": 0, "tuple": 0, "dynamic": 0}
    for ty in types:
        if ty.is_map:
            counts["map"] += 1
        elif ty.is_list:
            counts["list"] += 1
        elif ty.is_set:
            counts["set"] += 1
        elif ty.is_object:
            counts["object"] += 1
        elif ty.is_tuple:
            counts["tuple"] += 1
        elif ty.is_dynamic:
            counts["dynamic"] += 1
    n = len(types)
    dyn = counts["dynamic"]
    if counts["map"] and counts["map"] + dyn == n:
        return _unify_collections(Map, types, unsafe, dyn > 0)
    if counts["map"] and counts["map"] + counts["object"] + dyn == n:
        sty, sconvs = _unify_structural_as(types, unsafe, "object")
        if sty is not None and sty.is_map:
            return sty, sconvs
    elif counts["list"] and counts["list"] + dyn == n:
        return _unify_collections(List, types, unsafe, dyn > 0)
    elif counts["list"] and counts["list"] + counts["tuple"] + dyn == n:
        sty, sconvs = _unify_structural_as(types, unsafe, "tuple")
        if sty is not None and sty.is_list:
            return sty, sconvs
    elif counts["set"] and counts["set"] + dyn == n:
        return _unify_collections(Set, types, unsafe, dyn > 0)
    elif counts["object"] and counts["object"] + dyn == n:
        return _unify_objects(types, unsafe, dyn > 0)
    elif counts["tuple"] and counts["tuple"] + dyn == n:
        return _unify_tuples(types, unsafe, dyn > 0)
    elif counts["object"] and counts["tuple"]:
        return None, None

    order = sort_types(types)
    for want_idx in order:
        want = types[want_idx]
        convs: list[Conversion | None] = []
        for i, ty in enumerate(types):
            if i == want_idx or ty == want:
                convs.append(None)
                continue
            c = _conv(ty, want, unsafe)
            if c is None:
                break
            convs.append(c)
        else:
            return want, convs
    return None, None


def _all_dynamic(types: list[Type]) -> Result:
    return DYNAMIC, [lambda v: DYNAMIC_VAL for _ in types]


def _convs_to(types: list[Type], ret: Type, unsafe: bool) -> list[Conversion | None] | None:
    convs: list[Conversion | None] = []
    for ty in types:
        if ty == ret:
            convs.append(None)
            continue
        c = _conv(ty, ret, unsafe)
        if c is None:
            return None
        convs.append(c)
    return convs


def _unify_collections(ctor: Callable[[Type], Type], types: list[Type], unsafe: bool,
                       has_dynamic: bool) -> Result:
    if has_dynamic:
        return _all_dynamic(types)
    ety, _ = unify_types([t.element_type for t in types], unsafe)
    if ety is None:
        return None, None
    ret = ctor(ety)
    convs = _convs_to(types, ret, unsafe)
    return (ret, convs) if convs is not None else (None, None)


def _unify_structural_as(types: list[Type], unsafe: bool, kind: str) -> Result:
    """Unify the objects (tuples) among ``types`` to a map (list), then everything."""
    idxs = [i for i, t in enumerate(types) if (t.is_object if kind == "object" else t.is_tuple)]
    parts = [types[i] for i in idxs]
    if kind == "object":
        ty, part_convs = _unify_objects_to_map(parts, unsafe)
        ok = ty is not None and ty.is_map
    else:
        ty, part_convs = _unify_tuples_to_list(parts, unsafe)
        ok = ty is not None and ty.is_list
    if not ok or ty is None or part_convs is None:
        return None, None
    replaced = list(types)
    for i in idxs:
        replaced[i] = ty
    new_ty, convs = unify_types(replaced, unsafe)
    if new_ty is None or convs is None or not (new_ty.is_map if kind == "object"
                                                 else new_ty.is_list):
        return None, None
    for j, i in enumerate(idxs):
        outer = convs[i]
        inner = part_convs[j]
        if outer is None:
            convs[i] = inner
        elif inner is not None:
            convs[i] = _compose(inner, outer)
    return new_ty, convs


def _compose(first: Conversion, second: Conversion) -> Conversion:
    return lambda v: second(first(v))


def _unify_objects(types: list[Type], unsafe: bool, has_dynamic: bool) -> Result:
    if has_dynamic:
        return _all_dynamic(types)
    first = types[0].attribute_types
    for ty in types[1:]:
        if ty.attribute_types.keys() != first.keys():
            return _unify_objects_to_map(types, unsafe)
    attrs: dict[str, Type] = {}
    for name in first:
        aty, _ = unify_types([t.attribute_types[name] for t in types], unsafe)
        if aty is None:
            return None, None
        attrs[name] = aty
    ret = Object(attrs)
    convs = _convs_to(types, ret, unsafe)
    if convs is None:
        return _unify_objects_to_map(types, unsafe)
    return ret, convs


def _unify_objects_to_map(types: list[Type], unsafe: bool) -> Result:
    atys = [aty for t in types for aty in t.attribute_types.values()]
    ety, _ = unify_types(atys, unsafe)
    if ety is None:
        return None, None
    ret = Map(ety)
    convs = _convs_to(types, ret, unsafe)
    return (ret, convs) if convs is not None else (None, None)


def _unify_tuples(types: list[Type], unsafe: bool, has_dynamic: bool) -> Result:
    if has_dynamic:
        return _all_dynamic(types)
    first = types[0].element_types
    if any(len(t.element_types) != len(first) for t in types[1:]):
        return _unify_tuples_to_list(types, unsafe)
    etys: list[Type] = []
    for i in range(len(first)):
        ety, _ = unify_types([t.element_types[i] for t in types], unsafe)
        if ety is None:
            return None, None
        etys.append(ety)
    ret = Tuple(etys)
    convs = _convs_to(types, ret, unsafe)
    if convs is None:
        return _unify_tuples_to_list(types, unsafe)
    return ret, convs


def _unify_tuples_to_list(types: list[Type], unsafe: bool) -> Result:
    etys = [e for t in types for e in t.element_types]
    ety, _ = unify_types(etys, unsafe)
    if ety is None:
        return None, None
    ret = List(ety)
    convs = _convs_to(types, ret, unsafe)
    return (ret, convs) if convs is not None else (None, None)


def compare_types(a: Type, b: Type) -> int:
    """Preference between two types for unification: negative if ``a`` is the more
    general (preferred) one, positive if ``b`` is, 0 if neither."""
    if a.is_dynamic or b.is_dynamic:
        if not a.is_dynamic:
            return -1
        if not b.is_dynamic:
            return 1
        return 0
    if a.is_primitive and b.is_primitive and (a == STRING or b == STRING):
        if a != STRING:
            return 1
        if b != STRING:
            return -1
        return 0
    if (a.is_list and b.is_list) or (a.is_set and b.is_set) or (a.is_map and b.is_map):
        return compare_types(a.element_type, b.element_type)
    swap = 1
    if ((a.is_tuple and b.is_list) or (a.is_object and b.is_map)
            or (a.is_set and (b.is_tuple or b.is_list))):
        a, b = b, a
        swap = -1
    if b.is_set and (a.is_tuple or a.is_list):
        return -1 * swap
    if a.is_list and b.is_tuple:
        return -1 * swap
    if a.is_map and b.is_object:
        return -1 * swap
    if a.is_object and b.is_object:
        atys, btys = a.attribute_types, b.attribute_types
        if atys.keys() != btys.keys():
            return 0
        pairs = [(atys[k], btys[k]) for k in atys]
    elif a.is_tuple and b.is_tuple:
        if len(a.element_types) != len(b.element_types):
            return 0
        pairs = list(zip(a.element_types, b.element_types, strict=True))
    else:
        return 0
    a_super = b_super = False
    for x, y in pairs:
        c = compare_types(x, y)
        if c < 0:
            a_super = True
        elif c > 0:
            b_super = True
    if a_super and b_super:
        return 0
    if a_super:
        return -1 * swap
    if b_super:
        return 1 * swap
    return 0


def sort_types(types: list[Type]) -> list[int]:
    """Indices of ``types``, most general first (a topological sort of the
    ``compare_types`` preferences; Go's quirks on cycles included)."""
    n = len(types)
    edges: list[list[int]] = [[] for _ in range(n)]
    cache: dict[tuple[Type, Type], int] = {}
    for i in range(n - 1):
        for j in range(i + 1, n):
            key = (types[i], types[j])
            c = cache.get(key)
            if c is None:
                c = cache[key] = compare_types(types[i], types[j])
            if c < 0:
                edges[i].append(j)
            elif c > 0:
                edges[j].append(i)
    indeg = [0] * n
    for outs in edges:
        for j in outs:
            indeg[j] += 1
    result = [0] * n
    filled = 0
    queue = [i for i in range(n) if indeg[i] == 0]
    head = 0
    while head < len(queue):
        i = queue[head]
        head += 1
        result[filled] = i
        filled += 1
        for j in edges[i]:
            indeg[j] -= 1
            if indeg[j] == 0:
                queue.append(j)
    return result

