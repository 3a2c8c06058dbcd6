"""Comparing IR nodes while ignoring where they came from.

``strip_ranges`` turns a node into a plain nested tuple without source ranges,
so two parses of differently laid-out text compare equal when they mean the
same; ``ir_equal`` compares two nodes that way. By default parentheses are
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
from hcl.deep import call_deep

__all__ = ["ir_equal", "strip_ranges"]

# A file's source bytes and name are where it came from, not what it says.
_DROPPED = frozenset({"source", "filename", "diagnostics"})


def _dropped(name: str) -> bool:
    return name == "range" or name.endswith("_range") or name.endswith("_ranges") or name in _DROPPED


class _Stripper:
    def __init__(self, parentheses: bool) -> None:
        self.parentheses = parentheses
        self.splats: list[ir.AnonSymbol] = []

    def strip(self, node: Any) -> Any:
        if isinstance(node, tuple):
            return tuple(self.strip(item) for item in node)
        if isinstance(node, ir.AnonSymbol):
            # A splat's element: named by how many splats out its own splat is.
            for depth, item in enumerate(reversed(self.splats)):
                if item == node:
                    return ("AnonSymbol", depth)
            return ("AnonSymbol", -1)
        if isinstance(node, ir.Parentheses) and not self.parentheses:
            return self.strip(node.expr)
        if isinstance(node, ir.Splat):
            source = self.strip(node.source)
            self.splats.append(node.item)
            try:
                return ("Splat", source, self.strip(node.each))
            finally:
                self.splats.pop()
        if is_dataclass(node) and not isinstance(node, type):
            return (type(node).__name__, *(
                (f.name, self.strip(getattr(node, f.name))) for f in fields(node) if not _dropped(f.name)))
        return node


def strip_ranges(node: Any, *, parentheses: bool = False) -> Any:
    """``node`` (any IR node, traversal or tuple of them) as nested tuples without ranges.

    With ``parentheses=True`` :class:`~hcl.ir.Parentheses` nodes are kept.
    """
    return call_deep(lambda: _Stripper(parentheses).strip(node))


def ir_equal(a: Any, b: Any, *, parentheses: bool = False) -> bool:
    """Whether ``a`` and ``b`` are the same IR apart from ranges (and parentheses, unless asked)."""
    return bool(strip_ranges(a, parentheses=parentheses) == strip_ranges(b, parentheses=parentheses))
