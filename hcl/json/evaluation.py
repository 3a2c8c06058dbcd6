"""JSON expressions in the evaluator: registered with :func:`hcl.eval.register`.

With no evaluation context a JSON value is read in literal-only mode, otherwise
in full expression mode (strings are templates), exactly as
:func:`hcl.json.expression.evaluate` defines, with native templates evaluated
by the evaluator itself. So ``hcl.eval.evaluate`` accepts the expressions of
JSON bodies like any other.
"""

from __future__ import annotations

from typing import Any

from hcl import ir
from hcl.cty import Value
from hcl.diagnostics import Diagnostics
from hcl.ir.json_value import (
    JSONArray,
    JSONBool,
    JSONInvalid,
    JSONNull,
    JSONNumber,
    JSONObject,
    JSONString,
    JSONValue,
)
from hcl.json.expression import evaluate, literal_value

JSON_KINDS = (JSONArray, JSONBool, JSONInvalid, JSONNull, JSONNumber, JSONObject, JSONString)


def evaluate_json(ev: Any, expr: JSONValue) -> Value:
    """Evaluator handler for JSON values (``ev`` is a :class:`hcl.eval.Evaluator`)."""
    if ev.ctx is None:
        value, diags = literal_value(expr)
    else:
        def native(e: ir.Expression, _ctx: Any) -> tuple[Value, Diagnostics]:
            value, diags = ev.sub(e)
            return value, Diagnostics(diags)

        value, diags = evaluate(expr, ev.ctx, native)
    ev.diags.extend(diags)
    return value


def register_with_evaluator() -> bool:
    """Teach :mod:`hcl.eval` the JSON value kinds; False if it has no extension hook."""
    try:
        from hcl.eval import register
    except ImportError:
        return False
    for kind in JSON_KINDS:
        register(kind, evaluate_json)
    return True
