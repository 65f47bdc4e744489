// `npm start`: builds the web app and the server when their build is missing or older than their sources, then runs
// the built server with plain node (no TypeScript compiled at start). `node scripts/start.mjs worker` (`npm run
// worker`) runs the job worker the same way, without the web app.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'web');
const entry = process.argv[2] === 'worker' ? 'worker-main.js' : 'main.js';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Whether `built` is missing or older than any of `sources`. */
const stale = (built, sources) =>
  !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map((source) => newestMtime(source)));

const domainSources = path.join(root, 'domain', 'src');
if (entry === 'main.js') {
  const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(web, p));
  if (stale(path.join(web, 'dist', 'index.html'), [...webSources, domainSources])) {
    console.log('Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
const serverSources = [path.join(root, 'server', 'src'), path.join(root, 'server', 'package.json'), domainSources];
if (stale(path.join(root, 'server', 'dist', entry), serverSources)) {
  console.log('Building the server…');
  await buildServer();
}

// Node 22.1 and later keep the compiled code of the modules between starts here (Node 20 ignores it).
const compileCache = path.join(root, 'node_modules', '.cache', 'servio-compile');
const server = spawn(process.execPath, [path.join(root, 'server', 'dist', entry)], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', NODE_COMPILE_CACHE: compileCache, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
