"""Boolean functions (go-cty ``stdlib/bool.go``): ``not``, ``and``, ``or`` (the ``!``,
``&&`` and ``||`` operators).

Unknown arguments make the result unknown without looking at the other operand, so
``and(false, unknown)`` is unknown here although ``Value.and_`` would say false.
"""

from __future__ import annotations

from hcl.cty.function.function import Function, Parameter
from hcl.cty.function.stdlib.general import refine_not_null
from hcl.cty.types import BOOL, Type
from hcl.cty.values import Value

__all__ = ["AND", "FUNCTIONS", "NOT", "OR"]


def _bool(name: str) -> Parameter:
    return Parameter(name, BOOL, allow_dynamic_type=True, allow_marked=True)


def _not(args: list[Value], ret: Type) -> Value:
    return args[0].not_()


def _and(args: list[Value], ret: Type) -> Value:
    return args[0].and_(args[1])


def _or(args: list[Value], ret: Type) -> Value:
    return args[0].or_(args[1])


NOT = Function(params=[_bool("val")], type=BOOL, impl=_not, refine_result=refine_not_null,
               description="Applies the logical NOT operation to the given boolean value.")
AND = Function(params=[_bool("a"), _bool("b")], type=BOOL, impl=_and,
               refine_result=refine_not_null,
               description="Applies the logical AND operation to the given boolean values.")
OR = Function(params=[_bool("a"), _bool("b")], type=BOOL, impl=_or,
              refine_result=refine_not_null,
              description="Applies the logical OR operation to the given boolean values.")

FUNCTIONS: dict[str, Function] = {"not": NOT, "and": AND, "or": OR}
