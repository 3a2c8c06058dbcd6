"""Values: known, unknown and null values of every type, with marks.

A :class:`Value` is immutable and hashable. Python ``==`` and ``hash`` are go-cty's
strict ``RawEquals`` (same type, same marks, same refinements); the language's
equality, which can be unknown, is :meth:`Value.equals`. Values have no truth value
(``bool(v)`` raises) so that ``if a.equals(b):`` cannot silently misbehave: use
:meth:`Value.is_true`.

Predicates about a value's state are properties and never raise: ``is_known``,
``is_null``, ``is_wholly_known``, ``has_wholly_known_type``, ``is_marked``,
``contains_marked``, ``can_iterate_elements``. Methods compute or convert and
may raise: ``is_true()``/``is_false()`` (which need a known, non-null bool, like
``as_bool()``), ``as_string()``, ``to_python()``.
"""

from __future__ import annotations

import builtins
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from hcl.cty.errors import CtyError, InvalidValueError, OperationError, Path, bounded_recursion
from hcl.cty.immutable import restore_slots
from hcl.cty.numbers import DEFAULT_PRECISION, Number
from hcl.cty.refinements import RefinementBuilder, ValueRange
from hcl.cty.types import (
    BOOL,
    DYNAMIC,
    EMPTY_OBJECT_TYPE,
    EMPTY_TUPLE_TYPE,
    NUMBER,
    STRING,
    CapsuleType,
    ListType,
    MapType,
    ObjectType,
    SetType,
    TupleType,
    Type,
)

if TYPE_CHECKING:
    from hcl.cty.refinements import Refinement

__all__ = [
    "DYNAMIC_VAL",
    "EMPTY_OBJECT",
    "EMPTY_TUPLE",
    "FALSE",
    "NEGATIVE_INFINITY",
    "POSITIVE_INFINITY",
    "TRUE",
    "ZERO",
    "Value",
]


class _NullType:
    __slots__ = ()

    def __repr__(self) -> str:
        return "<null>"

    def __reduce__(self) -> str:
        return "_NULL"  # unpickles as this module's one instance


_NULL = _NullType()


class _Unknown:
    __slots__ = ("refinement",)

    def __init__(self, refinement: Refinement | None) -> None:
        self.refinement = refinement

    def __repr__(self) -> str:
        return "<unknown>"

    def __reduce__(self) -> str | tuple[type[_Unknown], tuple[Refinement | None]]:
        # The unrefined marker is compared by identity: unpickle it as the module's instance.
        return "_UNREFINED" if self is _UNREFINED else (_Unknown, (self.refinement,))


_UNREFINED = _Unknown(None)
_NO_MARKS: frozenset[Any] = frozenset()


def _nfc(s: str) -> str:
    return s if s.isascii() else unicodedata.normalize("NFC", s)


