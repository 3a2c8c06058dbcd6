"""Static analysis: static lists, maps, calls and traversals, variables, and an IR walker."""

from hcl.analysis.static import (
    KeyValuePair,
    StaticCall,
    abs_traversal_for_expr,
    as_traversal,
    expr_as_keyword,
    expr_call,
    expr_list,
    expr_map,
    rel_traversal_for_expr,
)
from hcl.analysis.variables import body_variables, variables
from hcl.analysis.walk import ChildScope, Walker, children, visit_all, walk

__all__ = [
    "ChildScope", "KeyValuePair", "StaticCall", "Walker", "abs_traversal_for_expr", "as_traversal",
    "body_variables", "children", "expr_as_keyword", "expr_call", "expr_list", "expr_map",
    "rel_traversal_for_expr", "variables", "visit_all", "walk",
]
