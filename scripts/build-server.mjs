// `npm run build:server`: the server as JavaScript in server/dist (main.js, worker-main.js and their shared chunks),
// so that `npm start` runs plain node instead of compiling some 600 TypeScript files at every start with tsx
// (docs/decisions/0039-server-build.md). Our code (server and domain) and the npm packages it loads at start are
// bundled: resolving, reading and compiling some 1,500 files of node_modules one by one took half of a restart. The
// packages that find files of their own beside their code (PGlite's WebAssembly, native addons, fonts), the ones loaded
// only when a feature is first used, and pino (its transports run in worker threads by file name) stay imports of
// node_modules. The migrations are copied beside the bundle, where db/client.ts and db/migrated.ts look for them
// (their folder is next to the code that reads it in both layouts).
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'server', 'dist');

/** The npm packages left as imports of node_modules (see above); every other one is bundled. */
const externalPackages = [
  '@electric-sql/pglite', // its .wasm and .data files, found beside its module
  '@node-rs/argon2', // a native addon per platform
  'sharp', // a native addon, loaded on the first image (core/sharp.ts)
  'pdfmake', // its fonts' files; loaded on the first PDF (core/load-once.ts)
  'nodemailer', // loaded on the first mail
  '@aws-sdk/client-s3', // loaded when files go to S3
  'file-type', // loaded on the first upload
  'pino', // fastify's logger: transports start worker threads by file name
  'pg-native', // pg's optional native binding, never installed
];
const isExternal = (specifier) =>
  externalPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`));

const keepExternal = {
  name: 'keep-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (isExternal(args.path) ? { external: true } : undefined));
  },
};

// Bundled CommonJS packages call require() for node's built-ins and the external packages: an ES module has none.
const requireBanner =
  "import { createRequire as servioCreateRequire } from 'node:module';\nconst require = servioCreateRequire(import.meta.url);";

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
    // Stack traces name our files and lines; the sources themselves stay out of the maps (smaller, read faster).
    sourcemap: 'linked',
    sourcesContent: false,
    // Whitespace and comments out, identifiers kept (stack traces name functions as the sources do), every character
    // ASCII: V8 keeps a module's source text in memory, and one non-ASCII character in a comment made the 8.7 MB of
    // the two bundles a two-byte string (17 MB per process, docs/decisions/0039-server-build.md).
    minifyWhitespace: true,
    minifySyntax: true,
    charset: 'ascii',
    legalComments: 'external',
    banner: { js: requireBanner },
    plugins: [keepExternal],
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'server', 'src', 'db', 'migrations'), path.join(outdir, 'migrations'), { recursive: true });
  // esbuild escapes what it can; a regular expression literal it leaves as written (write \u00e6, or a string).
  for (const file of readdirSync(outdir).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(outdir, file), 'utf8');
    const at = text.search(/[\u0080-\uffff]/);
    if (at >= 0)
      throw new Error(`server build: ${file} is not ASCII near "${text.slice(Math.max(0, at - 60), at + 20)}"`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
