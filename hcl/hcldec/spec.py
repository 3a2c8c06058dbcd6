"""The spec interface and the specs that read the current body only.

A spec says how to turn body content into a value. Each spec decodes
:class:`~hcl.body.BodyContent` (already read with the schema the whole spec
tree implies), knows its implied type, and lists the children decoded
against the same body (``same_body_children``). Specs are immutable.

The block specs, which descend into nested block bodies, are in
:mod:`hcl.hcldec.blocks`. Semantics and diagnostics follow the reference's
``hcldec/spec.go``.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import NamedTuple

from hcl.analysis import variables as expr_variables
from hcl.body import AttributeSchema, BlockHeaderSchema, BodyContent
from hcl.cty import (
    DYNAMIC,
    EMPTY_OBJECT_TYPE,
    EMPTY_TUPLE,
    EMPTY_TUPLE_TYPE,
    STRING,
    ConversionError,
    CtyError,
    Object,
    RefinementBuilder,
    Tuple,
    Type,
    Value,
)
from hcl.cty.convert import convert
from hcl.cty.function import Function
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.eval import EvalContext, evaluate
from hcl.ext.customdecode import decoder_for_type
from hcl.ir import Expression, Traversal
from hcl.pos import Pos, Range
from hcl.text import go_quote

__all__ = [
    "AttrSpec",
    "BlockLabel",
    "BlockLabelSpec",
    "DefaultSpec",
    "ExprSpec",
    "LiteralSpec",
    "ObjectSpec",
    "RefineValueSpec",
    "Spec",
    "TransformExprSpec",
    "TransformFuncSpec",
    "TupleSpec",
    "ValidateSpec",
    "find_label_specs",
]


class BlockLabel(NamedTuple):
    """A label of the block whose body is being decoded."""

    value: str
    range: Range


Labels = tuple[BlockLabel, ...]
Ctx = EvalContext | None
Result = tuple[Value, Diagnostics]


class Spec(abc.ABC):
    """Base of all specs. The underscored hooks are the reference's optional interfaces:
    a spec that does not implement one returns None from it."""

    __slots__ = ()

    @abc.abstractmethod
    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        """The value for body content read with the implied schema (see :func:`hcl.hcldec.decode`)."""

    @abc.abstractmethod
    def implied_type(self) -> Type:
        """The type a decode produces."""

    def same_body_children(self) -> tuple[Spec, ...]:
        """The nested specs decoded against the same body (not those of nested blocks)."""
        return ()

    @abc.abstractmethod
    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        """Where the value comes from, or where the missing item would go."""

    def _attr_schemata(self) -> tuple[AttributeSchema, ...] | None:
        return None

    def _block_schemata(self) -> tuple[BlockHeaderSchema, ...] | None:
        return None

    def _nested_spec(self) -> Spec | None:
        return None

    def _variables_needed(self, content: BodyContent) -> list[Traversal] | None:
        return None


def _unknown(ty: Type) -> Value:
    return Value.unknown(ty.without_optional_attributes_deep())


@dataclass(frozen=True)
class ObjectSpec(Spec):
    """An object whose attributes are the results of the named specs."""

    specs: Mapping[str, Spec]

    def __post_init__(self) -> None:
        object.__setattr__(self, "specs", MappingProxyType(dict(self.specs)))

    def __hash__(self) -> int:
        return hash(tuple(self.specs.items()))

    def same_body_children(self) -> tuple[Spec, ...]:
        return tuple(self.specs.values())

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        vals: dict[str, Value] = {}
        diags = Diagnostics()
        for name, spec in self.specs.items():
            vals[name], more = spec.decode_content(content, labels, ctx)
            diags.extend(more)
        return Value.object(vals), diags

    def implied_type(self) -> Type:
        if not self.specs:
            return EMPTY_OBJECT_TYPE
        return Object({name: spec.implied_type() for name, spec in self.specs.items()})

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        return _missing_item_range(content)


@dataclass(frozen=True)
class TupleSpec(Spec):
    """A tuple whose elements are the results of the given specs."""

    specs: tuple[Spec, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "specs", tuple(self.specs))

    def same_body_children(self) -> tuple[Spec, ...]:
        return self.specs

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        vals: list[Value] = []
        diags = Diagnostics()
        for spec in self.specs:
            val, more = spec.decode_content(content, labels, ctx)
            vals.append(val)
            diags.extend(more)
        return (Value.tuple(vals) if vals else EMPTY_TUPLE), diags

    def implied_type(self) -> Type:
        if not self.specs:
            return EMPTY_TUPLE_TYPE
        return Tuple(spec.implied_type() for spec in self.specs)

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        return _missing_item_range(content)


@dataclass(frozen=True)
class AttrSpec(Spec):
    """The value of attribute ``name``, converted to ``type``; null when absent."""

    name: str
    type: Type = DYNAMIC
    required: bool = False

    def _attr_schemata(self) -> tuple[AttributeSchema, ...]:
        return (AttributeSchema(self.name, self.required),)

    def _variables_needed(self, content: BodyContent) -> list[Traversal]:
        attr = content.attributes.get(self.name)
        return expr_variables(attr.expr) if attr is not None else []

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        attr = content.attributes.get(self.name)
        if attr is None:
            # A missing required attribute was reported when the content was read.
            return Value.null(self.type.without_optional_attributes_deep()), Diagnostics()
        decoder = decoder_for_type(self.type)
        if decoder is not None:
            val, diags = decoder(attr.expr, ctx)
            return (val if val is not None else _unknown(self.type)), Diagnostics(diags)
        val, diags = evaluate(attr.expr, ctx)
        try:
            return convert(val, self.type), diags
        except ConversionError as exc:
            diags.append(Diagnostic.error(
                "Incorrect attribute value type",
                f"The value of {go_quote(self.name)} does not have the type this attribute needs: {exc}.",
                attr.expr.range, Range.between(attr.name_range, attr.expr.range)))
            return _unknown(self.type), diags

    def implied_type(self) -> Type:
        return self.type

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        attr = content.attributes.get(self.name)
        return attr.expr.range if attr is not None else _missing_item_range(content)


@dataclass(frozen=True)
class LiteralSpec(Spec):
    """A constant value; the body is not consulted."""

    value: Value

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        return self.value, Diagnostics()

    def implied_type(self) -> Type:
        return self.value.type

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        return Range("<unknown>", Pos(0, 0, 0), Pos(0, 0, 0))


@dataclass(frozen=True)
class ExprSpec(Spec):
    """The value of a fixed expression, evaluated in the decode context."""

    expr: Expression

    def _variables_needed(self, content: BodyContent) -> list[Traversal]:
        return expr_variables(self.expr)

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        return evaluate(self.expr, ctx)

    def implied_type(self) -> Type:
        return DYNAMIC

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        return self.expr.range


@dataclass(frozen=True)
class BlockLabelSpec(Spec):
    """Label ``index`` of the enclosing block (its blocks must have that many labels)."""

    index: int
    name: str

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        if self.index >= len(labels):
            return Value.unknown(STRING), Diagnostics([_misuse(
                f"The block label spec {go_quote(self.name)} reads a label of the enclosing block, so it "
                "can only be used inside a block spec.")])
        return Value.string(labels[self.index].value), Diagnostics()

    def implied_type(self) -> Type:
        return STRING

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        if self.index >= len(labels):
            return _missing_item_range(content)
        return labels[self.index].range


def find_label_specs(spec: Spec) -> tuple[str, ...]:
    """The label names the block label specs under ``spec`` (same body) ask for, by index."""
    names: dict[int, str] = {}

    def visit(s: Spec) -> None:
        if isinstance(s, BlockLabelSpec):
            names[s.index] = s.name
        for child in s.same_body_children():
            visit(child)

    visit(spec)
    if not names:
        return ()
    return tuple(names.get(i) or f"missing{i:02d}" for i in range(max(names) + 1))


@dataclass(frozen=True)
class DefaultSpec(Spec):
    """``primary``'s result, or ``default``'s when that is null. Both read the body."""

    primary: Spec
    default: Spec

    def same_body_children(self) -> tuple[Spec, ...]:
        return (self.primary, self.default)

    def _attr_schemata(self) -> tuple[AttributeSchema, ...]:
        return tuple(a for s in (self.primary, self.default) for a in (s._attr_schemata() or ()))

    def _block_schemata(self) -> tuple[BlockHeaderSchema, ...] | None:
        return self.primary._block_schemata()

    def _nested_spec(self) -> Spec | None:
        return self.primary._nested_spec()

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        val, diags = self.primary.decode_content(content, labels, ctx)
        if val.is_null:
            val, more = self.default.decode_content(content, labels, ctx)
            diags.extend(more)
        return val, diags

    def implied_type(self) -> Type:
        return self.primary.implied_type()

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        return self.primary.source_range(content, labels)


@dataclass(frozen=True)
class TransformExprSpec(Spec):
    """``expr`` evaluated with ``var_name`` bound to the wrapped spec's result (in a child of ``ctx``)."""

    wrapped: Spec
    expr: Expression
    ctx: EvalContext | None = None
    var_name: str = "nested"

    def same_body_children(self) -> tuple[Spec, ...]:
        return (self.wrapped,)

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        wrapped, diags = self.wrapped.decode_content(content, labels, ctx)
        if diags.has_errors:
            # Evaluating further would only add confusing errors.
            return _unknown(self.implied_type()), diags
        result, more = evaluate(self.expr, EvalContext({self.var_name: wrapped}, None, self.ctx))
        diags.extend(more)
        return result, diags

    def implied_type(self) -> Type:
        probe = Value.unknown(self.wrapped.implied_type())
        result, _ = evaluate(self.expr, EvalContext({self.var_name: probe}, None, self.ctx))
        return result.type

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        return self.wrapped.source_range(content, labels)


