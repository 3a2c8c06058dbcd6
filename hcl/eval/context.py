"""Evaluation contexts: variables and functions in a chain of scopes."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

from hcl.cty import Value

if TYPE_CHECKING:
    from hcl.cty.function import Function
    from hcl.eval.limits import Budget


class EvalContext:
    """Variables and functions for evaluation, with an optional parent scope.

    ``variables=None`` means variables are not allowed in this scope (the parent is
    consulted); an empty mapping means none are defined, so a reference is an
    "Unknown variable". Functions work the same way.

    ``budget`` (see :class:`hcl.eval.limits.Budget`) caps the work of evaluations in
    this context and its children; the nearest scope that has one sets it.
    """

    __slots__ = ("budget", "functions", "parent", "variables")

    def __init__(
        self,
        variables: Mapping[str, Value] | None = None,
        functions: Mapping[str, Function] | None = None,
        parent: EvalContext | None = None,
        budget: Budget | None = None,
    ) -> None:
        self.variables = variables
        self.functions = functions
        self.parent = parent
        self.budget = budget

    def find_budget(self) -> Budget | None:
        """The budget of the nearest scope that has one."""
        return next((ctx.budget for ctx in self.chain() if ctx.budget is not None), None)

    def child(self, variables: Mapping[str, Value] | None = None) -> EvalContext:
        """A new scope inside this one (as ``for`` expressions and splats make)."""
        return EvalContext(variables, None, self)

    def chain(self) -> Iterator[EvalContext]:
        ctx: EvalContext | None = self
        while ctx is not None:
            yield ctx
            ctx = ctx.parent

    def lookup_variable(self, name: str) -> tuple[Value | None, bool]:
        """The value of ``name``, and whether any scope allows variables at all."""
        allowed = False
        for ctx in self.chain():
            if ctx.variables is None:
                continue
            allowed = True
            if name in ctx.variables:
                return ctx.variables[name], True
        return None, allowed

    def lookup_function(self, name: str) -> tuple[Function | None, bool]:
        """The function ``name``, and whether any scope allows functions at all."""
        allowed = False
        for ctx in self.chain():
            if ctx.functions is None:
                continue
            allowed = True
            if name in ctx.functions:
                return ctx.functions[name], True
        return None, allowed

    def variable_names(self) -> list[str]:
        return sorted({name for ctx in self.chain() if ctx.variables for name in ctx.variables})

    def function_names(self) -> list[str]:
        return sorted({name for ctx in self.chain() if ctx.functions for name in ctx.functions})
