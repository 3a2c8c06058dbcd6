"""Traversal steps collected along a postfix chain and attached to their base once.

A chain of n steps (``x.a.b[0]...``) then costs O(n), not O(n^2) tuple copies.
"""

from __future__ import annotations

from hcl import ir
from hcl.pos import Range


class TraversalChain:
    """An expression with traversal steps still to attach (attached once, at the end)."""

    __slots__ = ("base", "last", "steps")

    def __init__(self, base: ir.Expression) -> None:
        self.reset(base)

    def reset(self, base: ir.Expression) -> None:
        self.base = base
        self.steps: list[ir.Traverser] = []
        self.last: Range | None = None

    def add(self, step: ir.Traverser, rng: Range) -> None:
        self.steps.append(step)
        self.last = rng

    def result(self) -> ir.Expression:
        """The base with the collected steps, as the reference builds it step by step."""
        expr, steps, last = self.base, self.steps, self.last
        if last is None:
            return expr
        rng = Range.between(expr.range, last)
        if isinstance(expr, ir.ScopeTraversal):
            built: ir.Expression = ir.ScopeTraversal(ir.Traversal((*expr.traversal.steps, *steps)), rng)
        elif isinstance(expr, ir.RelativeTraversal):
            built = ir.RelativeTraversal(expr.source, ir.Traversal((*expr.traversal.steps, *steps)), rng)
        else:
            built = ir.RelativeTraversal(expr, ir.Traversal(tuple(steps)), rng)
        self.reset(built)
        return built
