"""Types: primitives, collections, structural types, the dynamic pseudo-type, capsules.

Types are immutable and hashable and compare with ``==`` (which is go-cty's
``Type.Equals``: structural, except capsule types, which are equal only to themselves).
"""

from __future__ import annotations

import abc
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from hcl.cty.errors import GetAttrStep, IndexStep, Path, PathError, go_quote
from hcl.cty.immutable import restore_slots

__all__ = [
    "BOOL",
    "DYNAMIC",
    "EMPTY_OBJECT_TYPE",
    "EMPTY_TUPLE_TYPE",
    "NUMBER",
    "STRING",
    "Capsule",
    "CapsuleOps",
    "CapsuleType",
    "DynamicType",
    "List",
    "ListType",
    "Map",
    "MapType",
    "Object",
    "ObjectType",
    "PrimitiveType",
    "Set",
    "SetType",
    "Tuple",
    "TupleType",
    "Type",
]


def _nfc(s: str) -> str:
    return unicodedata.normalize("NFC", s)


class Type(abc.ABC):
    """Base class of all types. Use the module constants and constructors."""

    __slots__ = ("_hash", "_plain")
    _hash: int
    _plain: Type

    # --- kind predicates -------------------------------------------------------------
    is_primitive = False
    is_string = False
    is_number = False
    is_bool = False
    is_list = False
    is_map = False
    is_set = False
    is_object = False
    is_tuple = False
    is_capsule = False
    is_dynamic = False

    @property
    def is_collection(self) -> bool:
        """List, map or set."""
        return self.is_list or self.is_map or self.is_set

    @property
    def is_structural(self) -> bool:
        return self.is_object or self.is_tuple

    # --- accessors (overridden where meaningful) ------------------------------------
    @property
    def element_type(self) -> Type:
        """The element type of a list, map or set."""
        raise TypeError(f"{self.friendly_name()} is not a collection type")

    @property
    def attribute_types(self) -> Mapping[str, Type]:
        """Attribute name to type, for objects."""
        raise TypeError(f"{self.friendly_name()} is not an object type")

    @property
    def optional_attributes(self) -> frozenset[str]:
        raise TypeError(f"{self.friendly_name()} is not an object type")

    @property
    def element_types(self) -> tuple[Type, ...]:
        """Element types of a tuple."""
        raise TypeError(f"{self.friendly_name()} is not a tuple type")

    def has_attribute(self, name: str) -> bool:
        return False

    def attribute_type(self, name: str) -> Type:
        raise TypeError(f"{self.friendly_name()} is not an object type")

    def attribute_optional(self, name: str) -> bool:
        raise TypeError(f"{self.friendly_name()} is not an object type")

    def has_dynamic_types(self) -> bool:
        """True if the dynamic pseudo-type appears anywhere in this type."""
        return False

    def without_optional_attributes_deep(self) -> Type:
        """This type with every object's optional-attribute markers removed.

        Remembered per type: nested conversions ask again at every level.
        """
        try:
            return self._plain
        except AttributeError:
            plain = self._without_optional_attributes()
            object.__setattr__(self, "_plain", plain)
            return plain

    def _without_optional_attributes(self) -> Type:
        return self

    # --- names -----------------------------------------------------------------------
    @abc.abstractmethod
    def friendly_name(self) -> str:
        """English name, e.g. ``list of string`` or ``object``."""

    def friendly_name_for_constraint(self) -> str:
        """Like :meth:`friendly_name` but reading the dynamic type as ``any type``."""
        return self.friendly_name()

    @abc.abstractmethod
    def type_constraint_string(self) -> str:
        """HCL type-constraint syntax, e.g. ``list(string)``, ``object({a=number})``."""

    @abc.abstractmethod
    def go_string(self) -> str:
        """go-cty's GoString form, e.g. ``cty.List(cty.String)``."""

    def __repr__(self) -> str:
        return self.go_string()

    def __str__(self) -> str:
        return self.type_constraint_string()

    # --- equality --------------------------------------------------------------------
    def equals(self, other: Type) -> bool:
        return self == other

    def _key(self) -> Any:
        """What structural equality compares; capsule types compare by identity instead."""
        return id(self)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Type) or type(self) is not type(other):
            return False
        same: bool = self._key() == other._key()
        return same

    def __hash__(self) -> int:
        try:
            return self._hash
        except AttributeError:
            h = hash((type(self).__name__, self._key()))
            object.__setattr__(self, "_hash", h)
            return h

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("types are immutable")

    __setstate__ = restore_slots

    # --- conformance -----------------------------------------------------------------
    def test_conformance(self, want: Type) -> list[PathError]:
        """Errors explaining why this type does not conform to the type constraint
        ``want`` (empty when it conforms). The dynamic type in ``want`` accepts any
        type; everything else must be equal."""
        errs: list[PathError] = []
        _conform(self, want, (), errs)
        return errs

    def matches(self, spec: Type) -> bool:
        """The spec's *matches* relation: this type conforms to the specification."""
        return not self.test_conformance(spec)


