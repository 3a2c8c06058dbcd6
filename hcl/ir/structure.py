"""Structural nodes: files, bodies, attributes and blocks."""

from __future__ import annotations

from typing import Any

from hcl.ir.compact import Compacted, chain_of
from hcl.ir.expressions import Expression, compact_stand_in, from_stand_in, stands_in
from hcl.ir.node import (
    assembler,
    keep_instead,
    keeps_offsets,
    kept,
    kept_offsets,
    kept_source,
    kept_span,
    node,
    nth_offsets,
    offset_pairs,
    pack_offsets,
    packed_tuple,
)
from hcl.ir.pickling import PicklesByFields
from hcl.ir.shared import known_name
from hcl.pos import PositionIndex, Range


def _pack_expr(expr: Any, src: PositionIndex | None, spans: tuple[Any, ...]) -> Any:
    """An attribute's expression, when it starts one character after the equals sign
    (its range is then known from the attribute's), kept as what stands for it or
    written as bytes (see :func:`~hcl.ir.expressions.compact_stand_in`). Otherwise the
    expression itself. An operator chain written as it was parsed (a
    :class:`~hcl.ir.compact.Chain` as its first slot) is kept as the chain's bytes, or
    made into nodes."""
    pairs = offset_pairs(src, spans)
    if pairs is None or kept_source(expr) is not src:
        packed = False
    else:
        (_, end), _, (_, equals_end) = pairs
        packed = keeps_offsets(expr, src, equals_end + 1, end)  # type: ignore[arg-type]
    chain = chain_of(expr)
    if chain is not None:  # (starting where the expression does)
        if not packed:
            return chain.made(expr)
        chain.add(expr)
        return chain.held()
    kept = compact_stand_in(expr) if packed else None
    return expr if kept is None else kept


def _unpack_expr(expr: Any, attr: Attribute) -> Expression:
    if not stands_in(expr):
        return expr  # type: ignore[no-any-return]
    src, ((_, end), _, (_, equals_end)) = kept_offsets(attr)  # type: ignore[misc]
    made = from_stand_in(expr, kept_span(src, equals_end + 1, end), src)
    if expr.__class__ is bytes or expr.__class__ is Compacted:
        keep_instead(attr, "expr", made)  # (made once: more than a few nodes)
    return made


def _pack_name(name: str, src: PositionIndex | None, spans: tuple[Any, ...]) -> str | None:
    """An attribute's name as None when it is the text of its range in the source (read
    back from there: some 45 bytes less for a name the file has once). Otherwise the name."""
    pairs = offset_pairs(src, spans)
    if pairs is None:
        return name
    start, end = pairs[1]
    return None if src.text(start, end) == name else name  # type: ignore[union-attr]


def _unpack_name(name: str | None, attr: Attribute) -> str:
    if name is not None:
        return name
    src, start, end = nth_offsets(attr, 1)  # (its name range)
    return known_name(src.text(start, end))  # type: ignore[arg-type]


@node
class Attribute(PicklesByFields):
    """``name = expr``."""

    name: str
    expr: Expression
    range: Range
    name_range: Range
    equals_range: Range

    __packed_by_ranges__ = (("name", _pack_name, _unpack_name), ("expr", _pack_expr, _unpack_expr))


def _pack_body(body: Any, src: PositionIndex | None, spans: tuple[Any, ...]) -> Any:
    """A block's body of attributes alone, or of blocks alone, spanning the block's
    braces (its ranges are then known from the block's), kept as what it keeps of those
    (a body node and its number of ranges less). Otherwise the body itself."""
    if body.__class__ is not Body:
        return body
    attributes, blocks = kept(body, "attributes"), kept(body, "blocks")
    if attributes != () and blocks != ():
        return body
    pairs = offset_pairs(src, spans)
    own = kept_offsets(body)
    if pairs is None or own is None or own[0] is not src:
        return body
    _, (open_start, _), (_, close_end) = pairs
    if own[1] != ((open_start, close_end), (close_end, close_end)):
        return body
    return attributes if blocks == () else blocks


def _unpack_body(held: Any, block: Block) -> Body:
    if held.__class__ is Body:
        return held
    src, (_, (open_start, _), (_, close_end)) = kept_offsets(block)  # type: ignore[misc]
    spans = pack_offsets(src, (kept_span(src, open_start, close_end), kept_span(src, close_end, close_end)), False)
    first = held[0] if held.__class__ is tuple and held else held
    if first.__class__ is Block:  # (blocks alone: a block as itself, or a tuple of them)
        return _make_body((), held, spans, src)
    return _make_body(held, (), spans, src)


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
    __packed_by_ranges__ = (("body", _pack_body, _unpack_body),)

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

    __packed_fields__ = (packed_tuple("attributes"), packed_tuple("blocks"))

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


_make_body = assembler(Body)
