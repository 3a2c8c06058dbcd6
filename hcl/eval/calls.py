"""Function calls: lookup, argument expansion, arity, conversion, call errors."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hcl import ir
from hcl.cty import DYNAMIC, DYNAMIC_VAL, ConversionError, CtyError, Value
from hcl.cty.convert import convert
from hcl.cty.function import ArgError
from hcl.eval.decoders import decoder_for_type
from hcl.pos import Range
from hcl.text import go_quote, name_suggestion

if TYPE_CHECKING:
    from hcl.diagnostics import Diagnostic
    from hcl.eval.evaluate import Evaluator


_EXPAND_NULL = 'The argument expanded with "..." is null; it must be a tuple, list or set.'
_EXPAND_TYPE = 'The argument expanded with "..." must be a tuple, list or set, not a value of type {}.'




def _unknown_function(ev: Evaluator, expr: ir.FunctionCall) -> None:
    assert ev.ctx is not None
    names = ev.ctx.function_names()
    if "::" in expr.name:
        namespace, _, short = expr.name.rpartition("::")
        in_namespace = [n[len(namespace) + 2:] for n in names if n.startswith(namespace + "::")]
        if not in_namespace:
            detail = f"No functions are available in namespace {go_quote(namespace + '::')} here."
        else:
            hint = ""
            detail = f"Namespace {namespace}:: has no function named {go_quote(short)}.{hint}"
    else:
        suggestion = name_suggestion(expr.name, [n for n in names if "::" not in n])
        hint = f" Did you mean {go_quote(suggestion)}?" if suggestion else ""
        detail = f"No function named {go_quote(expr.name)} is available here.{hint}"
    ev.error("Call to unknown function", detail, expr.name_range, expr.range)


def function_call(ev: Evaluator, expr: ir.FunctionCall) -> Value:
    fn, allowed = ev.ctx.lookup_function(expr.name) if ev.ctx is not None else (None, False)
    if fn is None:
        if not allowed:
            ev.error("Function calls not allowed", "This expression cannot call functions; use a literal value.",
                     expr.range)
        else:
            _unknown_function(ev, expr)
        return DYNAMIC_VAL

    params = fn.params
    var_param = fn.var_param
    arg_exprs: list[ir.Expression] = list(expr.args)
    values: list[Value | None] = [None] * len(arg_exprs)
    # Where diagnostics about each argument point: an expanded collection's elements
    # all point at the whole expanded expression, as in the reference.
    subjects = [a.start_range for a in arg_exprs]

    if expr.expand_final and arg_exprs:
        last = arg_exprs[-1]
        expand, expand_diags = ev.sub(last)
        ev.diags.extend(expand_diags)
        if any(d.is_error for d in expand_diags):
            return DYNAMIC_VAL
        ty = expand.type
        if expand.is_null and (ty == DYNAMIC or ty.is_tuple or ty.is_list or ty.is_set):
            ev.error("Invalid expanding argument value", _EXPAND_NULL, last.range, expr.range)
            return DYNAMIC_VAL
        if ty == DYNAMIC:
            return DYNAMIC_VAL
        if not (ty.is_tuple or ty.is_list or ty.is_set):
            ev.error("Invalid expanding argument value", _EXPAND_TYPE.format(ty.friendly_name()), last.range,
                     expr.range)
            return DYNAMIC_VAL
        if not expand.is_known:
            return DYNAMIC_VAL
        marks = expand.marks
        elements: list[Value | None] = [e.with_marks(marks) for e in expand.unmark().as_value_list()]
        arg_exprs = arg_exprs[:-1] + [last] * len(elements)
        values = values[:-1] + elements
        subjects = subjects[:-1] + [last.range] * len(elements)

    if len(arg_exprs) < len(params):
        missing = params[len(arg_exprs)]
        qual = " at least" if var_param is not None else ""
        ev.error("Not enough function arguments",
                 f"Function {go_quote(expr.name)} takes{qual} {len(params)} argument(s), and no value is given "
                 f"for parameter {go_quote(missing.name)}.", expr.close_paren_range, expr.range)
        return DYNAMIC_VAL
    if var_param is None and len(arg_exprs) > len(params):
        ev.error("Too many function arguments",
                 f"Function {go_quote(expr.name)} takes exactly {len(params)} argument(s); remove the extra ones.",
                 subjects[len(params)], expr.range)
        return DYNAMIC_VAL

    args: list[Value] = []
    had_errors = False
    arg_diags: list[Diagnostic]
    for i, arg_expr in enumerate(arg_exprs):
        param = params[i] if i < len(params) else var_param
        assert param is not None
        value = values[i]
        decoder = decoder_for_type(param.type) if value is None else None
        if decoder is not None:
            # The parameter takes the expression itself (for example a type constraint).
            decoded, arg_diags = decoder(arg_expr, ev.ctx)
            ev.diags.extend(arg_diags)
            had_errors = had_errors or any(d.is_error for d in arg_diags)
            args.append(decoded if decoded is not None else Value.unknown(param.type))
            continue
        if value is None:
            value, arg_diags = ev.sub(arg_expr)
            ev.diags.extend(arg_diags)
            had_errors = had_errors or any(d.is_error for d in arg_diags)
        try:
            value = convert(value, param.type)
        except ConversionError as exc:
            ev.error("Invalid function argument", f"Parameter {go_quote(param.name)} cannot take this value: {exc}.",
                     subjects[i], expr.range)
            had_errors = True
        args.append(value)
    if had_errors:
        return DYNAMIC_VAL

    try:
        return fn.call(args)
    except ArgError as exc:
        i = exc.index
        param = params[i] if i < len(params) else var_param
        if param is None or i > len(arg_exprs) - 1:
            if param is not None:
                ev.error("Invalid function argument",
                         f"Parameter {go_quote(param.name)} cannot take this value: {exc}.", expr.range)
            else:
                _call_failed(ev, expr, exc)
        else:
            ev.error("Invalid function argument", f"Parameter {go_quote(param.name)} cannot take this value: {exc}.",
                     subjects[i], expr.range)
    except CtyError as exc:
        _call_failed(ev, expr, exc)
    except (ValueError, TypeError, ArithmeticError, OverflowError, MemoryError) as exc:
        _call_failed(ev, expr, exc)
    return DYNAMIC_VAL


def _call_failed(ev: Evaluator, expr: ir.FunctionCall, exc: BaseException) -> None:
    ev.error("Error in function call", f"Function {go_quote(expr.name)} reported an error: {exc}.",
             Range.between(expr.name_range, expr.open_paren_range), expr.range)
