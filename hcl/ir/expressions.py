"""Expression nodes, one per construct of the reference node set.

Every node has ``range`` (the whole construct) and ``start_range`` (where a
diagnostic about the expression as a whole should point, as the reference does).
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

from hcl.bounded import BoundedTable
from hcl.cty.values import Value
from hcl.ir.node import (
    assembler,
    keeps_offsets,
    kept,
    kept_span,
    node,
    own_offsets,
    pack_tuple,
    packed_tuple,
    single_offsets,
    unpack_tuple,
)
from hcl.ir.pickling import PicklesByFields
from hcl.ir.traversal import Traversal, packed_traversal, traversal_by_names
from hcl.pos import PositionIndex, Range

if TYPE_CHECKING:
    from hcl.diagnostics import Diagnostic


class Expression(PicklesByFields):
    """Base of all expression nodes."""

    __slots__ = ()
    range: Range

    @property
    def start_range(self) -> Range:
        return self.range


class Operator(enum.Enum):
    """Binary and unary operators, by their symbol."""

    OR = "||"
    AND = "&&"
    EQUAL = "=="
    NOT_EQUAL = "!="
    GREATER = ">"
    GREATER_EQUAL = ">="
    LESS = "<"
    LESS_EQUAL = "<="
    ADD = "+"
    SUBTRACT = "-"
    MULTIPLY = "*"
    DIVIDE = "/"
    MODULO = "%"
    NOT = "!"
    NEGATE = "neg"


def _pack_value(value: Value) -> Value | int | str:
    """A literal's value as the int or text it rebuilds from exactly (see
    :meth:`hcl.cty.Value.literal_scalar`): 56 bytes less than the value object, and a
    fifth of a number value's memory."""
    k = value.literal_scalar()
    return value if k is None else k


# Literal values made lately, so that evaluating a literal again costs a lookup (long
# strings are not kept: this table would keep them alive).
_unpacked: BoundedTable[int | str, Value] = BoundedTable(
    4096, lambda k: k.__class__ is int or len(k) <= 64)  # type: ignore[arg-type]


def _unpack_value(k: int | str) -> Value:
    return _unpacked.get_or_make(k, Value.from_literal_scalar)


@node
class Literal(Expression):
    """A constant value: numbers, booleans, null, and the literal parts of templates."""

    value: Value
    range: Range

    __packed_fields__ = (("value", _pack_value, _unpack_value, Value),)


_make_literal = assembler(Literal)


@node
class ScopeTraversal(Expression):
    """A variable reference with constant attribute and index steps (``a.b[0]``)."""

    traversal: Traversal
    range: Range

    __packed_by_ranges__ = (traversal_by_names("traversal"),)


@node
class RelativeTraversal(Expression):
    """Constant steps applied to the result of another expression."""

    source: Expression
    traversal: Traversal
    range: Range

    __packed_fields__ = (packed_traversal("traversal"),)


@node
class FunctionCall(Expression):
    """``name(args...)``; ``name`` may be namespaced (``provider::aws::arn``)."""

    name: str
    args: tuple[Expression, ...]
    expand_final: bool
    name_range: Range
    open_paren_range: Range
    close_paren_range: Range
    range: Range

    __packed_fields__ = (packed_tuple("args"),)

    @property
    def start_range(self) -> Range:
        return Range.between(self.name_range, self.open_paren_range)


@node
class Conditional(Expression):
    """``condition ? true_result : false_result`` (also ``%{if}`` directives)."""

    condition: Expression
    true_result: Expression
    false_result: Expression
    range: Range

    @property
    def start_range(self) -> Range:
        return self.condition.start_range


@node
class Index(Expression):
    """``collection[key]`` where the key is not a constant."""

    collection: Expression
    key: Expression
    range: Range
    open_range: Range
    bracket_range: Range

    @property
    def start_range(self) -> Range:
        return self.open_range


@node
class TupleCons(Expression):
    """``[a, b, ...]``."""

    exprs: tuple[Expression, ...]
    range: Range
    open_range: Range

    __packed_fields__ = (packed_tuple("exprs"),)

    @property
    def start_range(self) -> Range:
        return self.open_range


@node
class ObjectKey(Expression):
    """An object constructor key. A bare name is a literal key unless parenthesised."""

    wrapped: Expression
    force_non_literal: bool = False

    @property
    def range(self) -> Range:  # type: ignore[override]
        return self.wrapped.range

    @property
    def start_range(self) -> Range:
        return self.wrapped.start_range


