// `npm run build:server`: the server as JavaScript in server/dist (main.js, worker-main.js and their shared chunks),
// so that `npm start` runs plain node instead of compiling some 600 TypeScript files at every start with tsx
// (docs/decisions/0039-server-build.md). Our code (server and domain) is bundled; every npm package stays an import of
// node_modules, as it is from the sources. The migrations are copied beside the bundle, where db/client.ts and
// db/migrated.ts look for them (their folder is next to the code that reads it in both layouts).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'server', 'dist');

/** npm packages stay external; @servio/domain is our own TypeScript, bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@servio/domain' || args.path.startsWith('@servio/domain/') ? undefined : { external: true },
    );
  },
};

export async function buildServer() {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['server/src/main.ts', 'server/src/worker-main.ts'],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'server', 'src', 'db', 'migrations'), path.join(outdir, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
