"""Evaluating IR expressions to values, with the reference implementation's semantics.

``evaluate(expr, ctx)`` returns a value and diagnostics and never raises for bad
input: every problem becomes a diagnostic with a range, and the value is then a
suitable unknown (often the dynamic value).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from hcl import ir
from hcl.cty import BOOL, DYNAMIC, DYNAMIC_VAL, ConversionError, CtyError, Value
from hcl.cty.convert import convert, unify_unsafe
from hcl.deep import SHARED_C_LIMIT, WINDOW, recursion_room, slide, sliding_limit
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.eval import access, calls, collections, operators, templates
from hcl.eval.context import EvalContext
from hcl.eval.limits import FRAMES_PER_LEVEL, MAX_EVAL_DEPTH, Budget, BudgetExceeded, expression_depth
from hcl.pos import Range

# Each handler takes the expression class it is registered for in _HANDLERS.
Handler = Callable[["Evaluator", Any], Value]


@runtime_checkable
class SelfEvaluating(Protocol):
    """An expression of another syntax (JSON values): the evaluator asks it for its value.

    ``evaluate_in`` returns the value, adding any diagnostics to ``evaluator.diags``;
    it may evaluate native sub-expressions with ``evaluator.sub``.
    """

    def evaluate_in(self, evaluator: Evaluator) -> Value: ...


_LOOKUP: Any = object()  # "find the budget in the context"


class Evaluator:
    """Evaluates expressions in one context, collecting diagnostics."""

    __slots__ = ("budget", "ctx", "diags", "symbols")

    def __init__(self, ctx: EvalContext | None, symbols: dict[ir.AnonSymbol, Value] | None = None,
                 budget: Budget | None = _LOOKUP) -> None:
        self.ctx = ctx
        self.diags: list[Diagnostic] = []
        # Values of splat placeholders, set while a splat evaluates its "each" expression.
        self.symbols = symbols if symbols is not None else {}
        if budget is _LOOKUP:
            budget = ctx.find_budget() if ctx is not None else None
        self.budget = budget

    def eval(self, expr: ir.Expression) -> Value:
        budget = self.budget
        if budget is not None:
            budget.step(expr)
        handler = _HANDLERS.get(type(expr))
        if handler is None:
            if isinstance(expr, SelfEvaluating):
                value = expr.evaluate_in(self)
            else:
                self.error("Unsupported expression", f"Expressions of kind {type(expr).__name__} cannot be "
                           "evaluated.", expr.range)
                return DYNAMIC_VAL
        else:
            value = handler(self, expr)
        if budget is not None:
            budget.check_result(value, expr)
        return value

    def sub(self, expr: ir.Expression, ctx: EvalContext | None = None) -> tuple[Value, list[Diagnostic]]:
        """Evaluate with its own diagnostics list (in ``ctx`` if given)."""
        other = type(self)(self.ctx if ctx is None else ctx, self.symbols, self.budget)
        value = other.eval(expr)
        return value, other.diags

    def error(self, summary: str, detail: str, subject: Range | None, context: Range | None = None) -> None:
        self.diags.append(Diagnostic.error(summary, detail, subject, context))

    @property
    def has_errors(self) -> bool:
        return any(d.is_error for d in self.diags)


# Set while an evaluation runs on this thread: an evaluation started from inside it
# (a function such as ``try`` evaluating its argument expressions) leaves depth,
# budget and unexpected failures to the outermost one.
_running = threading.local()


class _OutOfStack(Exception):
    """The evaluation ran out of recursion depth (values nested too deeply)."""


def evaluate(expr: ir.Expression, ctx: EvalContext | None = None) -> tuple[Value, Diagnostics]:
    """The value of ``expr`` in ``ctx`` (None: only constants are allowed).

    Never raises for bad input: problems, a used-up :class:`~hcl.eval.limits.Budget`
    and expressions nested more than :data:`~hcl.eval.limits.MAX_EVAL_DEPTH` levels
    are diagnostics. ``expr`` must be an expression (TypeError otherwise).
    """
    if not isinstance(expr, ir.Expression):
        raise TypeError(f"evaluate() needs an hcl expression, not {type(expr).__name__}")
    if ctx is not None and not isinstance(ctx, EvalContext):
        raise TypeError(f"evaluate() needs an EvalContext or None, not {type(ctx).__name__}")
    if getattr(_running, "active", False):
        ev = _running.kind(ctx)
        value = ev.eval(expr)
        return value, Diagnostics(ev.diags)
    depth = expression_depth(expr)
    if depth > MAX_EVAL_DEPTH:
        return DYNAMIC_VAL, Diagnostics([Diagnostic.error(
            "Expression nested too deeply",
            f"This expression nests {depth:,} levels deep; evaluation accepts up to {MAX_EVAL_DEPTH:,} levels. "
            "Flatten it, for example with intermediate values.", expr.range)])
    frames = FRAMES_PER_LEVEL * depth
    try:
        if SHARED_C_LIMIT and frames > WINDOW:
            with sliding_limit():
                return _evaluate_outermost(expr, ctx, _SlidingEvaluator)
        with recursion_room(frames):
            return _evaluate_outermost(expr, ctx, Evaluator)
    except _OutOfStack:
        return DYNAMIC_VAL, Diagnostics([Diagnostic.error(
            "Expression too complex", "The values this expression works on nest too deeply to evaluate.",
            expr.range)])


class _SlidingEvaluator(Evaluator):
    """Keeps the recursion limit a window above every level it evaluates.

    For deep expressions before Python 3.12 (see :data:`hcl.deep.SHARED_C_LIMIT`):
    the evaluator's own recursion goes as deep as the expression, while code that
    recurses through C on a deep value meets the limit within the window, both
    before and after the sub-expressions are evaluated.
    """

    __slots__ = ()

    def eval(self, expr: ir.Expression) -> Value:
        slide()
        value = Evaluator.eval(self, expr)
        slide()  # back at this level: what the caller does next gets the window too
        return value


def _evaluate_outermost(expr: ir.Expression, ctx: EvalContext | None,
                        kind: type[Evaluator]) -> tuple[Value, Diagnostics]:
    ev = kind(ctx)
    _running.active = True
    _running.kind = kind
    try:
        value = ev.eval(expr)
    except BudgetExceeded as exc:
        where = exc.expr.range if exc.expr is not None else expr.range
        ev.error("Evaluation budget exceeded", f"Evaluating this expression took {exc.what}, beyond the "
                 "budget the application set for evaluation.", where, expr.range)
        value = DYNAMIC_VAL
    except RecursionError as exc:
        raise _OutOfStack from exc
    except CtyError as exc:
        if isinstance(exc.__context__, RecursionError):  # cty reports deep values this way
            raise _OutOfStack from exc
        _internal_error(ev, expr, exc)
        value = DYNAMIC_VAL
    except Exception as exc:  # a bug here must not escape as an exception: report it
        _internal_error(ev, expr, exc)
        value = DYNAMIC_VAL
    finally:
        _running.active = False
    return value, Diagnostics(ev.diags)


def _internal_error(ev: Evaluator, expr: ir.Expression, exc: Exception) -> None:
    ev.error(INTERNAL_ERROR, f"Evaluating this expression failed unexpectedly ({type(exc).__name__}: {exc}). "
             "This is a bug in the hcl library; please report it with this expression.", expr.range)


#: The summary of the diagnostic reporting a bug in the evaluator itself.
INTERNAL_ERROR = "Internal error in evaluation"


# ---------------------------------------------------------------------- simple nodes

def _literal(ev: Evaluator, expr: ir.Literal) -> Value:
    return expr.value


def _scope_traversal(ev: Evaluator, expr: ir.ScopeTraversal) -> Value:
    value, diags = access.traverse_abs(expr.traversal, ev.ctx)
    ev.diags.extend(diags)
    return value


def _relative_traversal(ev: Evaluator, expr: ir.RelativeTraversal) -> Value:
    source = ev.eval(expr.source)
    value, diags = access.traverse_rel(source, expr.traversal.steps)
    ev.diags.extend(diags)
    return value


def _index(ev: Evaluator, expr: ir.Index) -> Value:
    coll = ev.eval(expr.collection)
    key = ev.eval(expr.key)
    value, diags = access.index(coll, key, expr.bracket_range)
    ev.diags.extend(diags)
    return value


def _parentheses(ev: Evaluator, expr: ir.Parentheses) -> Value:
    return ev.eval(expr.expr)


def _anon_symbol(ev: Evaluator, expr: ir.AnonSymbol) -> Value:
    return ev.symbols.get(expr, DYNAMIC_VAL)


def _syntax_error(ev: Evaluator, expr: ir.ExprSyntaxError) -> Value:
    ev.diags.extend(expr.diagnostics)
    return expr.placeholder


def _object_key(ev: Evaluator, expr: ir.ObjectKey) -> Value:
    return collections.object_key(ev, expr)


# ---------------------------------------------------------------------- conditional

def _conditional(ev: Evaluator, expr: ir.Conditional) -> Value:
    # Both branches are evaluated first; only the chosen branch's diagnostics are kept.
    true_val, true_diags = ev.sub(expr.true_result)
    false_val, false_diags = ev.sub(expr.false_result)
    convs: list[Callable[[Value], Value] | None] | None = None
    if true_val.type == DYNAMIC and true_val.is_null:
        result_type = false_val.type
    elif false_val.type == DYNAMIC and false_val.is_null:
        result_type = true_val.type
    elif true_val.type == DYNAMIC or false_val.type == DYNAMIC:
        result_type = DYNAMIC
    else:
        unified, convs = unify_unsafe([true_val.type, false_val.type])
        if unified is None:
            ev.error("Inconsistent conditional result types",
                     "Both results of a conditional must convert to one common type. "
                     f"{templates.describe_conditional_mismatch(true_val.type, false_val.type)}.",
                     Range.between(expr.true_result.range, expr.false_result.range), expr.range)
            return DYNAMIC_VAL
        result_type = unified

    cond = ev.eval(expr.condition)
    marks = (cond.marks, true_val.marks, false_val.marks)
    if cond.is_null:
        ev.error("Null condition", "The condition evaluates to null; it must be true or false.",
                 expr.condition.range, expr.range)
        return Value.unknown(result_type)
    if not cond.is_known:
        return templates.unknown_conditional(true_val, false_val, result_type).with_marks(*marks)
    try:
        cond = convert(cond, BOOL)
    except ConversionError:
        ev.error("Incorrect condition type",
                 f"The condition must be a bool, and this {cond.type.friendly_name()} value cannot be converted "
                 "to one.",
                 expr.condition.range, expr.range)
        return Value.unknown(result_type)

    index = 0 if cond.unmark_deep().is_true() else 1
    chosen, chosen_diags = (true_val, true_diags) if index == 0 else (false_val, false_diags)
    ev.diags.extend(chosen_diags)
    conv = convs[index] if convs else None
    if conv is None and result_type != DYNAMIC and chosen.type != result_type:
        # A null branch takes the other branch's type.
        conv = lambda v: convert(v, result_type)  # noqa: E731
    if conv is not None:
        try:
            chosen = conv(chosen)
        except ConversionError as exc:
            which = "true" if index == 0 else "false"
            ev.error("Inconsistent conditional result types",
                     f"The {which} result cannot be converted to the conditional's result type: {exc}.",
                     (expr.true_result if index == 0 else expr.false_result).range, expr.range)
            chosen = Value.unknown(result_type)
    return chosen.with_marks(*marks)


# ---------------------------------------------------------------------- dispatch

_HANDLERS: dict[type, Handler] = {
    ir.Literal: _literal,
    ir.ScopeTraversal: _scope_traversal,
    ir.RelativeTraversal: _relative_traversal,
    ir.Index: _index,
    ir.Parentheses: _parentheses,
    ir.AnonSymbol: _anon_symbol,
    ir.ExprSyntaxError: _syntax_error,
    ir.ObjectKey: _object_key,
    ir.Conditional: _conditional,
    ir.BinaryOp: operators.binary,
    ir.UnaryOp: operators.unary,
    ir.TupleCons: collections.tuple_cons,
    ir.ObjectCons: collections.object_cons,
    ir.For: collections.for_expr,
    ir.Splat: collections.splat,
    ir.FunctionCall: calls.function_call,
    ir.Template: templates.template,
    ir.TemplateWrap: templates.template_wrap,
    ir.TemplateJoin: templates.template_join,
}

__all__ = ["Budget", "EvalContext", "Evaluator", "SelfEvaluating", "evaluate"]
