/*
 * HCL v2 native syntax: parser.
 *
 * Authority: the HCL native syntax specification (hclsyntax spec), and where it is
 * silent the reference parser's behaviour. Rule names follow the spec's productions.
 *
 * Entry rules:
 *   configFile      a whole configuration file (body)
 *   expressionFile  one expression (parse it with the lexer in mode INNER)
 *   templateFile    a standalone template (lexer in mode TEMPLATE_FILE)
 *   traversalFile   a traversal such as a.b[0] (lexer in mode INNER)
 *
 * Newline significance is decided by the lexer's modes: NEWLINE tokens reach this
 * grammar only in bodies and object constructors, where they separate items.
 */
parser grammar HCLParser;

options { tokenVocab = HCLLexer; }

// ================================================================ Structure
// ConfigFile = Body; Body = (Attribute | Block | OneLineBlock)*
// Each item ends with its newlines, or with the end of the file (so the last EOF is
// matched twice when no newline ends the file). Written this way every decision
// needs one token of lookahead: a run of blank lines is never rescanned, and no
// newline can be claimed by two loops.
configFile
    : NEWLINE* (bodyItem (NEWLINE+ | EOF))* EOF
    ;

bodyItem
    : attribute
    | block
    ;

// Attribute = Identifier "=" Expression Newline
attribute
    : identifier ASSIGN expression
    ;

// Block = Identifier (StringLit|Identifier)* "{" Newline Body "}" Newline
// OneLineBlock = Identifier (StringLit|Identifier)* "{" (Identifier "=" Expression)? "}" Newline
block
    : identifier blockLabel* blockBody
    ;

blockLabel
    : stringLiteral
    | identifier
    ;

blockBody
    : LBRACE NEWLINE (NEWLINE | bodyItem NEWLINE)* RBRACE    # multiLineBody
    | LBRACE attribute? RBRACE                               # oneLineBody
    ;

// A quoted string with no template sequences (block labels).
stringLiteral
    : OQUOTE (QUOTED_TEXT | TEMPLATE_ESCAPE)* CQUOTE
    ;

// ================================================================ Expressions
// Expression = ExprTerm | Operation | Conditional
// Operators, highest precedence first; unary operators apply to one operand.
expression
    : operand                                                         # operandExpr
    | op=(MINUS | BANG) expression                                    # unaryExpr
    | expression op=(STAR | SLASH | PERCENT) expression               # binaryExpr
    | expression op=(PLUS | MINUS) expression                         # binaryExpr
    | expression op=(GT | GE | LT | LE) expression                    # binaryExpr
    | expression op=(EQ | NE) expression                              # binaryExpr
    | expression op=AND expression                                    # binaryExpr
    | expression op=OR expression                                     # binaryExpr
    | <assoc=right> expression QUESTION expression COLON expression   # conditionalExpr
    ;

// ExprTerm with its postfix operators: index, attribute access, the legacy index
// ".0", and the attribute-only (".*") and full ("[*]") splats. Which postfixes a
// splat applies to each element is a semantic rule, decided when lowering.
operand
    : primary                                 # primaryOperand
    | operand LBRACK expression RBRACK        # indexOperand
    | operand DOT identifier                  # getAttrOperand
    | operand DOT NUMBER                      # legacyIndexOperand
    | operand DOT STAR                        # attrSplatOperand
    | operand LBRACK STAR RBRACK              # fullSplatOperand
    ;

primary
    : literalValue                            # literalPrimary
    | templateExpr                            # templatePrimary
    | functionCall                            # callPrimary
    | variableName                            # variablePrimary
    | LPAREN expression RPAREN                # parenPrimary
    | tupleCons                               # tuplePrimary
    | objectCons                              # objectPrimary
    | forTupleExpr                            # forTuplePrimary
    | forObjectExpr                           # forObjectPrimary
    ;

literalValue
    : NUMBER
    | TRUE
    | FALSE
    | NULL
    ;

// FunctionCall = Identifier ("::" Identifier)* "(" Arguments ")"
// Arguments = () | Expression ("," Expression)* ("," | "...")?
functionCall
    : identifier (DOUBLE_COLON identifier)* LPAREN
      (expression (COMMA expression)* (COMMA | ELLIPSIS)?)?
      RPAREN
    ;

// CollectionValue = tuple | object
tupleCons
    : LBRACK (expression (COMMA expression)* COMMA?)? RBRACK
    ;

// Object items are separated by commas and/or newlines.
objectCons
    : LBRACE NEWLINE* (objectItem (objectSep objectItem)* objectSep?)? RBRACE
    ;

objectSep
    : COMMA NEWLINE*
    | NEWLINE+
    ;

objectItem
    : expression (ASSIGN | COLON) expression
    ;

// ForExpr = forTupleExpr | forObjectExpr
forTupleExpr
    : LBRACK FOR forIntro COLON expression forCond? RBRACK
    ;

forObjectExpr
    : FOR_LBRACE forIntro COLON expression FAT_ARROW expression ELLIPSIS? forCond? RBRACE
    ;

forIntro
    : identifier (COMMA identifier)? IN expression
    ;

forCond
    : IF expression
    ;

// ================================================================ Templates
templateExpr
    : OQUOTE template CQUOTE                  # quotedTemplate
    | HEREDOC_START template HEREDOC_END      # heredocTemplate
    ;

// Literal text and sequences alternate: a literal is always the longest run of text
// tokens, so there is exactly one way to split a template (the lowering regroups
// the run by lines as the reference scanner does).
template
    : templateLiteral? (templatePart templateLiteral?)*
    ;

// A template sequence: an interpolation or a directive.
templatePart
    : templateInterpolation
    | templateIf
    | templateFor
    ;

templateLiteral
    : (QUOTED_TEXT | TEMPLATE_ESCAPE | H_TEXT | H_NEWLINE)+
    ;

templateInterpolation
    : TEMPLATE_INTERP expression templateClose
    ;

templateIf
    : TEMPLATE_DIRECTIVE IF expression templateClose template
      (TEMPLATE_DIRECTIVE ELSE templateClose template)?
      TEMPLATE_DIRECTIVE ENDIF templateClose
    ;

templateFor
    : TEMPLATE_DIRECTIVE FOR identifier (COMMA identifier)? IN expression templateClose
      template
      TEMPLATE_DIRECTIVE ENDFOR templateClose
    ;

templateClose
    : RBRACE
    | STRIP_RBRACE
    ;

// ================================================================ Names
// Any identifier, keywords included (HCL has no reserved words).
identifier
    : IDENT | FOR | IN | IF | ELSE | ENDIF | ENDFOR | TRUE | FALSE | NULL
    ;

// A variable reference: `true`, `false` and `null` are literals instead.
variableName
    : IDENT | FOR | IN | IF | ELSE | ENDIF | ENDFOR
    ;

// ================================================================ Other entry rules
expressionFile
    : expression EOF
    ;

templateFile
    : template EOF
    ;

// Traversal = Identifier (GetAttr | Index | Splat)*, with literal keys only.
traversalFile
    : identifier traversalStep* EOF
    ;

traversalStep
    : DOT identifier                                  # traversalAttr
    | LBRACK (NUMBER | stringLiteral) RBRACK          # traversalIndex
    | LBRACK STAR RBRACK                              # traversalSplat
    ;
