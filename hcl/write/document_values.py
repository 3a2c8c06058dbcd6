"""Expression text for values a document edit may set: cty values, Python values, traversals, IR."""

from __future__ import annotations

from typing import Any

from hcl import ir
from hcl.cty import Value
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
    return value_to_source(Value.from_python(value))

