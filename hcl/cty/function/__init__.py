"""Functions: typed parameters, result-type and implementation callbacks, and the call
semantics of the HCL spec (go-cty ``function``).

Arguments are never converted here: the caller (HCL) converts each argument to its
parameter's type first; a call only checks conformance. The standard library lives in
:mod:`hcl.cty.function.stdlib`, one module per domain.

Example::

    upper = Function(
        params=[Parameter("str", STRING)],
        type=STRING,
        impl=lambda args, ret: Value.string(args[0].as_string().upper()),
        refine_result=lambda b: b.not_null(),
    )
    upper(Value.string("x"))  # cty.StringVal("X")
"""

from hcl.cty.function.function import (
    ArgError,
    EvaluationAborted,
    Function,
    FunctionError,
    ImplFunc,
    PanicError,
    Parameter,
    TypeFunc,
    static_return_type,
)

__all__ = [
    "ArgError",
    "EvaluationAborted",
    "Function",
    "FunctionError",
    "ImplFunc",
    "PanicError",
    "Parameter",
    "TypeFunc",
    "static_return_type",
]
