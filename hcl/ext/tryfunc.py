"""``try`` and ``can``: functions whose arguments are expressions, evaluated on demand.

``try(a, b, ...)`` returns the value of the first argument that evaluates without
errors; ``can(expr)`` says whether its argument evaluates without errors. Both take
their arguments as expression closures (see :mod:`hcl.ext.customdecode`), so errors
in an argument are caught instead of failing the call.
"""

from __future__ import annotations

import threading

from hcl.cty import BOOL, DYNAMIC, DYNAMIC_VAL, FALSE, TRUE, Type, Value
from hcl.cty.function import Function, FunctionError, Parameter
from hcl.diagnostics import Diagnostics
from hcl.ext.customdecode import EXPRESSION_CLOSURE_TYPE, ExpressionClosure

__all__ = ["CAN", "TRY", "functions"]


def _closure(value: Value) -> ExpressionClosure:
    closure = value.encapsulated_value()
    assert isinstance(closure, ExpressionClosure)
    return closure


# The type callback of ``try`` evaluates its arguments, and so does the implementation
# right after it. Results the type callback got are kept here (per thread, by closure
# identity) for the implementation, so each argument is evaluated once: nested ``try``
# calls then cost linear time, not time doubling with every level.
_evaluated = threading.local()


def _memo() -> dict[int, tuple[ExpressionClosure, tuple[Value, Diagnostics]]]:
    memo = getattr(_evaluated, "memo", None)
    if memo is None:
        memo = _evaluated.memo = {}
    return memo


def _evaluate(closure: ExpressionClosure, keep: bool) -> tuple[Value, Diagnostics]:
    memo = _memo()
    entry = memo.pop(id(closure), None)
    result = entry[1] if entry is not None and entry[0] is closure else closure.value()
    if keep:
        memo[id(closure)] = (closure, result)
    return result


def _try_type(args: list[Value]) -> Type:
    if not args:
        raise FunctionError("at least one argument is required")
    # The result is the first argument that evaluates cleanly; its type is only known
    # by evaluating, which is what the implementation does too.
    for arg in args:
        value, diags = _evaluate(_closure(arg), keep=True)
        if not diags.has_errors:
            return value.type if value.is_wholly_known else DYNAMIC
    return DYNAMIC


def _try_impl(args: list[Value], ret: Type) -> Value:
    failures: list[str] = []
    closures = [_closure(arg) for arg in args]
    try:
        for closure in closures:
            value, diags = _evaluate(closure, keep=False)
            if diags.has_errors:
                for diag in diags.errors():
                    where = f" (at {diag.subject})" if diag.subject is not None else ""
                    failures.append(f"- {diag.summary}{where}\n  {diag.detail}")
                continue
            return value if value.is_wholly_known else DYNAMIC_VAL
    finally:
        memo = _memo()
        for closure in closures:
            memo.pop(id(closure), None)
    raise FunctionError(
        "no expression succeeded:\n" + "\n".join(failures)
        + "\n\nAt least one expression must produce a successful result")


def _can_impl(args: list[Value], ret: Type) -> Value:
    value, diags = _closure(args[0]).value()
    if diags.has_errors:
        return FALSE
    if not value.is_wholly_known:
        return Value.unknown(BOOL)
    return TRUE


#: ``try(expressions...)``: the first expression that evaluates without errors.
TRY = Function(
    params=[],
    var_param=Parameter("expressions", EXPRESSION_CLOSURE_TYPE),
    type=_try_type,
    impl=_try_impl,
    description="Returns the value of the first of its arguments that evaluates without errors.",
)

#: ``can(expression)``: whether the expression evaluates without errors.
CAN = Function(
    params=[Parameter("expression", EXPRESSION_CLOSURE_TYPE)],
    type=lambda args: BOOL,
    impl=_can_impl,
    description="Whether its argument evaluates without errors.",
)


def functions() -> dict[str, Function]:
    return {"try": TRY, "can": CAN}