class Value:
    """A cty value. Build with the ``Value.<kind>(...)`` class methods."""

    __slots__ = ("_marks", "_type", "_v")

    _type: Type
    _v: Any
    _marks: frozenset[Any]

    def __init__(self) -> None:  # pragma: no cover - use the class methods
        raise TypeError("use Value.string(), Value.number(), ... to build values")

    @classmethod
    def _make(cls, ty: Type, v: Any, marks: frozenset[Any] = _NO_MARKS) -> Value:
        self = object.__new__(cls)
        object.__setattr__(self, "_type", ty)
        object.__setattr__(self, "_v", v)
        object.__setattr__(self, "_marks", marks)
        return self

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("values are immutable")

    __setstate__ = restore_slots

    # ------------------------------------------------------------------ constructors

    @classmethod
    def string(cls, s: str) -> Value:
        """A string, NFC-normalised."""
        if not isinstance(s, str):
            raise TypeError(f"Value.string needs a str, not {type(s).__name__}")
        return cls._make(STRING, _nfc(s))

    @classmethod
    def number(cls, x: Any, prec: int | None = None) -> Value:
        """A number from an int (``max(64, bits)`` precision), float (exact, 53 bits),
        Fraction or Decimal (512 bits), :class:`~hcl.cty.numbers.Number`; ``prec``
        re-rounds to that precision."""
        n = Number.of(x) if not isinstance(x, str) else Number.parse(x)
        if prec is not None:
            n = n.with_prec(prec)
        return cls._make(NUMBER, n)

    @classmethod
    def number_from_literal(cls, text: str) -> Value:
        """A number from literal text like ``1.5e3``, parsed at 512 bits (go-cty
        ``ParseNumberVal``); invalid text raises
        :class:`~hcl.cty.errors.NumberParseError` (a ``ValueError``)."""
        return cls._make(NUMBER, Number.parse(text, DEFAULT_PRECISION))

    @classmethod
    def from_literal_scalar(cls, k: int | str) -> Value:
        """The value :meth:`literal_scalar` gave ``k`` for: a number for an int, a
        string for a str (kept as it is: it came from a string value, so it is NFC)."""
        if k.__class__ is str:
            return cls._make(STRING, k)
        return cls._make(NUMBER, Number.from_int(k, DEFAULT_PRECISION))  # type: ignore[arg-type]

    def literal_scalar(self) -> int | str | None:
        """What stands for this value exactly, smaller than it, when it is known and
        unmarked: the text of a string, or the int ``k`` of a number that a literal
        ``k`` parses to (see :meth:`Number.literal_int`); None otherwise.
        :meth:`from_literal_scalar` rebuilds an equal value from it."""
        if self._marks:
            return None
        v = self._v
        if v.__class__ is str and self._type is STRING:
            return v
        if v.__class__ is Number:
            return v.literal_int()
        return None

    @classmethod
    def bool(cls, b: bool) -> Value:
        if not isinstance(b, bool):
            raise TypeError(f"Value.bool needs a bool, not {type(b).__name__}")
        return TRUE if b else FALSE

    @classmethod
    def null(cls, ty: Type) -> Value:
        """The null value of a type (optional-attribute markers are kept as given)."""
        _check_type(ty)
        return cls._make(ty, _NULL)

    @classmethod
    def unknown(cls, ty: Type) -> Value:
        """The (unrefined) unknown value of a type; ``Value.unknown(DYNAMIC)`` is
        :data:`DYNAMIC_VAL`."""
        _check_type(ty)
        return cls._make(ty, _UNREFINED)

    @classmethod
    def _unknown_with(cls, ty: Type, refinement: Refinement | None) -> Value:
        if ty.is_dynamic:
            refinement = None
        return cls._make(ty, _Unknown(refinement) if refinement is not None else _UNREFINED)

    @classmethod
    def list(cls, values: Iterable[Value], element_type: Type | None = None) -> Value:
        """A list. The element type is ``element_type`` or else the type of the first
        element that is not of the dynamic type; an empty list needs ``element_type``.
        Inconsistent types raise :class:`~hcl.cty.errors.InvalidValueError`."""
        elems = tuple(values)
        ety = _collection_ety("list", elems, element_type)
        return cls._make(ListType(ety), _retype(elems, ety))

    @classmethod
    @bounded_recursion
    def set(cls, values: Iterable[Value], element_type: Type | None = None) -> Value:
        """A set: duplicates (by cty equality) collapse, elements are ordered as
        go-cty orders them, element marks move to the set itself."""
        elems = tuple(values)
        ety = _collection_ety("set", elems, element_type)
        marks: set[Any] = set()
        unmarked = []
        for e in _retype(elems, ety):
            u, m = e.unmark_deep_with_marks()
            marks |= m
            unmarked.append(u)
        return cls._make(SetType(ety), _sets.build(ety, unmarked), frozenset(marks))

    @classmethod
    def map(cls, values: Mapping[str, Value], element_type: Type | None = None) -> Value:
        """A map with string keys (NFC-normalised)."""
        for k in values:
            if not isinstance(k, str):
                raise TypeError("map keys must be strings")
        items = {_nfc(k): v for k, v in values.items()}
        ety = _collection_ety("map", tuple(items.values()), element_type)
        elems = _retype(tuple(items.values()), ety)
        return cls._make(MapType(ety), dict(sorted(zip(items, elems, strict=True))))

    @classmethod
    def object(cls, attrs: Mapping[str, Value]) -> Value:
        """An object; its type is inferred from the attribute values."""
        items: dict[str, Value] = {}
        for k, v in attrs.items():
            if not isinstance(k, str):
                raise TypeError("object attribute names must be strings")
            _check_value(v)
            items[_nfc(k)] = v
        items = dict(sorted(items.items()))
        ty = ObjectType({k: v._type for k, v in items.items()})
        return cls._make(ty, items)

    @classmethod
    def tuple(cls, values: Iterable[Value]) -> Value:
        elems = tuple(values)
        for v in elems:
            _check_value(v)
        return cls._make(TupleType(v._type for v in elems), elems)

    @classmethod
    def capsule(cls, ty: CapsuleType, obj: Any) -> Value:
        """A value of a capsule type wrapping ``obj`` (an instance of its Python type)."""
        if not isinstance(ty, CapsuleType):
            raise TypeError("Value.capsule needs a capsule type")
        if not isinstance(obj, ty.python_type):
            raise TypeError(f"capsule {ty.name} wraps {ty.python_type.__name__}, "
                            f"not {type(obj).__name__}")
        return cls._make(ty, obj)

    # ------------------------------------------------------------------ basic state

    @property
    def type(self) -> Type:
        return self._type

    @property
    def is_known(self) -> builtins.bool:
        return type(self._v) is not _Unknown

    @property
    def is_null(self) -> builtins.bool:
        """True for (known) null values. An unknown value is not null."""
        return self._v is _NULL

    @property
    @bounded_recursion
    def is_wholly_known(self) -> builtins.bool:
        """Known, and every nested value known too."""
        return _wholly_known(self)

    @property
    @bounded_recursion
    def has_wholly_known_type(self) -> builtins.bool:
        """False if this is or contains the dynamic value (or an unknown whose type has
        dynamic parts)."""
        return _wholly_typed(self)

    def _refinement(self) -> Refinement | None:
        v = self._v
        return v.refinement if type(v) is _Unknown else None

    def range(self) -> ValueRange:
        """What is known about this value's range (from refinements when unknown)."""
        return ValueRange.of(self)

    def refine(self) -> RefinementBuilder:
        """Start refining (see :class:`~hcl.cty.refinements.RefinementBuilder`)."""
        return RefinementBuilder(self)

    def refine_not_null(self) -> Value:
        return RefinementBuilder(self).not_null().new_value()

    def refine_with(self, *refiners: Callable[[RefinementBuilder], RefinementBuilder]) -> Value:
        if not refiners:
            return self
        b = RefinementBuilder(self)
        for r in refiners:
            if r(b) is not b:
                raise InvalidValueError("refiner callback returned a different builder")
        return b.new_value()

    @bounded_recursion
    def unknown_as_null(self) -> Value:
        """A copy with every unknown (nested too) replaced by a null, keeping marks."""
        v = self._v
        if type(v) is _Unknown:
            return Value._make(self._type, _NULL, self._marks)
        if v is _NULL:
            return self
        ty = self._type
        if ty.is_list or ty.is_tuple:
            return Value._make(ty, tuple(e.unknown_as_null() for e in v), self._marks)
        if ty.is_set:
            return Value.set([e.unknown_as_null() for e in v], ty.element_type).with_marks(
                self._marks)
        if ty.is_map or ty.is_object:
            return Value._make(ty, {k: e.unknown_as_null() for k, e in v.items()}, self._marks)
        return self

    # ------------------------------------------------------------------ marks

    @property
    def marks(self) -> frozenset[Any]:
        """The marks on this value itself (not nested ones)."""
        return self._marks

    @property
    def is_marked(self) -> builtins.bool:
        return bool(self._marks)

    def has_mark(self, mark: Any) -> builtins.bool:
        return mark in self._marks

    def mark(self, mark: Any) -> Value:
        """This value with one more mark (any hashable object)."""
        if isinstance(mark, frozenset | set):
            raise TypeError("cannot call Value.mark with a set of marks (use with_marks)")
        return Value._make(self._type, self._v, self._marks | {mark})

    def with_marks(self, *mark_sets: Iterable[Any]) -> Value:
        """This value with all the marks of the given sets added."""
        new = set(self._marks)
        for ms in mark_sets:
            new.update(ms)
        if len(new) == len(self._marks):
            return self
        return Value._make(self._type, self._v, frozenset(new))

    def with_same_marks(self, *others: Value) -> Value:
        return self.with_marks(*(o._marks for o in others))

    def unmark(self) -> Value:
        """This value without its own marks (nested marks stay)."""
        if not self._marks:
            return self
        return Value._make(self._type, self._v)

    def unmark_with_marks(self) -> builtins.tuple[Value, frozenset[Any]]:
        """Go's ``Unmark``: the unmarked value and the removed marks."""
        return self.unmark(), self._marks

    @property
    @bounded_recursion
    def contains_marked(self) -> builtins.bool:
        """True if this value or any nested value is marked."""
        return _contains_marked(self)

    def has_mark_deep(self, mark: Any) -> builtins.bool:
        return mark in self.deep_marks()

    def deep_marks(self) -> frozenset[Any]:
        """The union of the marks of this value and all nested values."""
        return self.unmark_deep_with_marks()[1]

    def unmark_deep(self) -> Value:
        """This value with all marks removed, at every level."""
        return self.unmark_deep_with_marks()[0]

    @bounded_recursion
    def unmark_deep_with_marks(self) -> builtins.tuple[Value, frozenset[Any]]:
        """Go's ``UnmarkDeep``: the deeply unmarked value and the union of all marks."""
        if not self.contains_marked:
            return self, _NO_MARKS
        acc: set[Any] = set()
        return _unmark_deep(self, acc), frozenset(acc)

    def unmark_deep_with_paths(self) -> builtins.tuple[Value, builtins.list[builtins.tuple[Path, frozenset[Any]]]]:
        """The deeply unmarked value and the (path, marks) of every marked part."""
        return _paths.unmark_deep_with_paths(self)

    def mark_with_paths(self, pvms: Iterable[builtins.tuple[Path, Iterable[Any]]]) -> Value:
        """Re-apply marks at the given paths (the inverse of unmark_deep_with_paths)."""
        return _paths.mark_with_paths(self, pvms)

    # ------------------------------------------------------------------ integration

    def _integration(self, what: str) -> Any:
        if self._marks:
            raise OperationError("value is marked, so must be unmarked first")
        v = self._v
        if type(v) is _Unknown:
            raise OperationError("value is unknown")
        if v is _NULL:
            raise OperationError("value is null")
        return v

    def as_string(self) -> str:
        """The Python string of a known, non-null, unmarked string value."""
        if not self._type.is_string:
            raise OperationError("not a string")
        s: str = self._integration("string")
        return s

    def as_number(self) -> Number:
        """The :class:`~hcl.cty.numbers.Number` of a known, non-null, unmarked number."""
        if not self._type.is_number:
            raise OperationError("not a number")
        n: Number = self._integration("number")
        return n

    def as_bool(self) -> builtins.bool:
        if not self._type.is_bool:
            raise OperationError("not bool")
        b: builtins.bool = self._integration("bool")
        return b

    def is_true(self) -> builtins.bool:
        """Go's ``True()``: the Python bool of a known, non-null, unmarked bool."""
        return self.as_bool()

    def is_false(self) -> builtins.bool:
        return not self.as_bool()

    def encapsulated_value(self) -> Any:
        if not self._type.is_capsule:
            raise OperationError("not a capsule-typed value")
        return self._integration("capsule")

    def as_value_list(self) -> builtins.list[Value]:
        """The elements of a list, set or tuple (keys of maps/objects are dropped)."""
        return [v for _, v in self.elements()]

    def as_value_map(self) -> dict[str, Value]:
        """The elements of a map or object, by key."""
        return {k.as_string(): v for k, v in self.elements()}

    def elements(self) -> Iterator[builtins.tuple[Value, Value]]:
        """(key, element) pairs: index order for lists and tuples (number keys), sorted
        key order for maps and objects (string keys), the cty set order for sets (the
        element is its own key). The value must be known, non-null and unmarked."""
        return _access.elements(self)

    @property
    def can_iterate_elements(self) -> builtins.bool:
        """True for unmarked lists, maps, sets, tuples and objects (known or not)."""
        ty = self._type
        return not self._marks and (ty.is_collection or ty.is_structural)

    def __iter__(self) -> Iterator[Value]:
        """The elements of a list, set or tuple (see :meth:`elements` for maps and
        objects, whose iteration would be ambiguous)."""
        ty = self._type
        if not (ty.is_list or ty.is_set or ty.is_tuple):
            raise TypeError(f"cannot iterate a {ty.friendly_name()} value directly; "
                            "use .elements() or .as_value_map()")
        return iter(self.as_value_list())

    def length_int(self) -> int:
        """Element count (the maximum possible for sets holding unknowns); tuples and
        objects work even when unknown or null."""
        return _access.length_int(self)

    @classmethod
    def from_python(cls, obj: Any, type: Type | None = None) -> Value:
        """A value from plain Python data, converted to ``type`` when given: ``None``,
        bool, int, float, Decimal, str, mappings (objects), lists and tuples (tuples),
        sets (sets); see :mod:`hcl.cty.pyvalues`."""
        return _pyvalues.from_python(obj, type)

    def to_python(self, *, decimal: builtins.bool = False) -> Any:
        """Plain, JSON-serialisable Python data: None, str, bool, int for whole numbers,
        float otherwise (``Decimal`` with ``decimal=True``), lists for lists, sets and
        tuples, dicts for maps and objects; marks ignored. Unknown values raise
        :class:`~hcl.cty.errors.OperationError`. See :mod:`hcl.cty.pyvalues`."""
        return _pyvalues.to_python(self, decimal=decimal)

    def as_python(self) -> Any:
        """``to_python(decimal=True)``: whole numbers as int, other numbers as Decimal
        (kept for code written before :meth:`to_python`)."""
        return self.to_python(decimal=True)

    # ------------------------------------------------------------------ equality

    @bounded_recursion
    def equals(self, other: Value) -> Value:
        """cty ``==``: a bool Value, possibly unknown; nulls of any types are equal."""
        return _equality.equals(self, other)

    def not_equal(self, other: Value) -> Value:
        return self.equals(other).not_()

    @bounded_recursion
    def raw_equals(self, other: Value) -> builtins.bool:
        """Strict structural equality for tests: same type, marks, refinements."""
        return _equality.raw_equals(self, other)

    def __eq__(self, other: builtins.object) -> builtins.bool:
        if not isinstance(other, Value):
            return NotImplemented
        return self.raw_equals(other)

    @bounded_recursion
    def __hash__(self) -> int:
        return _equality.raw_hash(self)

    def __bool__(self) -> builtins.bool:
        raise TypeError("a cty Value has no truth value; use .is_true() or .is_known")

    # ------------------------------------------------------------------ operations

    def add(self, other: Value) -> Value:
        return _arithmetic.add(self, other)

    def subtract(self, other: Value) -> Value:
        return _arithmetic.subtract(self, other)

    def multiply(self, other: Value) -> Value:
        return _arithmetic.multiply(self, other)

    def divide(self, other: Value) -> Value:
        return _arithmetic.divide(self, other)

    def modulo(self, other: Value) -> Value:
        return _arithmetic.modulo(self, other)

    def negate(self) -> Value:
        return _arithmetic.negate(self)

    def absolute(self) -> Value:
        return _arithmetic.absolute(self)

    def less_than(self, other: Value) -> Value:
        return _arithmetic.less_than(self, other)

    def greater_than(self, other: Value) -> Value:
        return _arithmetic.greater_than(self, other)

    def less_than_or_equal_to(self, other: Value) -> Value:
        return self.less_than(other).or_(self.equals(other))

    def greater_than_or_equal_to(self, other: Value) -> Value:
        return self.greater_than(other).or_(self.equals(other))

    def not_(self) -> Value:
        return _arithmetic.not_(self)

    def and_(self, other: Value) -> Value:
        return _arithmetic.and_(self, other)

    def or_(self, other: Value) -> Value:
        return _arithmetic.or_(self, other)

    def length(self) -> Value:
        """The element count as a number Value (unknown for unknown collections)."""
        return _access.length(self)

    def index(self, key: Value) -> Value:
        """The element of a list, map or tuple at ``key`` (check :meth:`has_index`)."""
        return _access.index(self, key)

    def has_index(self, key: Value) -> Value:
        return _access.has_index(self, key)

    def has_element(self, elem: Value) -> Value:
        """Whether a set contains ``elem`` (a bool Value, possibly unknown)."""
        return _access.has_element(self, elem)

    def get_attr(self, name: str) -> Value:
        """The attribute ``name`` of an object."""
        return _access.get_attr(self, name)

    # ------------------------------------------------------------------ display

    @bounded_recursion
    def go_string(self) -> str:
        """go-cty's GoString, e.g. ``cty.StringVal("x")``."""
        return _display.go_string(self)

    def __repr__(self) -> str:
        # repr() must not fail: values too deep or numbers too large to render get a
        # short placeholder instead.
        try:
            return self.go_string()
        except CtyError as exc:
            return f"cty.Value(<{exc.message}>)"

    def __str__(self) -> str:
        return self.__repr__()


