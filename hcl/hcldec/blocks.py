"""Specs that decode nested blocks: one block, sequences of blocks, blocks keyed by label,
and a block's attributes as a map (the reference's ``hcldec/spec.go``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from hcl.analysis import variables as expr_variables
from hcl.body import Block, BlockHeaderSchema, BodyContent
from hcl.cty import (
    DYNAMIC,
    EMPTY_OBJECT,
    EMPTY_TUPLE,
    ConversionError,
    InvalidValueError,
    List,
    Map,
    Set,
    Type,
    Value,
)
from hcl.cty.convert import convert, unify_unsafe
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.eval import EvalContext, evaluate
from hcl.ext.customdecode import decoder_for_type
from hcl.hcldec.decode import decode_body, source_range, variables
from hcl.hcldec.spec import (
    BlockLabel,
    Ctx,
    Labels,
    Result,
    Spec,
    _missing_item_range,
    _misuse,
    _unknown,
    find_label_specs,
)
from hcl.ir import Traversal
from hcl.pos import Range
from hcl.text import go_quote

__all__ = [
    "BlockAttrsSpec",
    "BlockListSpec",
    "BlockMapSpec",
    "BlockObjectSpec",
    "BlockSetSpec",
    "BlockSpec",
    "BlockTupleSpec",
]


def labels_for_block(block: Block) -> Labels:
    return tuple(BlockLabel(v, r) for v, r in zip(block.labels, block.label_ranges, strict=False))


def _count(n: int) -> str:
    return "1 block" if n == 1 else f"{n} blocks"


def _is_unknown_body(block: Block) -> bool:
    """Whether the block's body stands for an unknown number of blocks (a dynamic block)."""
    unknown = getattr(block.body, "unknown", None)
    return bool(callable(unknown) and unknown())


class _BlockSpecBase(Spec):
    """Common parts of the specs reading blocks of one type with a nested spec."""

    __slots__ = ()
    type_name: str
    nested: Spec

    def _label_names(self) -> tuple[str, ...]:
        return find_label_specs(self.nested)

    def _block_schemata(self) -> tuple[BlockHeaderSchema, ...]:
        return (BlockHeaderSchema(self.type_name, self._label_names()),)

    def _nested_spec(self) -> Spec:
        return self.nested

    def _blocks(self, content: BodyContent) -> list[Block]:
        return [b for b in content.blocks if b.type == self.type_name]

    def _variables_needed(self, content: BodyContent) -> list[Traversal]:
        found: list[Traversal] = []
        for block in self._blocks(content):
            found.extend(variables(block.body, self.nested))
        return found

    def _decode_block(self, block: Block, labels: Labels, ctx: EvalContext | None) -> tuple[Value, Diagnostics]:
        val, _, diags = decode_body(block.body, labels, ctx, self.nested, partial=False)
        return val, diags

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        # The first block of the type: blocks need not form a contiguous range.
        blocks = self._blocks(content)
        if not blocks:
            return _missing_item_range(content)
        return source_range(blocks[0].body, self.nested, labels_for_block(blocks[0]))


@dataclass(frozen=True)
class BlockSpec(_BlockSpecBase):
    """The nested spec's result for the one block of the type; null when there is none."""

    type_name: str
    nested: Spec
    required: bool = False

    def _variables_needed(self, content: BodyContent) -> list[Traversal]:
        blocks = self._blocks(content)
        return variables(blocks[0].body, self.nested) if blocks else []

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        diags = Diagnostics()
        blocks = self._blocks(content)
        if len(blocks) > 1:
            diags.append(Diagnostic.error(
                f"Duplicate {self.type_name} block",
                f"A {go_quote(self.type_name)} block is already defined at {blocks[0].def_range}, and only "
                "one is allowed. Merge the two blocks or remove one.",
                blocks[1].def_range))
        if not blocks:
            if self.required:
                diags.append(Diagnostic.error(
                    f"Missing {self.type_name} block",
                    f"This body must contain a {go_quote(self.type_name)} block. Add one.",
                    _missing_item_range(content)))
            return Value.null(self.nested.implied_type().without_optional_attributes_deep()), diags
        val, more = self._decode_block(blocks[0], labels_for_block(blocks[0]), ctx)
        diags.extend(more)
        return val, diags

    def implied_type(self) -> Type:
        return self.nested.implied_type()


