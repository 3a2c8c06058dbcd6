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
            children[i] = None
            dismantle(child)


def dismantle(root: ParserRuleContext) -> None:
    """Break a subtree's reference cycles so reference counting frees it at once.

    Every child points back at its parent, so emptying each rule node's child list
    is enough.
    """
    stack: list[ParserRuleContext] = [root]
    pop, push = stack.pop, stack.extend
    while stack:
        kids = getattr(pop(), "children", None)  # terminals have none
        if kids:
            push(kids)
            kids.clear()


def abandon(ctx: ParserRuleContext | None) -> None:
    """Take apart the whole tree of a parse that stopped at ``ctx``, with the exception
    the bail-out strategy left on ``ctx`` and each of its parents (each points back)."""
    root = ctx
    while ctx is not None:
        ctx.exception = None
        root, ctx = ctx, ctx.parentCtx
    if root is not None:
        dismantle(root)


def one_token_text(ctx: ParserRuleContext) -> str:
    """The text of a rule that matched one token, without walking the subtree."""
    start = ctx.start
    text: str = start.text if start is ctx.stop else ctx.getText()
    return text
