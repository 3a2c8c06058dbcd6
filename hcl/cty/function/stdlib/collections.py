"""Collection functions (go-cty ``stdlib/collection.go``).

``length``, ``element``, ``coalescelist``, ``compact``, ``contains``, ``distinct``,
``chunklist``, ``flatten``, ``keys``, ``lookup``, ``merge``, ``reverse``,
``setproduct``, ``slice``, ``values``, ``zipmap``, and go-cty's own ``index`` and
``has_index`` (the ``[]`` operator's semantics as functions; Terraform's ``index``
is a different function).

Results follow go-cty, including its result types (``flatten`` and ``values`` of an
object give tuples, ``keys`` of an object a tuple of strings, ``merge`` of differing
types an object). Work is bounded: ``setproduct`` refuses results of more than
:data:`MAX_PRODUCT_LENGTH` elements (go-cty has no limit), and ``distinct`` finds
duplicates through hash buckets rather than comparing every pair.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable
from typing import Any

from hcl.cty.convert import convert, unify_unsafe
from hcl.cty.errors import ConversionError, CtyError, go_quote
from hcl.cty.function.function import (
    ArgError,
    Function,
    FunctionError,
    ImplFunc,
    Parameter,
    TypeFunc,
)
from hcl.cty.function.stdlib.general import GO_INT_MESSAGE, go_int, refine_not_null
from hcl.cty.types import (
    BOOL,
    DYNAMIC,
    EMPTY_OBJECT_TYPE,
    EMPTY_TUPLE_TYPE,
    NUMBER,
    STRING,
    List,
    Map,
    Object,
    Set,
    Tuple,
    Type,
)
from hcl.cty.values import DYNAMIC_VAL, EMPTY_TUPLE, FALSE, TRUE, Value

__all__ = ["FUNCTIONS", "MAX_PRODUCT_LENGTH", "equality_key"]

#: The most elements ``setproduct`` builds; a larger product is an error.
MAX_PRODUCT_LENGTH = 100_000

_ANY = DYNAMIC


def _fn(params: list[Parameter], type: Type | TypeFunc, impl: ImplFunc, description: str, *,
        var_param: Parameter | None = None, refine: bool = True) -> Function:
    return Function(params=params, var_param=var_param, type=type, impl=impl,
                    refine_result=refine_not_null if refine else None,
                    description=description)


def _list(vals: list[Value], ety: Type) -> Value:
    """go-cty's ``ListVal`` (element type from the elements) or ``ListValEmpty(ety)``."""
    return Value.list(vals) if vals else Value.list([], ety)


def _map_or_object(items: dict[str, Value], ret: Type) -> Value:
    """go-cty's ``MapVal``/``MapValEmpty`` for a map result, else ``ObjectVal``."""
    if not ret.is_map:
        return Value.object(items)
    return Value.map(items) if items else Value.map({}, ret.element_type)


def _known_true(v: Value) -> bool:
    return v.is_known and v.is_true()


def _index_arg(v: Value, what: str) -> int:
    i = go_int(v.as_number())
    if i is None:
        raise FunctionError(f"{what}: {GO_INT_MESSAGE}")
    return i


def equality_key(v: Value) -> Hashable:
    """A hashable key for a wholly known, unmarked value such that values that are
    equal (``Value.equals`` is true) get equal keys. (Unequal values may share one.)"""
    if v.is_null:
        return None
    ty = v.type
    if ty.is_number:
        return hash(v.as_number())
    if ty.is_string:
        return v.as_string()
    if ty.is_bool:
        return v.as_bool()
    if ty.is_list or ty.is_tuple:
        return tuple(equality_key(e) for e in v.as_value_list())
    if ty.is_set:
        return frozenset(equality_key(e) for e in v.as_value_list())
    if ty.is_map or ty.is_object:
        return tuple((k, equality_key(e)) for k, e in v.as_value_map().items())
    return ty  # capsules: compare within the type


# ---------------------------------------------------------------------- has_index, index


