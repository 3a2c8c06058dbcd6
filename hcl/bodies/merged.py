"""Merged bodies: several bodies (typically one per file) read as one.

Follows the reference ``merged.go``: each part is read with the schema's
attributes made optional, an attribute set in more than one part is a
"Duplicate argument", blocks are concatenated in part order, and required
attributes are checked once over the whole.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from hcl.body import Attribute, AttributeSchema, Block, Body, BodyContent, BodySchema
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.pos import Pos, Range
from hcl.text import go_quote

_ZERO_RANGE = Range("", Pos(0, 0, 0), Pos(0, 0, 0))


class MergedBody(Body):
    """The bodies ``parts`` merged, in order."""

    __slots__ = ("parts",)

    def __init__(self, parts: Iterable[Body] = ()) -> None:
        self.parts: tuple[Body, ...] = tuple(parts)

    def __repr__(self) -> str:
        return f"MergedBody({list(self.parts)!r})"

    def missing_item_range(self) -> Range:
        if not self.parts:
            return Range("<empty>", Pos(0, 0, 0), Pos(0, 0, 0))
        return self.parts[0].missing_item_range()

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        content, _, diags = self._merged(schema, partial=False)
        return content, diags

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, Body, Diagnostics]:
        content, remain, diags = self._merged(schema, partial=True)
        return content, remain if remain is not None else empty_body(), diags

    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        attrs: dict[str, Attribute] = {}
        diags = Diagnostics()
        for part in self.parts:
            these, part_diags = part.just_attributes()
            diags.extend(part_diags)
            _merge_attributes(attrs, these, diags)
        return attrs, diags

    def _merged(
        self, schema: BodySchema, *, partial: bool
    ) -> tuple[BodyContent, Body | None, Diagnostics]:
        optional = BodySchema(
            tuple(AttributeSchema(a.name, False) for a in schema.attributes), schema.blocks)
        attrs: dict[str, Attribute] = {}
        blocks: list[Block] = []
        leftovers: list[Body] = []
        diags = Diagnostics()
        for part in self.parts:
            if partial:
                these, remain, part_diags = part.partial_content(optional)
                leftovers.append(remain)
            else:
                these, part_diags = part.content(optional)
            diags.extend(part_diags)
            _merge_attributes(attrs, these.attributes, diags)
            blocks.extend(these.blocks)
        for attr_s in schema.attributes:
            if attr_s.required and attr_s.name not in attrs:
                diags.append(Diagnostic.error(
                    "Missing required argument",
                    f"{go_quote(attr_s.name)} is a required argument, and none of the merged bodies sets "
                    "it. Add a definition for it."))
        # The reference leaves the content's missing-item range as the zero range.
        content = BodyContent(attrs, tuple(blocks), _ZERO_RANGE)
        return content, merge_bodies(leftovers) if partial else None, diags


def _merge_attributes(
    into: dict[str, Attribute], these: Mapping[str, Attribute], diags: Diagnostics
) -> None:
    for name, attr in these.items():
        existing = into.get(name)
        if existing is not None:
            diags.append(Diagnostic.error(
                "Duplicate argument",
                f"{go_quote(name)} is already set at {existing.name_range}. An argument can be set "
                "only once across all the merged bodies; remove one of the definitions.",
                attr.name_range))
            continue
        into[name] = attr


_EMPTY = MergedBody()


def empty_body() -> MergedBody:
    """A body with no content at all."""
    return _EMPTY


def merge_bodies(bodies: Iterable[Body]) -> Body:
    """One body reading ``bodies`` in order; nested merged bodies are flattened."""
    flat: list[Body] = []
    for body in bodies:
        if isinstance(body, MergedBody):
            flat.extend(body.parts)
        else:
            flat.append(body)
    return MergedBody(flat) if flat else _EMPTY


def merge_files(files: Iterable[Any]) -> Body:
    """Merge the bodies of parsed files (anything with a ``body`` implementing :class:`Body`)."""
    return merge_bodies(f.body for f in files)