class _BlockSequence(_BlockSpecBase):
    """Blocks of a type as a list, set or tuple, with optional count limits."""

    __slots__ = ()
    min_items: int
    max_items: int

    def _decode_all(
        self, content: BodyContent, ctx: EvalContext | None
    ) -> tuple[list[Value] | None, list[Range], Diagnostics]:
        diags = Diagnostics()
        elems: list[Value] = []
        ranges: list[Range] = []
        for block in self._blocks(content):
            labels = labels_for_block(block)
            val, more = self._decode_block(block, labels, ctx)
            diags.extend(more)
            if _is_unknown_body(block):
                return None, ranges, diags
            elems.append(val)
            ranges.append(source_range(block.body, self.nested, labels))
        if len(elems) < self.min_items:
            diags.append(Diagnostic.error(
                f"Insufficient {self.type_name} blocks",
                f"This body has {_count(len(elems))} of type {go_quote(self.type_name)}, fewer than the "
                f"minimum of {self.min_items}. Add the missing blocks.",
                _missing_item_range(content)))
        elif self.max_items > 0 and len(elems) > self.max_items:
            diags.append(Diagnostic.error(
                f"Too many {self.type_name} blocks",
                f"Blocks of type {go_quote(self.type_name)} are limited to {self.max_items} here; remove this "
                "one and any after it.",
                ranges[self.max_items]))
        return elems, ranges, diags

    def _unified(self, elems: list[Value], ranges: list[Range], diags: Diagnostics) -> list[Value] | None:
        """The elements converted to one type, or None (with an error) when they have none in common."""
        unified, convs = unify_unsafe([v.type for v in elems])
        summary = f"Unconsistent argument types in {self.type_name} blocks"
        if unified is None or convs is None:
            diags.append(Diagnostic.error(
                summary, "The blocks of this type give different types to the same argument, and they have no "
                "common type. Use values of the same type for each argument in every block.", ranges[0]))
            return None
        out: list[Value] = []
        for i, (v, conv) in enumerate(zip(elems, convs, strict=True)):
            if conv is None:
                out.append(v)
                continue
            try:
                out.append(conv(v))
            except ConversionError as exc:
                diags.append(Diagnostic.error(
                    summary, f"The arguments of block {i} (counting from 0) do not match the types used by the "
                    f"other blocks: {exc}.", ranges[i]))
                return None
        return out

    def _decode_collection(self, content: BodyContent, ctx: Ctx, make: Callable[..., Value]) -> Result:
        """A list or set (``make``) of the nested results, unified to one element type."""
        elems, ranges, diags = self._decode_all(content, ctx)
        if elems is None:
            return _unknown(self.implied_type()), diags
        if not elems:
            return make([], self.nested.implied_type()), diags
        unified = self._unified(elems, ranges, diags)
        return (make(unified) if unified is not None else Value.unknown(DYNAMIC)), diags


@dataclass(frozen=True)
class BlockListSpec(_BlockSequence):
    """A list of the nested spec's results, one per block of the type."""

    type_name: str
    nested: Spec
    min_items: int = 0
    max_items: int = 0

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        return self._decode_collection(content, ctx, Value.list)

    def implied_type(self) -> Type:
        return List(self.nested.implied_type())


@dataclass(frozen=True)
class BlockSetSpec(_BlockSequence):
    """A set of the nested spec's results, one per block of the type."""

    type_name: str
    nested: Spec
    min_items: int = 0
    max_items: int = 0

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        return self._decode_collection(content, ctx, Value.set)

    def implied_type(self) -> Type:
        return Set(self.nested.implied_type())


@dataclass(frozen=True)
class BlockTupleSpec(_BlockSequence):
    """A tuple of the nested spec's results, one per block (their types may differ)."""

    type_name: str
    nested: Spec
    min_items: int = 0
    max_items: int = 0

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        elems, _, diags = self._decode_all(content, ctx)
        if elems is None:
            return _unknown(self.implied_type()), diags
        return (Value.tuple(elems) if elems else EMPTY_TUPLE), diags

    def implied_type(self) -> Type:
        return DYNAMIC