def _has_index_type(args: list[Value]) -> Type:
    ty = args[0].type
    if not (ty.is_tuple or ty.is_list or ty.is_map or ty.is_dynamic):
        raise FunctionError("collection must be a list, a map or a tuple")
    return BOOL


HAS_INDEX = _fn(
    [Parameter("collection", _ANY, allow_dynamic_type=True),
     Parameter("key", _ANY, allow_dynamic_type=True)],
    _has_index_type, lambda args, ret: args[0].has_index(args[1]),
    "Returns true if if the given collection can be indexed with the given key without "
    "producing an error, or false otherwise.")


def _index_type(args: list[Value]) -> Type:
    coll, key = args
    ty, kty = coll.type, key.type
    if ty.is_tuple:
        if kty != NUMBER and not kty.is_dynamic:
            raise FunctionError("key for tuple must be number")
        if not key.is_known:
            return DYNAMIC
        idx = _index_arg(key, "invalid key for tuple")
        etys = ty.element_types
        if not 0 <= idx < len(etys):
            raise FunctionError(f"key must be between 0 and {len(etys)} inclusive")
        return etys[idx]
    if ty.is_list:
        if kty != NUMBER and not kty.is_dynamic:
            raise FunctionError("key for list must be number")
        return ty.element_type
    if ty.is_map:
        if kty != STRING and not kty.is_dynamic:
            raise FunctionError("key for map must be string")
        return ty.element_type
    raise FunctionError("collection must be a list, a map or a tuple")


def _index(args: list[Value], ret: Type) -> Value:
    if HAS_INDEX.call(args).is_false():
        raise FunctionError("invalid index")
    return args[0].index(args[1])


INDEX = _fn(
    [Parameter("collection", _ANY), Parameter("key", _ANY, allow_dynamic_type=True)],
    _index_type, _index, "Returns the element with the given key from the given "
    "collection, or raises an error if there is no such element.", refine=False)


# ---------------------------------------------------------------------- length, element


def _length_type(args: list[Value]) -> Type:
    ty = args[0].type
    if not (ty.is_tuple or ty.is_collection or ty.is_dynamic):
        raise FunctionError("collection must be a list, a map or a tuple")
    return NUMBER


LENGTH = _fn(
    [Parameter("collection", _ANY, allow_dynamic_type=True, allow_unknown=True,
               allow_marked=True)],
    _length_type, lambda args, ret: args[0].length(),
    "Returns the number of elements in the given collection.")


def _element_type(args: list[Value]) -> Type:
    lst, index = args
    ty = lst.type
    if ty.is_list:
        return ty.element_type
    if ty.is_tuple:
        if not index.is_known:
            return DYNAMIC
        i = _index_arg(index, "invalid index")
        etys = ty.element_types
        if not etys:
            raise FunctionError("cannot use element function with an empty list")
        return etys[i % len(etys)]
    raise FunctionError(f"cannot read elements from {ty.friendly_name()}")


def _element(args: list[Value], ret: Type) -> Value:
    i = _index_arg(args[1], "invalid index")
    lst, marks = args[0].unmark_with_marks()
    if not lst.is_known:
        return Value.unknown(ret)
    n = lst.length_int()
    if n == 0:
        raise FunctionError("cannot use element function with an empty list")
    return lst.index(Value.number(i % n)).with_marks(marks)


ELEMENT = _fn(
    [Parameter("list", _ANY, allow_marked=True), Parameter("index", NUMBER)],
    _element_type, _element, "Returns the element with the given index from the given "
    "list or tuple, applying the modulo operation to the given index if it's greater "
    "than the number of elements.", refine=False)


# ---------------------------------------------------------------------- coalescelist, compact


def _coalescelist_type(args: list[Value]) -> Type:
    if not args:
        raise FunctionError("at least one argument is required")
    for arg in args:
        if not arg.is_known:
            return DYNAMIC
        if not (arg.type.is_list or arg.type.is_tuple):
            raise FunctionError("coalescelist arguments must be lists or tuples")
    first = args[0].type
    return first if all(a.type == first for a in args[1:]) else DYNAMIC


