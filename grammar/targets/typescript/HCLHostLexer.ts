// The host part of the HCL lexer for the TypeScript target: what the grammar cannot say.
//
// Generate the lexer and parser from grammar/ (antlr4 -Dlanguage=TypeScript
// HCLLexer.g4 HCLParser.g4) next to this file and use HCLHostLexer in place of
// HCLLexer, fed by charStream(bytes). It closes heredocs at a line equal to the opening
// marker (surrounding white space allowed, newline required), keeps a stray closing
// bracket from popping an empty mode stack, and decodes input as the input contract says.
import { CharStream, CharStreams, Token } from 'antlr4';
import HCLLexer from './HCLLexer.js';

// White space as the reference trims it (Go's unicode.IsSpace).
const SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

export default class HCLHostLexer extends HCLLexer {
  private markers: string[] = [];

  nextToken(): Token {
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

  popMode(): number {
    return this.getModeStack().length === 0 ? this.getMode() : super.popMode();
  }
}

// The input contract: a leading UTF-8 BOM is dropped, and each byte that is not part of
// a well-formed UTF-8 sequence becomes the code point U+DC00 + byte (U+DC80..U+DCFF).
export function charStream(b: Uint8Array): CharStream {
  const out: string[] = [];
  let i = b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  while (i < b.length) {
    const c = b[i];
    let n = c < 0x80 ? 1 : c < 0xc2 ? 0 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : c < 0xf5 ? 4 : 0;
    const lo = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80, hi = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
    let cp = n === 1 ? c : c & (0x7f >> n);
    for (let k = 1; k < n; k++) {
      const d = i + k < b.length ? b[i + k] : -1;
      if (d < (k === 1 ? lo : 0x80) || d > (k === 1 ? hi : 0xbf)) { n = 0; break; }
      cp = (cp << 6) | (d & 0x3f);
    }
    out.push(String.fromCodePoint(n === 0 ? 0xdc00 + c : cp));
    i += Math.max(n, 1);
  }
  return CharStreams.fromString(out.join(''));
}
