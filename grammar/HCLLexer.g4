/*
 * HCL v2 native syntax: lexer.
 *
 * Authority: the HCL native syntax specification (hclsyntax spec, "Lexical Elements"),
 * and where it is silent the reference scanner's behaviour.
 *
 * Target-agnostic: no actions, predicates or superClass. Newline significance and
 * template nesting are expressed with a mode stack:
 *
 *   DEFAULT_MODE   newline-significant (bodies, object constructors)
 *   INNER          newline-insensitive: ( [ ${ %{ and "{ for"
 *   TEMPLATE       inside "...": text, ${ } and %{ }
 *   HEREDOC        inside <<EOT ... EOT
 *   TEMPLATE_FILE  a standalone template (select it with the runtime's mode() call)
 *   HEADER         after a name in a newline-significant mode: a `{` there opens a block
 *                  body, never a for expression, so `b { for = 1 }` is a block
 *
 * Every opener pushes a mode and every closer pops it, so arbitrary nesting such as
 * "${ {a = "}"}.a }" needs no code. The one thing a regular lexer cannot say is the
 * user-chosen heredoc terminator: a tiny lexer subclass per target retypes a whole
 * heredoc line equal to the opening marker to HEREDOC_END and pops the mode (and
 * guards popMode against an empty stack). Without it heredocs never close.
 *
 * No input makes this lexer fail: characters the language does not use become
 * INVALID tokens, which the parser rejects and the host reports.
 */
lexer grammar HCLLexer;

tokens { HEREDOC_END, QUOTED_NEWLINE }

// ---------------------------------------------------------------- DEFAULT_MODE
NEWLINE        : '\r'? '\n' ;
WS             : [ \t]+                  -> channel(HIDDEN) ;
// A line comment runs to the next LF: a CR inside it, lone or before the LF of a CRLF,
// is part of the comment, as in the reference scanner (whose comment body is any
// character but LF), so the NEWLINE token after a comment is the LF alone.
LINE_COMMENT   : ('#' | '//') ~[\n]*     -> channel(HIDDEN) ;
BLOCK_COMMENT  : '/*' .*? '*/'           -> channel(HIDDEN) ;

// `{` immediately followed by the keyword `for` opens a for-object expression, whose
// inside ignores newlines; any other `{` keeps newlines significant. After a name (mode
// HEADER) a `{` opens a block body, where `for` is an ordinary attribute or block name.
FOR_LBRACE     : '{' Gap* 'for' [ \t\r\n]  -> pushMode(INNER) ;
LBRACE         : '{'   -> pushMode(DEFAULT_MODE) ;
RBRACE         : '}'   -> popMode ;
STRIP_RBRACE   : '~}'  -> popMode ;
LPAREN         : '('   -> pushMode(INNER) ;
RPAREN         : ')' ;
LBRACK         : '['   -> pushMode(INNER) ;
RBRACK         : ']' ;
OQUOTE         : '"'   -> pushMode(TEMPLATE) ;
HEREDOC_START  : '<<' '-'? IdFrag '\r'? '\n' -> pushMode(HEREDOC) ;

FAT_ARROW      : '=>' ;
EQ             : '==' ;
NE             : '!=' ;
LE             : '<=' ;
GE             : '>=' ;
AND            : '&&' ;
OR             : '||' ;
ELLIPSIS       : '...' ;
DOUBLE_COLON   : '::' ;
ASSIGN         : '=' ;
LT             : '<' ;
GT             : '>' ;
PLUS           : '+' ;
MINUS          : '-' ;
STAR           : '*' ;
SLASH          : '/' ;
PERCENT        : '%' ;
BANG           : '!' ;
QUESTION       : '?' ;
COLON          : ':' ;
COMMA          : ',' ;
DOT            : '.' ;

NUMBER         : NumberFrag ;

// HCL has no reserved words; these are tokens only so the parser can name them.
// A name may start a block header, so it switches to mode HEADER.
FOR            : 'for'    -> mode(HEADER) ;
IN             : 'in'     -> mode(HEADER) ;
IF             : 'if'     -> mode(HEADER) ;
ELSE           : 'else'   -> mode(HEADER) ;
ENDIF          : 'endif'  -> mode(HEADER) ;
ENDFOR         : 'endfor' -> mode(HEADER) ;
TRUE           : 'true'   -> mode(HEADER) ;
FALSE          : 'false'  -> mode(HEADER) ;
NULL           : 'null'   -> mode(HEADER) ;
IDENT          : IdFrag   -> mode(HEADER) ;