def _coalescelist(args: list[Value], ret: Type) -> Value:
    for arg in args:
        if not arg.is_known:
            return Value.unknown(ret)
        if not arg.is_null and arg.length_int() > 0:
            return arg
    raise FunctionError("no non-null arguments")


COALESCELIST = _fn(
    [], _coalescelist_type, _coalescelist, "Returns the first of the given sequences that "
    "has a length greater than zero.",
    var_param=Parameter("vals", _ANY, allow_unknown=True, allow_dynamic_type=True,
                        allow_null=True,
                        description="List or tuple values to test in the given order."))


def _compact(args: list[Value], ret: Type) -> Value:
    if not args[0].is_wholly_known:
        return Value.unknown(ret)
    out = [v for v in args[0].as_value_list() if not v.is_null and v.as_string() != ""]
    return Value.list(out, STRING)


COMPACT = _fn([Parameter("list", List(STRING))], List(STRING), _compact,
              "Removes all empty string elements from the given list of strings.")


# ---------------------------------------------------------------------- contains, distinct


def _contains(args: list[Value], ret: Type) -> Value:
    lst, val = args
    ty = lst.type
    if not (ty.is_list or ty.is_tuple or ty.is_set):
        raise FunctionError("argument must be list, tuple, or set")
    if lst.is_null:
        raise FunctionError("cannot search a nil list or set")
    if lst.length_int() == 0:
        return FALSE
    if not lst.is_known or not val.is_known:
        return Value.unknown(BOOL)
    has_unknown = False
    for v in lst.as_value_list():
        eq = val.equals(v)
        if not eq.is_known:
            has_unknown = True  # a later element may still match exactly
        elif eq.is_true():
            return TRUE
    return Value.unknown(BOOL) if has_unknown else FALSE


CONTAINS = _fn(
    [Parameter("list", _ANY), Parameter("value", _ANY, allow_null=True)], BOOL, _contains,
    "Returns true if the given value is a value in the given list, tuple, or set, or "
    "false otherwise.")


def _distinct(args: list[Value], ret: Type) -> Value:
    lst = args[0]
    if not lst.is_wholly_known:
        return Value.unknown(ret)
    kept: list[Value] = []
    buckets: dict[Hashable, list[Value]] = {}
    for v in lst.as_value_list():
        bucket = buckets.setdefault(equality_key(v), [])
        if any(_known_true(seen.equals(v)) for seen in bucket):
            continue
        bucket.append(v)
        kept.append(v)
    return _list(kept, ret.element_type)


DISTINCT = _fn([Parameter("list", List(_ANY))], lambda args: args[0].type, _distinct,
               "Removes any duplicate values from the given list, preserving the order "
               "of remaining elements.")


# ---------------------------------------------------------------------- chunklist, flatten


def _chunklist(args: list[Value], ret: Type) -> Value:
    lst, list_marks = args[0].unmark_with_marks()
    size_val, size_marks = args[1].unmark_with_marks()
    marks = list_marks | size_marks
    size = _index_arg(size_val, "invalid size")
    if size < 0:
        raise FunctionError("the size argument must be positive")
    elems = lst.as_value_list()
    if not elems:
        return Value.list([], lst.type).with_marks(marks)
    if size == 0:
        return Value.list([lst]).with_marks(marks)
    chunks = [Value.list(elems[i:i + size]) for i in range(0, len(elems), size)]
    return Value.list(chunks).with_marks(marks)


CHUNKLIST = _fn(
    [Parameter("list", List(_ANY), allow_marked=True,
               description="The list to split into chunks."),
     Parameter("size", NUMBER, allow_marked=True,
               description="The maximum length of each chunk. All but the last element "
                           "of the result is guaranteed to be of exactly this size.")],
    lambda args: List(args[0].type), _chunklist, "Splits a single list into multiple "
    "lists where each has at most the given number of elements.")


