// One bench in a process of its own, for `npm run bench` (run.ts): `tsx bench/one.ts <file> <export> <out.json>`
// runs the bench function `export` of `file` and writes its figures to `out.json`. A bench run after another in the
// same process measured in the heap the one before left (a closed PGlite's WebAssembly memory): its tail grew.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchResult } from './lib.ts';

const [file, name, out] = process.argv.slice(2);
if (!file || !name || !out) throw new Error('usage: tsx bench/one.ts <file> <export> <out.json>');
const bench = (await import(path.resolve(import.meta.dirname, file)))[name] as () => Promise<BenchResult[]>;
writeFileSync(out, JSON.stringify(await bench()));
