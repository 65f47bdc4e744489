import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const heapGrowthModule = path.resolve(import.meta.dirname, '../src/ops/heap-growth.ts');

/**
 * A process that keeps about 40 MB alive while it replaces it over and over (each array outlives the young
 * generation, so its garbage collects in the old space, as a server's promoted request garbage does), with or without
 * `limitHeapGrowth`; answers the largest heap V8 held, in MB.
 */
function peakHeapMb(limited: boolean): number {
  const script = `
    import v8 from 'node:v8';
    const { limitHeapGrowth } = await import(${JSON.stringify(heapGrowthModule)});
    if (${limited}) limitHeapGrowth();
    const kept = new Array(400);
    let peak = 0;
    for (let i = 0; i < 16000; i++) {
      kept[i % kept.length] = new Array(12500).fill(i);
      if (i % 50 === 0) peak = Math.max(peak, v8.getHeapStatistics().total_heap_size);
    }
    console.log(Math.round(peak / 1048576));
  `;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  return Number(result.stdout.trim());
}

describe('limitHeapGrowth', () => {
  it('starts the full collections far sooner than V8 left alone, about 40 MB alive', () => {
    const unlimited = peakHeapMb(false);
    const limited = peakHeapMb(true);
    console.log(`heap at its largest: ${unlimited} MB left alone, ${limited} MB limited`);
    // Twice what survives a full collection against V8's own factor (up to 4 ×); both heaps hold the young generation.
    expect(limited).toBeLessThan(unlimited * 0.7);
    // Two processes that each churn through 1.6 GB: 14 s alone on a two-core machine, past the default 30 s beside
    // the suite's other worker.
  }, 120_000);
});
