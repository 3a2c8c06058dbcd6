"""User-defined functions from ``function`` blocks (the reference's ``ext/userfunc``).

::

    function "add" {
      params         = [a, b]
      variadic_param = rest     # optional
      result         = a + b + length(rest)
    }

``decode_user_functions(body, "function", context)`` returns the functions by
name and the rest of the body. Parameters are bare names and accept any type;
variadic arguments are bound as a tuple. ``result`` is evaluated, when the
function is called, in a child of the context ``context()`` returns (None: only
the parameters are visible); its error diagnostics make the call fail.
"""

from __future__ import annotations

from collections.abc import Callable

from hcl.analysis import expr_as_keyword, expr_list
from hcl.body import AttributeSchema, BlockHeaderSchema, Body, BodySchema
from hcl.cty import DYNAMIC, Type, Value
from hcl.cty.function import Function, FunctionError, Parameter
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.eval import EvalContext, evaluate
from hcl.ir import Expression

__all__ = ["ContextFunc", "UserFunctionError", "decode_user_functions"]

#: Produces the base context of the function bodies (called once, on first use).
ContextFunc = Callable[[], EvalContext | None]

_FUNC_SCHEMA = BodySchema((
    AttributeSchema("params", True),
    AttributeSchema("variadic_param", False),
    AttributeSchema("result", True),
))


class UserFunctionError(FunctionError):
    """A user function's result expression produced error diagnostics."""

    def __init__(self, diagnostics: Diagnostics) -> None:
        super().__init__(str(diagnostics))
        self.diagnostics = diagnostics


def decode_user_functions(
    body: Body, block_type: str = "function", context: ContextFunc | None = None
) -> tuple[dict[str, Function], Body, Diagnostics]:
    """The functions defined by the ``block_type`` blocks of ``body``, and what remains of it."""
    schema = BodySchema(blocks=(BlockHeaderSchema(block_type, ("name",)),))
    content, remain, diags = body.partial_content(schema)
    funcs: dict[str, Function] = {}
    if diags.has_errors:
        return funcs, remain, diags

    base: list[EvalContext | None] = []

    def base_ctx() -> EvalContext | None:
        if not base:
            base.append(context() if context is not None else None)
        return base[0]

    for block in content.blocks:
        fn_content, fn_diags = block.body.content(_FUNC_SCHEMA)
        diags.extend(fn_diags)
        if fn_diags.has_errors:
            continue
        fn = _decode_function(fn_content.attributes["params"].expr, fn_content.attributes["result"].expr,
                              fn_content.attributes.get("variadic_param"), base_ctx, diags)
        if fn is not None:
            funcs[block.labels[0]] = fn
    return funcs, remain, diags


def _decode_function(
    params_expr: Expression, result_expr: Expression, variadic: object, base_ctx: Callable[[], EvalContext | None],
    diags: Diagnostics,
) -> Function | None:
    items, list_diags = expr_list(params_expr)
    diags.extend(list_diags)
    if items is None:
        return None
    names: list[str] = []
    for item in items:
        name = expr_as_keyword(item)
        if not name:
            diags.append(Diagnostic.error("Invalid param element",
                                          "A parameter is named by a bare identifier, as in params = [a, b]; "
                                          "this element is not one.", item.range))
            return None
        names.append(name)
    var_name: str | None = None
    if variadic is not None:
        var_expr: Expression = variadic.expr  # type: ignore[attr-defined]
        var_name = expr_as_keyword(var_expr)
        if not var_name:
            diags.append(Diagnostic.error("Invalid variadic_param",
                                          "Name the variadic parameter with a bare identifier, as in "
                                          "variadic_param = rest.", var_expr.range))
            return None

    def run(args: list[Value]) -> Value:
        variables = dict(zip(names, args, strict=False))
        if var_name is not None:
            variables[var_name] = Value.tuple(args[len(names):])
        ctx = EvalContext(variables, None, base_ctx())
        result, result_diags = evaluate(result_expr, ctx)
        if result_diags.has_errors:
            raise UserFunctionError(result_diags)
        return result

    def type_func(args: list[Value]) -> Type:
        return run(args).type

    return Function(
        params=[Parameter(n, DYNAMIC) for n in names],
        var_param=Parameter(var_name, DYNAMIC) if var_name is not None else None,
        type=type_func,
        impl=lambda args, ret: run(args),
    )

