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

/** The value `p` percent of the values are at or below (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Two decimals, as the results table shows figures. */
export const round = (n: number) => Math.round(n * 100) / 100;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export { startServerProcess } from '../server/test/server-process.ts';

/**
 * Each call's time in ms over `count` rounds, after up to `warmup` untimed ones (never more than `count`, so a short
 * measurement of a slow export is not preceded by a long warm-up).
 */
export async function timeRounds(once: () => Promise<void>, count: number, warmup: number): Promise<number[]> {
  for (let i = 0; i < Math.min(warmup, count); i++) await once();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  return times;
}

export function writeResults(results: BenchResult[]): void {
  const file = path.join(repoRoot, 'bench/results.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(repoRoot, file)}`);
}

export function printTable(results: BenchResult[]): void {
  const rows = results.map((r) => [
    r.name,
    `${Number.isInteger(r.value) ? r.value : r.value.toFixed(2)} ${r.unit}`,
    r.target,
  ]);
  const widths = [0, 1, 2].map((i) =>
    Math.max(...rows.map((row) => row[i]!.length), ['figure', 'value', 'target'][i]!.length),
  );
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(['figure', 'value', 'target']));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/**
 * In-process benches run the server's code in this process. graphql-js and others add development checks
 * (graphql's `instanceOf` on every value) unless NODE_ENV is production, as `npm start` sets it: without it
 * a bench measures a server nobody runs. `npm run bench` sets it; a bench file run alone must too.
 */
export function requireProductionMode(bench: string): void {
  if (process.env.NODE_ENV !== 'production') {
    throw new Error(
      `${bench}: run with NODE_ENV=production, as npm start runs the server (NODE_ENV=production npx tsx bench/${bench}.bench.ts)`,
    );
  }
}
