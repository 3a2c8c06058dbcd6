"""Generic traversal of IR nodes."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass

from hcl.ir.expressions import Expression, ObjectItem
from hcl.ir.structure import Attribute, Block, Body, File

Node = Expression | ObjectItem | Attribute | Block | Body | File

_NODE_TYPES = (Expression, ObjectItem, Attribute, Block, Body, File)
_SKIP = frozenset({"item"})  # a splat's anonymous symbol is not a child of its own
# Field types (annotations are strings) that never hold a node; reading a range field
# would also build a Range for nothing.
_NOT_NODES = ("Range", "tuple[Range", "str", "tuple[str", "bool", "bytes", "Value", "Operator", "Traversal",
              "tuple[Diagnostic")
_NODE_FIELDS: dict[type, tuple[str, ...]] = {}


def node_fields(kind: type) -> tuple[str, ...]:
    """The fields of an IR node class that may hold child nodes, in order (none for a
    class that is not a dataclass; a splat's placeholder symbol is not its child)."""
    names = _NODE_FIELDS.get(kind)
    if names is None:
        found = fields(kind) if is_dataclass(kind) else ()
        names = _NODE_FIELDS[kind] = tuple(
            f.name for f in found if f.name not in _SKIP and not str(f.type).startswith(_NOT_NODES))
    return names


def children(node: Node) -> Iterator[Node]:
    """The direct child nodes of ``node``, in source order."""
    for name in node_fields(type(node)):
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
