"""The decorator that makes the IR's node classes: frozen dataclasses that keep ranges compactly.

A parser's ranges are character offsets into one position index (see
:meth:`hcl.pos.Range.of_offsets`). A node keeps that index once and its ``Range``
fields as the offsets alone, and builds the :class:`Range` when a field is read: one
float for a node with one range, one number for all of them in a node with several
(their distances from the smallest offset, in few bits), and one number for a field
holding a tuple of ranges. A range from anywhere else (built from positions, or over another source) is kept as
it is. A class may also name fields it keeps packed (``__packed_fields__``: a field's
name, a function giving the value or something smaller standing for it, one giving
the value back from that, and the value's own class, which the kept object has when
it was not packed), and fields it keeps packed with the help of its own ranges
(``__packed_by_ranges__``: a field's name, a function of the value, the position
index and what the node keeps of its range fields, in order, giving what to keep,
and a function of what was kept and the node giving the value back), or all its fields
packed together (``__packed_jointly__``: a function of the field values giving what each
field's slot keeps, then packed offsets or None and their position index or None, and
for each field a function of what its slot kept and the node giving the value back;
see :func:`pack_offsets` and :func:`joint_offsets`). Otherwise a node class behaves as
``@dataclass(frozen=True, slots=True)`` would make it: ``dataclasses.fields`` and
``replace``, ``match``, equality and hashing by fields, a dataclass ``repr``, and no
assignment.
"""

from __future__ import annotations

import dataclasses
import inspect
import threading
from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform

from hcl.pos import PositionIndex, Range, offsets_span, refuse_assignment, refuse_deletion, span_range

__all__ = ["assembler", "is_node", "joint_offsets", "joint_span", "keep_instead", "keeps_offsets", "kept",
           "kept_offsets", "kept_range", "kept_slots", "kept_source", "kept_span", "node", "nth_offsets",
           "offset_pairs", "own_offsets", "pack_offsets", "pack_tuple", "packed_offsets", "packed_tuple",
           "single_offsets", "unpack_offsets", "unpack_tuple"]

_T = TypeVar("_T", bound=type)
_N = TypeVar("_N")

# Where a node keeps the position index its compact ranges refer to, and where a node
# with several range fields keeps them all.
_SOURCE_SLOT = "_src"
_SPANS_SLOT = "_spans"

# Packed spans are kept as a float while exact (24 bytes, an int of 31 to 60 bits takes 32).
_FLOAT_EXACT = 1 << 53
# The bits of packed spans' header giving the width of each distance.
_WIDTH_BITS = 6
_WIDTH_MASK = (1 << _WIDTH_BITS) - 1

# Each node class's range fields, the slot of its one range field, and the function
# making one from what its slots keep.
_RANGED: dict[type, tuple[str, ...]] = {}
_RANGE_SLOT: dict[type, str] = {}
_ASSEMBLERS: dict[type, Callable[..., Any]] = {}


def _slot_of(field: str) -> str:
    return "_" + field


def _range_fields(annotations: dict[str, Any]) -> list[str]:
    """The fields annotated as exactly one ``Range`` (annotations are strings here)."""
    return [name for name, ann in annotations.items() if ann in ("Range", Range)]


def _range_tuple_fields(annotations: dict[str, Any]) -> list[str]:
    """The fields annotated as a tuple of ranges."""
    return [name for name, ann in annotations.items() if ann == "tuple[Range, ...]"]


def _pack_spans(src: PositionIndex | None, spans: tuple[Any, ...], ended: bool = False) -> Any:
    """Several range fields as one number: their offsets as distances from the smallest,
    each in as many bits as the largest distance needs, above a header of that width
    and the smallest offset (see :func:`_unpack_header`); ``ended`` sets one bit above
    the last distance, so that their count needs no field of its own. When a range is
    not over ``src``, the tuple of what each field keeps (offsets, or the range itself)."""
    pairs = offset_pairs(src, spans)
    if pairs is None or src is None:
        return spans
    return packed_offsets(src, [offset for pair in pairs for offset in pair], ended)