# ---------------------------------------------------------------------- helpers


def _check_type(ty: Any) -> None:
    if not isinstance(ty, Type):
        raise TypeError(f"expected a cty Type, not {type(ty).__name__}")


def _check_value(v: Any) -> None:
    if not isinstance(v, Value):
        raise TypeError(f"expected a cty Value, not {type(v).__name__}")


def _collection_ety(kind: str, elems: tuple[Value, ...], ety: Type | None) -> Type:
    for v in elems:
        _check_value(v)
    if ety is not None:
        _check_type(ety)
        for v in elems:
            if not (v._type == ety or v._type.is_dynamic):
                raise InvalidValueError(
                    f"inconsistent {kind} element types ({ety.go_string()} then "
                    f"{v._type.go_string()})")
        return ety
    if not elems:
        raise InvalidValueError(f"must not call {kind.capitalize()}Val with empty slice "
                                "(give element_type)")
    found: Type | None = None
    for v in elems:
        if v._type.is_dynamic:
            continue
        if found is None:
            found = v._type
        elif v._type != found:
            raise InvalidValueError(
                f"inconsistent {kind} element types ({found.go_string()} then "
                f"{v._type.go_string()})")
    return found if found is not None else DYNAMIC


def _retype(elems: tuple[Value, ...], ety: Type) -> tuple[Value, ...]:
    """Elements are stored untyped in go-cty: a dynamic-typed null or unknown inside a
    collection reads back as a null or unknown of the element type."""
    if ety.is_dynamic or all(not e._type.is_dynamic for e in elems):
        return elems
    out = []
    for e in elems:
        if e._type.is_dynamic and not ety.is_dynamic:
            v = _NULL if e._v is _NULL else _UNREFINED
            e = Value._make(ety, v, e._marks)
        out.append(e)
    return tuple(out)


