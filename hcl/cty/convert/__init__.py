"""Type conversion and unification (go-cty ``convert``).

* :func:`get_conversion` / :func:`get_conversion_unsafe` return a conversion function
  (``Value -> Value``, raising :class:`~hcl.cty.errors.ConversionError`) or None.
  As in go-cty there is no conversion from a type to itself.
* :func:`convert` converts a value to a type (unsafe conversions allowed), returning it
  unchanged when it already has that type.
* :func:`unify` / :func:`unify_unsafe` find a common type and the conversions to it.
* :func:`mismatch_message` explains why a type does not convert to another.

Safe conversions never lose information: number and bool to string, object to map,
tuple to list or set, set to list, and structural/collection conversions built from
safe element conversions. Unsafe ones may fail at run time: string to number or bool,
list to set, map to object, and anything from the dynamic type.
"""

from __future__ import annotations

from collections.abc import Callable

from hcl.cty.convert.conversion import get_conversion as _get_conversion
from hcl.cty.convert.mismatch import mismatch_message
from hcl.cty.convert.unify import compare_types, sort_types, unify_types
from hcl.cty.errors import ConversionError, Path, bounded_recursion
from hcl.cty.types import Type
from hcl.cty.values import Value

Conversion = Callable[[Value], Value]

__all__ = [
    "Conversion",
    "compare_types",
    "convert",
    "get_conversion",
    "get_conversion_unsafe",
    "mismatch_message",
    "sort_types",
    "unify",
    "unify_unsafe",
]


def _public(conv: Callable[[Value, Path], Value] | None) -> Conversion | None:
    if conv is None:
        return None

    @bounded_recursion
    def conversion(value: Value) -> Value:
        return conv(value, ())

    return conversion


def get_conversion(in_type: Type, out_type: Type) -> Conversion | None:
    """A safe conversion from ``in_type`` to ``out_type``, or None."""
    return _public(_get_conversion(in_type, out_type, False))


def get_conversion_unsafe(in_type: Type, out_type: Type) -> Conversion | None:
    """A safe or unsafe conversion from ``in_type`` to ``out_type``, or None."""
    return _public(_get_conversion(in_type, out_type, True))


@bounded_recursion
def convert(value: Value, want: Type) -> Value:
    """``value`` converted to ``want``; raises :class:`ConversionError` (without a path
    when no conversion exists for the types, with one when an element fails)."""
    if value.type == want.without_optional_attributes_deep():
        return value
    conv = _get_conversion(value.type, want, True)
    if conv is None:
        raise ConversionError(mismatch_message(value.type, want))
    return conv(value, ())


@bounded_recursion
def unify(types: list[Type]) -> tuple[Type | None, list[Conversion | None] | None]:
    """The most general type every given type converts to *safely*, and for each input
    its conversion (None if it already has that type); ``(None, None)`` if none."""
    return unify_types(list(types), False)


@bounded_recursion
def unify_unsafe(types: list[Type]) -> tuple[Type | None, list[Conversion | None] | None]:
    """Like :func:`unify` but allowing unsafe conversions."""
    return unify_types(list(types), True)
