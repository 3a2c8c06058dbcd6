"""Plain Python data to and from cty values: :meth:`Value.from_python` and :meth:`Value.to_python`.

``from_python`` maps ``None`` to null, ``bool`` to bool, ``int``/``float``/
``Decimal``/``Fraction`` to number, ``str`` to string, mappings with string keys
to objects, lists and tuples to tuples, sets and frozensets to sets, and leaves a
:class:`Value` as it is; with a ``type`` the result is then converted to it.

``to_python`` is the way back, JSON-serialisable by default: numbers are ``int``
when whole and ``float`` otherwise (``Decimal`` from the number's exact decimal
text with ``decimal=True``), lists, tuples and sets become lists (sets in cty's
order), maps and objects dicts; marks are ignored. An unknown value anywhere
raises :class:`~hcl.cty.errors.OperationError`: it has no Python equivalent.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from decimal import Decimal
from fractions import Fraction
from typing import Any

from hcl.cty.convert import convert
from hcl.cty.errors import NumberFormatError, OperationError, bounded_recursion
from hcl.cty.numbers import Number
from hcl.cty.types import DYNAMIC, Type
from hcl.cty.values import Value

__all__ = ["from_python", "to_python"]


def from_python(obj: Any, type: Type | None = None) -> Value:
    """``obj`` as a cty value, converted to ``type`` when given.

    Raises ``TypeError`` for objects with no cty equivalent (and for non-string
    mapping keys), ``ValueError`` for NaN, and
    :class:`~hcl.cty.errors.ConversionError` when the value does not convert to ``type``.
    """
    value = _implied(obj) if obj is not None or type is None else Value.null(type)
    return value if type is None else convert(value, type)


@bounded_recursion
def _implied(obj: Any) -> Value:
    if isinstance(obj, Value):
        return obj
    if obj is None:
        return Value.null(DYNAMIC)
    if isinstance(obj, bool):
        return Value.bool(obj)
    if isinstance(obj, (int, float, Decimal, Fraction, Number)):
        if isinstance(obj, float) and math.isnan(obj):
            raise ValueError("NaN has no cty value")
        if isinstance(obj, Decimal) and not obj.is_finite():
            if obj.is_nan():
                raise ValueError("NaN has no cty value")
            return Value.number(float(obj))
        return Value.number(obj)
    if isinstance(obj, str):
        return Value.string(obj)
    if isinstance(obj, Mapping):
        attrs: dict[str, Value] = {}
        for key, item in obj.items():
            if not isinstance(key, str):
                raise TypeError(f"object keys must be str, not {key.__class__.__name__}")
            attrs[key] = _implied(item)
        return Value.object(attrs)
    if isinstance(obj, (list, tuple)):
        return Value.tuple([_implied(item) for item in obj])
    if isinstance(obj, (set, frozenset)):
        elements = [_implied(item) for item in obj]
        return Value.set(elements)
    raise TypeError(f"no cty value for a {obj.__class__.__name__} object")


def to_python(value: Value, *, decimal: bool = False,
              parse_float: Callable[[str], Any] | None = None) -> Any:
    """``value`` as plain Python data (see the module docstring).

    ``parse_float``, as in :func:`json.loads`, is called with the decimal text of
    every number that is not whole (``decimal=True`` is ``parse_float=Decimal``).
    """
    return _plain(value.unmark_deep(), parse_float or (Decimal if decimal else None))


@bounded_recursion
def _plain(value: Value, decimal: Callable[[str], Any] | None) -> Any:
    if not value.is_known:
        raise OperationError("an unknown value has no Python equivalent")
    if value.is_null:
        return None
    ty = value.type
    if ty.is_number:
        return _number(value.as_number(), decimal)
    if ty.is_string:
        return value.as_string()
    if ty.is_bool:
        return value.as_bool()
    if ty.is_list or ty.is_tuple or ty.is_set:
        return [_plain(item, decimal) for item in value.as_value_list()]
    if ty.is_map or ty.is_object:
        return {key: _plain(item, decimal) for key, item in value.as_value_map().items()}
    return value.encapsulated_value()


def _number(n: Number, decimal: Callable[[str], Any] | None) -> Any:
    if n.is_inf:
        return n.to_float()
    if n.is_int:
        try:
            return n.to_int()
        except NumberFormatError:  # wider than the integer limit
            pass
    if decimal is not None:
        return decimal(str(n))
    return n.to_float(lossy=True)