def packed_offsets(src: PositionIndex, offsets: Sequence[int], ended: bool = False) -> float | int:
    """What :func:`_pack_spans` makes of ranges' (start, end) offsets over ``src``, given
    one after the other."""
    base = min(offsets)
    width = (max(offsets) - base).bit_length() or int(ended)
    packed = int(ended)
    for offset in reversed(offsets):
        packed = packed << width | offset - base
    packed = (packed << _WIDTH_BITS | width) << src.shift | base
    return float(packed) if packed < _FLOAT_EXACT else packed


def _pack_ranges(src: PositionIndex | None, ranges: Any) -> Any:
    """A tuple field of ranges over ``src`` as one number (see :func:`_pack_spans`); the
    field's value as given otherwise."""
    if src is None or not ranges or ranges.__class__ is not tuple:
        return ranges
    for rng in ranges:
        if rng.__class__ is not Range or rng._src is not src:
            return ranges
    return _pack_spans(src, tuple(rng._span for rng in ranges), ended=True)


def offset_pairs(src: PositionIndex | None, spans: tuple[Any, ...]) -> tuple[tuple[int, int], ...] | None:
    """Each range field's (start, end) offsets over ``src``, in field order, from what
    ``__init__`` holds for them; None when one is not over ``src``."""
    if src is None:
        return None
    shift = src.shift
    mask = (1 << shift) - 1
    pairs = []
    for span in spans:
        if span.__class__ is Range:
            return None
        k = int(span)
        pairs.append((k >> shift, k & mask))
    return tuple(pairs)


# The names the generated ``__init__`` uses besides its fields.
_LOCALS = frozenset({"self", "src", "s", "kept", "_Range", "_defaults", "_pack", "_pack_spans", "_pack_ranges"})


def _make_init(cls: type, names: list[str], ranged: list[str], range_tuples: list[str], packed: dict[str, Any],
               by_ranges: dict[str, Any], jointly: Callable[..., Any] | None,
               defaults: dict[str, Any]) -> Callable[..., None]:
    """``__init__`` storing each field through its slot's setter, ranges compactly."""
    if clash := _LOCALS.intersection(names):
        raise TypeError(f"{cls.__name__}: field names {sorted(clash)} clash with __init__'s own names")
    if jointly is not None:
        return _make_joint_init(cls, names, jointly, defaults)
    env: dict[str, Any] = {"_Range": Range, "_defaults": defaults, "_pack_spans": _pack_spans,
                           "_pack_ranges": _pack_ranges}
    params = []
    lines = []
    if ranged:
        lines.append("    src = None")
    for name in ranged:
        # Keep the offsets alone when the range is over the node's position index (the
        # first such range a node gets decides it).
        lines += [
            f"    if {name}.__class__ is _Range:",
            f"        s = {name}._src",
            "        if s is src or (src is None and s.__class__ is not str):",
            f"            src = s; {name} = {name}._span",
        ]
    for name in names:
        params.append(f"{name}=_defaults[{name!r}]" if name in defaults else name)
        if name in ranged and len(ranged) > 1:
            continue
        slot = (_slot_of(name) if name in ranged or name in packed or name in by_ranges or name in range_tuples
                else name)
        env[f"_set_{slot}"] = cls.__dict__[slot].__set__
        if name in range_tuples:
            lines.append(f"    _set_{slot}(self, _pack_ranges(src, {name}))")
        elif name in by_ranges:
            env[f"_pack_{name}"] = by_ranges[name][0]
            lines.append(f"    _set_{slot}(self, _pack_{name}({name}, src, ({', '.join(ranged)},)))")
        elif name in packed:
            env[f"_pack_{name}"] = packed[name][0]
            lines.append(f"    _set_{slot}(self, _pack_{name}({name}))")
        else:
            lines.append(f"    _set_{slot}(self, {name})")
    if len(ranged) > 1:
        env["_set_spans"] = cls.__dict__[_SPANS_SLOT].__set__
        lines.append(f"    _set_spans(self, _pack_spans(src, ({', '.join(ranged)},)))")
    if ranged:
        env["_set_src"] = cls.__dict__[_SOURCE_SLOT].__set__
        lines.append("    _set_src(self, src)")
    return _compile_init(cls, params, lines, env)