def _flattener(seq: Value) -> tuple[list[Value], list[frozenset[Any]], bool]:
    """The flattened elements, the marks met on the way, and whether the result is
    known (an unknown nested sequence, or the dynamic value, makes it unknown)."""
    seq, marks = seq.unmark_with_marks()
    markses = [marks] if marks else []
    if not seq.length().is_known:
        return [], markses, False
    out: list[Value] = []
    known = True
    for val in seq.as_value_list():
        ty = val.type
        if ty.is_dynamic and not val.is_known and not val.marks:
            known = False  # could turn out to be another sequence
        if not val.is_null and (ty.is_list or ty.is_set or ty.is_tuple):
            if not val.is_known:
                known = False
                markses.append(val.marks)
                continue
            res, res_marks, res_known = _flattener(val)
            markses.extend(res_marks)
            if res_known:
                out.extend(res)
            else:
                known = False
        else:
            out.append(val)
    return out, markses, known


def _flatten_type(args: list[Value]) -> Type:
    if not args[0].is_wholly_known:
        return DYNAMIC
    ty = args[0].type
    if not (ty.is_list or ty.is_set or ty.is_tuple):
        raise FunctionError("can only flatten lists, sets and tuples")
    out, _, known = _flattener(args[0])
    return Tuple([v.type for v in out]) if known else DYNAMIC


def _flatten(args: list[Value], ret: Type) -> Value:
    unmarked, marks = args[0].unmark_with_marks()
    if unmarked.length_int() == 0:
        return EMPTY_TUPLE.with_marks(marks)
    out, markses, known = _flattener(args[0])
    if not known:
        return Value.unknown(ret).with_marks(*markses)
    return Value.tuple(out).with_marks(*markses)


FLATTEN = _fn(
    [Parameter("list", _ANY, allow_marked=True)], _flatten_type, _flatten,
    "Transforms a list, set, or tuple value into a tuple by replacing any given elements "
    "that are themselves sequences with a flattened tuple of all of the nested elements "
    "concatenated together.")


# ---------------------------------------------------------------------- keys, values, lookup


def _keys_type(args: list[Value]) -> Type:
    ty = args[0].type
    if ty.is_map:
        return List(STRING)
    if ty.is_object:
        n = len(ty.attribute_types)
        return Tuple([STRING] * n) if n else EMPTY_TUPLE_TYPE
    raise ArgError(0, "must have map or object type")


def _keys(args: list[Value], ret: Type) -> Value:
    m, marks = args[0].unmark_with_marks()
    if m.type.is_object:
        # Unknown objects too: the attribute names come from the type.
        names = sorted(m.type.attribute_types)
        return Value.tuple([Value.string(n) for n in names]).with_marks(marks)
    if not m.is_known:
        return Value.unknown(ret).with_marks(marks)
    return Value.list([k for k, _ in m.elements()], STRING).with_marks(marks)


KEYS = _fn(
    [Parameter("inputMap", _ANY, allow_unknown=True, allow_marked=True,
               description="The map to extract keys from. May instead be an object-typed "
                           "value, in which case the result is a tuple of the object "
                           "attributes.")],
    _keys_type, _keys, "Returns a list of the keys of the given map in lexicographical "
    "order.")


def _values_type(args: list[Value]) -> Type:
    ty = args[0].type
    if ty.is_map:
        return List(ty.element_type)
    if ty.is_object:
        atys = ty.attribute_types
        return Tuple([atys[n] for n in sorted(atys)]) if atys else EMPTY_TUPLE_TYPE
    raise FunctionError("values() requires a map as the first argument")


def _values(args: list[Value], ret: Type) -> Value:
    m, marks = args[0].unmark_with_marks()
    vals = [v for _, v in m.elements()]
    if ret.is_tuple:
        return Value.tuple(vals).with_marks(marks)
    return _list(vals, ret.element_type).with_marks(marks)


VALUES = _fn([Parameter("mapping", _ANY, allow_marked=True)], _values_type, _values,
             "Returns the values of elements of a given map, or the values of attributes "
             "of a given object, in lexicographic order by key or attribute name.")


