"""Limits on evaluation: nesting depth, and an optional budget an application sets.

Deep expressions: the evaluator recurses once per nesting level, through Python
calls only, with the recursion limit raised by :data:`FRAMES_PER_LEVEL` per level
(see :mod:`hcl.deep`), so any depth up to :data:`MAX_EVAL_DEPTH` evaluates on the
ordinary stack; deeper ones get an "Expression nested too deeply" diagnostic
naming the depth.

:class:`Budget` caps the work of hostile configurations: evaluation steps (one per
expression node evaluated), the size of any string or collection produced, and wall
time. One budget may be shared by many evaluations (its counters accumulate); put
it on the root :class:`~hcl.eval.EvalContext`.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass, field

from hcl import ir
from hcl.cty import Value
from hcl.cty.function import EvaluationAborted
from hcl.cty.function.stdlib._textutil import MAX_RESULT_LENGTH
from hcl.deep import MAX_DEPTH, nesting_depth
from hcl.ir.walk import node_fields

__all__ = ["FRAMES_PER_LEVEL", "MAX_EVAL_DEPTH", "MAX_STRING_LENGTH", "Budget", "BudgetExceeded", "expression_depth"]

#: Expressions nested deeper than this are refused with a diagnostic.
MAX_EVAL_DEPTH = MAX_DEPTH
#: The longest string a template or a standard function produces (characters).
MAX_STRING_LENGTH = MAX_RESULT_LENGTH
#: Recursion room the evaluator asks for per level of nesting (Python frames).
FRAMES_PER_LEVEL = 24

# The wall clock is read once per this many steps.
_CLOCK_EVERY = 256


class BudgetExceeded(EvaluationAborted):
    """The evaluation used up its :class:`Budget`; reported as a diagnostic."""

    def __init__(self, what: str, expr: ir.Expression | None = None) -> None:
        super().__init__(what)
        self.what = what
        self.expr = expr


@dataclass
class Budget:
    """How much work evaluations sharing this budget may do (None: no limit).

    ``max_steps`` counts expression nodes evaluated; ``max_result_size`` bounds the
    length of every string (characters) and collection (elements) an expression
    produces; ``max_seconds`` is wall time from the first step.
    """

    max_steps: int | None = None
    max_result_size: int | None = None
    max_seconds: float | None = None
    steps: int = field(default=0, init=False)
    started: float | None = field(default=None, init=False)

    def step(self, expr: ir.Expression) -> None:
        """Count one evaluation step; raise :class:`BudgetExceeded` past a limit."""
        self.steps += 1
        if self.max_steps is not None and self.steps > self.max_steps:
            raise BudgetExceeded(f"more than {self.max_steps} evaluation steps", expr)
        if self.max_seconds is not None:
            if self.started is None:
                self.started = time.monotonic()
            elif self.steps % _CLOCK_EVERY == 0 and time.monotonic() - self.started > self.max_seconds:
                raise BudgetExceeded(f"more than {self.max_seconds} seconds", expr)

    def check_result(self, value: Value, expr: ir.Expression) -> None:
        """Raise :class:`BudgetExceeded` if ``value`` is larger than ``max_result_size``."""
        limit = self.max_result_size
        if limit is None or not value.is_known or value.is_null:
            return
        size = value_size(value)
        if size > limit:
            raise BudgetExceeded(f"a result of size {size}, more than {limit}", expr)


def value_size(value: Value) -> int:
    """The length of a known string (characters) or collection (elements); 0 otherwise."""
    ty = value.type
    plain = value.unmark() if value.is_marked else value
    if ty.is_primitive:
        return len(plain.as_string()) if ty.is_string else 0
    if ty.is_list or ty.is_set or ty.is_map or ty.is_tuple or ty.is_object:
        return plain.length_int()
    return 0


def expression_depth(expr: ir.Expression) -> int:
    """How many levels of expressions ``expr`` nests (a leaf is 1), found without recursion.

    An object item is no level of its own: its key and value are one level below
    the object.
    """
    return nesting_depth(expr, _children)


def _children(node: ir.Expression) -> Iterator[ir.Expression]:
    for name in node_fields(type(node)):
        value = getattr(node, name)
        if value is None:
            continue
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, ir.ObjectItem):
                yield item.key
                yield item.value
            elif isinstance(item, ir.Expression):
                yield item
