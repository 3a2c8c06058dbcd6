"""How a dataclass's fields map to a body: the markers and the field plan.

Fields are read from the type annotations, so most need no marker:

=============================================  ==========================================
annotation                                     meaning
=============================================  ==========================================
``x: T`` (no default)                          required attribute ``x``, converted to ``T``
``x: T = d`` / ``field(default_factory=...)``  optional attribute; ``d`` is kept when absent
``x: D`` (``D`` a dataclass)                   exactly one block ``x``
``x: D | None = None``                         at most one block ``x``
``x: list[D]``                                 any number of blocks ``x``, in order
``x: dict[str, D]``                            blocks ``x`` keyed by their first label
                                               (``dict[str, dict[str, D]]``: two labels)
``x: hcl.ir.Expression``                       the attribute's expression, not evaluated
``x: hcl.body.Body``                           everything no other field takes
=============================================  ==========================================

A keyed block has as many labels as the larger of its dict levels and its class's
label fields: the dict keys are the first labels, the label fields the last ones
(``dict[str, Variable]`` with a ``name`` label field: one label, in both places).

``typing.Annotated`` adds a marker where the annotation alone does not say it:
``Annotated[str, hcl.label()]`` (a block label, in field order),
``Annotated[T, hcl.attr("for")]`` (another name; also forces an attribute for a
dataclass-typed object value), ``Annotated[D, hcl.block("type")]``,
``Annotated[Body, hcl.remain()]``, ``Annotated[Range | None, hcl.source_range()]``
(the block's header range) or ``hcl.source_range("x")`` (the range of
attribute or block ``x``).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import MISSING, dataclass
from typing import Any, Literal

from hcl.body import Body
from hcl.ir.expressions import Expression
from hcl.pos import Range

__all__ = ["Field", "Marker", "Plan", "attr", "block", "label", "plan_for", "remain", "source_range"]

Kind = Literal["attr", "expr", "block", "label", "remain", "range"]


@dataclass(frozen=True, slots=True)
class Marker:
    """What a field is, said in ``Annotated[...]`` (use the functions below to make one)."""

    kind: Kind
    name: str | None = None


def attr(name: str | None = None) -> Marker:
    """An attribute (named after the field unless ``name`` is given)."""
    return Marker("attr", name)


def block(type: str | None = None) -> Marker:
    """Blocks of a type (named after the field unless ``type`` is given)."""
    return Marker("block", type)


def label() -> Marker:
    """One label of the block this class decodes, in field order."""
    return Marker("label")


def remain() -> Marker:
    """The rest of the body, as a :class:`~hcl.body.Body`."""
    return Marker("remain")


def source_range(of: str | None = None) -> Marker:
    """A :class:`~hcl.pos.Range`: the block's header, or where item ``of`` is (None if absent)."""
    return Marker("range", of)


@dataclass(frozen=True, slots=True)
class Field:
    """One field of a decoded class and where its value comes from."""

    attr_name: str  # the dataclass field
    kind: Kind
    name: str  # the HCL name (attribute, block type, or the item a range refers to)
    annotation: Any  # the type without Annotated and without "| None"
    optional: bool  # has a default, or is "X | None" for a block
    has_default: bool
    nullable: bool = False
    block_class: type | None = None
    block_shape: str = "one"  # "one", "list", or "dict" levels (see key_levels)
    key_levels: int = 0  # dict levels keyed by label


@dataclass(frozen=True, slots=True)
class Plan:
    """The fields of a class, grouped by kind."""

    cls: type
    fields: tuple[Field, ...]

    def of_kind(self, kind: Kind) -> list[Field]:
        return [f for f in self.fields if f.kind == kind]

    @property
    def label_names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.of_kind("label"))


_PLANS: dict[type, Plan] = {}


def plan_for(cls: type) -> Plan:
    """The field plan of a dataclass (cached); ``TypeError`` when a field makes no sense."""
    found = _PLANS.get(cls)
    if found is None:
        found = _PLANS[cls] = _plan(cls)
    return found


def _plan(cls: type) -> Plan:
    if not dataclasses.is_dataclass(cls):
        raise TypeError(f"{cls!r} is not a dataclass")
    hints = typing.get_type_hints(cls, include_extras=True)
    out: list[Field] = []
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        out.append(_field(f, hints[f.name]))
    return Plan(cls, tuple(out))


def _field(f: dataclasses.Field[Any], hint: Any) -> Field:
    marker: Marker | None = None
    if typing.get_origin(hint) is typing.Annotated:
        hint, *extras = typing.get_args(hint)
        marker = next((m for m in extras if isinstance(m, Marker)), None)
    has_default = f.default is not MISSING or f.default_factory is not MISSING
    inner, nullable = _strip_none(hint)
    kind: Kind
    if marker is not None:
        kind = marker.kind
    elif inner is Body or (isinstance(inner, type) and issubclass(inner, Body)):
        kind = "remain"
    elif _is_expression(inner):
        kind = "expr"
    elif inner is Range:
        kind = "range"
    elif _block_target(inner) is not None:
        kind = "block"
    else:
        kind = "attr"
    if kind == "attr" and _is_expression(inner):
        kind = "expr"
    given = marker.name if marker is not None else None
    name = given or ("" if kind == "range" else f.name)
    if kind != "block":
        return Field(f.name, kind, name, inner, has_default, has_default, nullable)
    target = _block_target(inner)
    if target is None:
        raise TypeError(f"field {f.name!r}: blocks decode into a dataclass, list[...] or dict[str, ...] "
                        f"of one, not {inner!r}")
    shape, levels, cls = target
    return Field(f.name, "block", name, inner, has_default or nullable or shape != "one", has_default,
                 nullable, cls, shape, levels)


def _is_expression(hint: Any) -> bool:
    return isinstance(hint, type) and issubclass(hint, Expression)


def _strip_none(hint: Any) -> tuple[Any, bool]:
    """``X | None`` -> (X, True)."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        if len(args) == 1 and len(typing.get_args(hint)) == 2:
            return args[0], True
    return hint, False


def _block_target(hint: Any) -> tuple[str, int, type] | None:
    """(shape, dict levels, class) when ``hint`` is a dataclass, a list of them, or dicts of them."""
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return "one", 0, hint
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is list and len(args) == 1 and isinstance(args[0], type) and dataclasses.is_dataclass(args[0]):
        return "list", 0, args[0]
    levels = 0
    while origin is dict and len(args) == 2 and args[0] is str:
        levels += 1
        hint = args[1]
        origin, args = typing.get_origin(hint), typing.get_args(hint)
    if levels and isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return "dict", levels, hint
    return None
