"""Structural nodes: files, bodies, attributes and blocks."""

from __future__ import annotations

from hcl.ir.expressions import Expression
from hcl.ir.node import node, packed_tuple
from hcl.ir.pickling import PicklesByFields
from hcl.pos import Range


@node
class Attribute(PicklesByFields):
    """``name = expr``."""

    name: str
    expr: Expression
    range: Range
    name_range: Range
    equals_range: Range


@node
class Block(PicklesByFields):
    """``type "label" label2 { body }``."""

    type: str
    labels: tuple[str, ...]
    body: Body
    type_range: Range
    label_ranges: tuple[Range, ...]
    open_brace_range: Range
    close_brace_range: Range

    __packed_fields__ = (packed_tuple("labels"),)

    @property
    def range(self) -> Range:
        return Range.between(self.type_range, self.close_brace_range)

    @property
    def def_range(self) -> Range:
        """The header: type and labels."""
        last = self.label_ranges[-1] if self.label_ranges else self.type_range
        return Range.between(self.type_range, last)


@node
class Body(PicklesByFields):
    """Attributes and blocks, each in source order.

    ``end_range`` is the zero-width range at the end of the body (after a block's
    closing brace, or at the end of the file).
    """

    attributes: tuple[Attribute, ...]
    blocks: tuple[Block, ...]
    range: Range
    end_range: Range

    def attribute(self, name: str) -> Attribute | None:
        for attr in self.attributes:
            if attr.name == name:
                return attr
        return None

    def blocks_of_type(self, type_name: str) -> tuple[Block, ...]:
        return tuple(b for b in self.blocks if b.type == type_name)


@node
class File(PicklesByFields):
    """A parsed configuration file: its body and the source it came from."""

    body: Body
    source: bytes
    filename: str
