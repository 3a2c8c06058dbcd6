"""A walker over the IR with enter and exit callbacks, in the reference's order.

The order and the child sets are those of the reference's ``hclsyntax.Walk``:
an object key that is a bare name is not walked into (it is a literal, not a
reference), and the parts of a ``for`` expression that see its iteration
variables are wrapped in :class:`ChildScope` nodes. Bodies walk their
attributes (in source order) then their blocks. JSON values walk their own
structure (object keys and values, array items); they are not templates until
converted by :func:`hcl.json.expression.to_native`.

Walking is iterative, so arbitrarily deep trees are fine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from hcl import ir
from hcl.analysis.static import expr_as_keyword
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.json.expression import JSONArray, JSONObject
from hcl.pos import Range


@dataclass(frozen=True, slots=True)
class ChildScope:
    """A synthetic node: ``expr`` is evaluated with ``local_names`` bound (``for`` variables)."""

    local_names: frozenset[str]
    expr: ir.Expression

    @property
    def range(self) -> Range:
        return self.expr.range


Node = ir.Expression | ChildScope | ir.Attribute | ir.Block | ir.Body | ir.File


class Walker(Protocol):
    """Callbacks for :func:`walk`; each may return diagnostics (or None)."""

    def enter(self, node: Node) -> Iterable[Diagnostic] | None: ...

    def exit(self, node: Node) -> Iterable[Diagnostic] | None: ...


def children(node: Node) -> tuple[Node, ...]:
    """The direct children of ``node``, in walk order."""
    match node:
        case ir.Literal() | ir.ScopeTraversal() | ir.AnonSymbol() | ir.ExprSyntaxError():
            return ()
        case ir.RelativeTraversal(source=source):
            return (source,)
        case ir.FunctionCall(args=args):
            return args
        case ir.Conditional():
            return (node.condition, node.true_result, node.false_result)
        case ir.Index():
            return (node.collection, node.key)
        case ir.TupleCons(exprs=exprs):
            return exprs
        case ir.ObjectCons(items=items):
            return tuple(x for item in items for x in (item.key, item.value))
        case ir.ObjectKey(wrapped=wrapped):
            return () if expr_as_keyword(wrapped) else (wrapped,)
        case ir.For():
            names = frozenset(n for n in (node.key_var, node.value_var) if n)
            scoped: list[Node] = [node.collection]
            if node.key_expr is not None:
                scoped.append(ChildScope(names, node.key_expr))
            scoped.append(ChildScope(names, node.value_expr))
            if node.condition is not None:
                scoped.append(ChildScope(names, node.condition))
            return tuple(scoped)
        case ir.Splat():
            return (node.source, node.each)
        case ir.BinaryOp():
            return (node.lhs, node.rhs)
        case ir.UnaryOp(operand=operand):
            return (operand,)
        case ir.Parentheses(expr=expr):
            return (expr,)
        case ir.Template(parts=parts):
            return parts
        case ir.TemplateWrap(wrapped=wrapped):
            return (wrapped,)
        case ir.TemplateJoin(tuple=inner):
            return (inner,)
        case ChildScope(expr=expr):
            return (expr,)
        case JSONObject(properties=props):
            return tuple(x for p in props for x in (p.key, p.value))
        case JSONArray(items=items):
            return items
        case ir.Attribute(expr=expr):
            return (expr,)
        case ir.Block(body=body):
            return (body,)
        case ir.Body():
            return (*node.attributes, *node.blocks)
        case ir.File(body=body):
            return (body,)
    # Expressions of extensions (such as dynamic-block wrappers) may say what they contain.
    custom = getattr(node, "walk_children", None)
    return tuple(custom()) if callable(custom) else ()


def walk(node: Node, walker: Walker) -> Diagnostics:
    """Call ``walker.enter`` on ``node``, walk its children, then call ``walker.exit``."""
    diags = Diagnostics()
    stack: list[tuple[Node, bool]] = [(node, False)]
    while stack:
        current, leaving = stack.pop()
        if leaving:
            diags.extend(walker.exit(current) or ())
            continue
        diags.extend(walker.enter(current) or ())
        stack.append((current, True))
        stack.extend((child, False) for child in reversed(children(current)))
    return diags


def visit_all(node: Node, fn: Callable[[Node], Iterable[Diagnostic] | None]) -> Diagnostics:
    """Call ``fn`` on ``node`` and every descendant, depth first."""
    diags = Diagnostics()
    stack: list[Node] = [node]
    while stack:
        current = stack.pop()
        diags.extend(fn(current) or ())
        stack.extend(reversed(children(current)))
    return diags
