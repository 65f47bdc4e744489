import { spawn, type ChildProcess } from 'node:child_process';
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

export interface StartedServer {
  process: ChildProcess;
  millisToHealth: number;
  stop(): Promise<void>;
}

/** Starts the server as `npm start` runs it and measures the time until /health answers. */
export async function startServerProcess(env: Record<string, string>, port: number): Promise<StartedServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not answer /health within 120 s');
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25)); // polling interval of the measurement, not a wait for a condition
  }
  const millisToHealth = performance.now() - started;
  return {
    process: child,
    millisToHealth,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

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
