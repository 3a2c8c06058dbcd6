"""Long runs of elements held by their stand-ins until they are read.

A collection node of many small elements (a list of numbers or strings, say) would
hold a node for each, 80 bytes or more beside a few bytes of input. Where each element
has a stand-in (what a node keeping its range keeps for it instead: an int, a text, a
name), :class:`ElementRun` gathers the elements while they are parsed as the stand-ins
and one number for each element's range, and the node keeps that as
:class:`HeldElements`; its elements are made when first read, and kept from then on.
The syntax decides what stands for what: the native syntax's tuple constructors and
the JSON syntax's arrays each give the run their own two functions.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from hcl.ir.node import keep_instead, kept_range, kept_source
from hcl.pos import PositionIndex

__all__ = ["ElementRun", "HeldElements", "elements_made", "held_field", "holds_elements"]

# What stands for an element, and the element made again from that, its range's span and
# its position index.
StandIn = Callable[[Any], Any]
MakeFrom = Callable[[Any, float, PositionIndex], Any]


class HeldElements:
    """Elements kept as their stand-ins and what each keeps for its range (one float: 16
    bytes an element besides the stand-in), over one position index; an element held as
    itself has -1 for its range."""

    __slots__ = ("held", "make", "spans", "src")

    def __init__(self, held: list[Any], spans: array[float], src: PositionIndex, make: MakeFrom) -> None:
        self.held = held
        self.spans = spans
        self.src = src
        self.make = make

    def __len__(self) -> int:
        return len(self.held)

    def __iter__(self) -> Iterator[Any]:
        make, src = self.make, self.src
        for held, span in zip(self.held, self.spans, strict=True):
            yield held if span < 0 else make(held, span, src)  # (-1: held as itself, see ElementRun)


def holds_elements(parts: Any, src: PositionIndex | None) -> bool:
    """Whether a node over ``src`` may keep ``parts`` as they are: elements held over it."""
    return parts.__class__ is HeldElements and parts.src is src


def elements_made(held: HeldElements, owner: Any, field: str) -> tuple[Any, ...]:
    """The elements ``held`` for ``owner``'s ``field``, made now and kept by the node from
    now on (so reading them one index at a time stays linear)."""
    parts = tuple(held)
    keep_instead(owner, field, parts)
    return parts


def held_field(
    field: str, pack: Callable[[Any], Any] = tuple, unpack: Callable[[Any], tuple[Any, ...]] | None = None,
) -> tuple[str, Callable[..., Any], Callable[[Any, Any], tuple[Any, ...]]]:
    """The ``__packed_by_ranges__`` entry of a node's tuple ``field`` that keeps elements
    held by an :class:`ElementRun` as they are, and any other value as ``pack`` keeps it
    (a tuple; ``unpack`` gives the tuple back from something else ``pack`` keeps)."""

    def packs(parts: Any, src: PositionIndex | None, spans: tuple[Any, ...]) -> Any:
        return parts if holds_elements(parts, src) or (parts.__class__ is tuple and unpack is None) else pack(parts)

    def unpacks(parts: Any, owner: Any) -> tuple[Any, ...]:
        if parts.__class__ is HeldElements:
            return elements_made(parts, owner, field)
        return parts if parts.__class__ is tuple or unpack is None else unpack(parts)

    return field, packs, unpacks


class ElementRun:
    """A collection's elements as a parser lowers them one by one, gathered as the node
    will keep them: past ``limit`` of them, while each has a stand-in over one source,
    as the stand-ins and their ranges alone; as the nodes otherwise (from the first
    element without one on, every element is a node again). So a long list of small
    elements never has a node an element, even while it is parsed. A ``mixed`` run (a
    template's parts) holds an element without a stand-in as itself instead, and goes on
    holding the others by their stand-ins."""

    __slots__ = ("held", "limit", "make", "mixed", "no_stand_in", "nodes", "spans", "src", "stand_in")

    def __init__(self, stand_in: StandIn, make: MakeFrom, no_stand_in: Any, limit: int, mixed: bool = False) -> None:
        self.stand_in = stand_in  # what stands for an element; ``no_stand_in`` where none does
        self.make = make
        self.no_stand_in = no_stand_in
        self.limit = limit
        self.mixed = mixed
        self.nodes: list[Any] | None = []  # None while the elements are held as stand-ins
        self.held: list[Any] = []
        self.spans = array("d")
        # The position index of the stand-ins' ranges; False once the elements stay nodes.
        self.src: PositionIndex | bool | None = None

    def __len__(self) -> int:
        return len(self.nodes) if self.nodes is not None else len(self.held)

    def __iter__(self) -> Iterator[Any]:
        return iter(self.nodes) if self.nodes is not None else iter(self._held())

    def append(self, element: Any) -> None:
        nodes = self.nodes
        if nodes is not None:
            nodes.append(element)
            if len(nodes) > self.limit and self.src is None:
                self._stand_in_for(nodes)
        elif not self._add(element):
            self.nodes = [*self, element]
            self.held, self.spans, self.src = [], array("d"), False

    def extend(self, elements: Iterable[Any]) -> None:
        for element in elements:
            self.append(element)

    def take(self) -> tuple[Any, ...]:
        """The elements, as the node takes them (a tuple of nodes, or held); the run is
        left empty."""
        taken = tuple(self.nodes) if self.nodes is not None else self._held()
        self.nodes, self.held, self.spans, self.src = [], [], array("d"), None
        return taken  # type: ignore[return-value]

    def _held(self) -> HeldElements:
        return HeldElements(self.held, self.spans, self.src, self.make)  # type: ignore[arg-type]

    def _add(self, element: Any) -> bool:
        """Hold ``element`` as its stand-in and range, if it has them over the run's source."""
        held = self.stand_in(element)
        if held is not self.no_stand_in:
            src, span = kept_range(element)
            if span.__class__ is float and src is self.src:
                self.held.append(held)
                self.spans.append(span)
                return True
        if not self.mixed:
            return False
        self.held.append(element)
        self.spans.append(-1.0)
        return True

    def _stand_in_for(self, nodes: list[Any]) -> None:
        """Hold ``nodes`` as stand-ins from now on if each has one over one source (in a
        mixed run, if one has); keep them, and every element after them, as nodes otherwise."""
        if self.mixed:  # (past limit + 1 nodes, those before the latest were looked at already)
            looked = nodes if len(nodes) == self.limit + 1 else nodes[-1:]
            first = next((node for node in looked if self.stand_in(node) is not self.no_stand_in), None)
            if first is None:
                return  # (looked for again with the next element)
            self.src = kept_source(first)
        else:
            self.src = kept_source(nodes[0])
        if self.src is not None and all(map(self._add, nodes)):
            self.nodes = None
        else:
            self.held, self.spans, self.src = [], array("d"), False
