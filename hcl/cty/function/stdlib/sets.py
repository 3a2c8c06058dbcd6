"""Set functions (go-cty ``stdlib/set.go``): ``setunion``, ``setintersection``,
``setsubtract``, ``set_symmetric_difference`` and ``set_has_element``.

The result type is a set of the unsafe unification of the arguments' element types
(known empty sets of the dynamic element type do not take part). Union accepts
unknown elements; the other operations return an unknown set when any argument holds
unknowns, since knowing them could change the result. Membership follows go-cty's
sets: same hash bucket and a known-true equality.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable

from hcl.cty.convert import convert, unify_unsafe
from hcl.cty.errors import ConversionError
from hcl.cty.function.function import ArgError, Function, FunctionError, Parameter
from hcl.cty.function.stdlib.general import refine_not_null
from hcl.cty.sets import hash_string
from hcl.cty.types import BOOL, DYNAMIC, Set, Type
from hcl.cty.values import Value

__all__ = [
    "FUNCTIONS",
    "SET_HAS_ELEMENT",
    "SET_INTERSECTION",
    "SET_SUBTRACT",
    "SET_SYMMETRIC_DIFFERENCE",
    "SET_UNION",
]


def _set_param(name: str) -> Parameter:
    return Parameter(name, Set(DYNAMIC), allow_dynamic_type=True)


class _Members:
    """The elements of a (converted, unmarked) set, indexed like go-cty's buckets."""

    def __init__(self, elems: list[Value]) -> None:
        self.elems = elems
        self._buckets: dict[int, list[Value]] = {}
        for e in elems:
            self._buckets.setdefault(_bucket(e), []).append(e)

    def has(self, v: Value) -> bool:
        for e in self._buckets.get(_bucket(v), ()):
            eq = e.equals(v)
            if eq.is_known and eq.is_true():
                return True
        return False


def _bucket(v: Value) -> int:
    return zlib.crc32(hash_string(v).encode("utf-8", "surrogatepass"))


def _union(a: list[Value], b: list[Value]) -> list[Value]:
    return a + b  # the set constructor removes duplicates


def _intersection(a: list[Value], b: list[Value]) -> list[Value]:
    members = _Members(b)
    return [e for e in a if members.has(e)]


def _subtract(a: list[Value], b: list[Value]) -> list[Value]:
    members = _Members(b)
    return [e for e in a if not members.has(e)]


def _symmetric_difference(a: list[Value], b: list[Value]) -> list[Value]:
    return _subtract(a, b) + _subtract(b, a)


def _set_type(args: list[Value]) -> Type:
    etys: list[Type] = []
    ety: Type | None
    for arg in args:
        if arg.type.is_dynamic:
            # go-cty panics reading the element type of the dynamic value; its
            # result can only be unknown anyway.
            return DYNAMIC
        ety = arg.type.element_type
        if arg.is_known and ety.is_dynamic and arg.unmark().length_int() == 0:
            continue
        etys.append(ety)
    if not etys:
        return Set(DYNAMIC)
    ety, _ = unify_unsafe(etys)
    if ety is None:
        raise FunctionError("given sets must all have compatible element types")
    return Set(ety)


def _set_impl(op: Callable[[list[Value], list[Value]], list[Value]],
              allow_unknowns: bool) -> Callable[[list[Value], Type], Value]:
    def impl(args: list[Value], ret: Type) -> Value:
        result: list[Value] = []
        ety = ret.element_type
        for i, arg in enumerate(args):
            try:
                arg = convert(arg, ret)
            except ConversionError as e:
                raise ArgError(i, e.message, e.path) from None
            if not allow_unknowns and not arg.is_wholly_known:
                return Value.unknown(ret)
            elems = arg.as_value_list()
            if i == 0:
                result, ety = elems, arg.type.element_type
            else:
                result = op(result, elems)
        return Value.set(result, ety)

    return impl


def _set_op(op: Callable[[list[Value], list[Value]], list[Value]], allow_unknowns: bool,
            description: str, *, binary: bool = False) -> Function:
    if binary:
        params, var = [_set_param("a"), _set_param("b")], None
    else:
        params, var = [_set_param("first_set")], _set_param("other_sets")
    return Function(params=params, var_param=var, type=_set_type,
                    impl=_set_impl(op, allow_unknowns), refine_result=refine_not_null,
                    description=description)


SET_UNION = _set_op(_union, True, "Returns the union of all given sets.")
SET_INTERSECTION = _set_op(_intersection, False,
                           "Returns the intersection of all given sets.")
SET_SUBTRACT = _set_op(_subtract, False,
                       "Returns the relative complement of the two given sets.", binary=True)
SET_SYMMETRIC_DIFFERENCE = _set_op(_symmetric_difference, False,
                                   "Returns the symmetric difference of the two given sets.")


def _has_element(args: list[Value], ret: Type) -> Value:
    return args[0].has_element(args[1])


SET_HAS_ELEMENT = Function(
    params=[_set_param("set"), Parameter("elem", DYNAMIC, allow_dynamic_type=True)],
    type=BOOL, impl=_has_element, refine_result=refine_not_null,
    description="Returns true if the given set contains the given element, or false "
                "otherwise.")

FUNCTIONS: dict[str, Function] = {
    "setunion": SET_UNION,
    "setintersection": SET_INTERSECTION,
    "setsubtract": SET_SUBTRACT,
    "set_symmetric_difference": SET_SYMMETRIC_DIFFERENCE,
    "set_has_element": SET_HAS_ELEMENT,
}