def _compile_init(cls: type, params: list[str], lines: list[str], env: dict[str, Any]) -> Callable[..., None]:
    source = f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(lines) or "    pass") + "\n"
    exec(source, env)
    init: Callable[..., None] = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _make_joint_init(cls: type, names: list[str], pack: Callable[..., Any],
                     defaults: dict[str, Any]) -> Callable[..., None]:
    """``__init__`` storing what ``pack`` gives for the fields, in slot order."""
    env: dict[str, Any] = {"_defaults": defaults, "_pack": pack}
    params = [f"{name}=_defaults[{name!r}]" if name in defaults else name for name in names]
    lines = [f"    kept = _pack({', '.join(names)})"]
    for i, slot in enumerate([_slot_of(name) for name in names] + [_SPANS_SLOT, _SOURCE_SLOT]):
        env[f"_set{i}"] = cls.__dict__[slot].__set__
        lines.append(f"    _set{i}(self, kept[{i}])")
    return _compile_init(cls, params, lines, env)


def _kept_range(src: Any, kept: Any) -> Any:
    """A range field from what the node keeps for it: offsets over ``src``, or the range."""
    kind = kept.__class__
    if kind is float or kind is int:
        return span_range(src, kept)
    return kept


def _range_property(field: str) -> property:
    stored, source = attrgetter(_slot_of(field)), attrgetter(_SOURCE_SLOT)

    def get(self: Any) -> Any:
        return _kept_range(source(self), stored(self))

    get.__name__ = field
    return property(get, doc=f"The ``{field}`` field.")


def _unpack_header(src: PositionIndex, kept: float | int) -> tuple[int, int, int, int]:
    """What :func:`_pack_spans` packed: ``shift``, the smallest offset, the width of each
    distance, and the distances."""
    shift = src.shift
    packed = int(kept)
    base = packed & ((1 << shift) - 1)
    packed >>= shift
    return shift, base, packed & _WIDTH_MASK, packed >> _WIDTH_BITS


def _first_offsets(base: int, width: int, distances: int) -> tuple[int, int]:
    """The (start, end) offsets whose distances from ``base`` are the lowest two of
    ``distances``."""
    mask = (1 << width) - 1
    return base + (distances & mask), base + (distances >> width & mask)


def _first_range(src: PositionIndex, shift: int, base: int, width: int, distances: int) -> Range:
    """The range whose two distances (start, end) are the lowest of ``distances``."""
    start, end = _first_offsets(base, width, distances)
    return span_range(src, offsets_span(shift, start << shift | end))


def _spans_property(field: str, index: int) -> property:
    """The ``index``-th of a node's several range fields."""
    spans, source = attrgetter(_SPANS_SLOT), attrgetter(_SOURCE_SLOT)

    def get(self: Any) -> Any:
        kept = spans(self)
        src = source(self)
        if kept.__class__ is tuple:
            return _kept_range(src, kept[index])
        shift, base, width, distances = _unpack_header(src, kept)
        return _first_range(src, shift, base, width, distances >> 2 * index * width)

    get.__name__ = field
    return property(get, doc=f"The ``{field}`` field.")


def _ranges_property(field: str) -> property:
    """A tuple field of ranges, which :func:`_pack_ranges` kept."""
    stored, source = attrgetter(_slot_of(field)), attrgetter(_SOURCE_SLOT)

    def get(self: Any) -> Any:
        kept = stored(self)
        if kept.__class__ is not float and kept.__class__ is not int:
            return kept
        src = source(self)
        shift, base, width, distances = _unpack_header(src, kept)
        ranges = []
        while distances > 1:  # the bit above the last distance is left
            ranges.append(_first_range(src, shift, base, width, distances))
            distances >>= 2 * width
        return tuple(ranges)

    get.__name__ = field
    return property(get, doc=f"The ``{field}`` field.")


def _packed_property(field: str, unpack: Callable[[Any], Any], plain: type) -> property:
    stored = attrgetter(_slot_of(field))

    def get(self: Any) -> Any:
        kept = stored(self)
        return kept if kept.__class__ is plain else unpack(kept)

    get.__name__ = field
    return property(get, doc=f"The ``{field}`` field.")


