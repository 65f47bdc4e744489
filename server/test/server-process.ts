import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { GraphqlResult } from './graphql-result.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  process: ChildProcess;
  url: string;
  /** From spawn until /health answered. */
  millisToHealth: number;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * A port nothing listens on now, below Linux's ephemeral range (32768 and up): a port the OS hands out there can be
 * taken as the local port of an outgoing connection (the tests open many to PostgreSQL) before the server binds it,
 * which failed a run with EADDRINUSE. Random in 20000–31999, so parallel runs (two checkouts, CI beside a developer)
 * rarely try the same one; a taken one is skipped.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

type Exit = { code: number | null; signal: NodeJS.Signals | null };

/**
 * How a server entry point runs: from its TypeScript sources (tsx), or `built` as `npm start` runs it (server/dist,
 * from scripts/build-server.mjs; `npm run build` makes it before the browser tests).
 */
export type ServerRun = 'sources' | 'built';

/** Runs `main` or `worker-main` in production mode; JSON log lines go to `onLogLine`. */
function spawnServer(
  entry: 'main' | 'worker-main',
  run: ServerRun,
  env: Record<string, string>,
  onLogLine?: (line: string) => void,
) {
  const args =
    run === 'built'
      ? [path.join(repoRoot, 'server', 'dist', `${entry}.js`)]
      : ['--import', 'tsx', path.join(repoRoot, 'server', 'src', `${entry}.ts`)];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    // One server process unless a test asks for more (on PostgreSQL the server would start one per core).
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SERVER_PROCESSES: '1', ...env },
    stdio: ['ignore', onLogLine ? 'pipe' : 'inherit', 'inherit'],
  });
  if (onLogLine) {
    let buffered = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) onLogLine(line);
    });
  }
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited };
}

export interface WorkerProcess {
  process: ChildProcess;
  exited: Promise<Exit>;
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/**
 * Starts the job worker (`npm run worker`, from its sources unless `run` says built) and waits until its worker
 * runs. Its log (level info) goes to `onLogLine`.
 */
export async function startWorkerProcess(
  env: Record<string, string>,
  onLogLine: (line: string) => void,
  run: ServerRun = 'sources',
): Promise<WorkerProcess> {
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const { child, exited } = spawnServer('worker-main', run, { LOG_LEVEL: 'info', ...env }, (line) => {
    if (line.includes('"job worker started"')) started();
    onLogLine(line);
  });
  await Promise.race([
    running,
    exited.then((exit) => Promise.reject(new Error(`worker exited with ${exit.code ?? exit.signal}`))),
  ]);
  return {
    process: child,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Starts the server in production mode (from its sources unless `run` says built, as `npm start` runs it) and
 * waits until /health answers. With `onLogLine`, the server's JSON log lines (stdout) go there instead of to the
 * console.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port: number,
  onLogLine?: (line: string) => void,
  run: ServerRun = 'sources',
): Promise<ServerProcess> {
  const started = performance.now();
  const { child, exited } = spawnServer('main', run, { PORT: String(port), ...env }, onLogLine);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not answer /health within 120 s');
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25)); // poll interval while waiting for /health
  }
  return {
    process: child,
    url,
    millisToHealth: performance.now() - started,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Signs in over HTTP (admin@demo.dk unless told) and returns the `jwt=…` cookie pair; throws unless 200. */
export async function signInCookie(url: string, email = 'admin@demo.dk', password = 'demo1234'): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('jwt='))!
    .split(';')[0]!;
}

/** A GraphQL request over HTTP. */
export async function gql(url: string, cookie: string, query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResult;
}
