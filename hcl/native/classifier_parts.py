"""What the error classifier's parts in other modules may use of it.

The classifier in :mod:`hcl.native.classify` is one class made of parts kept in their
own modules (:mod:`hcl.native.string_errors`, :mod:`hcl.native.recovery_reading`).
:class:`ClassifierParts` declares, for the type checker only, the state and helpers of
the classifier that those parts share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from antlr4 import ParserRuleContext, Token

from hcl.diagnostics import Diagnostic
from hcl.native.token_stream import TokenList
from hcl.pos import Range
from hcl.source import SourceText


class ClassifierParts:
    """The state and helpers of the classifier (declared here, defined there)."""

    if TYPE_CHECKING:
        src: SourceText
        tokens: TokenList
        stack: list[ParserRuleContext]
        tok: Token  # the token the classifier is at (the offending one, or where it moved)
        t: int  # its type
        prev: Token | None
        pt: int | None
        always: bool
        outer_reports: list[tuple[Diagnostic, bool, bool]]
        reported_by: ParserRuleContext | None

        @property
        def here(self) -> Range: ...
        def r(self, tok: Token) -> Range: ...
        def between(self, first: Token, last: Token | None = None) -> Range: ...
        def err(self, summary: str, detail: str, subject: Range, context: Range | None = None) -> Diagnostic: ...
        def next_token(self, index: int) -> Token: ...
        def _prev_is(self, tok: Token, ttype: int) -> bool: ...
        def _recover(self, index: int, closer: int) -> Token: ...
