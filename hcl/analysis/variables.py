"""The variables an expression or a body refers to (the reference's ``Variables()``).

A variable reference is an absolute traversal (``var.a[0].b``) whose root is
not a ``for`` expression's local name where it appears; splat items are
anonymous and never reported. Constant index steps stay part of the
traversal, a non-constant index is a reference of its own. JSON expressions
are read in full expression mode: every string, object keys included, is a
template.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from hcl import ir
from hcl.analysis.walk import ChildScope, Node, walk
from hcl.bodies.native import NativeBody
from hcl.body import Body, BodySchema
from hcl.json.expression import JSONValue, to_native


class _VariablesWalker:
    __slots__ = ("found", "scopes")

    def __init__(self) -> None:
        self.found: list[ir.Traversal] = []
        self.scopes: list[frozenset[str]] = []

    def enter(self, node: Node) -> None:
        if isinstance(node, ir.ScopeTraversal):
            traversal = node.traversal
            if traversal.is_relative:  # no steps, or no root
                return
            name = traversal.root_name
            if not any(name in scope for scope in self.scopes):
                self.found.append(traversal)
        elif isinstance(node, ChildScope):
            self.scopes.append(node.local_names)

    def exit(self, node: Node) -> None:
        if isinstance(node, ChildScope):
            self.scopes.pop()


def variables(expr: ir.Expression) -> list[ir.Traversal]:
    """The absolute traversals ``expr`` refers to, in source order."""
    if isinstance(expr, JSONValue):
        expr, _ = to_native(expr)
    walker = _VariablesWalker()
    walk(expr, walker)
    return walker.found


NestedSchemas = Mapping[str, BodySchema] | Callable[[str], BodySchema | None]


def body_variables(
    body: Body | ir.Body, schema: BodySchema | None = None, nested: NestedSchemas | None = None,
) -> list[ir.Traversal]:
    """The variables referenced by a body's attributes, and its blocks' where known.

    Without a schema every attribute is read (dynamic-attributes mode); a native
    body also gives all its blocks, recursively. With a schema only its
    attributes are read, and the blocks it names are descended into when
    ``nested`` gives a schema for their type (a mapping or a function of the
    type name), or, for native blocks, with no schema.
    """
    if isinstance(body, ir.Body):
        body = NativeBody(body)
    found: list[ir.Traversal] = []
    if schema is None:
        if isinstance(body, NativeBody):
            attrs, _ = body.just_attributes()
            for attr in attrs.values():
                found.extend(variables(attr.expr))
            for block in body.ir.blocks:
                if block.type not in body.hidden_blocks:
                    found.extend(body_variables(block.body, None, nested))
            return found
        attrs, _ = body.just_attributes()
        for attr in attrs.values():
            found.extend(variables(attr.expr))
        return found
    content, _, _ = body.partial_content(schema)
    for attr in content.attributes.values():
        found.extend(variables(attr.expr))
    for content_block in content.blocks:
        child = _nested_schema(nested, content_block.type)
        if child is not None or isinstance(content_block.body, NativeBody):
            found.extend(body_variables(content_block.body, child, nested))
    return found


def _nested_schema(nested: NestedSchemas | None, type_name: str) -> BodySchema | None:
    if nested is None:
        return None
    if callable(nested):
        return nested(type_name)
    return nested.get(type_name)
