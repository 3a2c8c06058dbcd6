"""Dataclass instances back to native syntax (``hcl.encode``), by the same field plan as decoding."""

from __future__ import annotations

import dataclasses
from typing import Any

from hcl.decoding.fields import Field, plan_for
from hcl.ir.expressions import Expression
from hcl.write.data import BodyWriter, data_value_source
from hcl.write.printer import print_expression

__all__ = ["encode"]


class _Items(list[tuple[str, Any]]):
    """A body to write: (name, attribute value or _Blocks) pairs."""


class _Blocks(list[tuple[tuple[str, ...], "_Items"]]):
    """The blocks of one field: (labels, body) pairs."""


class _Writer(BodyWriter):
    def __init__(self) -> None:
        super().__init__(lambda n: n if isinstance(n, _Items) else None, lambda n: None, _value)

    def is_block_nest(self, node: Any) -> bool:
        return isinstance(node, _Blocks)

    def _blocks(self, node: Any, labels: tuple[str, ...]) -> list[tuple[tuple[str, ...], Any]]:
        return list(node)


def _value(node: Any, indent: str) -> str:
    """An expression field as printed; a value as the literal it is (a string holding
    ``${`` is text, escaped as ``$${``, never a template)."""
    if isinstance(node, Expression):
        return print_expression(node).replace("\n", "\n" + indent)
    return data_value_source(node, indent, templates=False)


def encode(obj: Any) -> str:
    """A dataclass instance as native syntax: attributes (left out when equal to the
    field's default, so decoding restores them), blocks with their labels, nested in
    order. Remaining bodies and ranges are not written."""
    text = _Writer().body(_items(obj))
    return text + "\n" if text else ""


def _items(obj: Any) -> _Items:
    out = _Items()
    defaults = _defaults(type(obj))
    for f in plan_for(type(obj)).fields:
        value = getattr(obj, f.attr_name)
        if f.kind in ("attr", "expr"):
            if (value is None and f.nullable) or (f.attr_name in defaults
                                                  and _same(value, defaults[f.attr_name])):
                continue
            out.append((f.name, _plain(value)))
        elif f.kind == "block":
            blocks = _Blocks(_blocks_of(f, value))
            if blocks:
                out.append((f.name, blocks))
    return out


def _defaults(cls: type) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.default is not dataclasses.MISSING:
            out[f.name] = f.default
        elif f.default_factory is not dataclasses.MISSING:
            out[f.name] = f.default_factory()
    return out


def _same(value: Any, default: Any) -> bool:
    return type(value) is type(default) and bool(value == default)


def _blocks_of(f: Field, value: Any) -> list[tuple[tuple[str, ...], _Items]]:
    if value is None:
        return []
    if f.block_shape == "one":
        return [(_labels(value), _items(value))]
    if f.block_shape == "list":
        return [(_labels(v), _items(v)) for v in value]
    out: list[tuple[tuple[str, ...], _Items]] = []

    def walk(node: Any, keys: tuple[str, ...], depth: int) -> None:
        for key, child in node.items():
            if depth > 1:
                walk(child, (*keys, key), depth - 1)
            else:
                out.append((_merge_labels((*keys, key), _labels(child)), _items(child)))

    walk(value, (), f.key_levels)
    return out


def _merge_labels(keys: tuple[str, ...], own: tuple[str, ...]) -> tuple[str, ...]:
    """A keyed block's labels, as decoding splits them: the dict keys are the first
    labels and the class's label fields the last ones (the fields win where both say)."""
    return keys[:max(len(keys) - len(own), 0)] + own


def _labels(obj: Any) -> tuple[str, ...]:
    return tuple(getattr(obj, f.attr_name) for f in plan_for(type(obj)).of_kind("label"))


def _plain(value: Any) -> Any:
    """Dataclass values of attributes as dicts, sets as sorted lists."""
    if isinstance(value, Expression):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {k: _plain(v) for k, v in dataclasses.asdict(value).items()}
    if isinstance(value, (set, frozenset)):
        return sorted((_plain(v) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value
