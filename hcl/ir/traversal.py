"""Traversals: a root name followed by attribute, index and splat steps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hcl.ir.node import node
from hcl.ir.pickling import PicklesByFields
from hcl.pos import Range

if TYPE_CHECKING:
    from collections.abc import Iterator

    from hcl.cty import Value


@node
class TraverseRoot(PicklesByFields):
    """The variable name a traversal starts from."""

    name: str
    range: Range


@node
class TraverseAttr(PicklesByFields):
    """``.name``; the range includes the dot."""

    name: str
    range: Range


@node
class TraverseIndex(PicklesByFields):
    """``[key]`` with a constant key (or the legacy ``.0``); the range includes brackets."""

    key: Value
    range: Range


@node
class TraverseSplat(PicklesByFields):
    """``[*]`` followed by the steps applied to each element (partial traversals only)."""

    each: Traversal
    range: Range


Traverser = TraverseRoot | TraverseAttr | TraverseIndex | TraverseSplat


@node
class Traversal(PicklesByFields):
    """A sequence of steps. Absolute when it starts with a :class:`TraverseRoot`."""

    steps: tuple[Traverser, ...] = ()

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[Traverser]:
        return iter(self.steps)

    def __getitem__(self, i: int) -> Traverser:
        return self.steps[i]

    @property
    def is_relative(self) -> bool:
        return not self.steps or not isinstance(self.steps[0], TraverseRoot)

    @property
    def root_name(self) -> str:
        root = self.steps[0]
        if not isinstance(root, TraverseRoot):
            raise ValueError("a relative traversal has no root name")
        return root.name

    @property
    def source_range(self) -> Range:
        return Range.between(self.steps[0].range, self.steps[-1].range)

    def simple_split(self) -> tuple[Traversal, Traversal]:
        """The root step alone, and the remaining relative steps."""
        return Traversal(self.steps[:1]), Traversal(self.steps[1:])

    def join(self, rel: Traversal) -> Traversal:
        return Traversal(self.steps + rel.steps)
