// Sums the gzip size of all JS the /sign-in page loads: the entry, the sign-in route chunk, and their static imports.
// Usage: node web/scripts/js-budget.mjs [budgetKB]
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const budget = Number(process.argv[2] ?? 170) * 1024;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)[1];
const signInChunk = readdirSync(join(dist, 'assets')).find((f) => /^sign-in-.*\.js$/.test(f));

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    visit(join(dirname(file), m[1]));
  }
}
visit(entry);
if (signInChunk) visit(join('assets', signInChunk));

let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip (budget ${budget / 1024} KB)`);
process.exit(total > budget ? 1 : 0);
