// Prints each input's tokens, parse tree and syntax errors in the shared text format
// (grammar/README.md, "Comparing targets"). Argument: a file of RULE<TAB>PATH lines.
import { readFileSync, writeSync } from 'node:fs';
import {
  CommonTokenStream, ErrorListener, ParserRuleContext, ParseTree, TerminalNode, Token,
} from 'antlr4';
import HCLHostLexer, { charStream } from './HCLHostLexer.js';
import HCLLexer from './HCLLexer.js';
import HCLParser from './HCLParser.js';

const MODES: Record<string, number> = { configFile: HCLLexer.DEFAULT_MODE, expressionFile: HCLLexer.INNER,
  templateFile: HCLLexer.TEMPLATE_FILE, traversalFile: HCLLexer.INNER };
const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function quote(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.codePointAt(i)!;
    if (c > 0xffff) i++;
    const ch = String.fromCodePoint(c);
    if (ESCAPES[ch]) out += ESCAPES[ch];
    else if (c < 0x20 || (c >= 0x7f && c < 0xa0) || (c >= 0xd800 && c < 0xe000) || c === 0x2028 || c === 0x2029 || c === 0xfeff) {
      out += '\\u{' + c.toString(16).toUpperCase().padStart(4, '0') + '}';
    } else out += ch;
  }
  return out + '"';
}

const typeName = (type: number): string => (type === Token.EOF ? 'EOF' : HCLLexer.symbolicNames[type]!);

function describe(node: ParseTree): string {
  if (node instanceof TerminalNode) {
    const tok = node.symbol, name = typeName(tok.type);
    const isError = (node as unknown as { isErrorNode?: () => boolean }).isErrorNode?.() ?? false;
    if (isError) return tok.tokenIndex === -1 ? `missing ${name}` : `error ${name} ${quote(tok.text)}`;
    return tok.type === Token.EOF ? name : `${name} ${quote(tok.text)}`;
  }
  const rule = HCLParser.ruleNames[(node as unknown as { ruleIndex: number }).ruleIndex];
  let label = node.constructor.name.replace(/Context$/, '');
  label = label[0].toLowerCase() + label.slice(1);
  return label === rule ? rule : `${rule} #${label}`;
}

class Collect extends ErrorListener<unknown> {
  errors: string[] = [];
  syntaxError(_r: unknown, _o: unknown, line: number, column: number, msg: string): void {
    this.errors.push(`${line}:${column} ${msg}`);
  }
}

for (const line of readFileSync(process.argv[2], 'utf8').split('\n')) {
  if (!line) continue;
  const [rule, path] = line.split('\t');
  const lexer = new HCLHostLexer(charStream(new Uint8Array(readFileSync(path))));
  const collect = new Collect();
  lexer.removeErrorListeners();
  lexer.addErrorListener(collect as ErrorListener<number>);
  if (MODES[rule] !== HCLLexer.DEFAULT_MODE) lexer.setMode(MODES[rule]);
  const stream = new CommonTokenStream(lexer);
  stream.fill();
  const tokens = (stream as unknown as { tokens: Token[] }).tokens.map((t) => {
    const head = `${t.line}:${t.column} ${t.channel} `;
    return t.type === Token.EOF ? head + 'EOF' : `${head}${typeName(t.type)} ${quote(t.text)}`;
  });
  const parser = new HCLParser(stream);
  parser.removeErrorListeners();
  parser.addErrorListener(collect as ErrorListener<Token>);
  const root = (parser as unknown as Record<string, () => ParserRuleContext>)[rule]();
  const tree: string[] = [];
  const stack: [ParseTree, number][] = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    tree.push('  '.repeat(depth) + describe(node));
    const children = node instanceof ParserRuleContext ? node.children ?? [] : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], depth + 1]);
  }
  const text = [`### ${rule} ${path}`, '--- tokens', ...tokens, '--- tree', ...tree, '--- errors', ...collect.errors];
  writeSync(1, text.join('\n') + '\n');
}
