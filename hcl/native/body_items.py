"""Collecting a body's items as they are lowered, one at a time and in source order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hcl import ir
from hcl._generated.HCLParser import HCLParser as P
from hcl.diagnostics import Diagnostic
from hcl.native.parse_tree import dismantle
from hcl.text import go_quote

if TYPE_CHECKING:
    from hcl.native.lower import Lowering


class BodyItems:
    """A body's attributes and blocks, lowered one item at a time, in source order."""

    __slots__ = ("attrs", "blocks", "lowering", "seen")

    def __init__(self, lowering: Lowering) -> None:
        self.lowering = lowering
        self.attrs: list[ir.Attribute] = []
        self.seen: dict[str, ir.Attribute] = {}
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
        first = self.seen.get(attr.name)
        if first is not None:
            redefined = Diagnostic.error(
                "Attribute redefined",
                f"Argument {go_quote(attr.name)} is already set at {first.name_range}, and a body can "
                "set an argument only once. Remove one of the two definitions.",
                attr.name_range)
            self.lowering.diags.append(redefined)
            return redefined
        self.seen[attr.name] = attr
        self.attrs.append(attr)
        return None

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
        self.seen.clear()
        return tuple(self.attrs), tuple(self.blocks)