def _unpacked_property(field: str, unpack: Callable[[Any, Any], Any]) -> property:
    stored = attrgetter(_slot_of(field))

    def get(self: Any) -> Any:
        return unpack(stored(self), self)

    get.__name__ = field
    return property(get, doc=f"The ``{field}`` field.")


def pack_tuple(items: Any) -> Any:
    """A tuple field's items, the one item alone when there is one (48 bytes less)."""
    if items.__class__ is not tuple:
        items = tuple(items)
    return items[0] if len(items) == 1 and items[0].__class__ is not tuple else items


def unpack_tuple(item: Any) -> tuple[Any, ...]:
    """The tuple that :func:`pack_tuple` kept as its one item."""
    return (item,)


def packed_tuple(field: str) -> tuple[str, Callable[[Any], Any], Callable[[Any], Any], type]:
    """The ``__packed_fields__`` entry keeping a tuple field of one item as the item
    (a list given for the field is kept as a tuple)."""
    return field, pack_tuple, unpack_tuple, tuple


def kept(obj: Any, field: str) -> Any:
    """What node ``obj`` keeps for its packed ``field``."""
    return getattr(obj, _slot_of(field))


def keep_instead(obj: Any, field: str, value: Any) -> None:
    """Have node ``obj`` keep ``value`` for its packed ``field`` from now on: the same
    field in another form (made when first read, say)."""
    obj.__class__.__dict__[_slot_of(field)].__set__(obj, value)


def kept_offsets(obj: Any) -> tuple[PositionIndex, tuple[tuple[int, int], ...]] | None:
    """Node ``obj``'s position index and its range fields' (start, end) offsets in field
    order; None when it keeps a range from anywhere else."""
    src = getattr(obj, _SOURCE_SLOT, None)
    if src is None:
        return None
    if hasattr(obj, _SPANS_SLOT):
        packed = getattr(obj, _SPANS_SLOT)
        if packed.__class__ is tuple:
            return None
        return src, _decode_pairs(src, packed, len(_RANGED[obj.__class__]))[0]
    pairs = offset_pairs(src, (kept_range(obj)[1],))
    return None if pairs is None else (src, pairs)


def nth_offsets(obj: Any, index: int) -> tuple[PositionIndex, int, int]:
    """The position index of node ``obj``, which keeps its several range fields packed
    over it, and the (start, end) offsets of the ``index``-th of them."""
    src = getattr(obj, _SOURCE_SLOT)
    _, base, width, distances = _unpack_header(src, getattr(obj, _SPANS_SLOT))
    return (src, *_first_offsets(base, width, distances >> 2 * index * width))


def _decode_pairs(src: PositionIndex, packed: float | int,
                  count: int) -> tuple[tuple[tuple[int, int], ...], int]:
    """The first ``count`` (start, end) offset pairs that :func:`_pack_spans` packed, and
    what is left above them (1 when it was given ``ended``, else 0)."""
    _, base, width, distances = _unpack_header(src, packed)
    mask = (1 << width) - 1
    found = []
    for _ in range(count):  # (as _first_offsets, inline: evaluation reads these often)
        found.append((base + (distances & mask), base + (distances >> width & mask)))
        distances >>= 2 * width
    return tuple(found), distances


def pack_offsets(src: PositionIndex | None, spans: tuple[Any, ...], flag: bool) -> float | int | None:
    """What a node packing its fields jointly keeps for the ranges of its parts, from
    what their nodes keep for them, and one bit of its own: a number, or None when one
    is not over ``src``."""
    packed = _pack_spans(src, spans, ended=flag)
    return None if packed.__class__ is tuple else packed


def unpack_offsets(obj: Any, packed: float | int,
                   count: int) -> tuple[PositionIndex, tuple[tuple[int, int], ...], bool]:
    """Node ``obj``'s position index, and the ``count`` offset pairs and the bit that
    :func:`pack_offsets` packed in ``packed`` over it."""
    src = getattr(obj, _SOURCE_SLOT)
    pairs, rest = _decode_pairs(src, packed, count)
    return src, pairs, rest == 1