def _lookup_type(args: list[Value]) -> Type:
    m, key, default = args
    ty = m.type
    if ty.is_object:
        if not key.is_known:
            return DYNAMIC
        name = key.unmark().as_string()
        return ty.attribute_type(name) if ty.has_attribute(name) else default.type
    if ty.is_map:
        try:
            convert(default, ty.element_type)
        except CtyError:
            raise ArgError(2, "the default value must have the same type as the map "
                              "elements") from None
        return ty.element_type
    raise ArgError(0, "lookup() requires a map as the first argument")


def _lookup(args: list[Value], ret: Type) -> Value:
    m, map_marks = args[0].unmark_with_marks()
    key, key_marks = args[1].unmark_with_marks()
    marks = map_marks | key_marks
    name = key.as_string()
    if not m.is_wholly_known:
        return Value.unknown(ret).with_marks(marks)
    if m.type.is_object:
        if m.type.has_attribute(name):
            return m.get_attr(name).with_marks(marks)
    else:
        if _known_true(m.has_index(Value.string(name))):
            return m.index(Value.string(name)).with_marks(marks)
    return convert(args[2], ret).with_marks(marks)


LOOKUP = _fn(
    [Parameter("inputMap", _ANY, allow_marked=True),
     Parameter("key", STRING, allow_marked=True),
     Parameter("default", _ANY, allow_marked=True)],
    _lookup_type, _lookup, "Returns the value of the element with the given key from the "
    "given map, or returns the default value if there is no such element.", refine=False)


# ---------------------------------------------------------------------- merge, reverse


def _merge_type(args: list[Value]) -> Type:
    if not args:
        return EMPTY_OBJECT_TYPE
    attrs: dict[str, Type] = {}
    first = args[0].type
    matching = True
    attrs_known = True
    for arg in args:
        ty = arg.type
        if ty.is_dynamic:
            return DYNAMIC
        if not (ty.is_map or ty.is_object):
            raise FunctionError("arguments must be maps or objects, got "
                                + go_quote(ty.friendly_name()))
        arg = arg.unmark()
        if ty.is_object and not arg.is_null:
            attrs.update(ty.attribute_types)
        elif ty.is_map and not arg.is_null:
            if arg.is_known:
                attrs.update(dict.fromkeys(arg.as_value_map(), ty.element_type))
            else:
                attrs_known = False  # an unknown map's keys are unknown
        if ty != first:
            matching = False
    if matching:
        if first.is_object and all(a.is_null for a in args):
            return Object(attrs)  # null arguments have no attributes (go-cty 1.18.1)
        return first
    return Object(attrs) if attrs_known else DYNAMIC


def _merge(args: list[Value], ret: Type) -> Value:
    out: dict[str, Value] = {}
    marks: set[Any] = set()
    for arg in args:
        if arg.is_null:
            continue
        arg, m = arg.unmark_with_marks()
        marks |= m
        out.update(arg.as_value_map())
    return _map_or_object(out, ret).with_marks(marks)


MERGE = _fn(
    [], _merge_type, _merge, "Merges all of the elements from the given maps into a "
    "single map, or the attributes from given objects into a single object.",
    var_param=Parameter("maps", _ANY, allow_dynamic_type=True, allow_null=True,
                        allow_marked=True))


def _reverse_type(args: list[Value]) -> Type:
    ty = args[0].type
    if ty.is_tuple:
        return Tuple(reversed(ty.element_types))
    if ty.is_list or ty.is_set:  # sets too, as if converted to a list
        return List(ty.element_type)
    raise ArgError(0, f"can only reverse list or tuple values, not {ty.friendly_name()}")


def _reverse(args: list[Value], ret: Type) -> Value:
    seq, marks = args[0].unmark_with_marks()
    vals = seq.as_value_list()[::-1]
    if ret.is_tuple:
        return Value.tuple(vals).with_marks(marks)
    return _list(vals, ret.element_type).with_marks(marks)


