"""Evaluation of IR expressions to values of the type system.

    from hcl.eval import EvalContext, evaluate
    value, diags = evaluate(expr, EvalContext(variables={"a": Value.number(1)}))
"""

from hcl.eval.context import EvalContext
from hcl.eval.evaluate import Evaluator, SelfEvaluating, evaluate
from hcl.eval.limits import Budget

__all__ = ["Budget", "EvalContext", "Evaluator", "SelfEvaluating", "evaluate"]
