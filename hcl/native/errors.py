"""Syntax errors: the first ANTLR error becomes a diagnostic shaped like the reference's.

The reference parser stops reporting most syntax errors once it has reported one
(it assumes its recovery may be out of step), so only the first error is turned
into a diagnostic here; ANTLR's own recovery still builds a partial tree.
"""

from __future__ import annotations

from antlr4 import Parser, Token
from antlr4.error.ErrorStrategy import DefaultErrorStrategy
from antlr4.error.Errors import RecognitionException

from hcl.diagnostics import Diagnostic
from hcl.native.classify import classify
from hcl.source import SourceText


class SyntaxErrorStrategy(DefaultErrorStrategy):
    """ANTLR's recovering strategy, reporting only the first error, in HCL's terms."""

    def __init__(self, src: SourceText, tokens: list[Token]) -> None:
        super().__init__()
        self.src = src
        self.tokens = tokens
        self.diagnostics: list[Diagnostic] = []

    def _report(self, recognizer: Parser, offending: Token) -> None:
        if self.diagnostics:
            return
        self.diagnostics.extend(classify(recognizer, offending, self.src, self.tokens))

    def reportError(self, recognizer: Parser, e: RecognitionException) -> None:
        if self.inErrorRecoveryMode(recognizer):
            return
        self.beginErrorCondition(recognizer)
        self._report(recognizer, e.offendingToken or recognizer.getCurrentToken())

    def reportUnwantedToken(self, recognizer: Parser) -> None:
        if self.inErrorRecoveryMode(recognizer):
            return
        self.beginErrorCondition(recognizer)
        self._report(recognizer, recognizer.getCurrentToken())

    def reportMissingToken(self, recognizer: Parser) -> None:
        if self.inErrorRecoveryMode(recognizer):
            return
        self.beginErrorCondition(recognizer)
        self._report(recognizer, recognizer.getCurrentToken())