@dataclass(frozen=True)
class TransformFuncSpec(Spec):
    """``func`` (of one argument) applied to the wrapped spec's result."""

    wrapped: Spec
    func: Function

    def same_body_children(self) -> tuple[Spec, ...]:
        return (self.wrapped,)

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        wrapped, diags = self.wrapped.decode_content(content, labels, ctx)
        if diags.has_errors:
            return _unknown(self.implied_type()), diags
        try:
            return self.func.call([wrapped]), diags
        except CtyError as exc:
            diags.append(Diagnostic.error(
                "Transform function failed", f"The transform function could not process the decoded value: {exc}",
                self.source_range(content, labels)))
            return _unknown(self.implied_type()), diags

    def implied_type(self) -> Type:
        try:
            return self.func.return_type([self.wrapped.implied_type()])
        except CtyError:
            return DYNAMIC

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        return self.wrapped.source_range(content, labels)


@dataclass(frozen=True)
class RefineValueSpec(Spec):
    """The wrapped spec's result with refinements applied (``refine(builder) -> builder``)."""

    wrapped: Spec
    refine: Callable[[RefinementBuilder], RefinementBuilder]

    def same_body_children(self) -> tuple[Spec, ...]:
        return (self.wrapped,)

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        wrapped, diags = self.wrapped.decode_content(content, labels, ctx)
        if diags.has_errors:
            return _unknown(self.implied_type()), diags
        return wrapped.refine_with(self.refine), diags

    def implied_type(self) -> Type:
        return self.wrapped.implied_type()

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        return self.wrapped.source_range(content, labels)