def _pack_key(key: ObjectKey) -> Any:
    """An object item's key as the expression it wraps, unless parenthesised (48 bytes less)."""
    return key if key.force_non_literal else key.wrapped


def _unpack_key(wrapped: Expression) -> ObjectKey:
    return ObjectKey(wrapped)


@node
class ObjectItem(PicklesByFields):
    key: ObjectKey
    value: Expression

    __packed_fields__ = (("key", _pack_key, _unpack_key, ObjectKey),)

    @property
    def range(self) -> Range:
        return Range.between(self.key.range, self.value.range)


@node
class ObjectCons(Expression):
    """``{ key = value, ... }``."""

    items: tuple[ObjectItem, ...]
    range: Range
    open_range: Range

    @property
    def start_range(self) -> Range:
        return self.open_range


@node
class For(Expression):
    """``[for k, v in coll : value if cond]`` or ``{for k, v in coll : key => value... if cond}``.

    ``key_expr`` is None when building a tuple.
    """

    key_var: str | None
    value_var: str
    collection: Expression
    key_expr: Expression | None
    value_expr: Expression
    condition: Expression | None
    group: bool
    range: Range
    open_range: Range
    close_range: Range

    @property
    def start_range(self) -> Range:
        return self.open_range


@node
class AnonSymbol(Expression):
    """The placeholder a splat's ``each`` expression applies to (identity-compared)."""

    range: Range

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AnonSymbol) and other.range == self.range

    def __hash__(self) -> int:
        return hash(("AnonSymbol", self.range))


@node
class Splat(Expression):
    """``source.*.each`` or ``source[*].each``: ``each`` is evaluated against ``item``."""

    source: Expression
    each: Expression
    item: AnonSymbol
    range: Range
    marker_range: Range

    @property
    def start_range(self) -> Range:
        return self.marker_range


@node
class BinaryOp(Expression):
    lhs: Expression
    op: Operator
    rhs: Expression
    range: Range

    @property
    def start_range(self) -> Range:
        return self.lhs.start_range


@node
class UnaryOp(Expression):
    op: Operator
    operand: Expression
    range: Range
    symbol_range: Range

    @property
    def start_range(self) -> Range:
        return self.symbol_range


@node
class Parentheses(Expression):
    """``(expr)``: kept so keys like ``(a) = 1`` and source layout are preserved."""

    expr: Expression
    range: Range

    @property
    def start_range(self) -> Range:
        return self.expr.start_range


def _pack_parts(parts: Any, src: PositionIndex | None, spans: tuple[Any, ...]) -> Any:
    """A template's parts: one literal string between the quotes is kept as its text
    (its range is the template's without them), one part as itself (see
    :func:`~hcl.ir.node.pack_tuple`)."""
    items = pack_tuple(parts)
    if src is None or items.__class__ is not Literal:
        return items
    text = kept(items, "value")
    whole = single_offsets(src, spans) if text.__class__ is str else None
    return text if whole is not None and keeps_offsets(items, src, whole[0] + 1, whole[1] - 1) else items


def _unpack_parts(parts: Any, template: Template) -> tuple[Expression, ...]:
    if parts.__class__ is tuple:
        return parts
    if parts.__class__ is not str:
        return unpack_tuple(parts)
    src, start, end = own_offsets(template)
    return (_make_literal(parts, kept_span(src, start + 1, end - 1), src),)


@node
class Template(Expression):
    """A template: literal parts and interpolated expressions, joined as a string."""

    parts: tuple[Expression, ...]
    range: Range

    __packed_by_ranges__ = (("parts", _pack_parts, _unpack_parts),)

    @property
    def is_string_literal(self) -> bool:
        return len(self.parts) == 1 and isinstance(self.parts[0], Literal)

    @property
    def start_range(self) -> Range:
        return self.parts[0].start_range if self.parts else self.range


@node
class TemplateWrap(Expression):
    """A template that is exactly one interpolation: its value is not converted."""

    wrapped: Expression
    range: Range


@node
class TemplateJoin(Expression):
    """``%{for}`` directive: a ``For`` building a tuple of strings, joined."""

    tuple: For

    @property
    def range(self) -> Range:  # type: ignore[override]
        return self.tuple.range

    @property
    def start_range(self) -> Range:
        return self.tuple.start_range


@node
class ExprSyntaxError(Expression):
    """Placeholder for an expression that failed to parse; evaluating it repeats the errors."""

    placeholder: Value
    diagnostics: tuple[Diagnostic, ...]
    range: Range
