// The host part of the HCL lexer for the JavaScript target: what the grammar cannot say.
//
// Generate the lexer and parser from grammar/ (antlr4 -Dlanguage=JavaScript
// HCLLexer.g4 HCLParser.g4) next to this file and use HCLHostLexer in place of
// HCLLexer. It closes heredocs at a line equal to the opening marker (surrounding
// white space allowed, newline required) and keeps a stray closing bracket from
// popping an empty mode stack.
import HCLLexer from './HCLLexer.js';

// White space as the reference trims it (Go's unicode.IsSpace).
const SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

export default class HCLHostLexer extends HCLLexer {
  constructor(input) {
    super(input);
    this.markers = [];
  }

  nextToken() {
    const t = super.nextToken();
    if (t.type === HCLLexer.HEREDOC_START) {
      this.markers.push(t.text.replace(/[\r\n]+$/, '').replace(/^<<-?/, ''));
    } else if (t.type === HCLLexer.H_TEXT && t.column === 0 && this.markers.length > 0) {
      const la = this._input.LA(1);
      const endOfLine = la === 10 || (la === 13 && this._input.LA(2) === 10);
      if (endOfLine && t.text.replace(SPACE, '') === this.markers[this.markers.length - 1]) {
        t.type = HCLLexer.HEREDOC_END;
        this.markers.pop();
        this.popMode();
      }
    }
    return t;
  }

  popMode() {
    return this._modeStack.length === 0 ? this._mode : super.popMode();
  }
}