class _BlockKeyed(_BlockSpecBase):
    """Blocks of a type keyed by their first labels, one nesting level per label name."""

    __slots__ = ()
    label_names: tuple[str, ...]

    def _block_schemata(self) -> tuple[BlockHeaderSchema, ...]:
        return (BlockHeaderSchema(self.type_name, (*self.label_names, *find_label_specs(self.nested))),)

    def _collect(self, content: BodyContent, ctx: EvalContext | None) -> tuple[dict[str, Any] | None, Diagnostics]:
        diags = Diagnostics()
        tree: dict[str, Any] = {}
        n = len(self.label_names)
        for block in self._blocks(content):
            if _is_unknown_body(block):
                return None, diags
            val, more = self._decode_block(block, labels_for_block(block)[n:], ctx)
            target = tree
            for key in block.labels[:n - 1]:
                target = target.setdefault(key, {})
            diags.extend(more)
            key = block.labels[n - 1]
            if key in target:
                quoted = "".join(f" {go_quote(label)}" for label in block.labels)
                diags.append(Diagnostic.error(
                    f"Duplicate {self.type_name} block",
                    f"{self.type_name}{quoted} is defined more than once. Each {self.type_name} block needs "
                    "its own distinct labels; rename or remove one.", block.def_range))
                continue
            target[key] = val
        return tree, diags


@dataclass(frozen=True)
class BlockMapSpec(_BlockKeyed):
    """Nested maps of the nested spec's results, keyed by the blocks' labels.

    The nested spec must have an exact implied type (no ``any``).
    """

    type_name: str
    label_names: tuple[str, ...]
    nested: Spec

    def __post_init__(self) -> None:
        object.__setattr__(self, "label_names", tuple(self.label_names))

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        if not self.label_names:
            return _unknown(self.implied_type()), Diagnostics([_misuse(
                "A block map spec has no label names; give it at least one.")])
        if self.implied_type().has_dynamic_types():
            return _unknown(self.implied_type()), Diagnostics([_misuse(
                "A block map spec needs an exact result type, so it cannot contain attributes of type 'any'.")])
        tree, diags = self._collect(content, ctx)
        if tree is None:
            return _unknown(self.implied_type()), diags
        if not tree:
            # As the reference: the element type of an empty result is the nested type
            # itself, whatever the number of labels.
            return Value.map({}, self.nested.implied_type()), diags
        return _as_maps(tree, len(self.label_names)), diags

    def implied_type(self) -> Type:
        ty = self.nested.implied_type()
        for _ in self.label_names:
            ty = Map(ty)
        return ty


def _as_maps(tree: dict[str, Any], depth: int) -> Value:
    vals = {k: (v if depth == 1 else _as_maps(v, depth - 1)) for k, v in tree.items()}
    try:
        return Value.map(vals)
    except InvalidValueError:
        unified, convs = unify_unsafe([v.type for v in vals.values()])
        if unified is None or convs is None:
            return Value.unknown(DYNAMIC)
        return Value.map({k: (c(v) if c is not None else v) for (k, v), c in zip(vals.items(), convs, strict=True)})


@dataclass(frozen=True)
class BlockObjectSpec(_BlockKeyed):
    """As :class:`BlockMapSpec`, but objects: the results may differ in type."""

    type_name: str
    label_names: tuple[str, ...]
    nested: Spec

    def __post_init__(self) -> None:
        object.__setattr__(self, "label_names", tuple(self.label_names))

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        if not self.label_names:
            return _unknown(self.implied_type()), Diagnostics([_misuse(
                "A block object spec has no label names; give it at least one.")])
        tree, diags = self._collect(content, ctx)
        if tree is None:
            return _unknown(self.implied_type()), diags
        if not tree:
            return EMPTY_OBJECT, diags
        return _as_objects(tree, len(self.label_names)), diags

    def implied_type(self) -> Type:
        return DYNAMIC


def _as_objects(tree: dict[str, Any], depth: int) -> Value:
    return Value.object({k: (v if depth == 1 else _as_objects(v, depth - 1)) for k, v in tree.items()})


