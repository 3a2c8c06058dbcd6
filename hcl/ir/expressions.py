"""Expression nodes, one per construct of the reference node set.

Every node has ``range`` (the whole construct) and ``start_range`` (where a
diagnostic about the expression as a whole should point, as the reference does).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from hcl.cty.values import Value
from hcl.ir.compact import Chain, Compacted, chain_of, compacted, expanded
from hcl.ir.held_elements import ElementRun, HeldElements, elements_made, held_field, holds_elements
from hcl.ir.node import (
    assembler,
    joint_offsets,
    joint_span,
    keeps_offsets,
    kept,
    kept_offsets,
    kept_range,
    kept_slots,
    kept_source,
    kept_span,
    node,
    own_offsets,
    pack_offsets,
    pack_tuple,
    packed_offsets,
    single_offsets,
    span_text,
    unpack_offsets,
    unpack_tuple,
)
from hcl.ir.pickling import PicklesByFields
from hcl.ir.shared import SOURCE_NAME, known_name, scalar_value, shared_names
from hcl.ir.traversal import Traversal, kept_names, names_kept, packed_traversal, traversal_by_names
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


@node
class Literal(Expression):
    """A constant value: numbers, booleans, null, and the literal parts of templates."""

    value: Value
    range: Range

    __packed_fields__ = (("value", _pack_value, scalar_value, Value),)


_make_literal = assembler(Literal)


@node
class ScopeTraversal(Expression):
    """A variable reference with constant attribute and index steps (``a.b[0]``)."""

    traversal: Traversal
    range: Range

    __packed_by_ranges__ = (traversal_by_names("traversal"),)


def names_of_reference(expr: ScopeTraversal) -> tuple[list[str | int], PositionIndex, int, int] | None:
    """The names of a reference kept as its names (steps written without space, see
    :func:`~hcl.ir.traversal.traversal_by_names`), its position index and its range's
    offsets; None for any other."""
    names = kept_names(kept(expr, "traversal"))
    return None if names is None else (names, *own_offsets(expr))


def reference_by_names(names: list[str | int], src: PositionIndex, start: int, end: int) -> ScopeTraversal:
    """The reference ``names[0].names[1]…`` (``[n]`` for a whole number) written without
    space from offset ``start`` to ``end`` of ``src``, made as it keeps itself (no node a
    step, even while it is made)."""
    return _make_reference(names_kept(names), kept_span(src, start, end), src)


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

    # (a long run of small arguments held by an ElementRun; one argument kept as itself)
    __packed_by_ranges__ = (held_field("args", pack_tuple, unpack_tuple),)

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


class _StandIns(tuple):  # type: ignore[type-arg]
    """What a small tuple constructor keeps for its elements: what stands for each (see
    :func:`stand_in`), then their ranges in one number."""

    __slots__ = ()


class _ItemStandIns(tuple):  # type: ignore[type-arg]
    """What a small object constructor keeps for its items: for each, the key, value and
    ranges that an :class:`ObjectItem` packed jointly keeps (see :func:`_pack_item`)."""

    __slots__ = ()


# What an empty tuple or object constructor keeps over its source (shared by all).
_NO_ELEMENTS = _StandIns()
_NO_ITEMS = _ItemStandIns()

# Elements read back from a number of their offsets are rebuilt all at once; few
# enough that reading an element by its index in a loop stays cheap.
_STAND_INS_MAX = 16


def _small_parts(field: str, none: tuple[()], pack: Callable[[tuple[Any, ...], PositionIndex], Any],
                 rebuild: Callable[[Any, Any], tuple[Any, ...]]) -> tuple[str, Callable[..., Any], Callable[..., Any]]:
    """The ``__packed_by_ranges__`` entry keeping a constructor's elements or items
    ``field``: up to ``_STAND_INS_MAX`` of them over the node's source as ``pack`` keeps
    them (``none``, shared, when there are none), unless it gives None; otherwise as
    :func:`~hcl.ir.node.pack_tuple` keeps them. ``rebuild`` makes the parts again from
    what ``pack`` kept and the node."""
    kind = none.__class__

    def packs(parts: Any, src: PositionIndex | None, spans: tuple[Any, ...]) -> Any:
        if holds_elements(parts, src):
            return parts
        parts = parts if parts.__class__ is tuple else tuple(parts)
        if src is None or len(parts) > _STAND_INS_MAX:
            return pack_tuple(parts)
        if not parts:
            return none
        held = pack(parts, src)
        return pack_tuple(parts) if held is None else held

    def unpacks(held: Any, owner: Any) -> tuple[Any, ...]:
        if held.__class__ is tuple:
            return held
        if held.__class__ is HeldElements:
            return elements_made(held, owner, field)
        if held.__class__ is not kind:
            return unpack_tuple(held)
        return rebuild(held, owner) if held else ()

    return field, packs, unpacks


def _element_stand_ins(exprs: tuple[Any, ...], src: PositionIndex) -> _StandIns | None:
    """What stands for each of a tuple constructor's elements and one number for their
    ranges (about 80 bytes less an element), when each has a stand-in over ``src``."""
    found = _stand_ins(exprs, src)
    offsets = None if found is None else pack_offsets(src, found[1], False)
    return None if offsets is None else _StandIns((*found[0], offsets))  # type: ignore[index]


def _elements_from(exprs: _StandIns, tuple_cons: TupleCons) -> tuple[Expression, ...]:
    src, pairs, _ = unpack_offsets(tuple_cons, exprs[-1], len(exprs) - 1)
    return tuple(from_stand_in(held, kept_span(src, start, end), src)
                 for held, (start, end) in zip(exprs, pairs, strict=False))  # (the offsets come last)


@node
class TupleCons(Expression):
    """``[a, b, ...]``."""

    exprs: tuple[Expression, ...]
    range: Range
    open_range: Range

    __packed_by_ranges__ = (_small_parts("exprs", _NO_ELEMENTS, _element_stand_ins, _elements_from),)

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


def _pack_item(key: ObjectKey, value: Expression) -> tuple[Any, Any, float | int | None, PositionIndex | None]:
    """An object item's key and value as what stands for each (see :func:`stand_in`;
    the value written as bytes, in a large source, when nothing smaller stands for it:
    see :func:`compact_stand_in`),
    when both have one and their ranges are over one source: those ranges are then kept
    in one number, with a bit telling a key that is one name (kept as the name, or as
    None when the source reads it back) from other keys. Otherwise the key as
    :func:`_pack_key` keeps it, and the value."""
    wrapped = _pack_key(key)
    found = _stand_ins((wrapped, value), None, compact_stand_in)
    if found is None:
        return wrapped, value, None, None
    (key_kept, value_kept), ranges, src = found
    one_name = key_kept is SOURCE_NAME or (key_kept.__class__ is tuple and len(key_kept) == 1)
    spans = pack_offsets(src, ranges, one_name)
    if spans is None:
        return wrapped, value, None, None
    if one_name:  # (None: the name read back from the source, some 45 bytes less for a key written once)
        key_kept = None if key_kept is SOURCE_NAME else key_kept[0]
    return key_kept, value_kept, spans, src


def _unpack_item_key(key: Any, item: ObjectItem) -> ObjectKey:
    if key.__class__ is ObjectKey:
        return key
    joint = joint_offsets(item, 2)
    if joint is None:
        return ObjectKey(key)  # the expression it wraps
    src, ((start, end), _), one_name = joint
    span = kept_span(src, start, end)
    if not one_name:
        return ObjectKey(from_stand_in(key, span, src))
    return ObjectKey(_make_reference(known_name(src.text(start, end)) if key is None else key,  # type: ignore[arg-type]
                                     span, src))


def _unpack_item_value(value: Any, item: ObjectItem) -> Expression:
    joint = joint_span(item, 2, 1)
    if joint is None:
        return value  # type: ignore[no-any-return]
    src, span = joint
    return from_stand_in(value, span, src)


@node
class ObjectItem(PicklesByFields):
    key: ObjectKey
    value: Expression

    __packed_jointly__ = (_pack_item, _unpack_item_key, _unpack_item_value)

    @property
    def range(self) -> Range:
        return Range.between(self.key.range, self.value.range)


_make_item = assembler(ObjectItem)


def _item_stand_ins(items: tuple[Any, ...], src: PositionIndex) -> _ItemStandIns | None:
    """What an object constructor's items keep (an item node and 16 bytes less an
    item), when each keeps what stands for its key and value over ``src``."""
    held: list[Any] = []
    for item in items:
        if item.__class__ is not ObjectItem:
            return None
        key, value, offsets, item_src = kept_slots(item)
        if item_src is not src:
            return None
        held += (key, value, offsets)
    return _ItemStandIns(held)


def _items_from(items: _ItemStandIns, object_cons: ObjectCons) -> tuple[ObjectItem, ...]:
    src = kept_source(object_cons)
    return tuple(_make_item(items[i], items[i + 1], items[i + 2], src) for i in range(0, len(items), 3))


@node
class ObjectCons(Expression):
    """``{ key = value, ... }``."""

    items: tuple[ObjectItem, ...]
    range: Range
    open_range: Range

    __packed_by_ranges__ = (_small_parts("items", _NO_ITEMS, _item_stand_ins, _items_from),)

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
    :func:`~hcl.ir.node.pack_tuple`), many as :func:`held_parts` held them."""
    if holds_elements(parts, src):
        return parts
    items = pack_tuple(parts)
    if src is None or items.__class__ is not Literal:
        return items
    text = kept(items, "value")
    whole = single_offsets(src, spans) if text.__class__ is str else None
    return text if whole is not None and keeps_offsets(items, src, whole[0] + 1, whole[1] - 1) else items


