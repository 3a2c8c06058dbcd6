"""Comparing IR nodes while ignoring where they came from, or not.

``strip_ranges`` turns a node into a plain nested tuple without source ranges,
so two parses of differently laid-out text compare equal when they mean the
same; ``ir_equal`` compares two nodes that way. ``ir_identical`` compares every
field, ranges included, as ``==`` does, without recursing. By default parentheses are
ignored as well: in a tree, grouping is already the tree's shape, so a
:class:`~hcl.ir.Parentheses` node never changes what an expression means.

    >>> from hcl.native.parser import parse_expression
    >>> a, _ = parse_expression("(a + b) * c")
    >>> b, _ = parse_expression("(a+b)*\\n  c")
    >>> ir_equal(a, b)
    True
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from hcl import ir

__all__ = ["ir_equal", "ir_identical", "strip_ranges"]

# A file's source bytes and name are where it came from, not what it says.
_DROPPED = frozenset({"source", "filename", "diagnostics"})


def _dropped(name: str) -> bool:
    return name == "range" or name.endswith("_range") or name.endswith("_ranges") or name in _DROPPED


_VISIT, _BUILD = 0, 1

# The splats around a node, innermost first: (anonymous symbol, outer scope) or None.
_Scope = tuple[ir.AnonSymbol, "_Scope"] | None


def _symbol_position(scope: _Scope, symbol: ir.AnonSymbol) -> int:
    """How many splats out ``symbol``'s own splat is (-1: not inside it)."""
    depth = 0
    while scope is not None:
        if scope[0] == symbol:
            return depth
        scope, depth = scope[1], depth + 1
    return -1


def _splat(parts: list[Any]) -> Any:
    return ("Splat", *parts)


def _strip(root: Any, parentheses: bool) -> Any:
    """The work of :func:`strip_ranges`, with an explicit stack (IR may nest very deeply)."""
    done: list[Any] = []
    work: list[tuple[int, Any, _Scope]] = [(_VISIT, root, None)]
    pop, push = work.pop, work.append
    while work:
        op, node, scope = pop()
        if op == _BUILD:  # node: (make, count) over the last ``count`` results
            make, count = node
            parts = done[len(done) - count:]
            del done[len(done) - count:]
            done.append(make(parts))
        elif isinstance(node, tuple):
            push((_BUILD, (tuple, len(node)), None))
            work.extend((_VISIT, item, scope) for item in reversed(node))
        elif isinstance(node, ir.AnonSymbol):
            # A splat's element: named by how many splats out its own splat is.
            done.append(("AnonSymbol", _symbol_position(scope, node)))
        elif isinstance(node, ir.Parentheses) and not parentheses:
            push((_VISIT, node.expr, scope))
        elif isinstance(node, ir.Splat):
            push((_BUILD, (_splat, 2), None))
            push((_VISIT, node.each, (node.item, scope)))
            push((_VISIT, node.source, scope))
        elif is_dataclass(node) and not isinstance(node, type):
            names = [f.name for f in fields(node) if not _dropped(f.name)]
            push((_BUILD, (_Fields(type(node).__name__, names), len(names)), None))
            work.extend((_VISIT, getattr(node, name), scope) for name in reversed(names))
        else:
            done.append(node)
    return done[0]


class _Fields:
    """Builds ``(type name, (field, value), ...)`` from the stripped field values."""

    __slots__ = ("kind", "names")

    def __init__(self, kind: str, names: list[str]) -> None:
        self.kind = kind
        self.names = names

    def __call__(self, values: list[Any]) -> Any:
        return (self.kind, *zip(self.names, values, strict=True))


def strip_ranges(node: Any, *, parentheses: bool = False) -> Any:
    """``node`` (any IR node, traversal or tuple of them) as nested tuples without ranges.

    With ``parentheses=True`` :class:`~hcl.ir.Parentheses` nodes are kept.
    """
    return _strip(node, parentheses)


def ir_equal(a: Any, b: Any, *, parentheses: bool = False) -> bool:
    """Whether ``a`` and ``b`` are the same IR apart from ranges (and parentheses, unless asked)."""
    pairs = [(strip_ranges(a, parentheses=parentheses), strip_ranges(b, parentheses=parentheses))]
    while pairs:  # compared with an explicit stack: ``==`` of nested tuples recurses in C
        x, y = pairs.pop()
        if type(x) is tuple and type(y) is tuple:
            if len(x) != len(y):
                return False
            pairs.extend(zip(x, y, strict=True))
        elif not (x is y or bool(x == y)):
            return False
    return True


def ir_identical(a: Any, b: Any) -> bool:
    """Whether ``a`` and ``b`` are equal in every field, ranges included (what ``==`` on
    nodes tells, compared with an explicit stack: ``==`` recurses once per level)."""
    pairs = [(a, b)]
    while pairs:
        x, y = pairs.pop()
        if type(x) is not type(y):
            return False
        if type(x) is tuple:
            if len(x) != len(y):
                return False
            pairs.extend(zip(x, y, strict=True))
        elif is_dataclass(x) and not isinstance(x, type):
            pairs.extend((getattr(x, f.name), getattr(y, f.name)) for f in fields(x))
        elif not (x is y or bool(x == y)):
            return False
    return True
