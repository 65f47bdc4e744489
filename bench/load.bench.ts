import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, signInCookie } from '../server/test/server-process.ts';
import { withScratchDatabase } from './bench-app.ts';
import { startServerProcess, type BenchResult } from './lib.ts';

/** The visits list as the web's table asks for its first page (the VisitRow fragment of visits-api.ts). */
const visitsListQuery = `query { visits(sort: start, sortDirection: desc, limit: 50) { totalCount items {
  id caseNumber status archived isDue reportCompleted start end customerId seriesId version acceptance
  description reference totalPrice hasCoordinates createdAt
  customer { id name } employees { id name initials } department { id name color }
  address { streetAddress zipcode city latitude longitude } } } }`;

const seconds = Number(process.env.LOAD_BENCH_SECONDS ?? 30);
const connections = 20;

const kb = (status: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);

/** The server process and its children (the cluster's server processes). */
function serverPids(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return [pid, ...children.map(Number)];
  } catch {
    return [pid];
  }
}

/**
 * The server's memory in MB, summed over its processes: proportional set size (each process's own pages and its share
 * of those it shares: the node binary, pages a forked process still shares with the primary) and resident size, which
 * counts each shared page once per process.
 */
function residentMb(pid: number): { pss: number; rss: number } {
  let pss = 0;
  let rss = 0;
  for (const p of serverPids(pid)) {
    const rollup = readFileSync(`/proc/${p}/smaps_rollup`, 'utf8');
    pss += kb(rollup, 'Pss');
    rss += kb(rollup, 'Rss');
  }
  return { pss: Math.round(pss / 1024), rss: Math.round(rss / 1024) };
}

/**
 * The parts of each process's memory at its peak, as its probe (bench/memory-probe.mjs) wrote them, summed in MB: V8's
 * heap, memory outside it (Buffers, PGlite's WebAssembly memory), and the rest (code, malloc, the node binary).
 */
function memoryParts(pids: number[], probeDir: string): { heap: number; external: number; other: number } {
  const parts = { heap: 0, external: 0, other: 0 };
  for (const pid of pids) {
    const file = path.join(probeDir, `${pid}.json`);
    if (!existsSync(file)) continue;
    const sample = JSON.parse(readFileSync(file, 'utf8')) as { rss: number; heap: number; external: number };
    console.log(`load bench: process ${pid} at its peak: ${JSON.stringify(sample)}`);
    parts.heap += sample.heap;
    parts.external += sample.external;
    parts.other += sample.rss - sample.heap - sample.external;
  }
  return parts;
}

/**
 * The visits list's first page under load (issue #21): 20 clients for 30 s (LOAD_BENCH_SECONDS) with autocannon
 * against the built server as `npm start` runs it, signed in as the demo's administrator, on PGlite (one process)
 * and on PostgreSQL (one server process per core). Reports requests per second, p50 and p99 latency, errors, and the
 * server's memory (all its processes, their peak during the load) with its largest parts.
 */