class PrimitiveType(Type):
    """string, number or bool."""

    __slots__ = ("_name",)
    _name: str
    is_primitive = True

    def __init__(self, name: str) -> None:
        object.__setattr__(self, "_name", name)

    def _key(self) -> Any:
        return self._name

    def friendly_name(self) -> str:
        return self._name

    def type_constraint_string(self) -> str:
        return self._name

    def go_string(self) -> str:
        return "cty." + self._name.capitalize()

    @property
    def is_string(self) -> bool:  # type: ignore[override]
        return self._name == "string"

    @property
    def is_number(self) -> bool:  # type: ignore[override]
        return self._name == "number"

    @property
    def is_bool(self) -> bool:  # type: ignore[override]
        return self._name == "bool"


class DynamicType(Type):
    """The dynamic pseudo-type: a placeholder for a type not yet known."""

    __slots__ = ()
    is_dynamic = True

    def _key(self) -> Any:
        return "dynamic"

    def has_dynamic_types(self) -> bool:
        return True

    def friendly_name(self) -> str:
        return "dynamic"

    def friendly_name_for_constraint(self) -> str:
        return "any type"

    def type_constraint_string(self) -> str:
        return "any"

    def go_string(self) -> str:
        return "cty.DynamicPseudoType"


class _CollectionType(Type):
    __slots__ = ("_ety",)
    _ety: Type
    _kind = ""

    def __init__(self, element_type: Type) -> None:
        if not isinstance(element_type, Type):
            raise TypeError(f"element type must be a Type, not {type(element_type).__name__}")
        object.__setattr__(self, "_ety", element_type)

    def _key(self) -> Any:
        return self._ety

    @property
    def element_type(self) -> Type:
        return self._ety

    def has_dynamic_types(self) -> bool:
        return self._ety.has_dynamic_types()

    def _without_optional_attributes(self) -> Type:
        ety = self._ety.without_optional_attributes_deep()
        return self if ety is self._ety else type(self)(ety)

    def friendly_name(self) -> str:
        return f"{self._kind} of {self._ety.friendly_name()}"

    def friendly_name_for_constraint(self) -> str:
        if self._ety.is_dynamic:
            return f"{self._kind} of any single type"
        return f"{self._kind} of {self._ety.friendly_name_for_constraint()}"

    def type_constraint_string(self) -> str:
        return f"{self._kind}({self._ety.type_constraint_string()})"

    def go_string(self) -> str:
        return f"cty.{self._kind.capitalize()}({self._ety.go_string()})"


class ListType(_CollectionType):
    __slots__ = ()
    _kind = "list"
    is_list = True


class MapType(_CollectionType):
    __slots__ = ()
    _kind = "map"
    is_map = True


class SetType(_CollectionType):
    __slots__ = ()
    _kind = "set"
    is_set = True