REVERSE = _fn([Parameter("list", _ANY, allow_marked=True)], _reverse_type, _reverse,
              "Returns the given list with its elements in reverse order.")


# ---------------------------------------------------------------------- setproduct


def _setproduct_type(args: list[Value]) -> Type:
    if len(args) < 2:
        raise FunctionError("at least two arguments are required")
    lists = 0
    etys: list[Type] = []
    for i, arg in enumerate(args):
        ty = arg.type
        if ty.is_set:
            etys.append(ty.element_type)
        elif ty.is_list:
            etys.append(ty.element_type)
            lists += 1
        elif ty.is_tuple:
            lists += 1
            if not ty.element_types:
                etys.append(DYNAMIC)
                continue
            ety, _ = unify_unsafe(list(ty.element_types))
            if ety is None:
                raise ArgError(i, "all elements must be of the same type")
            etys.append(ety)
        else:
            raise ArgError(i, "a set or a list is required")
    return List(Tuple(etys)) if lists == len(args) else Set(Tuple(etys))


def _setproduct(args: list[Value], ret: Type) -> Value:
    ety = ret.element_type
    marks: set[Any] = set()
    seqs: list[list[Value]] = []
    unknown_length = False
    for arg in args:
        arg, m = arg.unmark_with_marks()
        marks |= m  # every argument's marks, even after an unknown one
        if not arg.is_known or not arg.length().is_known:
            unknown_length = True
            continue
        seqs.append(arg.as_value_list())
    if unknown_length:
        return Value.unknown(ret).with_marks(marks)
    total = 1
    for seq in seqs:
        total *= len(seq)
    if total == 0:
        empty = Value.list([], ety) if ret.is_list else Value.set([], ety)
        return empty.with_marks(marks)
    if total > MAX_PRODUCT_LENGTH:
        raise FunctionError(f"the product would have {total} elements, more than the "
                            f"limit of {MAX_PRODUCT_LENGTH}")
    sub_etys = ety.element_types
    for j, seq in enumerate(seqs):
        for n, val in enumerate(seq):
            if val.type != sub_etys[j]:
                try:
                    seq[n] = convert(val, sub_etys[j])
                except ConversionError:
                    raise FunctionError(
                        f"failed to convert argVals[{j}][{n}] to "
                        f"{sub_etys[j].friendly_name()}; this is a bug in cty") from None
    product = [Value.tuple(p) for p in itertools.product(*seqs)]
    result = Value.list(product) if ret.is_list else Value.set(product, ety)
    return result.with_marks(marks)


SETPRODUCT = _fn(
    [], _setproduct_type, _setproduct, "Calculates the cartesian product of two or more "
    "sets.",
    var_param=Parameter("sets", _ANY, allow_marked=True, allow_unknown=True,
                        description="The sets to consider. Also accepts lists and tuples, "
                                    "and if all arguments are of list or tuple type then "
                                    "the result will preserve the input ordering"))


# ---------------------------------------------------------------------- slice


def _slice_indexes(args: list[Value]) -> tuple[int, int, bool]:
    seq = args[0].unmark()
    length: int | None = None
    if seq.type.is_tuple:
        length = len(seq.type.element_types)
    else:
        n = seq.length()
        if n.is_known:
            length = n.as_number().to_int()
    bounds: list[int | None] = []
    for pos, what in ((1, "start"), (2, "end")):
        arg = args[pos]
        if not arg.is_known:
            bounds.append(None)
            continue
        i = go_int(arg.as_number())
        if i is None:
            raise ArgError(pos, f"invalid {what} index: {GO_INT_MESSAGE}")
        if i < 0:
            raise ArgError(pos, f"{what} index must not be less than zero")
        if length is not None and i > length:
            raise ArgError(pos, f"{what} index must not be greater than the length of the "
                                "list")
        bounds.append(i)
    start, end = bounds
    if start is not None and end is not None:
        if start > end:
            raise ArgError(1, "start index must not be greater than end index")
        return start, end, True
    return start or 0, end or 0, False


