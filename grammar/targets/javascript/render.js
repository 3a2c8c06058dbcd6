// Tokens, parse tree and syntax errors of one input in the shared text format
// (grammar/README.md, "Comparing targets"); used by driver.js and the playground.
import { CommonTokenStream, ErrorListener, Token } from 'antlr4';
import HCLHostLexer, { charStream } from './HCLHostLexer.js';
import HCLLexer from './HCLLexer.js';
import HCLParser from './HCLParser.js';

export const MODES = { configFile: HCLLexer.DEFAULT_MODE, expressionFile: HCLLexer.INNER,
  templateFile: HCLLexer.TEMPLATE_FILE, traversalFile: HCLLexer.INNER };
const ESCAPES = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function quote(s) {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.codePointAt(i);
    if (c > 0xffff) i++;
    const ch = String.fromCodePoint(c);
    if (ESCAPES[ch]) out += ESCAPES[ch];
    else if (c < 0x20 || (c >= 0x7f && c < 0xa0) || (c >= 0xd800 && c < 0xe000) || c === 0x2028 || c === 0x2029 || c === 0xfeff) {
      out += '\\u{' + c.toString(16).toUpperCase().padStart(4, '0') + '}';
    } else out += ch;
  }
  return out + '"';
}

const typeName = (type) => (type === Token.EOF ? 'EOF' : HCLLexer.symbolicNames[type]);

// One line of the tree: a rule (with its alternative's label) or a token.
export function describe(node) {
  if (node.getSymbol) {
    const tok = node.getSymbol(), name = typeName(tok.type);
    if (node.isErrorNode && node.isErrorNode()) return tok.tokenIndex === -1 ? `missing ${name}` : `error ${name} ${quote(tok.text)}`;
    return tok.type === Token.EOF ? name : `${name} ${quote(tok.text)}`;
  }
  const rule = HCLParser.ruleNames[node.ruleIndex];
  let label = node.constructor.name.replace(/Context$/, '');
  label = label[0].toLowerCase() + label.slice(1);
  return label === rule ? rule : `${rule} #${label}`;
}

class Collect extends ErrorListener {
  constructor() { super(); this.errors = []; }
  syntaxError(recognizer, offending, line, column, msg) {
    this.errors.push({ line, column, msg, text: `${line}:${column} ${msg}` });
  }
}

// Lex and parse bytes (a Uint8Array) from an entry rule with the runtime's defaults.
export function render(bytes, rule) {
  const lexer = new HCLHostLexer(charStream(bytes));
  const collect = new Collect();
  lexer.removeErrorListeners();
  lexer.addErrorListener(collect);
  if (MODES[rule] !== HCLLexer.DEFAULT_MODE) lexer.mode(MODES[rule]);
  const stream = new CommonTokenStream(lexer);
  stream.fill();
  const tokens = stream.tokens.map((t) => {
    const head = `${t.line}:${t.column} ${t.channel} `;
    return t.type === Token.EOF ? head + 'EOF' : `${head}${typeName(t.type)} ${quote(t.text)}`;
  });
  const parser = new HCLParser(stream);
  parser.removeErrorListeners();
  parser.addErrorListener(collect);
  const root = parser[rule]();
  const tree = [];
  const stack = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop();
    tree.push('  '.repeat(depth) + describe(node));
    const children = node.children || [];
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], depth + 1]);
  }
  return { tokens, tree, errors: collect.errors.map((e) => e.text), errorList: collect.errors, root, parser };
}