@dataclass(frozen=True)
class ValidateSpec(Spec):
    """The wrapped spec's result, checked by ``func(value) -> diagnostics``.

    Diagnostics without a subject get the wrapped spec's source range.
    """

    wrapped: Spec
    func: Callable[[Value], Iterable[Diagnostic]]

    def same_body_children(self) -> tuple[Spec, ...]:
        return (self.wrapped,)

    def decode_content(self, content: BodyContent, labels: Labels, ctx: Ctx) -> Result:
        wrapped, diags = self.wrapped.decode_content(content, labels, ctx)
        if diags.has_errors:
            return _unknown(self.implied_type()), diags
        for diag in self.func(wrapped):
            if diag.subject is None:
                diag = replace(diag, subject=self.source_range(content, labels))
            diags.append(diag)
        return wrapped, diags

    def implied_type(self) -> Type:
        return self.wrapped.implied_type()

    def source_range(self, content: BodyContent, labels: Labels) -> Range:
        return self.wrapped.source_range(content, labels)


_ZERO = Range("", Pos(0, 0, 0), Pos(0, 0, 0))


def _missing_item_range(content: BodyContent) -> Range:
    return content.missing_item_range if content.missing_item_range is not None else _ZERO


def _misuse(detail: str) -> Diagnostic:
    """A spec used where it cannot work (a programming error; the reference panics)."""
    return Diagnostic.error("Invalid decoder specification", detail)

