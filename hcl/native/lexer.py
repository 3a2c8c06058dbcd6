"""The host part of the lexer: what the grammar cannot say (the reference lexing path).

The generated lexer knows every token; this subclass adds the user-chosen heredoc
terminator (a whole line equal to the opening marker, surrounding white space
allowed, followed by a newline) and makes ``popMode`` safe on an empty stack.
"""

from __future__ import annotations

from typing import TextIO

from antlr4 import CommonTokenStream, InputStream, Token

from hcl._generated.HCLLexer import HCLLexer as _GeneratedLexer

# Go's unicode.IsSpace, which the reference uses to trim a candidate terminator line.
_SPACE = (
    "\t\n\v\f\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000"
)
_LF, _CR = 10, 13


class HCLLexer(_GeneratedLexer):
    """The generated lexer plus the heredoc terminator hook."""

    def __init__(self, input_stream: InputStream, output: TextIO | None = None) -> None:
        super().__init__(input_stream, output)
        self._markers: list[str] = []
        # Parse errors are reported by the parser driver; the lexer never fails.
        self.removeErrorListeners()

    def nextToken(self) -> Token:
        token = super().nextToken()
        ttype = token.type
        if ttype == _GeneratedLexer.HEREDOC_START:
            self._markers.append(token.text.rstrip("\r\n").lstrip("<").lstrip("-"))
        elif ttype == _GeneratedLexer.H_TEXT and self._markers and token.column == 0:
            la = self._input.LA(1)
            if (la == _LF or (la == _CR and self._input.LA(2) == _LF)) and (
                token.text.strip(_SPACE) == self._markers[-1]
            ):
                token.type = _GeneratedLexer.HEREDOC_END
                self._markers.pop()
                self.popMode()
        return token

    def popMode(self) -> int:
        mode: int = super().popMode() if self._modeStack else self._mode
        return mode


def reference_stream(text: str, mode: int = _GeneratedLexer.DEFAULT_MODE) -> CommonTokenStream:
    """A filled token stream over ``text`` from the generated lexer and the heredoc hook."""
    lexer = HCLLexer(InputStream(text))
    if mode != _GeneratedLexer.DEFAULT_MODE:
        lexer.mode(mode)
    stream = CommonTokenStream(lexer)
    stream.fill()
    return stream


def reference_tokens(text: str, mode: int = _GeneratedLexer.DEFAULT_MODE) -> list[Token]:
    """Every token of ``text`` from the reference path, EOF last."""
    tokens: list[Token] = reference_stream(text, mode).tokens
    return tokens
