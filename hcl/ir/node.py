"""The decorator that makes the IR's node classes: frozen dataclasses that keep ranges compactly.

A parser's ranges are character offsets into one position index (see
:meth:`hcl.pos.Range.of_offsets`). A node keeps that index once and each of its
``Range`` fields as the offsets alone (one float), and builds the :class:`Range`
when the field is read: a third of the memory of a ``Range`` object per field. A
range from anywhere else (built from positions, or over another source) is kept
as it is. Otherwise a node class behaves as ``@dataclass(frozen=True, slots=True)``
would make it: ``dataclasses.fields`` and ``replace``, ``match``, equality and
hashing by fields, a dataclass ``repr``, and no assignment.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform

from hcl.pos import Range, refuse_assignment, refuse_deletion, span_range

__all__ = ["node"]

_T = TypeVar("_T", bound=type)

# Where a node keeps the position index its compact ranges refer to.
_SOURCE_SLOT = "_src"


def _slot_of(field: str) -> str:
    return "_" + field


def _range_fields(annotations: dict[str, Any]) -> set[str]:
    """The fields annotated as exactly one ``Range`` (annotations are strings here)."""
    return {name for name, ann in annotations.items() if ann in ("Range", Range)}


# The names the generated ``__init__`` uses besides its fields.
_LOCALS = frozenset({"self", "src", "s", "_Range", "_defaults"})


def _make_init(cls: type, names: list[str], ranged: set[str], defaults: dict[str, Any]) -> Callable[..., None]:
    """``__init__`` storing each field through its slot's setter, ranges compactly."""
    if clash := _LOCALS.intersection(names):
        raise TypeError(f"{cls.__name__}: field names {sorted(clash)} clash with __init__'s own names")
    env: dict[str, Any] = {"_Range": Range, "_defaults": defaults}
    params = []
    lines = []
    if ranged:
        lines.append("    src = None")
    for name in names:
        params.append(f"{name}=_defaults[{name!r}]" if name in defaults else name)
        slot = _slot_of(name) if name in ranged else name
        env[f"_set_{slot}"] = cls.__dict__[slot].__set__
        if name in ranged:
            # Keep the offsets alone when the range is over the node's position index
            # (the first such range a node gets decides it).
            lines += [
                f"    if {name}.__class__ is _Range:",
                f"        s = {name}._src",
                "        if s is src or (src is None and s.__class__ is not str):",
                f"            src = s; {name} = {name}._span",
            ]
        lines.append(f"    _set_{slot}(self, {name})")
    if ranged:
        env["_set_src"] = cls.__dict__[_SOURCE_SLOT].__set__
        lines.append("    _set_src(self, src)")
    source = f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(lines) or "    pass") + "\n"
    exec(source, env)
    init: Callable[..., None] = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _range_property(field: str) -> property:
    stored, source = attrgetter(_slot_of(field)), attrgetter(_SOURCE_SLOT)

    def get(self: Any) -> Any:
        value = stored(self)
        kind = value.__class__
        if kind is float or kind is int:  # offsets over the node's position index
            return span_range(source(self), value)
        return value

    get.__name__ = field
    return property(get, doc=f"The ``{field}`` field.")


def _no_fields(node: Any) -> tuple[()]:
    return ()


def _add_comparison(cls: type, names: list[str]) -> None:
    """Equality and hashing by field values, as a frozen dataclass has them."""
    # One value for one field, a tuple for more: either compares and hashes by the fields.
    fields_of = attrgetter(*names) if names else _no_fields

    def __eq__(self: Any, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self is other or fields_of(self) == fields_of(other)

    def __hash__(self: Any) -> int:
        return hash(fields_of(self))

    if "__eq__" not in cls.__dict__:
        cls.__eq__ = __eq__  # type: ignore[method-assign,assignment]
        cls.__hash__ = __hash__  # type: ignore[method-assign,assignment]


def _add_repr(cls: type, names: list[str]) -> None:
    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{n}={getattr(self, n)!r}" for n in names)
        return f"{type(self).__qualname__}({shown})"

    cls.__repr__ = __repr__  # type: ignore[method-assign,assignment]


@dataclass_transform(frozen_default=True)
def node(cls: _T) -> _T:
    """Make ``cls`` (a class body with annotated fields) an IR node class."""
    annotations = inspect.get_annotations(cls)
    names = list(annotations)
    ranged = _range_fields(annotations)
    body = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}
    defaults = {n: body.pop(n) for n in names if n in body}
    slots = [_slot_of(n) if n in ranged else n for n in names]
    if ranged:
        slots.append(_SOURCE_SLOT)
    body["__slots__"] = tuple(slots)
    new = type(cls)(cls.__name__, cls.__bases__, body)
    new.__qualname__ = cls.__qualname__
    # dataclasses provides the field records (fields, replace, match arguments); this
    # module provides what touches the slots.
    dataclasses.dataclass(init=False, repr=False, eq=False)(new)
    for name, value in defaults.items():
        new.__dataclass_fields__[name].default = value  # type: ignore[attr-defined]
    for name in ranged:
        setattr(new, name, _range_property(name))
    new.__init__ = _make_init(new, names, ranged, defaults)  # type: ignore[misc]
    new.__setattr__ = refuse_assignment  # type: ignore[method-assign,assignment]
    new.__delattr__ = refuse_deletion  # type: ignore[method-assign,assignment]
    _add_comparison(new, names)
    _add_repr(new, names)
    return new
