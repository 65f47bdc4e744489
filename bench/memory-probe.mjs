// Loaded into the load bench's server processes (NODE_OPTIONS=--import): every half second it notes the process's
// memory by part, and writes the sample taken when its resident memory was highest to MEMORY_PROBE_DIR/<pid>.json,
// which bench/load.bench.ts reads to name the largest parts. Bench-only: the product never loads it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

const dir = process.env.MEMORY_PROBE_DIR;
const mb = (bytes) => Math.round(bytes / 1048576);
let peak = 0;
if (dir) {
  setInterval(() => {
    const usage = process.memoryUsage();
    if (usage.rss <= peak) return;
    peak = usage.rss;
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_size)]));
    const sample = {
      rss: mb(usage.rss),
      heap: mb(usage.heapTotal),
      heapUsed: mb(usage.heapUsed),
      newSpace: spaces.new_space ?? 0,
      oldSpace: spaces.old_space ?? 0,
      largeObjects: spaces.large_object_space ?? 0,
      code: (spaces.code_space ?? 0) + (spaces.code_large_object_space ?? 0),
      // Buffers and WebAssembly memory (PGlite's database) are outside V8's heap.
      external: mb(usage.external),
    };
    writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify(sample));
  }, 500).unref();
}
