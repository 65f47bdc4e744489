import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** Resident memory of a process and its children (the cluster's server processes), in MB, from /proc. */
function residentMb(pid: number): number {
  const rss = (p: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
  const children = (p: number): number[] => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const all = [pid, ...children(pid)];
  return Math.round(all.reduce((sum, p) => sum + rss(p), 0) / 1024);
}

/**
 * The visits list's first page under load (issue #21): 20 clients for 30 s (LOAD_BENCH_SECONDS) with autocannon
 * against the built server as `npm start` runs it, signed in as the demo's administrator, on PGlite (one process)
 * and on PostgreSQL (one server process per core). Reports requests per second, p50 and p99 latency, errors, and the
 * server's resident memory (all its processes) at the end of the load.
 */
async function underLoad(label: string, env: Record<string, string>, processes: number): Promise<BenchResult[]> {
  const server = await startServerProcess(
    { ...env, WEB_DIST: '', SERVER_PROCESSES: String(processes) },
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
    let memory = 0;
    const sampler = setInterval(() => (memory = Math.max(memory, residentMb(server.process.pid!))), 1000);
    const result = await autocannon({
      url: `${server.url}/graphql`,
      method: 'POST',
      headers,
      body,
      connections,
      duration: seconds,
    });
    clearInterval(sampler);
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
      { name: `load.server_memory_${label}`, value: memory, unit: 'MB', target: target.memory },
    ];
  } finally {
    await server.stop();
  }
}

export async function benchLoad(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    await withScratchDatabase(adminUrl, async (url) => {
      const env = { DATABASE_URL: url, SEED_DEMO: '1' };
      results.push(...(await underLoad('postgres', env, os.availableParallelism())));
    });
  } else console.log('load bench: no BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL figures skipped');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-bench-load-'));
  try {
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
