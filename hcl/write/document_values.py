"""Expression text for values a document edit may set: cty values, Python values, traversals, IR."""

from __future__ import annotations

import decimal
import math
from collections.abc import Mapping
from typing import Any

from hcl import ir
from hcl.cty import Value
from hcl.cty.types import DYNAMIC
from hcl.write.literal import value_to_source
from hcl.write.printer import print_expression, print_traversal


def expression_source(value: Any) -> str:
    """Source text for ``value``: a cty value or Python value (as a literal), a traversal,
    or an IR expression (printed). ``TypeError``/``ValueError`` for what has no literal."""
    if isinstance(value, ir.Traversal):
        if value.is_relative:
            raise ValueError("a relative traversal cannot be an attribute's value")
        return print_traversal(value)
    if isinstance(value, ir.Expression):
        return print_expression(value)
    if not isinstance(value, Value):
        value = python_value(value)
    return value_to_source(value)


def python_value(obj: Any) -> Value:
    """The cty value of a plain Python value (None, bool, number, str, list/tuple, dict)."""
    if obj is None:
        return Value.null(DYNAMIC)
    if isinstance(obj, bool):
        return Value.bool(obj)
    if isinstance(obj, int | decimal.Decimal):
        return Value.number(obj)
    if isinstance(obj, float):
        if not math.isfinite(obj):
            raise ValueError(f"{obj!r} has no HCL literal")
        return Value.number(obj)
    if isinstance(obj, str):
        return Value.string(obj)
    if isinstance(obj, list | tuple):
        return Value.tuple([python_value(v) for v in obj])
    if isinstance(obj, Mapping):
        attrs: dict[str, Value] = {}
        for key, v in obj.items():
            if not isinstance(key, str):
                raise TypeError(f"object keys must be strings, not {type(key).__name__}")
            attrs[key] = python_value(v)
        return Value.object(attrs)
    raise TypeError(f"cannot write a {type(obj).__name__} as an HCL value")
