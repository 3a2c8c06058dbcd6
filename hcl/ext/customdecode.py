"""Custom expression decoding (the reference's ``ext/customdecode``).

Some capsule types are not obtained by evaluating an expression but by
reading the expression itself: a type constraint written as ``list(string)``,
or an expression kept for later evaluation. Such a capsule type answers the
extension key :data:`CUSTOM_EXPRESSION_DECODER` with a decoder
``(expression, ctx) -> (Value | None, Diagnostics)``; ``None`` means the
diagnostics prevented producing any value.

Where the decoders are honoured: ``hcl.hcldec`` attribute specs
(:class:`~hcl.hcldec.AttrSpec`, :class:`~hcl.hcldec.BlockAttrsSpec`) whose type
is such a capsule, and function-call arguments whose parameter type is one
(the evaluator's hook, :mod:`hcl.eval.decoders`, defines the key and
:func:`decoder_for_type`; they are re-exported here).

Two general capsule types are provided: :data:`EXPRESSION_TYPE` captures the
expression alone and :data:`EXPRESSION_CLOSURE_TYPE` captures it with the
evaluation context it would have been evaluated in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from hcl.cty import CapsuleOps, CapsuleType, Value
from hcl.diagnostics import Diagnostics
from hcl.eval import EvalContext, evaluate
from hcl.eval.decoders import CUSTOM_EXPRESSION_DECODER, Decoder, decoder_for_type
from hcl.ir import Expression

__all__ = [
    "CUSTOM_EXPRESSION_DECODER",
    "EXPRESSION_CLOSURE_TYPE",
    "EXPRESSION_TYPE",
    "Decoder",
    "ExpressionClosure",
    "closure_from_value",
    "closure_value",
    "decoder_for_type",
    "expression_from_value",
    "expression_value",
]


@dataclass(frozen=True, slots=True, eq=False)
class _ExpressionBox:
    expression: Expression


@dataclass(frozen=True, slots=True, eq=False)
class ExpressionClosure:
    """An expression with the context it was to be evaluated in."""

    expression: Expression
    ctx: EvalContext | None

    def value(self) -> tuple[Value, Diagnostics]:
        """Evaluate the expression in its context."""
        return evaluate(self.expression, self.ctx)


def _extension(decode: Decoder) -> Callable[[Any], Any]:
    def extension_data(key: Any) -> Any:
        return decode if key is CUSTOM_EXPRESSION_DECODER else None

    return extension_data


def _decode_expression(expr: Expression, ctx: EvalContext | None) -> tuple[Value | None, Diagnostics]:
    return expression_value(expr), Diagnostics()


def _decode_closure(expr: Expression, ctx: EvalContext | None) -> tuple[Value | None, Diagnostics]:
    return closure_value(ExpressionClosure(expr, ctx)), Diagnostics()


#: A capsule type carrying an expression, unevaluated.
EXPRESSION_TYPE: CapsuleType = CapsuleType("expression", _ExpressionBox, CapsuleOps(
    extension_data=_extension(_decode_expression),
    type_go_string=lambda: "customdecode.ExpressionType",
    raw_equals=lambda a, b: a.expression == b.expression,
))

#: A capsule type carrying an expression and its evaluation context.
EXPRESSION_CLOSURE_TYPE: CapsuleType = CapsuleType("expression closure", ExpressionClosure, CapsuleOps(
    extension_data=_extension(_decode_closure),
    type_go_string=lambda: "customdecode.ExpressionClosureType",
    raw_equals=lambda a, b: a.ctx is b.ctx and a.expression == b.expression,
))


def expression_value(expr: Expression) -> Value:
    """A value of :data:`EXPRESSION_TYPE` wrapping ``expr``."""
    return Value.capsule(EXPRESSION_TYPE, _ExpressionBox(expr))


def expression_from_value(value: Value) -> Expression:
    """The expression inside a known value of :data:`EXPRESSION_TYPE`."""
    if value.type != EXPRESSION_TYPE:
        raise TypeError("value is not of the expression capsule type")
    box: _ExpressionBox = value.encapsulated_value()
    return box.expression


def closure_value(closure: ExpressionClosure) -> Value:
    """A value of :data:`EXPRESSION_CLOSURE_TYPE` wrapping ``closure``."""
    return Value.capsule(EXPRESSION_CLOSURE_TYPE, closure)


def closure_from_value(value: Value) -> ExpressionClosure:
    """The closure inside a known value of :data:`EXPRESSION_CLOSURE_TYPE`."""
    if value.type != EXPRESSION_CLOSURE_TYPE:
        raise TypeError("value is not of the expression closure capsule type")
    closure: ExpressionClosure = value.encapsulated_value()
    return closure
