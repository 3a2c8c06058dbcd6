"""Generic traversal of IR nodes."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields

from hcl.ir.expressions import Expression, ObjectItem
from hcl.ir.structure import Attribute, Block, Body, File

Node = Expression | ObjectItem | Attribute | Block | Body | File

_NODE_TYPES = (Expression, ObjectItem, Attribute, Block, Body, File)
_SKIP = frozenset({"item"})  # a splat's anonymous symbol is not a child of its own


def children(node: Node) -> Iterator[Node]:
    """The direct child nodes of ``node``, in source order."""
    for f in fields(node):  # type: ignore[arg-type]
        if f.name in _SKIP:
            continue
        value = getattr(node, f.name)
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
