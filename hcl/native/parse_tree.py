"""Small helpers over ANTLR parse trees used while lowering."""

from __future__ import annotations

from collections.abc import Iterator

from antlr4 import ParserRuleContext

from hcl._generated.HCLParser import HCLParser as P


def released_items(ctx: P.ConfigFileContext) -> Iterator[P.BodyItemContext]:
    """The file's body items; each is taken apart once lowered, so the parse tree is
    freed as the IR grows instead of living until the whole file is lowered."""
    children = ctx.children or []
    for i, child in enumerate(children):
        if isinstance(child, P.BodyItemContext):
            yield child
            children[i] = None  # type: ignore[call-overload]
            dismantle(child)


def dismantle(root: ParserRuleContext) -> None:
    """Break a subtree's parent/child cycles so reference counting frees it at once."""
    stack: list = [root]
    while stack:
        node = stack.pop()
        node.parentCtx = None
        kids = getattr(node, "children", None)
        if kids:
            stack.extend(kids)
            node.children = None


def one_token_text(ctx: ParserRuleContext) -> str:
    """The text of a rule that matched one token, without walking the subtree."""
    start = ctx.start
    return start.text if start is ctx.stop else ctx.getText()
