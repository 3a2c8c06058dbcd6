"""Sets of token types and parse rules that error handling and lowering reason with."""

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
# The closers of template sequences.
SEQUENCE_CLOSES = frozenset({L.RBRACE, L.STRIP_RBRACE})
# The keywords of the directives that end an if or a for (or its branch).
END_KEYWORDS = frozenset({L.ELSE, L.ENDIF, L.ENDFOR})
# The tokens of a quoted string's literal text (whose escapes are decoded), and of any
# template's.
QUOTED_TEXT = frozenset({L.QUOTED_TEXT, L.TEMPLATE_ESCAPE})
LITERAL_TEXT = QUOTED_TEXT | {L.H_TEXT, L.H_NEWLINE}
# The binary operators.
BINARY_OPERATORS = frozenset({
    L.EQ, L.NE, L.LE, L.GE, L.LT, L.GT, L.AND, L.OR, L.PLUS, L.MINUS, L.STAR, L.SLASH, L.PERCENT,
})
# Brackets as the reference's recovery pairs them: each closer with the openers it closes.
BRACES = frozenset({L.LBRACE, L.FOR_LBRACE}) | SEQUENCES
CLOSED_BY = {
    L.RBRACE: BRACES, L.STRIP_RBRACE: BRACES, L.RBRACK: frozenset({L.LBRACK}),
    L.RPAREN: frozenset({L.LPAREN}), L.CQUOTE: frozenset({L.OQUOTE}), L.HEREDOC_END: frozenset({L.HEREDOC_START}),
}
OPENERS = frozenset({L.LBRACK, L.LPAREN, L.OQUOTE, L.HEREDOC_START}) | BRACES
CLOSERS = frozenset(CLOSED_BY)
# The rules of templates.
TEMPLATE_RULES = (P.TemplateInterpolationContext, P.TemplateIfContext, P.TemplateForContext,
                  P.TemplateContext, P.TemplateExprContext, P.TemplatePartContext,
                  P.TemplateLiteralContext, P.TemplateCloseContext, P.TemplateFileContext)
# The tokens that continue an expression after an operand (operators, steps), so that a
# missing operand before them does not end it.
CONTINUES_AN_OPERAND = BINARY_OPERATORS | {L.QUESTION, L.DOT, L.LBRACK}
# The rules of a body's items, up to where an expression starts.
BODY_LEVEL = (P.BodyItemContext, P.AttributeContext, P.BlockContext, P.BlockLabelContext, P.MultiLineBodyContext,
              P.OneLineBodyContext, P.StringLiteralContext)
# The expressions whose parsing the reference abandons on an error inside them, by
# skipping to their closer.
RECOVERS_TO = {
    P.FunctionCallContext: L.RPAREN, P.ParenPrimaryContext: L.RPAREN, P.IndexOperandContext: L.RBRACK,
    P.TupleConsContext: L.RBRACK, P.ForTupleExprContext: L.RBRACK,
    P.ObjectConsContext: L.RBRACE, P.ForObjectExprContext: L.RBRACE,
}