class ObjectType(Type):
    """An object type: named attributes, some possibly optional (meaningful only to
    conversion; values never have types with optional attributes)."""

    __slots__ = ("_attrs", "_optional")
    _attrs: dict[str, Type]
    _optional: frozenset[str]
    is_object = True

    def __init__(self, attrs: Mapping[str, Type], optional: Iterable[str] = ()) -> None:
        norm: dict[str, Type] = {}
        for name, aty in attrs.items():
            if not isinstance(name, str):
                raise TypeError("object attribute names must be strings")
            if not isinstance(aty, Type):
                raise TypeError(f"attribute {name!r} type must be a Type")
            norm[_nfc(name)] = aty
        opt = frozenset(_nfc(n) for n in optional)
        for name in opt:
            if name not in norm:
                raise ValueError(f"optional contains undeclared attribute {go_quote(name)}")
        object.__setattr__(self, "_attrs", dict(sorted(norm.items())))
        object.__setattr__(self, "_optional", opt)

    def _key(self) -> Any:
        return (tuple(self._attrs.items()), self._optional)

    @property
    def attribute_types(self) -> Mapping[str, Type]:
        return dict(self._attrs)

    @property
    def optional_attributes(self) -> frozenset[str]:
        return self._optional

    def has_attribute(self, name: str) -> bool:
        return _nfc(name) in self._attrs

    def attribute_type(self, name: str) -> Type:
        try:
            return self._attrs[_nfc(name)]
        except KeyError:
            raise KeyError(f"no such attribute {go_quote(name)}") from None

    def attribute_optional(self, name: str) -> bool:
        name = _nfc(name)
        if name not in self._attrs:
            raise KeyError(f"no such attribute {go_quote(name)}")
        return name in self._optional

    def has_dynamic_types(self) -> bool:
        return any(t.has_dynamic_types() for t in self._attrs.values())

    def _without_optional_attributes(self) -> Type:
        attrs = {n: t.without_optional_attributes_deep() for n, t in self._attrs.items()}
        if not self._optional and all(attrs[n] is self._attrs[n] for n in attrs):
            return self
        return ObjectType(attrs)

    def friendly_name(self) -> str:
        return "object"

    def type_constraint_string(self) -> str:
        parts = []
        for name, aty in self._attrs.items():
            key = name if is_identifier(name) else go_quote(name)
            ts = aty.type_constraint_string()
            if name in self._optional:
                ts = f"optional({ts})"
            parts.append(f"{key}={ts}")
        return "object({" + ",".join(parts) + "})"

    def go_string(self) -> str:
        if not self._attrs:
            return "cty.EmptyObject"
        body = ", ".join(f"{go_quote(n)}:{t.go_string()}" for n, t in self._attrs.items())
        if self._optional:
            opts = ", ".join(go_quote(n) for n in sorted(self._optional))
            return (f"cty.ObjectWithOptionalAttrs(map[string]cty.Type{{{body}}}, "
                    f"[]string{{{opts}}})")
        return f"cty.Object(map[string]cty.Type{{{body}}})"


class TupleType(Type):
    __slots__ = ("_etys",)
    _etys: tuple[Type, ...]
    is_tuple = True

    def __init__(self, elems: Iterable[Type]) -> None:
        etys = tuple(elems)
        for t in etys:
            if not isinstance(t, Type):
                raise TypeError("tuple element types must be Types")
        object.__setattr__(self, "_etys", etys)

    def _key(self) -> Any:
        return self._etys

    @property
    def element_types(self) -> tuple[Type, ...]:
        return self._etys

    def __len__(self) -> int:
        return len(self._etys)

    @property
    def length(self) -> int:
        return len(self._etys)

    def has_dynamic_types(self) -> bool:
        return any(t.has_dynamic_types() for t in self._etys)

    def _without_optional_attributes(self) -> Type:
        etys = tuple([t.without_optional_attributes_deep() for t in self._etys])
        if all(a is b for a, b in zip(etys, self._etys, strict=True)):
            return self
        return TupleType(etys)

    def friendly_name(self) -> str:
        return "tuple"

    def type_constraint_string(self) -> str:
        return "tuple([" + ",".join(t.type_constraint_string() for t in self._etys) + "])"

    def go_string(self) -> str:
        if not self._etys:
            return "cty.EmptyTuple"
        return "cty.Tuple([]cty.Type{" + ", ".join(t.go_string() for t in self._etys) + "})"


@dataclass(frozen=True)
class CapsuleOps:
    """Optional behaviour of a capsule type (all callbacks optional).

    ``equals(a, b) -> Value`` (a cty bool; requires ``raw_equals``), ``raw_equals(a, b)
    -> bool``, ``hash_key(a) -> str`` (set hashing), ``conversion_to(other_type)`` (a
    callable converting *from* ``other_type`` *to* this capsule, taking a Value and a
    Path, or None), ``conversion_from(other_type)`` (converting *from* this capsule to
    ``other_type``), ``go_string(a) -> str``, ``type_go_string() -> str`` and
    ``extension_data(key) -> Any``. ``a``/``b`` are the encapsulated Python objects.
    """

    go_string: Callable[[Any], str] | None = None
    type_go_string: Callable[[], str] | None = None
    equals: Callable[[Any, Any], Any] | None = None
    raw_equals: Callable[[Any, Any], bool] | None = None
    hash_key: Callable[[Any], str] | None = None
    conversion_from: Callable[[Type], Any] | None = None
    conversion_to: Callable[[Type], Any] | None = None
    extension_data: Callable[[Any], Any] | None = None

    def __post_init__(self) -> None:
        if self.equals is not None and self.raw_equals is None:
            raise ValueError("Equals cannot be set without RawEquals")


