"""Native-syntax bodies: schema-driven access to an :class:`hcl.ir.Body`.

Behaviour, summaries and ranges follow the reference ``hclsyntax/structure.go``
(the details are written for this project).
The reference iterates attributes of a map (random order); here diagnostics
about leftover attributes follow source order.
"""

from __future__ import annotations

from hcl import ir
from hcl.body import Attribute, Block, Body, BodyContent, BodySchema
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.pos import Range
from hcl.text import go_quote, name_suggestion


def _attribute(attr: ir.Attribute) -> Attribute:
    return Attribute(attr.name, attr.expr, attr.range, attr.name_range)


class NativeBody(Body):
    """A native-syntax body, possibly with items hidden by an earlier partial read."""

    __slots__ = ("_hidden_attrs", "_hidden_blocks", "ir")

    def __init__(
        self, body: ir.Body, hidden_attrs: frozenset[str] = frozenset(),
        hidden_blocks: frozenset[str] = frozenset(),
    ) -> None:
        self.ir = body
        self._hidden_attrs = hidden_attrs
        self._hidden_blocks = hidden_blocks

    def __repr__(self) -> str:
        return f"NativeBody({self.ir.range})"

    @property
    def hidden_attrs(self) -> frozenset[str]:
        """Attribute names consumed by the partial read that produced this body."""
        return self._hidden_attrs

    @property
    def hidden_blocks(self) -> frozenset[str]:
        """Block types consumed by the partial read that produced this body."""
        return self._hidden_blocks

    @property
    def range(self) -> Range:
        return self.ir.range

    def missing_item_range(self) -> Range:
        return self.ir.range.start_range()

    def _attrs_by_name(self) -> dict[str, ir.Attribute]:
        out: dict[str, ir.Attribute] = {}
        for attr in self.ir.attributes:
            out.setdefault(attr.name, attr)
        return out

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, NativeBody, Diagnostics]:
        diags = Diagnostics()
        hidden_attrs = set(self._hidden_attrs)
        by_name = self._attrs_by_name()
        wanted: set[str] = set()
        for attr_s in schema.attributes:
            name = attr_s.name
            if name in hidden_attrs or name not in by_name:
                if attr_s.required:
                    diags.append(Diagnostic.error(
                        "Missing required argument",
                        f"{go_quote(name)} is a required argument and is not set here. Add a definition for "
                        "it.",
                        self.missing_item_range()))
                continue
            wanted.add(name)
        hidden_attrs |= wanted
        attrs = {a.name: _attribute(a) for a in by_name.values() if a.name in wanted}

        block_schemas = {b.type: b for b in schema.blocks}
        blocks: list[Block] = []
        for block in self.ir.blocks:
            if block.type in self._hidden_blocks:
                continue
            block_s = block_schemas.get(block.type)
            if block_s is None:
                continue
            problem = _label_problem(block, block_s.label_names)
            if problem is not None:
                diags.append(problem)
                continue
            blocks.append(Block(block.type, block.labels, NativeBody(block.body), block.def_range,
                                block.type_range, block.label_ranges))

        remain = NativeBody(self.ir, frozenset(hidden_attrs),
                            self._hidden_blocks | frozenset(block_schemas))
        return BodyContent(attrs, tuple(blocks), self.missing_item_range()), remain, diags

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        content, remain, diags = self.partial_content(schema)
        for attr in self.ir.attributes:
            if attr.name in remain._hidden_attrs:
                continue
            candidates = [a.name for a in schema.attributes if a.name not in content.attributes]
            suggestion = name_suggestion(attr.name, candidates)
            if suggestion:
                hint = f" Did you mean {go_quote(suggestion)}?"
            elif any(b.type == attr.name for b in schema.blocks):
                hint = (f" {go_quote(attr.name)} is a block type here, so write it as a block: "
                        f"{attr.name} {{ ... }}.")
            else:
                hint = ""
            diags.append(Diagnostic.error(
                "Unsupported argument",
                f"{go_quote(attr.name)} is not an argument accepted here; remove it or correct its "
                f"name.{hint}",
                attr.name_range))
        for block in self.ir.blocks:
            if block.type in remain._hidden_blocks:
                continue
            suggestion = name_suggestion(block.type, [b.type for b in schema.blocks])
            if suggestion:
                hint = f" Did you mean {go_quote(suggestion)}?"
            elif any(a.name == block.type for a in schema.attributes):
                hint = (f" {go_quote(block.type)} is an argument here, so set it with an equals "
                        f"sign: {block.type} = value.")
            else:
                hint = ""
            diags.append(Diagnostic.error(
                "Unsupported block type",
                f"A block of type {go_quote(block.type)} is not accepted here; remove it or correct its "
                f"type.{hint}",
                block.type_range))
        return content, diags

    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        diags = Diagnostics()
        if self.ir.blocks:
            example = self.ir.blocks[0]
            diags.append(Diagnostic.error(
                f"Unexpected {go_quote(example.type)} block",
                "Only arguments (name = value) can appear here, not blocks. Remove the block.",
                example.type_range))
        attrs = {name: _attribute(a) for name, a in self._attrs_by_name().items()
                 if name not in self._hidden_attrs}
        return attrs, diags


def _labels(n: int) -> str:
    return "1 label" if n == 1 else f"{n} labels"


def _label_problem(block: ir.Block, label_names: tuple[str, ...]) -> Diagnostic | None:
    """The diagnostic for a block with too many or too few labels, if any."""
    context = Range.between(block.type_range, block.open_brace_range)
    name, have, want = block.type, len(block.labels), len(label_names)
    if have > want:
        if want == 0:
            detail = f"A {name} block takes no labels. Remove them."
        else:
            detail = (f"A {name} block takes {_labels(want)} ({', '.join(label_names)}). Remove the "
                      "extra ones.")
        return Diagnostic.error(f"Extraneous label for {name}", detail,
                                block.label_ranges[want], context)
    if have < want:
        return Diagnostic.error(
            f"Missing {label_names[have]} for {name}",
            f"A {name} block needs {_labels(want)} ({', '.join(label_names)}), each written in "
            "quotes after the block type.",
            block.open_brace_range, context)
    return None
