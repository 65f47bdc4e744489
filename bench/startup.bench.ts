import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, startServerProcess, type BenchResult } from './lib.ts';

/** First start on an empty data dir (schema and demo seed), then restarts on the same dir. */
export async function benchStartup(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-bench-'));
  const port = 3291;
  try {
    const first = await startServerProcess({ DATA_DIR: dataDir }, port, undefined, 'built');
    await first.stop();
    const restarts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const again = await startServerProcess({ DATA_DIR: dataDir }, port, undefined, 'built');
      restarts.push(again.millisToHealth);
      await again.stop();
    }
    return [
      {
        name: 'startup.first_start_with_seed',
        value: Math.round(first.millisToHealth),
        unit: 'ms',
        target: '<= 8000',
      },
      { name: 'startup.restart_to_health', value: Math.round(median(restarts)), unit: 'ms', target: '<= 1000' },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