class _NoopSpec(Spec):
    """The placeholder nested spec of a block attributes spec (never decoded)."""

    __slots__ = ()

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        return Value.null(DYNAMIC), Diagnostics()

    def implied_type(self) -> Type:
        return DYNAMIC

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        return _missing_item_range(content)


_NOOP = _NoopSpec()


@dataclass(frozen=True)
class BlockAttrsSpec(Spec):
    """The attributes of the one block of the type, as a map of ``element_type``.

    The block takes no labels and may contain attributes only; no block gives
    null, or an error when ``required``.
    """

    type_name: str
    element_type: Type
    required: bool = False

    def _block_schemata(self) -> tuple[BlockHeaderSchema, ...]:
        return (BlockHeaderSchema(self.type_name, ()),)

    def _nested_spec(self) -> Spec:
        return _NOOP

    def _find(self, content: BodyContent) -> tuple[Block | None, Block | None]:
        blocks = [b for b in content.blocks if b.type == self.type_name]
        return (blocks[0] if blocks else None), (blocks[1] if len(blocks) > 1 else None)

    def _variables_needed(self, content: BodyContent) -> list[Traversal]:
        block, _ = self._find(content)
        if block is None:
            return []
        attrs, diags = block.body.just_attributes()
        if diags.has_errors:
            return []
        found = [t for attr in attrs.values() for t in expr_variables(attr.expr)]
        return sorted(found, key=lambda t: t.source_range.start.byte)

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        diags = Diagnostics()
        block, other = self._find(content)
        if block is None:
            if self.required:
                diags.append(Diagnostic.error(
                    f"Missing {self.type_name} block",
                    f"This body must contain a {go_quote(self.type_name)} block. Add one.",
                    _missing_item_range(content)))
            return Value.null(Map(self.element_type).without_optional_attributes_deep()), diags
        if other is not None:
            diags.append(Diagnostic.error(
                f"Duplicate {self.type_name} block",
                f"A {go_quote(self.type_name)} block is already defined at {block.def_range}, and only "
                "one is allowed. Merge the two blocks or remove one.", other.def_range))
        attrs, more = block.body.just_attributes()
        diags.extend(more)
        if not attrs:
            return Value.map({}, self.element_type), diags
        vals: dict[str, Value] = {}
        decoder = decoder_for_type(self.element_type)
        for name, attr in attrs.items():
            if decoder is not None:
                val, more = decoder(attr.expr, ctx)
                diags.extend(more)
                vals[name] = val if val is not None else Value.unknown(self.element_type)
                continue
            val, more = evaluate(attr.expr, ctx)
            diags.extend(more)
            try:
                val = convert(val, self.element_type)
            except ConversionError as exc:
                diags.append(Diagnostic.error(
                    "Invalid attribute value",
                    f"This value does not suit an attribute of a {go_quote(self.type_name)} block: {exc}.",
                    attr.expr.range, Range.between(attr.name_range, attr.expr.range)))
                val = Value.unknown(self.element_type)
            vals[name] = val
        return self._as_map(vals, attrs, diags), diags

    def _as_map(self, vals: dict[str, Value], attrs: dict[str, Any], diags: Diagnostics) -> Value:
        try:
            return Value.map(vals)
        except InvalidValueError:
            pass
        # Only with a dynamic element type: the values must share a type to form a map.
        unified, convs = unify_unsafe([v.type for v in vals.values()])
        if unified is not None and convs is not None:
            try:
                return Value.map({k: (c(v) if c is not None else v) for (k, v), c in
                                  zip(vals.items(), convs, strict=True)})
            except ConversionError:
                pass
        first = next(iter(attrs.values()))
        diags.append(Diagnostic.error(
            "Invalid attribute value",
            f"The attributes of a {go_quote(self.type_name)} block form a map, so their values need a common "
            "type. Give every attribute a value of the same type.",
            first.expr.range, Range.between(first.name_range, first.expr.range)))
        return Value.unknown(Map(self.element_type))

    def implied_type(self) -> Type:
        return Map(self.element_type)

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        block, _ = self._find(content)
        return block.def_range if block is not None else _missing_item_range(content)