def joint_offsets(obj: Any, count: int) -> tuple[PositionIndex, tuple[tuple[int, int], ...], bool] | None:
    """What :func:`pack_offsets` packed for node ``obj``, whose fields are packed jointly
    (see :func:`unpack_offsets`); None when it packed nothing."""
    if getattr(obj, _SOURCE_SLOT) is None:
        return None
    return unpack_offsets(obj, getattr(obj, _SPANS_SLOT), count)


def joint_span(obj: Any, count: int, index: int) -> tuple[PositionIndex, float | int] | None:
    """The position index of node ``obj``, whose fields are packed jointly, and what a
    node keeps for the range of the ``index``-th of the ``count`` parts it packed (see
    :func:`joint_offsets`); None when it packed nothing."""
    joint = joint_offsets(obj, count)
    if joint is None:
        return None
    src, pairs, _ = joint
    start, end = pairs[index]
    return src, kept_span(src, start, end)


def kept_span(src: PositionIndex, start: int, end: int) -> float | int:
    """What a node over ``src`` keeps for the range of offsets ``start`` to ``end``."""
    return offsets_span(src.shift, start << src.shift | end)


def span_text(src: PositionIndex, span: float | int) -> str | None:
    """The source's text over what a node keeps for a range (see :func:`kept_span`), when
    ``src`` reads it back (see :meth:`~hcl.pos.PositionIndex.text`); else None."""
    at = int(span)
    return src.text(at >> src.shift, at & ((1 << src.shift) - 1))


def single_offsets(src: PositionIndex | None, spans: tuple[Any, ...]) -> tuple[int, int] | None:
    """The (start, end) offsets of a node's one range field, from what ``__init__`` holds
    for it; None when it is not over ``src``."""
    pairs = offset_pairs(src, spans)
    return None if pairs is None else pairs[0]


def keeps_offsets(obj: Any, src: PositionIndex, start: int, end: int) -> bool:
    """Whether ``obj``, a node with one range field, keeps that range as the offsets
    ``start`` to ``end`` over ``src``."""
    own, kept = kept_range(obj)
    return own is src and (kept.__class__ is float or kept.__class__ is int) and int(kept) == start << src.shift | end


def kept_range(obj: Any) -> tuple[PositionIndex, Any]:
    """The position index of a node, and what it keeps for its one range field, or for
    the one named ``range`` of several."""
    slot = _RANGE_SLOT.get(obj.__class__)
    if slot is not None:
        return obj._src, getattr(obj, slot)
    src, packed = obj._src, getattr(obj, _SPANS_SLOT)
    ranged = _RANGED[obj.__class__]
    index = ranged.index("range")
    if packed.__class__ is tuple:
        return src, packed[index]
    start, end = _decode_pairs(src, packed, len(ranged))[0][index]
    return src, kept_span(src, start, end)


def kept_source(obj: Any) -> PositionIndex | None:
    """The position index node ``obj`` keeps ranges over, if any (None for another object)."""
    src: PositionIndex | None = getattr(obj, _SOURCE_SLOT, None)
    return src


def kept_slots(obj: Any) -> tuple[Any, ...]:
    """What node ``obj`` keeps, slot by slot in ``__slots__`` order: what
    :func:`assembler` takes to make it again."""
    return tuple(getattr(obj, slot) for slot in obj.__class__.__slots__)


def is_node(obj: Any) -> bool:
    """Whether ``obj`` is an instance of a node class (one :func:`node` made)."""
    return obj.__class__ in _ASSEMBLERS


def own_offsets(obj: Any) -> tuple[PositionIndex, int, int]:
    """The position index and the (start, end) offsets of a node with one range field,
    which it keeps as offsets (its packed fields are made so only then)."""
    src, kept = kept_range(obj)
    shift = src.shift
    return src, int(kept) >> shift, int(kept) & ((1 << shift) - 1)


def assembler(cls: type[_N]) -> Callable[..., _N]:
    """The function making a node of ``cls`` from what it keeps, slot by slot in
    ``__slots__`` order, without ``__init__``: for rebuilding a node whose parts are
    known to be as it keeps them."""
    return _ASSEMBLERS[cls]


