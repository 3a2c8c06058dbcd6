"""Python annotations as cty types, and converted cty values as the annotated Python values.

``cty_type`` gives the type an attribute is converted to before it is stored:
``str``, ``bool``, ``int``/``float``/``Decimal`` (number), ``list[X]`` and
``tuple[X, ...]`` (list), ``tuple[A, B]`` (tuple), ``set[X]`` / ``frozenset[X]``
(set), ``dict[str, X]`` (map), a dataclass (an object whose defaulted fields are
optional attributes), ``Any`` (any type), ``X | None`` as ``X`` (null allowed).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from decimal import Decimal
from typing import Any

from hcl.cty import (
    BOOL,
    DYNAMIC,
    NUMBER,
    STRING,
    List,
    Map,
    NumberFormatError,
    Object,
    Set,
    Tuple,
    Type,
    Value,
)

__all__ = ["cty_type", "python_value"]


def cty_type(hint: Any) -> Type:
    """The cty type for an annotation; ``TypeError`` for one with no equivalent."""
    hint = _without_none(hint)
    if hint is Any or hint is object:
        return DYNAMIC
    if hint is str:
        return STRING
    if hint is bool:
        return BOOL
    if hint in (int, float, Decimal):
        return NUMBER
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        hints = typing.get_type_hints(hint)
        fields = [f for f in dataclasses.fields(hint) if f.init]
        optional = [f.name for f in fields
                    if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING]
        return Object({f.name: cty_type(hints[f.name]) for f in fields}, optional)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Annotated:
        return cty_type(args[0])
    if origin in (list, Sequence) and len(args) == 1:
        return List(cty_type(args[0]))
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return List(cty_type(args[0]))
        return Tuple([cty_type(a) for a in args])
    if origin in (set, frozenset, AbstractSet) and len(args) == 1:
        return Set(cty_type(args[0]))
    if origin in (dict, Mapping) and len(args) == 2 and args[0] is str:
        return Map(cty_type(args[1]))
    if origin in (list, dict, set, tuple) or hint in (list, dict, set, tuple):
        return DYNAMIC if hint in (list, dict, set, tuple) else _no_type(hint)
    return _no_type(hint)


def _no_type(hint: Any) -> Type:
    raise TypeError(f"no HCL type for the annotation {hint!r}")


def _without_none(hint: Any) -> Any:
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        if len(args) == 1:
            return args[0]
    return hint


def python_value(value: Value, hint: Any) -> Any:
    """A value already converted to ``cty_type(hint)`` as the annotated Python value.

    ``ValueError`` when a number does not fit (``int`` needs a whole number).
    """
    if value.is_null:
        return None
    value = value.unmark_deep()
    hint = _without_none(hint)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Annotated:
        return python_value(value, args[0])
    if hint is int:
        try:
            return value.as_number().to_int()
        except NumberFormatError as exc:
            raise ValueError("a whole number is required") from exc
    if hint is float:
        return value.as_number().to_float(lossy=True)
    if hint is Decimal:
        return value.as_number().to_decimal()
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        hints = typing.get_type_hints(hint)
        attrs = value.as_value_map()
        kwargs = {name: python_value(attrs[name], hints[name]) for name in attrs
                  if not attrs[name].is_null or name not in _defaulted(hint)}
        return hint(**kwargs)
    if origin in (list, Sequence, tuple) and args:
        items = value.as_value_list()
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            return tuple(python_value(v, a) for v, a in zip(items, args, strict=True))
        out = [python_value(v, args[0]) for v in items]
        return tuple(out) if origin is tuple else out
    if origin in (set, frozenset, AbstractSet) and args:
        return (frozenset if origin is frozenset else set)(
            python_value(v, args[0]) for v in value.as_value_list())
    if origin in (dict, Mapping) and args:
        return {k: python_value(v, args[1]) for k, v in value.as_value_map().items()}
    return value.to_python()


def _defaulted(cls: type) -> set[str]:
    return {f.name for f in dataclasses.fields(cls)
            if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING}
