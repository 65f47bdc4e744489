import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** One figure of `npm run bench`; names are stable so results can be compared across runs. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** The target, as text ("<= 3000"). */
  target: string;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export { startServerProcess } from '../server/test/server-process.ts';

export function writeResults(results: BenchResult[]): void {
  const file = path.join(repoRoot, 'bench/results.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(repoRoot, file)}`);
}

export function printTable(results: BenchResult[]): void {
  const rows = results.map((r) => [r.name, `${Number.isInteger(r.value) ? r.value : r.value.toFixed(2)} ${r.unit}`, r.target]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length), ['figure', 'value', 'target'][i]!.length));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(['figure', 'value', 'target']));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