def _make_assembler(cls: type, slots: list[str]) -> Callable[..., Any]:
    env: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    params = [f"v{i}" for i in range(len(slots))]
    lines = ["    o = _new(_cls)"]
    for i, slot in enumerate(slots):
        env[f"_set{i}"] = cls.__dict__[slot].__set__
        lines.append(f"    _set{i}(o, v{i})")
    exec(f"def assemble({', '.join(params)}):\n" + "\n".join(lines) + "\n    return o\n", env)
    return env["assemble"]  # type: ignore[no-any-return]


def _no_fields(node: Any) -> tuple[()]:
    return ()


# The field values of each node class compared, hashed and shown field by field (all
# but those with an equality of their own), as a tuple.
_FIELDS: dict[type, Callable[[Any], tuple[Any, ...]]] = {}
# The field names each node class shows.
_SHOWN: dict[type, list[str]] = {}
# How deep hashing looks into nodes and tuples (past it, a node counts by its class).
_HASH_DEPTH = 3


def _add_comparison(cls: type, names: list[str]) -> None:
    """Equality and hashing by field values, as a frozen dataclass has them, without
    recursion: a parse result nested any deep compares (see :func:`_equal`)."""
    if "__eq__" in cls.__dict__:
        return
    if len(names) == 1:
        name = names[0]
        _FIELDS[cls] = lambda obj: (getattr(obj, name),)
    else:
        _FIELDS[cls] = attrgetter(*names) if names else _no_fields

    def __eq__(self: Any, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self is other or _equal(self, other)

    def __hash__(self: Any) -> int:
        return hash(_hashed(self, 0))

    cls.__eq__ = __eq__  # type: ignore[method-assign,assignment]
    cls.__hash__ = __hash__  # type: ignore[method-assign,assignment]


def _equal(a: Any, b: Any) -> bool:
    """Whether nodes ``a`` and ``b``, of one class, have equal fields: nodes and tuples
    within them compared field by field and item by item with a stack of their own."""
    stack = [(a, b)]
    pop, push = stack.pop, stack.extend
    while stack:
        x, y = pop()
        if x is y:
            continue
        kind = x.__class__
        if kind is not y.__class__:
            if x != y:
                return False
            continue
        fields = _FIELDS.get(kind)
        if fields is not None:
            push(zip(fields(x), fields(y), strict=True))
        elif kind is tuple:
            if len(x) != len(y):
                return False
            push(zip(x, y, strict=True))
        elif x != y:
            return False
    return True


def _hashed(obj: Any, depth: int) -> Any:
    """What stands for ``obj`` in a hash: its fields' (or items') own, ``_HASH_DEPTH``
    levels deep, then its class. (Equal nodes have equal fields, so equal hashes.)"""
    fields = _FIELDS.get(obj.__class__)
    if fields is None and obj.__class__ is not tuple:
        return obj
    if depth >= _HASH_DEPTH:
        return obj.__class__, len(obj) if fields is None else 0
    parts = obj if fields is None else fields(obj)
    return obj.__class__, tuple([_hashed(part, depth + 1) for part in parts])


class _Shown(str):
    """Text of a ``repr`` being built (beside the values still to show)."""

    __slots__ = ()


def _add_repr(cls: type, names: list[str]) -> None:
    _SHOWN[cls] = names
    cls.__repr__ = _node_repr  # type: ignore[method-assign,assignment]


# How deep ``repr`` recurses through nodes in each thread, up to _REPR_RECURSION (past it,
# a node is shown by _shown, with a stack of its own).
_repr_depth = threading.local()
_REPR_RECURSION = 50


def _node_repr(self: Any) -> str:
    depth = getattr(_repr_depth, "n", 0)
    if depth >= _REPR_RECURSION:
        return _shown(self)
    _repr_depth.n = depth + 1
    try:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in _SHOWN[self.__class__])
    finally:
        _repr_depth.n = depth
    return f"{self.__class__.__qualname__}({shown})"


