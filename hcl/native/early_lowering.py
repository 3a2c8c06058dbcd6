"""Lowering the parts of a file as soon as each is parsed, so its tree never lives whole.

On the fast pass (input without syntax errors) the parser hands over each body item
of the file, each body item of a block, each element of a tuple and each item of an
object as soon as it is parsed. :class:`EarlyLowering` lowers it, takes its subtree
apart, and lets go of the tokens before the part before it (which the parser may
still look back at). In the parent's children, the lowered parts of a collection
stand as one :class:`LoweredRun` and those of a block's body as one
:class:`LoweredItems`, which the lowering of the parent takes as they are; a file's
items go to the file's :class:`~hcl.native.body_items.BodyItems`. So a block with
100,000 arguments, or a list with as many elements, costs the memory of its IR and
of the part being parsed, not that of 100,000 parse trees and their tokens.

Diagnostics found while lowering a part early wait in its placeholder and join the
lowering's own where the parent is lowered: they come in the order a lowering of the
whole tree gives them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from hcl._generated.HCLParser import HCLParser as P
from hcl.diagnostics import Diagnostic
from hcl.native.body_items import BodyItems
from hcl.native.parse_tree import dismantle
from hcl.native.token_stream import IndexedTokenStream

if TYPE_CHECKING:
    from hcl.native.lower import Lowering

T = TypeVar("T")

# Tokens are let go this many at least at a time (small parts come by the thousand).
_RELEASE_STEP = 32


class LoweredRun:
    """Elements of a tuple, or items of an object, already lowered: in the parent's
    children in place of the first of them (the others and the separators between
    them are gone)."""

    __slots__ = ("diags", "nodes")

    def __init__(self) -> None:
        self.nodes: list[Any] = []  # ``ir.Expression`` for a tuple, ``ir.ObjectItem`` for an object
        self.diags: list[Diagnostic] = []


class LoweredItems:
    """A block body's items already lowered, in its children after the opening brace."""

    __slots__ = ("diags", "items")

    def __init__(self, items: BodyItems) -> None:
        self.items = items
        self.diags: list[Diagnostic] = []


class EarlyLowering:
    """The fast pass's hooks (see the module's documentation)."""

    __slots__ = ("file_items", "low", "released", "stream", "watermark")

    def __init__(self, file_items: BodyItems, stream: IndexedTokenStream) -> None:
        self.file_items = file_items
        self.low: Lowering = file_items.lowering
        self.stream = stream
        self.watermark = 0  # the start of the latest part lowered
        self.released = 0  # the tokens before this index were let go

    def _lowered(self, part: Any) -> None:
        """Take ``part``'s subtree apart and let go of tokens (see :meth:`_passed`)."""
        dismantle(part)
        self._passed(part)

    def _passed(self, part: Any) -> None:
        """Let go of the tokens before the part lowered before ``part`` (a few at least at
        a time)."""
        start = part.start.tokenIndex
        if self.watermark - self.released >= _RELEASE_STEP:
            self.stream.release(self.watermark)
            self.released = self.watermark
        if start > self.watermark:
            self.watermark = start

    def _into(self, diags: list[Diagnostic], lower: Callable[[Any], T], part: Any) -> T:
        """``lower(part)``, its diagnostics going to ``diags``."""
        low = self.low
        saved, low.diags = low.diags, diags
        try:
            return lower(part)
        finally:
            low.diags = saved

    def file_item(self, item: P.BodyItemContext) -> None:
        self.file_items.add_parsed(item)  # (which takes the item apart)
        self._passed(item)

    def body_item(self, item: P.BodyItemContext) -> None:
        """An item of a block's body (``{ NEWLINE (NEWLINE | item NEWLINE)* }``)."""
        kids = item.parentCtx.children
        early = kids[1]
        if early.__class__ is not LoweredItems:
            early = LoweredItems(BodyItems(self.low))
        self._into(early.diags, early.items.add, item)
        kids[1:] = [early]  # the brace, then the items; the newlines between them go
        self._lowered(item)

    def tuple_element(self, tup: P.TupleConsContext) -> None:
        """The element before the comma the parser is at (``[ e , e ... ]``)."""
        kids = tup.children
        self._run_with(kids, self.low.expr, kids[-1])

    def object_item(self, item: P.ObjectItemContext) -> None:
        """An item just parsed (``{ item sep item ... }``)."""
        self._run_with(item.parentCtx.children, self.low.object_item, item)

    def _run_with(self, kids: list[Any], lower: Callable[[Any], Any], part: Any) -> None:
        """Lower ``part``, the last of ``kids``, into the run two places before it (the
        separator between), or into a new run in its place."""
        run = kids[-3] if len(kids) >= 3 else None
        if run.__class__ is LoweredRun:
            separator = kids[-2]
            del kids[-2:]
            dismantle(separator)
        else:
            run = kids[-1] = LoweredRun()
        run.nodes.append(self._into(run.diags, lower, part))
        self._lowered(part)


def taken(low: Lowering, run: LoweredRun) -> list[Any]:
    """A run's nodes, its diagnostics joining ``low``'s."""
    low.diags.extend(run.diags)
    return run.nodes