def _unpack_parts(parts: Any, template: Template) -> tuple[Expression, ...]:
    if parts.__class__ is tuple:
        return parts
    if parts.__class__ is HeldElements:
        return elements_made(parts, template, "parts")
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


def stand_in(expr: Any) -> Any:
    """What stands for ``expr`` in a node that knows its range: a literal's int or value
    (not text, which would read back as a template), a one-string template's text, the
    names of a reference made of names as a tuple (one name that its range reads back
    from the source as a shared marker), what a tuple or object constructor
    opening at its start keeps for its elements or items when that stands for them
    (:class:`_StandIns`, :class:`_ItemStandIns`); None for any other expression. The
    ranges inside it follow from its own range then, as its packing ensures."""
    kind = expr.__class__
    if kind is Literal:
        value = kept(expr, "value")
        return None if value.__class__ is str else value
    if kind is Template:
        text = kept(expr, "parts")
        return text if text.__class__ is str else None
    if kind is ScopeTraversal:
        names = kept(expr, "traversal")
        if names.__class__ is str:
            src, span = kept_range(expr)
            if (span.__class__ is float or span.__class__ is int) and span_text(src, span) == names:
                return SOURCE_NAME  # (a name its range reads back: nothing kept for it)
            return shared_names((names,))
        return names if names.__class__ is tuple and names and names[0].__class__ is str else None
    if kind is TupleCons or kind is ObjectCons:
        held = kept(expr, "exprs" if kind is TupleCons else "items")
        if held.__class__ is not _StandIns and held.__class__ is not _ItemStandIns:
            return None
        offsets = kept_offsets(expr)
        if offsets is None:
            return None
        (start, _), (open_start, open_end) = offsets[1]
        return held if open_start == start and open_end == start + 1 else None
    return None