class CapsuleType(Type):
    """An application-defined opaque type; each instance is a distinct type."""

    __slots__ = ("_name", "_ops", "_pytype")
    _name: str
    _ops: CapsuleOps
    _pytype: type
    is_capsule = True

    def __init__(self, name: str, python_type: type, ops: CapsuleOps | None = None) -> None:
        object.__setattr__(self, "_name", name)
        object.__setattr__(self, "_pytype", python_type)
        object.__setattr__(self, "_ops", ops or CapsuleOps())

    @property
    def name(self) -> str:
        return self._name

    @property
    def python_type(self) -> type:
        return self._pytype

    @property
    def ops(self) -> CapsuleOps:
        return self._ops

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return id(self)

    def friendly_name(self) -> str:
        return self._name

    def type_constraint_string(self) -> str:
        return self._name

    def go_string(self) -> str:
        if self._ops.type_go_string is not None:
            return self._ops.type_go_string()
        return f"cty.Capsule({go_quote(self._name)}, reflect.TypeOf({self._pytype.__name__}))"


STRING = PrimitiveType("string")
NUMBER = PrimitiveType("number")
BOOL = PrimitiveType("bool")
DYNAMIC = DynamicType()
EMPTY_OBJECT_TYPE = ObjectType({})
EMPTY_TUPLE_TYPE = TupleType(())


def List(element_type: Type) -> ListType:
    """The list type with the given element type."""
    return ListType(element_type)


def Map(element_type: Type) -> MapType:
    """The map type with the given element type."""
    return MapType(element_type)


def Set(element_type: Type) -> SetType:
    """The set type with the given element type."""
    return SetType(element_type)


def Object(
    attrs: Mapping[str, Type], optional: Iterable[str] = frozenset()
) -> ObjectType:
    """An object type; ``optional`` names attributes that conversion may leave out."""
    return ObjectType(attrs, optional)


def Tuple(elems: Iterable[Type]) -> TupleType:
    """A tuple type with the given element types."""
    return TupleType(elems)


def Capsule(
    name: str, python_type: type, ops: CapsuleOps | None = None
) -> CapsuleType:
    """A new capsule type (distinct from every other, even of the same name)."""
    return CapsuleType(name, python_type, ops)


def is_identifier(name: str) -> bool:
    """HCL identifier syntax: ID_Start (or ``_``), then ID_Continue or ``-``."""
    if not name or not name[0].isidentifier():
        return False
    return all(ch == "-" or ("a" + ch).isidentifier() for ch in name[1:])


# --------------------------------------------------------------------- conformance


def _conform(given: Type, want: Type, path: Path, errs: list[PathError]) -> None:
    if want.is_dynamic or given == want:
        return
    if given.is_object and want.is_object:
        gattrs = given.attribute_types
        wattrs = want.attribute_types
        for name in sorted(gattrs):
            if name not in wattrs:
                errs.append(PathError(f"unsupported attribute {go_quote(name)}", path))
        for name in sorted(wattrs):
            wty = wattrs[name]
            gty = gattrs.get(name)
            if gty is None:
                errs.append(PathError(f"missing required attribute {go_quote(name)}", path))
                continue
            _conform(gty, wty, (*path, GetAttrStep(name)), errs)
        return
    if given.is_tuple and want.is_tuple:
        getys, wetys = given.element_types, want.element_types
        if len(getys) != len(wetys):
            errs.append(PathError(
                f"{len(wetys)} elements are required, but got {len(getys)}", path))
            return
        from hcl.cty.values import Value  # imported here: values imports this module

        for i, (g, w) in enumerate(zip(getys, wetys, strict=True)):
            _conform(g, w, (*path, IndexStep(Value.number(i))), errs)
        return
    if given.is_collection and want.is_collection and _same_kind(given, want):
        from hcl.cty.values import Value  # imported here: values imports this module

        if given.is_list:
            key = Value.unknown(NUMBER)
        elif given.is_map:
            key = Value.unknown(STRING)
        else:
            key = Value.unknown(given.element_type)
        _conform(given.element_type, want.element_type, (*path, IndexStep(key)), errs)
        return
    errs.append(PathError(
        f"{want.friendly_name()} required, but received {given.friendly_name()}", path))


def _same_kind(a: Type, b: Type) -> bool:
    return (a.is_list and b.is_list) or (a.is_map and b.is_map) or (a.is_set and b.is_set)