def _wholly_known(val: Value) -> bool:
    v = val._v
    if type(v) is _Unknown:
        return False
    if v is _NULL:
        return True
    ty = val._type
    if ty.is_list or ty.is_tuple or ty.is_set:
        return all(_wholly_known(e) for e in v)
    if ty.is_map or ty.is_object:
        return all(_wholly_known(e) for e in v.values())
    return True


def _wholly_typed(val: Value) -> bool:
    v = val._v
    if type(v) is _Unknown:
        return not val._type.has_dynamic_types()
    if v is _NULL:
        return True
    ty = val._type
    if ty.is_list or ty.is_tuple or ty.is_set:
        return all(_wholly_typed(e) for e in v)
    if ty.is_map or ty.is_object:
        return all(_wholly_typed(e) for e in v.values())
    return True


def _contains_marked(val: Value) -> bool:
    if val._marks:
        return True
    v = val._v
    ty = val._type
    if v is _NULL or type(v) is _Unknown:
        return False
    if ty.is_list or ty.is_tuple or ty.is_set:
        return any(_contains_marked(e) for e in v)
    if ty.is_map or ty.is_object:
        return any(_contains_marked(e) for e in v.values())
    return False


def _unmark_deep(v: Value, acc: set[Any]) -> Value:
    acc.update(v._marks)
    raw = v._v
    ty = v._type
    if raw is _NULL or type(raw) is _Unknown:
        return Value._make(ty, raw) if v._marks else v
    if ty.is_list or ty.is_tuple or ty.is_set:
        return Value._make(ty, tuple(_unmark_deep(e, acc) for e in raw))
    if ty.is_map or ty.is_object:
        return Value._make(ty, {k: _unmark_deep(e, acc) for k, e in raw.items()})
    return Value._make(ty, raw) if v._marks else v