// A UTF-8-encoded surrogate (ED A0..BF 80..BF), decoded byte by byte by hosts that
// use Python's surrogateescape, is one invalid character as in the reference.
BAD_SURROGATE  : '\uDCED' [\uDCA0-\uDCBF] [\uDC80-\uDCBF] -> type(INVALID) ;
INVALID        : . ;

// A number starts with a digit, cannot end with a dot, and may contain several dots
// ("1.2.3" is one token that the parser rejects), as the reference scanner does.
fragment NumberFrag  : Digit (NumberCont* (Digit | Exponent))? ;
fragment NumberCont  : Digit | '.' | Exponent ;
fragment Exponent    : [eE] [+-]? Digit ;
fragment Digit       : [0-9] ;
fragment IdFrag      : [\p{ID_Start}_] [\p{ID_Continue}-]* ;
// White space and whole comments between `{` and `for`. A line comment must run to its
// newline, or `{ # a comment mentioning for` would open a for expression.
fragment Gap         : [ \t\r\n] | ('#' | '//') ~[\n]* '\n' | '/*' .*? '*/' ;

// ---------------------------------------------------------------- INNER
mode INNER;
I_NEWLINE       : '\r'? '\n'            -> channel(HIDDEN), type(NEWLINE) ;
I_WS            : [ \t]+                -> channel(HIDDEN), type(WS) ;
I_LINE_COMMENT  : ('#' | '//') ~[\n]*   -> channel(HIDDEN), type(LINE_COMMENT) ;
I_BLOCK_COMMENT : '/*' .*? '*/'         -> channel(HIDDEN), type(BLOCK_COMMENT) ;
I_FOR_LBRACE    : '{' Gap* 'for' [ \t\r\n] -> pushMode(INNER), type(FOR_LBRACE) ;
I_LBRACE        : '{'  -> pushMode(DEFAULT_MODE), type(LBRACE) ;
I_RBRACE        : '}'  -> popMode, type(RBRACE) ;
I_STRIP_RBRACE  : '~}' -> popMode, type(STRIP_RBRACE) ;
I_LPAREN        : '('  -> pushMode(INNER), type(LPAREN) ;
I_RPAREN        : ')'  -> popMode, type(RPAREN) ;
I_LBRACK        : '['  -> pushMode(INNER), type(LBRACK) ;
I_RBRACK        : ']'  -> popMode, type(RBRACK) ;
I_OQUOTE        : '"'  -> pushMode(TEMPLATE), type(OQUOTE) ;
I_HEREDOC_START : '<<' '-'? IdFrag '\r'? '\n' -> pushMode(HEREDOC), type(HEREDOC_START) ;
I_FAT_ARROW     : '=>'  -> type(FAT_ARROW) ;
I_EQ            : '=='  -> type(EQ) ;
I_NE            : '!='  -> type(NE) ;
I_LE            : '<='  -> type(LE) ;
I_GE            : '>='  -> type(GE) ;
I_AND           : '&&'  -> type(AND) ;
I_OR            : '||'  -> type(OR) ;
I_ELLIPSIS      : '...' -> type(ELLIPSIS) ;
I_DOUBLE_COLON  : '::'  -> type(DOUBLE_COLON) ;
I_ASSIGN        : '='   -> type(ASSIGN) ;
I_LT            : '<'   -> type(LT) ;
I_GT            : '>'   -> type(GT) ;
I_PLUS          : '+'   -> type(PLUS) ;
I_MINUS         : '-'   -> type(MINUS) ;
I_STAR          : '*'   -> type(STAR) ;
I_SLASH         : '/'   -> type(SLASH) ;
I_PERCENT       : '%'   -> type(PERCENT) ;
I_BANG          : '!'   -> type(BANG) ;
I_QUESTION      : '?'   -> type(QUESTION) ;
I_COLON         : ':'   -> type(COLON) ;
I_COMMA         : ','   -> type(COMMA) ;
I_DOT           : '.'   -> type(DOT) ;
I_NUMBER        : NumberFrag -> type(NUMBER) ;
I_FOR           : 'for'    -> type(FOR) ;
I_IN            : 'in'     -> type(IN) ;
I_IF            : 'if'     -> type(IF) ;
I_ELSE          : 'else'   -> type(ELSE) ;
I_ENDIF         : 'endif'  -> type(ENDIF) ;
I_ENDFOR        : 'endfor' -> type(ENDFOR) ;
I_TRUE          : 'true'   -> type(TRUE) ;
I_FALSE         : 'false'  -> type(FALSE) ;
I_NULL          : 'null'   -> type(NULL) ;
I_IDENT         : IdFrag   -> type(IDENT) ;
I_BAD_SURROGATE : '\uDCED' [\uDCA0-\uDCBF] [\uDC80-\uDCBF] -> type(INVALID) ;
I_INVALID       : .        -> type(INVALID) ;