def _shown(root: Any) -> str:
    """``repr`` of node ``root`` (``Class(field=value, ...)``), nodes and tuples within it
    shown with a stack of their own, so a parse result nested any deep shows."""
    out: list[str] = []
    stack: list[Any] = [root]
    while stack:
        item = stack.pop()
        kind = item.__class__
        if kind is _Shown:
            out.append(item)
            continue
        names = _SHOWN.get(kind)
        if names is not None and kind.__repr__ is _node_repr:
            text = f"{kind.__qualname__}("
            parts: list[Any] = []
            for i, name in enumerate(names):
                value = getattr(item, name)
                text += f"{', ' if i else ''}{name}="
                if _nested(value):
                    parts += (_Shown(text), value)
                    text = ""
                else:
                    text += repr(value)
            parts.append(_Shown(text + ")"))
        elif kind is tuple:
            text = "("
            parts = []
            for i, part in enumerate(item):
                if i:
                    text += ", "
                if _nested(part):
                    parts += (_Shown(text), part)
                    text = ""
                else:
                    text += repr(part)
            parts.append(_Shown(text + (",)" if len(item) == 1 else ")")))
        else:
            out.append(repr(item))
            continue
        stack += reversed(parts)
    return "".join(out)


def _nested(value: Any) -> bool:
    """Whether ``value`` is shown part by part by :func:`_shown`: a node or a tuple."""
    kind = value.__class__
    return kind is tuple or (kind in _SHOWN and kind.__repr__ is _node_repr)


@dataclass_transform(frozen_default=True)
def node(cls: _T) -> _T:
    """Make ``cls`` (a class body with annotated fields) an IR node class."""
    annotations = inspect.get_annotations(cls)
    names = list(annotations)
    ranged = _range_fields(annotations)
    range_tuples = _range_tuple_fields(annotations) if ranged else []  # packed over the node's source
    body = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}
    packed = {name: (pack, unpack, plain) for name, pack, unpack, plain in body.pop("__packed_fields__", ())}
    by_ranges = {name: (pack, unpack) for name, pack, unpack in body.pop("__packed_by_ranges__", ())}
    if by_ranges and not ranged:
        raise TypeError(f"{cls.__name__}: fields packed by the node's ranges need a range field")
    jointly, *joint_unpacks = body.pop("__packed_jointly__", (None,))
    if jointly is not None and (ranged or packed or by_ranges or len(joint_unpacks) != len(names)):
        raise TypeError(f"{cls.__name__}: fields packed jointly are all its fields, none of them a range")
    defaults = {n: body.pop(n) for n in names if n in body}
    several = len(ranged) > 1
    slots = [_slot_of(n) if n in packed or n in by_ranges or n in range_tuples or (n in ranged and not several)
             or jointly is not None else n for n in names if not (several and n in ranged)]
    if several or jointly is not None:
        slots.append(_SPANS_SLOT)
    if ranged or jointly is not None:
        slots.append(_SOURCE_SLOT)
    body["__slots__"] = tuple(slots)
    new = type(cls)(cls.__name__, cls.__bases__, body)
    new.__qualname__ = cls.__qualname__
    # dataclasses provides the field records (fields, replace, match arguments); this
    # module provides what touches the slots.
    dataclasses.dataclass(init=False, repr=False, eq=False)(new)
    for name, value in defaults.items():
        new.__dataclass_fields__[name].default = value  # type: ignore[attr-defined]
    for index, name in enumerate(ranged):
        setattr(new, name, _spans_property(name, index) if several else _range_property(name))
    for name, (_, unpack, plain) in packed.items():
        setattr(new, name, _packed_property(name, unpack, plain))
    for name, (_, unpack_by_ranges) in by_ranges.items():
        setattr(new, name, _unpacked_property(name, unpack_by_ranges))
    for name, unpack_jointly in zip(names, joint_unpacks, strict=False):  # (none unless packed jointly)
        setattr(new, name, _unpacked_property(name, unpack_jointly))
    for name in range_tuples:
        setattr(new, name, _ranges_property(name))
    _RANGED[new] = tuple(ranged)
    if len(ranged) == 1:
        _RANGE_SLOT[new] = _slot_of(ranged[0])
    _ASSEMBLERS[new] = _make_assembler(new, slots)
    new.__init__ = _make_init(new, names, ranged, range_tuples, packed, by_ranges, jointly,  # type: ignore[misc]
                              defaults)
    new.__setattr__ = refuse_assignment  # type: ignore[method-assign,assignment]
    new.__delattr__ = refuse_deletion  # type: ignore[method-assign,assignment]
    _add_comparison(new, names)
    _add_repr(new, names)
    return new
