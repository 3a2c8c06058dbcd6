// The playground's page logic: lex and parse as the user types, with the JavaScript
// target (render.js beside the generated parser), and show tokens, tree and errors.
import { describe, quote, render } from './render.js';
import HCLLexer from './HCLLexer.js';

const $ = (id) => document.getElementById(id);
const encoder = new TextEncoder();

function element(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

// One tree node as nested <details>; tokens are leaves.
function treeNode(node) {
  const line = describe(node);
  if (node.getSymbol) {
    return element('div', 'leaf' + (line.startsWith('error ') ? ' error' : line.startsWith('missing ') ? ' missing' : ''), line);
  }
  const details = element('details');
  details.open = true;
  details.append(element('summary', '', line));
  for (const child of node.children || []) details.append(treeNode(child));
  return details;
}

function update() {
  const started = performance.now();
  const rule = $('rule').value;
  const source = $('source').value;
  const result = render(encoder.encode(source), rule);
  const body = $('tokens').tBodies[0];
  body.replaceChildren(...result.parser.getTokenStream().tokens.map((t) => {
    const row = element('tr', t.channel === 0 ? '' : 'hidden-channel');
    const type = t.type === -1 ? 'EOF' : HCLLexer.symbolicNames[t.type];
    for (const cell of [`${t.line}:${t.column}`, String(t.channel), type, t.type === -1 ? '' : quote(t.text)]) {
      row.append(element('td', '', cell));
    }
    row.hidden = t.channel !== 0 && !$('hidden').checked;
    return row;
  }));
  $('tree').replaceChildren(treeNode(result.root));
  $('errors').replaceChildren(...result.errorList.map((e) => {
    const item = element('li', '', `${e.line}:${e.column} ${e.msg}`);
    item.addEventListener('click', () => select(e.line, e.column));
    return item;
  }));
  $('status').textContent = `${result.tokens.length} tokens, ${result.errors.length} errors, ` +
    `${Math.round(performance.now() - started)} ms`;
}

// Put the caret at a line and column (columns count code points, as ANTLR does).
function select(line, column) {
  const lines = $('source').value.split('\n');
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  offset += [...(lines[line - 1] || '')].slice(0, column).join('').length;
  $('source').focus();
  $('source').setSelectionRange(offset, offset + 1);
}

// "#rule=...&src=..." in the address fills the page (for links and tests).
$('source').addEventListener('input', update);
$('rule').addEventListener('change', update);
$('hidden').addEventListener('change', update);
$('expand').addEventListener('click', () => document.querySelectorAll('#tree details').forEach((d) => { d.open = true; }));
$('collapse').addEventListener('click', () => document.querySelectorAll('#tree details').forEach((d) => { d.open = false; }));
update();
// "#rule=...&src=..." in the address then replaces the text, as if typed (for links and tests).
const params = new URLSearchParams(location.hash.slice(1));
if (params.has('rule')) $('rule').value = params.get('rule');
if (params.has('src')) {
  $('source').value = params.get('src');
  $('source').dispatchEvent(new Event('input'));
}