def compact_stand_in(expr: Any) -> Any:
    """``expr`` written as bytes (see :func:`written`), unless something smaller stands
    for it (see :func:`stand_in`); else what stands for it, or None."""
    held = stand_in(expr)
    if held is not None and ((held.__class__ is not _StandIns and held.__class__ is not _ItemStandIns) or not held):
        return held  # (a collection's stand-ins take more than its bytes, unless it is empty)
    done = written(expr)
    return held if done is None else done


def written(expr: Any) -> bytes | Compacted | None:
    """``expr`` written as bytes when it is small and its range is over the position
    index of a large source (see :func:`~hcl.ir.compact.compacted`); None otherwise."""
    at = _written_at(expr)
    return None if at is None else compacted(expr, *at, _KEPT_WHOLE)


def written_chain(expr: Any, start: int | None = None) -> Chain | None:
    """A :class:`~hcl.ir.compact.Chain` of ``expr``, to write an expression growing on
    its left from it, where :func:`written` would write ``expr``; None otherwise. The
    chain is read back from offset ``start`` (by default where ``expr`` starts)."""
    at = _written_at(expr)
    if at is None:
        return None
    src, base = at
    return Chain.over(expr, src, base if start is None else start, _KEPT_WHOLE)


def grown_chain(node: Any, may_start: bool, start: int | None = None) -> Any:
    """What stands for ``node`` as the left operand of the next operator of a chain
    written as it grows (see :class:`~hcl.ir.compact.Chain`): the chain with ``node``
    written onto it when its first slot is one, a new chain of a binary operation when
    ``may_start`` (the chain is an argument's value, or in the parentheses that are, then
    read back from ``start``, where they open) and it is written; else ``node``."""
    chain = chain_of(node)
    if chain is not None:
        chain.add(node)
        return chain
    if may_start and node.__class__ is BinaryOp:
        return written_chain(node, start) or node
    return node


def _written_at(expr: Any) -> tuple[PositionIndex, int] | None:
    """The large source's position index that node ``expr`` is over, and the offset its
    range starts at; None when its expressions are not written."""
    src = kept_source(expr)
    if src is None or src.shift < _WRITTEN_FROM_SHIFT:
        return None
    span = kept_range(expr)[1]
    if span.__class__ is not float and span.__class__ is not int:
        return None
    return src, int(span) >> src.shift


