"""Binary and unary operators: operand conversion, the operator functions, short-circuits."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from hcl import ir
from hcl.cty import BOOL, DYNAMIC, NUMBER, ConversionError, CtyError, Type, Value
from hcl.cty.convert import convert
from hcl.cty.function import Function, Parameter

if TYPE_CHECKING:
    from collections.abc import Iterable

    from hcl.diagnostics import Diagnostic
    from hcl.eval.evaluate import Evaluator
    from hcl.pos import Range

Op = ir.Operator


def _fn(param_type: Type, result_type: Type, impl: Callable[..., Value], *,
        allow_unknown: bool = False, allow_null: bool = False,
        allow_marked: bool = True, arity: int = 2) -> Function:
    params = [Parameter(name, param_type, allow_null=allow_null, allow_unknown=allow_unknown,
                        allow_dynamic_type=True, allow_marked=allow_marked)
              for name in ("a", "b")[:arity]]
    return Function(params=params, type=result_type, impl=lambda args, ret: impl(*args),
                    refine_result=lambda b: b.not_null())


# The operator functions with the parameter flags of go-cty's stdlib equivalents.
_BINARY: dict[Op, tuple[Type, Type, Function]] = {
    Op.ADD: (NUMBER, NUMBER, _fn(NUMBER, NUMBER, Value.add, allow_marked=False)),
    Op.SUBTRACT: (NUMBER, NUMBER, _fn(NUMBER, NUMBER, Value.subtract, allow_marked=False)),
    Op.MULTIPLY: (NUMBER, NUMBER, _fn(NUMBER, NUMBER, Value.multiply, allow_marked=False)),
    Op.DIVIDE: (NUMBER, NUMBER, _fn(NUMBER, NUMBER, Value.divide, allow_marked=False)),
    Op.MODULO: (NUMBER, NUMBER, _fn(NUMBER, NUMBER, Value.modulo, allow_marked=False)),
    Op.GREATER: (NUMBER, BOOL, _fn(NUMBER, BOOL, Value.greater_than, allow_unknown=True)),
    Op.GREATER_EQUAL: (NUMBER, BOOL, _fn(NUMBER, BOOL, Value.greater_than_or_equal_to, allow_unknown=True)),
    Op.LESS: (NUMBER, BOOL, _fn(NUMBER, BOOL, Value.less_than, allow_unknown=True)),
    Op.LESS_EQUAL: (NUMBER, BOOL, _fn(NUMBER, BOOL, Value.less_than_or_equal_to, allow_unknown=True)),
    Op.EQUAL: (DYNAMIC, BOOL, _fn(DYNAMIC, BOOL, Value.equals, allow_unknown=True, allow_null=True,
                                  allow_marked=False)),
    Op.NOT_EQUAL: (DYNAMIC, BOOL, _fn(DYNAMIC, BOOL, Value.not_equal, allow_unknown=True, allow_null=True,
                                      allow_marked=False)),
    Op.AND: (BOOL, BOOL, _fn(BOOL, BOOL, Value.and_)),
    Op.OR: (BOOL, BOOL, _fn(BOOL, BOOL, Value.or_)),
}
_UNARY: dict[Op, tuple[Type, Type, Function]] = {
    Op.NEGATE: (NUMBER, NUMBER, _fn(NUMBER, NUMBER, Value.negate, arity=1)),
    Op.NOT: (BOOL, BOOL, _fn(BOOL, BOOL, Value.not_, arity=1)),
}


def _convert(value: Value, want: Type) -> tuple[Value, str | None]:
    if want == DYNAMIC:
        return value, None
    try:
        return convert(value, want), None
    except ConversionError as exc:
        return value, str(exc)


def binary(ev: Evaluator, expr: ir.BinaryOp) -> Value:
    param_type, result_type, fn = _BINARY[expr.op]
    lhs, lhs_diags = ev.sub(expr.lhs)
    rhs, rhs_diags = ev.sub(expr.rhs)
    lhs_conv, lhs_err = _convert(lhs, param_type)
    rhs_conv, rhs_err = _convert(rhs, param_type)

    if expr.op in (Op.AND, Op.OR) and lhs_err is None and rhs_err is None:
        short = _short_circuit(expr.op, lhs_conv, rhs_conv, lhs_diags, rhs_diags)
        if short is not None:
            value, diags = short
            ev.diags.extend(diags)
            return value

    ev.diags.extend(lhs_diags)
    ev.diags.extend(rhs_diags)
    if lhs_err is not None:
        ev.error("Invalid operand", f"The left operand cannot be used with this operator: {lhs_err}.",
                 expr.lhs.range, expr.range)
    if rhs_err is not None:
        ev.error("Invalid operand", f"The right operand cannot be used with this operator: {rhs_err}.",
                 expr.rhs.range, expr.range)
    # Only this operation's own errors count, not those of sibling expressions.
    if lhs_err is not None or rhs_err is not None or _has_errors(lhs_diags) or _has_errors(rhs_diags):
        return Value.unknown(result_type)
    return _call(ev, fn, [lhs_conv, rhs_conv], result_type, expr.range)


def _short_circuit(op: Op, lhs: Value, rhs: Value, lhs_diags: list[Diagnostic],
                   rhs_diags: list[Diagnostic]) -> tuple[Value, list[Diagnostic]] | None:
    """``false && x`` is false and ``true || x`` is true whatever x is (HCL 2.24).

    As in go-cty, a known null counts as false. Only the deciding side's diagnostics
    are kept. With both sides unknown the result is an unknown bool, unless the left
    side has errors, which are then reported with the right side's.
    """
    for side, diags in ((lhs, lhs_diags), (rhs, rhs_diags)):
        if not side.is_known:
            continue
        plain = side.unmark_deep()
        is_true = not plain.is_null and plain.is_true()
        if op == Op.OR and is_true:
            return Value.bool(True).with_marks(side.marks), diags
        if op == Op.AND and not is_true:
            return Value.bool(False).with_marks(side.marks), diags
    if not lhs.is_known and not rhs.is_known and not any(d.is_error for d in lhs_diags):
        return Value.unknown(BOOL).refine_not_null(), lhs_diags
    return None


def unary(ev: Evaluator, expr: ir.UnaryOp) -> Value:
    param_type, result_type, fn = _UNARY[expr.op]
    operand, diags = ev.sub(expr.operand)
    ev.diags.extend(diags)
    converted, err = _convert(operand, param_type)
    if err is not None:
        ev.error("Invalid operand", f"The operand cannot be used with this operator: {err}.",
                 expr.operand.range, expr.range)
    if err is not None or _has_errors(diags):
        return Value.unknown(result_type)
    return _call(ev, fn, [converted], result_type, expr.range)


def _has_errors(diags: Iterable[Diagnostic]) -> bool:
    return any(d.is_error for d in diags)


def _call(ev: Evaluator, fn: Function, args: list[Value], result_type: Type, rng: Range) -> Value:
    try:
        return fn.call(args)
    except CtyError as exc:
        ev.error("Operation failed", f"The operation cannot be performed: {exc}.", rng)
        return Value.unknown(result_type)
