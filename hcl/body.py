"""The syntax-agnostic body interface and body schemas (spec.md, "Body Content").

A :class:`Body` is opaque: its content is reached only through a
:class:`BodySchema` (schema-driven processing, exhaustive or partial) or in
dynamic-attributes mode (:meth:`Body.just_attributes`). Native-syntax bodies,
JSON bodies and merged bodies all implement it, so every higher layer works on
``.hcl`` and ``.hcl.json`` alike.
"""

from __future__ import annotations

import abc
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from hcl.diagnostics import Diagnostics
from hcl.ir.expressions import Expression
from hcl.pos import Range


@dataclass(frozen=True, slots=True)
class AttributeSchema:
    """An attribute the schema asks for, and whether it must be present."""

    name: str
    required: bool = False


@dataclass(frozen=True, slots=True)
class BlockHeaderSchema:
    """A block type the schema asks for, with the semantic names of its labels."""

    type: str
    label_names: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "label_names", tuple(self.label_names))


@dataclass(frozen=True, slots=True)
class BodySchema:
    """What a body is expected to contain."""

    attributes: tuple[AttributeSchema, ...] = ()
    blocks: tuple[BlockHeaderSchema, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "attributes", tuple(self.attributes))
        object.__setattr__(self, "blocks", tuple(self.blocks))

    @classmethod
    def of(
        cls, attributes: Iterable[str | AttributeSchema] = (),
        blocks: Iterable[str | tuple[str, Iterable[str]] | BlockHeaderSchema] = (),
    ) -> BodySchema:
        """Shorthand: ``BodySchema.of(["a"], ["b", ("resource", ["type", "name"])])``."""
        attrs = tuple(a if isinstance(a, AttributeSchema) else AttributeSchema(a) for a in attributes)
        heads: list[BlockHeaderSchema] = []
        for b in blocks:
            if isinstance(b, BlockHeaderSchema):
                heads.append(b)
            elif isinstance(b, str):
                heads.append(BlockHeaderSchema(b))
            else:
                heads.append(BlockHeaderSchema(b[0], tuple(b[1])))
        return cls(attrs, tuple(heads))


@dataclass(frozen=True, slots=True)
class Attribute:
    """An attribute as body content: its name, expression and where it is."""

    name: str
    expr: Expression
    range: Range
    name_range: Range


@dataclass(frozen=True, slots=True, eq=False)
class Block:
    """A block as body content; ``body`` is a :class:`Body`, not yet content."""

    type: str
    labels: tuple[str, ...]
    body: Body
    def_range: Range
    type_range: Range
    label_ranges: tuple[Range, ...]


@dataclass(frozen=True, slots=True, eq=False)
class BodyContent:
    """The result of applying a schema: attributes by name, blocks in order."""

    attributes: Mapping[str, Attribute] = field(default_factory=dict)
    blocks: tuple[Block, ...] = ()
    missing_item_range: Range | None = None

    def blocks_of_type(self, type_name: str) -> tuple[Block, ...]:
        return tuple(b for b in self.blocks if b.type == type_name)

    def blocks_by_type(self) -> dict[str, tuple[Block, ...]]:
        out: dict[str, list[Block]] = {}
        for b in self.blocks:
            out.setdefault(b.type, []).append(b)
        return {k: tuple(v) for k, v in out.items()}


class Body(abc.ABC):
    """A body of attributes and blocks whose content is reached through a schema."""

    __slots__ = ()

    @abc.abstractmethod
    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        """The content for ``schema``; anything the schema does not name is an error."""

    @abc.abstractmethod
    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, Body, Diagnostics]:
        """The content for ``schema`` and a body of what remains."""

    @abc.abstractmethod
    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        """Dynamic-attributes mode: every item is an attribute (in source order)."""

    @abc.abstractmethod
    def missing_item_range(self) -> Range:
        """Where a missing item would go; the subject of "missing required" errors."""