# Expressions are written in sources of at least 64 Ki characters (a shift of 17 bits or
# more): below that a parse's fixed costs outweigh its nodes, and writing them would make
# it some 8% slower.
_WRITTEN_FROM_SHIFT = 17

# Compared by their ranges, but one object in a splat: kept as themselves when written.
_KEPT_WHOLE = frozenset({AnonSymbol})


def stands_in(held: Any) -> bool:
    """Whether ``held``, kept for an expression, is what :func:`stand_in` or
    :func:`compact_stand_in` gives (not the expression itself)."""
    kind = held.__class__
    return (kind is int or kind is str or kind is tuple or kind is Value or kind is _StandIns
            or kind is _ItemStandIns or kind is bytes or kind is Compacted or held is SOURCE_NAME)


def _stand_ins(exprs: tuple[Any, ...], src: PositionIndex | None,
               last: Callable[[Any], Any] | None = None) -> tuple[list[Any], tuple[Any, ...], PositionIndex] | None:
    """What stands for each of ``exprs`` (for the last, what ``last`` gives, if given),
    what each keeps for its range, and the position index they are all over (``src``, or
    the first's when None); None when one has no stand-in or is over another index."""
    held = []
    spans = []
    for i, expr in enumerate(exprs):
        k = stand_in(expr) if last is None or i < len(exprs) - 1 else last(expr)
        if k is None:
            return None
        expr_src, span = kept_range(expr)
        if src is None:
            src = expr_src
        if expr_src is not src:
            return None
        held.append(k)
        spans.append(span)
    return (held, tuple(spans), src) if src is not None else None


def from_stand_in(held: Any, span: float | int, src: PositionIndex) -> Expression:
    """The expression :func:`stand_in` gave ``held`` for, at ``span`` (what a node keeps
    for a range) over ``src``."""
    kind = held.__class__
    if kind is tuple:
        return _make_reference(held[0] if len(held) == 1 else held, span, src)
    if held is SOURCE_NAME:
        return _make_reference(known_name(span_text(src, span)), span, src)  # type: ignore[arg-type]
    if kind is bytes or kind is Compacted:
        return expanded(held, src, int(span) >> src.shift)  # type: ignore[no-any-return]
    if kind is _StandIns or kind is _ItemStandIns:
        shift = src.shift
        start, end = int(span) >> shift, int(span) & ((1 << shift) - 1)
        spans = packed_offsets(src, (start, end, start, start + 1))  # (its range, then its opening bracket's)
        return (_make_tuple if kind is _StandIns else _make_object)(held, spans, src)
    return (_make_template if kind is str else _make_literal)(held, span, src)


_make_template = assembler(Template)
_make_reference = assembler(ScopeTraversal)
_make_tuple = assembler(TupleCons)
_make_reference = assembler(ScopeTraversal)
_make_object = assembler(ObjectCons)


def element_run() -> ElementRun:
    """A run holding a tuple constructor's elements as they are lowered (see
    :class:`~hcl.ir.held_elements.ElementRun`), by their stand-ins past ``_STAND_INS_MAX``
    (or written as bytes, in a large source: see :func:`compact_stand_in`)."""
    return ElementRun(compact_stand_in, from_stand_in, None, _STAND_INS_MAX)


def _part_stand_in(part: Any) -> Any:
    """What stands for a template's part: a literal's text, the names of a reference made
    of names (see :func:`stand_in`), any other small part written as bytes (see
    :func:`written`); None for any other part. (A text stands for a literal here, so a
    part that is a template of one string is written instead.)"""
    kind = part.__class__
    if kind is Literal:
        value = kept(part, "value")
        if value.__class__ is str:
            return value
    elif kind is ScopeTraversal:
        held = stand_in(part)
        if held is not None:
            return held
    return written(part)


def _part_from_stand_in(held: Any, span: float | int, src: PositionIndex) -> Expression:
    """The part :func:`_part_stand_in` gave ``held`` for."""
    return _make_literal(held, span, src) if held.__class__ is str else from_stand_in(held, span, src)


def held_parts(parts: list[Expression]) -> list[Expression] | ElementRun:
    """A template's first parts as they are built: the list itself while it holds up to
    ``_STAND_INS_MAX`` of them; past that, a run holding them (and the parts added to it
    after them) with its literals and references by their stand-ins and any other part
    as itself (a literal and its range take some 70 bytes less)."""
    if len(parts) <= _STAND_INS_MAX:
        return parts
    run = ElementRun(_part_stand_in, _part_from_stand_in, None, _STAND_INS_MAX, mixed=True)
    run.extend(parts)
    return run