// ---------------------------------------------------------------- TEMPLATE ("...")
mode TEMPLATE;
CQUOTE             : '"' -> popMode ;
TEMPLATE_INTERP    : '${' '~'? -> pushMode(INNER) ;
TEMPLATE_DIRECTIVE : '%{' '~'? -> pushMode(INNER) ;
TEMPLATE_ESCAPE    : '$${' | '%%{' ;
// Backslash escapes are kept verbatim here and decoded (and checked) by the host.
QUOTED_TEXT        : (~["\\$%\r\n\uDC80-\uDCFF] | '\\' ~[\r\n\uDC80-\uDCFF])+ ;
// As in the reference scanner, "$" and "%" are text only before another character.
T_SIGIL_AT_END     : [$%] EOF -> type(INVALID) ;
T_SIGIL            : [$%] -> type(QUOTED_TEXT) ;
// Hosts that decode invalid UTF-8 bytes to U+DC80..U+DCFF (Python's surrogateescape)
// get them as INVALID tokens, which end the string as in the reference scanner.
T_BAD_BYTE         : [\uDC80-\uDCFF] -> type(INVALID) ;
// A backslash with nothing to escape (before a line break) is not valid.
T_BACKSLASH        : '\\' -> type(INVALID) ;
// A quoted string cannot span lines. As in the reference scanner, line breaks
// (a lone CR too) are one token and the string goes on after them.
T_NEWLINE          : ('\r'? '\n' | '\r')+ -> type(QUOTED_NEWLINE) ;

// ---------------------------------------------------------------- HEREDOC (<<EOT)
mode HEREDOC;
H_INTERP    : '${' '~'? -> pushMode(INNER), type(TEMPLATE_INTERP) ;
H_DIRECTIVE : '%{' '~'? -> pushMode(INNER), type(TEMPLATE_DIRECTIVE) ;
H_ESCAPE    : ('$${' | '%%{') -> type(TEMPLATE_ESCAPE) ;
H_NEWLINE   : '\r'? '\n' ;
// A whole line of text; the host retypes one equal to the marker to HEREDOC_END.
H_TEXT      : ~[$%\r\n\uDC80-\uDCFF]+ ;
H_BAD_BYTE  : [\uDC80-\uDCFF] -> type(INVALID) ;
H_SIGIL_AT_END : [$%] EOF -> type(INVALID) ;
H_SIGIL     : [$%] -> type(H_TEXT) ;
// A carriage return not followed by a line feed makes the rest of the input one
// invalid token, as in the reference scanner.
H_BAD_CR    : '\r' (~'\n' [\u0000-\u{10FFFF}]*)? -> type(INVALID) ;

// ---------------------------------------------------------------- TEMPLATE_FILE
mode TEMPLATE_FILE;
F_INTERP    : '${' '~'? -> pushMode(INNER), type(TEMPLATE_INTERP) ;
F_DIRECTIVE : '%{' '~'? -> pushMode(INNER), type(TEMPLATE_DIRECTIVE) ;
F_ESCAPE    : ('$${' | '%%{') -> type(TEMPLATE_ESCAPE) ;
F_NEWLINE   : '\r'? '\n' -> type(H_NEWLINE) ;
F_TEXT      : ~[$%\r\n]+ -> type(H_TEXT) ;
F_OTHER     : [$%\r] -> type(H_TEXT) ;

// ---------------------------------------------------------------- HEADER
// After a name in DEFAULT_MODE (a block type or label, an attribute name, a variable).
// Names, labels, white space and comments stay here, and `{` opens a block body. Any
// other token is lexed as in DEFAULT_MODE and returns there.
mode HEADER;
B_NEWLINE       : '\r'? '\n'            -> mode(DEFAULT_MODE), type(NEWLINE) ;
B_WS            : [ \t]+                -> channel(HIDDEN), type(WS) ;
B_LINE_COMMENT  : ('#' | '//') ~[\n]*   -> channel(HIDDEN), type(LINE_COMMENT) ;
B_BLOCK_COMMENT : '/*' .*? '*/'         -> channel(HIDDEN), type(BLOCK_COMMENT) ;
B_LBRACE        : '{'   -> mode(DEFAULT_MODE), pushMode(DEFAULT_MODE), type(LBRACE) ;
B_RBRACE        : '}'   -> mode(DEFAULT_MODE), popMode, type(RBRACE) ;
B_STRIP_RBRACE  : '~}'  -> mode(DEFAULT_MODE), popMode, type(STRIP_RBRACE) ;
B_LPAREN        : '('   -> mode(DEFAULT_MODE), pushMode(INNER), type(LPAREN) ;
B_RPAREN        : ')'   -> mode(DEFAULT_MODE), type(RPAREN) ;
B_LBRACK        : '['   -> mode(DEFAULT_MODE), pushMode(INNER), type(LBRACK) ;
B_RBRACK        : ']'   -> mode(DEFAULT_MODE), type(RBRACK) ;
B_OQUOTE        : '"'   -> pushMode(TEMPLATE), type(OQUOTE) ;
B_HEREDOC_START : '<<' '-'? IdFrag '\r'? '\n' -> mode(DEFAULT_MODE), pushMode(HEREDOC), type(HEREDOC_START) ;
B_FAT_ARROW     : '=>'  -> mode(DEFAULT_MODE), type(FAT_ARROW) ;
B_EQ            : '=='  -> mode(DEFAULT_MODE), type(EQ) ;
B_NE            : '!='  -> mode(DEFAULT_MODE), type(NE) ;
B_LE            : '<='  -> mode(DEFAULT_MODE), type(LE) ;
B_GE            : '>='  -> mode(DEFAULT_MODE), type(GE) ;
B_AND           : '&&'  -> mode(DEFAULT_MODE), type(AND) ;
B_OR            : '||'  -> mode(DEFAULT_MODE), type(OR) ;
B_ELLIPSIS      : '...' -> mode(DEFAULT_MODE), type(ELLIPSIS) ;
B_DOUBLE_COLON  : '::'  -> mode(DEFAULT_MODE), type(DOUBLE_COLON) ;
B_ASSIGN        : '='   -> mode(DEFAULT_MODE), type(ASSIGN) ;
B_LT            : '<'   -> mode(DEFAULT_MODE), type(LT) ;
B_GT            : '>'   -> mode(DEFAULT_MODE), type(GT) ;
B_PLUS          : '+'   -> mode(DEFAULT_MODE), type(PLUS) ;
B_MINUS         : '-'   -> mode(DEFAULT_MODE), type(MINUS) ;
B_STAR          : '*'   -> mode(DEFAULT_MODE), type(STAR) ;
B_SLASH         : '/'   -> mode(DEFAULT_MODE), type(SLASH) ;
B_PERCENT       : '%'   -> mode(DEFAULT_MODE), type(PERCENT) ;
B_BANG          : '!'   -> mode(DEFAULT_MODE), type(BANG) ;
B_QUESTION      : '?'   -> mode(DEFAULT_MODE), type(QUESTION) ;
B_COLON         : ':'   -> mode(DEFAULT_MODE), type(COLON) ;
B_COMMA         : ','   -> mode(DEFAULT_MODE), type(COMMA) ;
B_DOT           : '.'   -> mode(DEFAULT_MODE), type(DOT) ;
B_NUMBER        : NumberFrag -> mode(DEFAULT_MODE), type(NUMBER) ;
B_FOR           : 'for'    -> type(FOR) ;
B_IN            : 'in'     -> type(IN) ;
B_IF            : 'if'     -> type(IF) ;
B_ELSE          : 'else'   -> type(ELSE) ;
B_ENDIF         : 'endif'  -> type(ENDIF) ;
B_ENDFOR        : 'endfor' -> type(ENDFOR) ;
B_TRUE          : 'true'   -> type(TRUE) ;
B_FALSE         : 'false'  -> type(FALSE) ;
B_NULL          : 'null'   -> type(NULL) ;
B_IDENT         : IdFrag   -> type(IDENT) ;
B_BAD_SURROGATE : '\uDCED' [\uDCA0-\uDCBF] [\uDC80-\uDCBF] -> mode(DEFAULT_MODE), type(INVALID) ;
B_INVALID       : .        -> mode(DEFAULT_MODE), type(INVALID) ;
