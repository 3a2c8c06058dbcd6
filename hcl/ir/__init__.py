"""The immutable intermediate representation shared by every syntax.

Nodes are frozen, slotted and hashable, and every node carries a source range.
Parsers (native and JSON syntax) produce it; the evaluator and the static
analyses consume it.
"""

from hcl.ir.expressions import (
    AnonSymbol,
    BinaryOp,
    Conditional,
    Expression,
    ExprSyntaxError,
    For,
    FunctionCall,
    Index,
    Literal,
    ObjectCons,
    ObjectItem,
    ObjectKey,
    Operator,
    Parentheses,
    RelativeTraversal,
    ScopeTraversal,
    Splat,
    Template,
    TemplateJoin,
    TemplateWrap,
    TupleCons,
    UnaryOp,
)
from hcl.ir.structure import Attribute, Block, Body, File
from hcl.ir.traversal import (
    Traversal,
    TraverseAttr,
    TraverseIndex,
    Traverser,
    TraverseRoot,
    TraverseSplat,
)
from hcl.ir.walk import children, walk

__all__ = [
    "AnonSymbol",
    "Attribute",
    "BinaryOp",
    "Block",
    "Body",
    "Conditional",
    "ExprSyntaxError",
    "Expression",
    "File",
    "For",
    "FunctionCall",
    "Index",
    "Literal",
    "ObjectCons",
    "ObjectItem",
    "ObjectKey",
    "Operator",
    "Parentheses",
    "RelativeTraversal",
    "ScopeTraversal",
    "Splat",
    "Template",
    "TemplateJoin",
    "TemplateWrap",
    "Traversal",
    "TraverseAttr",
    "TraverseIndex",
    "TraverseRoot",
    "TraverseSplat",
    "Traverser",
    "TupleCons",
    "UnaryOp",
    "children",
    "walk",
]