def _slice_type(args: list[Value]) -> Type:
    ty = args[0].type
    if ty.is_set:
        raise ArgError(0, "cannot slice a set, because its elements do not have indices; "
                          "explicitly convert to a list if the ordering of the result is "
                          "not important")
    if not (ty.is_list or ty.is_tuple):
        raise ArgError(0, "must be a list or tuple value")
    start, end, known = _slice_indexes(args)
    if ty.is_list:
        return ty
    return Tuple(ty.element_types[start:end]) if known else DYNAMIC


def _slice(args: list[Value], ret: Type) -> Value:
    seq, marks = args[0].unmark_with_marks()
    if ret.is_dynamic:
        return DYNAMIC_VAL.with_marks(marks)
    start, end, _ = _slice_indexes(args)
    vals = seq.as_value_list()[start:end]
    if ret.is_tuple:
        return Value.tuple(vals).with_marks(marks)
    return _list(vals, ret.element_type).with_marks(marks)


SLICE = _fn(
    [Parameter("list", _ANY, allow_marked=True), Parameter("start_index", NUMBER),
     Parameter("end_index", NUMBER)],
    _slice_type, _slice, "Extracts a subslice of the given list or tuple value.")


# ---------------------------------------------------------------------- zipmap


def _zipmap_type(args: list[Value]) -> Type:
    keys, values = args
    vty = values.type
    if vty.is_list:
        return Map(vty.element_type)
    if vty.is_tuple:
        if not keys.is_wholly_known:
            return DYNAMIC  # the attribute names decide the object type
        names = keys.unmark().as_value_list()
        etys = vty.element_types
        if len(names) != len(etys):
            raise FunctionError(f"number of keys ({len(names)}) does not match number of "
                                f"values ({len(etys)})")
        atys: dict[str, Type] = {}
        for i, name in enumerate(names):
            name = name.unmark()
            if name.is_null:
                raise FunctionError(f"keys list has null value at index {i}")
            atys[name.as_string()] = etys[i]
        return Object(atys)
    raise FunctionError("values argument must be a list or tuple value")


def _zipmap(args: list[Value], ret: Type) -> Value:
    keys, key_marks = args[0].unmark_with_marks()
    values, value_marks = args[1].unmark_with_marks()
    marks = set(key_marks | value_marks)
    if not keys.is_wholly_known:
        return Value.unknown(ret).with_marks(marks)
    names = keys.as_value_list()
    vals = values.as_value_list()
    if len(names) != len(vals):
        raise FunctionError(f"number of keys ({len(names)}) does not match number of "
                            f"values ({len(vals)})")
    out: dict[str, Value] = {}
    for i, name in enumerate(names):
        name, m = name.unmark_with_marks()
        marks |= m  # keys cannot carry marks, so the result carries them
        if name.is_null:
            raise FunctionError(f"keys list has null value at index {i}")
        out[name.as_string()] = vals[i]
    return _map_or_object(out, ret).with_marks(marks)


ZIPMAP = _fn(
    [Parameter("keys", List(STRING), allow_marked=True),
     Parameter("values", _ANY, allow_marked=True)],
    _zipmap_type, _zipmap, "Constructs a map from a list of keys and a corresponding list "
    "of values, which must both be of the same length.")


FUNCTIONS: dict[str, Function] = {
    "has_index": HAS_INDEX,
    "index": INDEX,
    "length": LENGTH,
    "element": ELEMENT,
    "coalescelist": COALESCELIST,
    "compact": COMPACT,
    "contains": CONTAINS,
    "distinct": DISTINCT,
    "chunklist": CHUNKLIST,
    "flatten": FLATTEN,
    "keys": KEYS,
    "values": VALUES,
    "lookup": LOOKUP,
    "merge": MERGE,
    "reverse": REVERSE,
    "setproduct": SETPRODUCT,
    "slice": SLICE,
    "zipmap": ZIPMAP,
}
