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
    """Break a subtree's reference cycles so reference counting frees it at once.

    Every child points back at its parent, so emptying each rule node's child list
    is enough (terminals need no visit); a syntax error's exception, which points
    back at its rule node, is dropped too.
    """
    stack: list = [root]
    pop, push = stack.pop, stack.extend
    while stack:
        node = pop()
        if node.exception is not None:
            node.exception = None
        kids = node.children
        if kids:
            push([kid for kid in kids if isinstance(kid, ParserRuleContext)])
            kids.clear()


def abandon(ctx: ParserRuleContext | None) -> None:
    """Take apart the whole tree of a parse that stopped at ``ctx``."""
    if ctx is not None:
        while ctx.parentCtx is not None:
            ctx = ctx.parentCtx
        dismantle(ctx)


def one_token_text(ctx: ParserRuleContext) -> str:
    """The text of a rule that matched one token, without walking the subtree."""
    start = ctx.start
    return start.text if start is ctx.stop else ctx.getText()
