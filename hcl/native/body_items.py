"""Collecting a body's items as they are lowered, one at a time and in source order."""

from __future__ import annotations

from array import array
from typing import TYPE_CHECKING

from hcl import ir
from hcl._generated.HCLParser import HCLParser as P
from hcl.diagnostics import Diagnostic
from hcl.native.parse_tree import dismantle
from hcl.text import go_quote

if TYPE_CHECKING:
    from hcl.native.lower import Lowering


def _free_slots(count: int) -> array[int]:
    return array("i", [-1]) * count


class BodyItems:
    """A body's attributes and blocks, lowered one item at a time, in source order.

    The names set so far are found through ``slots``, an open-addressing hash table of
    indices into ``attrs`` (-1 for a free slot), at most half full: 4 to 8 bytes a name,
    where a dict of names took up to 52 (a dense body's largest table while it is parsed)."""

    __slots__ = ("attrs", "blocks", "lowering", "slots")

    def __init__(self, lowering: Lowering) -> None:
        self.lowering = lowering
        self.attrs: list[ir.Attribute] = []
        self.slots = _free_slots(8)
        self.blocks: list[ir.Block] = []

    def add(self, item: P.BodyItemContext) -> None:
        low = self.lowering
        if low.tolerant:
            if low.skipped.covers(item.start.start):
                return
            kid = item.attribute()
            if kid is None:
                kid = item.block()
        else:  # ``attribute | block``
            kid = item.children[0]
        if type(kid) is P.AttributeContext:
            attr = low.attribute(kid)
            if attr is None:
                return
            redefined = self.keep(attr)
            if redefined is not None and low.tolerant:  # found after the item's syntax errors, where its line ends
                low.found_after[id(redefined)] = low.line_end(item.stop or item.start)
        elif kid is not None:
            block = low.block(kid)
            if block is not None:
                self.blocks.append(block)

    def keep(self, attr: ir.Attribute) -> Diagnostic | None:
        """Add ``attr``, unless the body sets its name already: then report and return that error."""
        name, attrs, slots = attr.name, self.attrs, self.slots
        mask = len(slots) - 1
        i = hash(name) & mask
        while (k := slots[i]) >= 0:
            if attrs[k].name == name:
                return self._redefined(attr, attrs[k])
            i = (i + 1) & mask
        slots[i] = len(attrs)
        attrs.append(attr)
        if 2 * len(attrs) > mask:
            self._grow()
        return None

    def _grow(self) -> None:
        """Twice the slots, each name placed again."""
        slots = self.slots = _free_slots(2 * len(self.slots))
        mask = len(slots) - 1
        for k, attr in enumerate(self.attrs):
            i = hash(attr.name) & mask
            while slots[i] >= 0:
                i = (i + 1) & mask
            slots[i] = k

    def _redefined(self, attr: ir.Attribute, first: ir.Attribute) -> Diagnostic:
        redefined = Diagnostic.error(
            "Attribute redefined",
            f"Argument {go_quote(attr.name)} is already set at {first.name_range}, and a body can "
            "set an argument only once. Remove one of the two definitions.",
            attr.name_range)
        self.lowering.diags.append(redefined)
        return redefined

    def add_parsed(self, item: P.BodyItemContext) -> None:
        """Lower a file's body item as soon as the parser has finished it, then take
        its subtree apart, so only one item's tree is alive at a time. The file keeps a
        placeholder for it and drops what came before (earlier placeholders and the
        newline terminals between items)."""
        kids = item.parentCtx.children
        assert kids[-1] is item
        del kids[:-1]
        kids[-1] = None
        self.add(item)
        dismantle(item)

    def result(self) -> tuple[tuple[ir.Attribute, ...], tuple[ir.Block, ...]]:
        """The items, once all are added (the names seen go first: a dense body's
        largest table)."""
        self.slots = _free_slots(8)
        return tuple(self.attrs), tuple(self.blocks)
