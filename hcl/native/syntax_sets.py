"""Sets of token types and parse rules that the error classifier reasons with."""

from __future__ import annotations

from hcl._generated.HCLParser import HCLParser as P
from hcl.native import lexer_tables as L

# Tokens after which the reference parser expects the start of an expression.
EXPR_PREV = frozenset({
    L.ASSIGN, L.COLON, L.QUESTION, L.FAT_ARROW, L.LPAREN, L.LBRACK, L.COMMA, L.IN, L.IF,
    L.TEMPLATE_INTERP, L.PLUS, L.MINUS, L.STAR, L.SLASH, L.PERCENT, L.EQ, L.NE, L.LT, L.LE,
    L.GT, L.GE, L.AND, L.OR, L.BANG,
})
# Names: identifiers, keywords among them (HCL has no reserved words).
IDENTS = frozenset({L.IDENT, L.FOR, L.IN, L.IF, L.ELSE, L.ENDIF, L.ENDFOR, L.TRUE, L.FALSE, L.NULL})
# The openers of template sequences.
SEQUENCES = frozenset({L.TEMPLATE_INTERP, L.TEMPLATE_DIRECTIVE})
# The rules of templates.
TEMPLATE_RULES = (P.TemplateInterpolationContext, P.TemplateIfContext, P.TemplateForContext,
                  P.TemplateContext, P.TemplateExprContext, P.TemplatePartContext,
                  P.TemplateLiteralContext, P.TemplateCloseContext, P.TemplateFileContext)
