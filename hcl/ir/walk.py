"""Generic traversal of IR nodes."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields

from hcl.ir.expressions import Expression, ObjectItem
from hcl.ir.structure import Attribute, Block, Body, File

Node = Expression | ObjectItem | Attribute | Block | Body | File

_NODE_TYPES = (Expression, ObjectItem, Attribute, Block, Body, File)
_SKIP = frozenset({"item"})  # a splat's anonymous symbol is not a child of its own
# Fields that never hold a node: ranges, whose reading would build a Range for nothing.
_NOT_NODES = frozenset({"Range", "tuple[Range, ...]"})
_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}


def _child_fields(cls: type) -> tuple[str, ...]:
    names = _CHILD_FIELDS.get(cls)
    if names is None:
        names = _CHILD_FIELDS[cls] = tuple(
            f.name for f in fields(cls) if f.name not in _SKIP and f.type not in _NOT_NODES)
    return names


def children(node: Node) -> Iterator[Node]:
    """The direct child nodes of ``node``, in source order."""
    for name in _child_fields(type(node)):
        value = getattr(node, name)
        if isinstance(value, _NODE_TYPES):
            yield value
        elif isinstance(value, tuple):
            for item in value:
                if isinstance(item, _NODE_TYPES):
                    yield item


def walk(node: Node) -> Iterator[Node]:
    """``node`` and all its descendants, depth first, without recursion."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(list(children(current))))
