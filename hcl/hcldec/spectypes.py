"""Type expressions in spec files (``attr { type = list(string) }``), as the reference ``hcldec`` reads them.

Unlike :mod:`hcl.ext.typeexpr`, the reference command *evaluates* the
expression, in a context where ``string``, ``number``, ``bool`` and ``any`` are
variables and ``list``, ``set``, ``map``, ``tuple`` and ``object`` are
functions, all of values of a capsule type holding a type. Mistakes therefore
come out as ordinary evaluation diagnostics ("Unknown variable", "Invalid
function argument", ...), exactly where the reference reports them.
"""

from __future__ import annotations

from functools import cache
from typing import cast

from hcl.cty import BOOL, DYNAMIC, NUMBER, STRING, CapsuleOps, CapsuleType, List, Map, Object, Set, Tuple, Type, Value
from hcl.cty.function import Function, Parameter
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.eval import EvalContext, evaluate
from hcl.ir import Expression

__all__ = ["TYPE_TYPE", "eval_type_expr"]

#: The capsule type of the values a type expression evaluates to.
TYPE_TYPE: CapsuleType = CapsuleType("type", Type, CapsuleOps(raw_equals=lambda a, b: a == b))


def _wrap(ty: Type) -> Value:
    return Value.capsule(TYPE_TYPE, ty)


def _elements(value: Value) -> list[Value]:
    return value.as_value_list()


def _unwrap(value: Value) -> Type:
    return cast(Type, value.encapsulated_value())


def _collection(name: str, ctor: type | object) -> Function:
    return Function(
        params=[Parameter("element_type", TYPE_TYPE)], type=TYPE_TYPE,
        impl=lambda args, ret: _wrap(ctor(_unwrap(args[0]))),  # type: ignore[operator]
        description=f"The {name} type of the given element type.")


@cache
def _type_ctx() -> EvalContext:
    return EvalContext(
        variables={"string": _wrap(STRING), "bool": _wrap(BOOL), "number": _wrap(NUMBER), "any": _wrap(DYNAMIC)},
        functions={
            "list": _collection("list", List),
            "set": _collection("set", Set),
            "map": _collection("map", Map),
            "tuple": Function(
                params=[Parameter("element_types", List(TYPE_TYPE))], type=TYPE_TYPE,
                impl=lambda args, ret: _wrap(Tuple(_unwrap(v) for v in _elements(args[0])))),
            "object": Function(
                params=[Parameter("attribute_types", Map(TYPE_TYPE))], type=TYPE_TYPE,
                impl=lambda args, ret: _wrap(Object({k: _unwrap(v) for k, v in args[0].as_value_map().items()}))),
        },
    )


def eval_type_expr(expr: Expression) -> tuple[Type, Diagnostics]:
    """The type ``expr`` denotes; null (an absent argument) means ``any``."""
    result, diags = evaluate(expr, _type_ctx())
    if result.is_null:
        return DYNAMIC, diags
    if result.type != TYPE_TYPE:
        # As the reference, this diagnostic has no source range.
        diags.append(Diagnostic.error(
            "Invalid type expression",
            f"This expression's value has type {result.type.friendly_name()}, but a type is expected. Write a "
            "type keyword such as string, or a type constructor such as list(string)."))
        return DYNAMIC, diags
    if not result.is_known:
        return DYNAMIC, diags
    return _unwrap(result), diags