async function underLoad(label: string, env: Record<string, string>, processes: number): Promise<BenchResult[]> {
  const probeDir = mkdtempSync(path.join(os.tmpdir(), 'servio-bench-memory-'));
  const probe = path.join(import.meta.dirname, 'memory-probe.mjs');
  const server = await startServerProcess(
    {
      ...env,
      WEB_DIST: '',
      SERVER_PROCESSES: String(processes),
      MEMORY_PROBE_DIR: probeDir,
      NODE_OPTIONS: `--import ${probe}`,
    },
    await freePort(),
    undefined,
    'built',
  );
  try {
    const cookie = await signInCookie(server.url);
    const body = JSON.stringify({ query: visitsListQuery });
    const headers = { 'content-type': 'application/json', cookie };
    // A short warm-up (compiled code, caches, every process's pool), then the timed run.
    await autocannon({ url: `${server.url}/graphql`, method: 'POST', headers, body, connections, duration: 3 });
    const memory = { pss: 0, rss: 0 };
    const sample = () => {
      const now = residentMb(server.process.pid!);
      memory.pss = Math.max(memory.pss, now.pss);
      memory.rss = Math.max(memory.rss, now.rss);
    };
    const sampler = setInterval(sample, 1000);
    const result = await autocannon({
      url: `${server.url}/graphql`,
      method: 'POST',
      headers,
      body,
      connections,
      duration: seconds,
    });
    clearInterval(sampler);
    sample();
    const parts = memoryParts(serverPids(server.process.pid!), probeDir);
    const failed = result.errors + result.timeouts + result.non2xx;
    console.log(
      `load bench (${label}, ${processes} process${processes > 1 ? 'es' : ''}): ${result.requests.total} requests, ${failed} failed`,
    );
    const target =
      label === 'postgres'
        ? { rps: '>= 300', p99: '<= 150', memory: '<= 250' }
        : { rps: '>= 100', p99: '-', memory: '<= 400' };
    return [
      {
        name: `load.visits_list_rps_c20_${label}`,
        value: Math.round(result.requests.average),
        unit: 'per s',
        target: target.rps,
      },
      { name: `load.visits_list_p50_c20_${label}`, value: result.latency.p50, unit: 'ms', target: '-' },
      { name: `load.visits_list_p99_c20_${label}`, value: result.latency.p99, unit: 'ms', target: target.p99 },
      { name: `load.visits_list_errors_c20_${label}`, value: failed, unit: 'count', target: '= 0' },
      { name: `load.server_memory_${label}`, value: memory.pss, unit: 'MB', target: target.memory },
      { name: `load.server_rss_${label}`, value: memory.rss, unit: 'MB', target: '-' },
      { name: `load.server_memory_v8_heap_${label}`, value: parts.heap, unit: 'MB', target: '-' },
      { name: `load.server_memory_external_${label}`, value: parts.external, unit: 'MB', target: '-' },
      { name: `load.server_memory_other_${label}`, value: parts.other, unit: 'MB', target: '-' },
    ];
  } finally {
    await server.stop();
    rmSync(probeDir, { recursive: true, force: true });
  }
}

/**
 * The embedded server's first start on an empty data dir (initdb, migrations, the demo seed), stopped once it answers:
 * its memory peaks there (initdb runs in a WebAssembly instance of its own, which stays until V8 collects it) and does
 * not come back on a restart. The load run then starts the server on that data dir, as it runs day to day.
 */
async function firstStartPeak(dataDir: string): Promise<BenchResult> {
  const server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: '' }, await freePort(), undefined, 'built');
  try {
    // The kernel's high-water mark of the process's resident memory: WebAssembly work blocks the event loop, so a
    // sampler in the process misses its peak.
    const peak = kb(readFileSync(`/proc/${server.process.pid}/status`, 'utf8'), 'VmHWM');
    return { name: 'load.first_start_peak_rss_pglite', value: Math.round(peak / 1024), unit: 'MB', target: '-' };
  } finally {
    await server.stop();
  }
}

/** LOAD_BENCH_BACKENDS=postgres (or pglite) runs one backend; both by default. */
export async function benchLoad(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const backends = (process.env.LOAD_BENCH_BACKENDS ?? 'postgres,pglite').split(',');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (backends.includes('postgres')) {
    if (adminUrl) {
      await withScratchDatabase(adminUrl, async (url) => {
        const env = { DATABASE_URL: url, SEED_DEMO: '1' };
        results.push(...(await underLoad('postgres', env, os.availableParallelism())));
      });
    } else console.log('load bench: no BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL figures skipped');
  }
  if (!backends.includes('pglite')) return results;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-bench-load-'));
  try {
    results.push(await firstStartPeak(dataDir));
    results.push(...(await underLoad('pglite', { DATA_DIR: dataDir }, 1)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchLoad());
}
