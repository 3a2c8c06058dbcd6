"""Traversal steps collected along a postfix chain and attached to their base once.

A chain of n steps (``x.a.b[0]...``) then costs O(n), not O(n^2) tuple copies. While
the base is a reference kept as its names and the steps are attributes or whole-number
indices written right after it without space (``x.a[0].b``), only their names are
collected: the reference is made as it keeps itself, with no node a step even while the
chain grows.
"""

from __future__ import annotations

from hcl import ir
from hcl.ir.expressions import names_of_reference, reference_by_names
from hcl.ir.node import keeps_offsets
from hcl.ir.traversal import step_name, written_length
from hcl.pos import PositionIndex, Range


class TraversalChain:
    """An expression with traversal steps still to attach (attached once, at the end)."""

    __slots__ = ("base", "end", "grown", "last", "names", "src", "start", "steps")

    def __init__(self, base: ir.Expression) -> None:
        self.reset(base)

    def reset(self, base: ir.Expression) -> None:
        self.base = base
        self.steps: list[ir.Traverser] = []
        self.last: Range | None = None
        # The names of the base reference and of the steps after it, while they are
        # written without space (from offset ``start`` to ``end`` of ``src``); None when
        # they are not, or not looked at yet.
        self.names: list[str | int] | None = None
        self.src: PositionIndex | None = None
        self.start = self.end = 0
        self.grown = False  # whether names were collected after the base's

    def add(self, step: ir.Traverser, rng: Range) -> None:
        if not self.steps and self._named(step):
            return
        self.steps.append(step)
        self.last = rng

    def _named(self, step: ir.Traverser) -> bool:
        """Collect ``step``'s name, if the base and the steps before it are names and it
        is an attribute or a whole-number index written right after them; else make the
        base of the names so far."""
        names = self.names
        if names is None:
            found = names_of_reference(self.base) if self.base.__class__ is ir.ScopeTraversal else None
            if found is None:
                return False
            names, self.src, self.start, self.end = found
            self.names = names
        src = self.src
        assert src is not None
        name = step_name(step, False)
        if name is not None:
            after = self.end + written_length(name, False)
            if keeps_offsets(step, src, self.end, after):
                names.append(name)
                self.end = after
                self.grown = True
                return True
        if self.grown:
            self.base = reference_by_names(names, src, self.start, self.end)
            self.grown = False
        self.names = None
        return False

    def result(self) -> ir.Expression:
        """The base with the collected steps, as the reference builds it step by step."""
        if self.grown:
            assert self.names is not None and self.src is not None
            built: ir.Expression = reference_by_names(self.names, self.src, self.start, self.end)
            self.reset(built)
            return built
        expr, steps, last = self.base, self.steps, self.last
        if last is None:
            return expr
        rng = Range.between(expr.range, last)
        if isinstance(expr, ir.ScopeTraversal):
            built = ir.ScopeTraversal(ir.Traversal((*expr.traversal.steps, *steps)), rng)
        elif isinstance(expr, ir.RelativeTraversal):
            built = ir.RelativeTraversal(expr.source, ir.Traversal((*expr.traversal.steps, *steps)), rng)
        else:
            built = ir.RelativeTraversal(expr, ir.Traversal(tuple(steps)), rng)
        self.reset(built)
        return built