TRUE = Value._make(BOOL, True)
FALSE = Value._make(BOOL, False)
#: The unknown value of the dynamic pseudo-type ("the dynamic value").
DYNAMIC_VAL = Value._make(DYNAMIC, _UNREFINED)
EMPTY_OBJECT = Value._make(EMPTY_OBJECT_TYPE, {})
EMPTY_TUPLE = Value._make(EMPTY_TUPLE_TYPE, ())
#: go-cty's ``Zero`` singleton (53-bit zero); multiplying it by an unknown gives it.
ZERO = Value._make(NUMBER, Number.zero(False, 53))
POSITIVE_INFINITY = Value._make(NUMBER, Number.inf(False, 53))
NEGATIVE_INFINITY = Value._make(NUMBER, Number.inf(True, 53))

# The operations on values live in modules that import this one, so they are bound
# here, once every name they need exists, rather than inside each method.
from hcl.cty import pyvalues as _pyvalues  # noqa: E402
from hcl.cty import sets as _sets  # noqa: E402
from hcl.cty.operations import access as _access  # noqa: E402
from hcl.cty.operations import arithmetic as _arithmetic  # noqa: E402
from hcl.cty.operations import display as _display  # noqa: E402
from hcl.cty.operations import equality as _equality  # noqa: E402
from hcl.cty.operations import paths as _paths  # noqa: E402
