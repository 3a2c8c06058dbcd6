// Prints each input's tokens, parse tree and syntax errors in the shared text format.
// Argument: a file of RULE<TAB>PATH lines.
import { readFileSync, writeSync } from 'node:fs';
import { render } from './render.js';

for (const line of readFileSync(process.argv[2], 'utf8').split('\n')) {
  if (!line) continue;
  const [rule, path] = line.split('\t');
  const r = render(new Uint8Array(readFileSync(path)), rule);
  const text = [`### ${rule} ${path}`, '--- tokens', ...r.tokens, '--- tree', ...r.tree, '--- errors', ...r.errors];
  writeSync(1, text.join('\n') + '\n');
}
