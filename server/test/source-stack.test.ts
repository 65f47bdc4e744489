import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceStack } from '../src/ops/source-stack.ts';

// A bundle built as scripts/build-server.mjs builds the server's (minified whitespace, a linked map without the
// sources), whose function throws on a known line of its TypeScript.
const dir = mkdtempSync(path.join(os.tmpdir(), 'servio-source-stack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function thrownFromBundle(): Promise<{ stack: string; bundle: string; source: string }> {
  const source = path.join(dir, 'src', 'throws-here.ts');
  const bundleDir = path.join(dir, 'dist');
  mkdirSync(path.dirname(source), { recursive: true });
  writeFileSync(
    source,
    [
      'export function helper(n: number): number {',
      '  return n * 2;',
      '}',
      '',
      'export function throwsHere(): never {',
      "  const label: string = 'broken ' + helper(21);",
      '  throw new Error(label);',
      '}',
      '',
    ].join('\n'),
  );
  await build({
    entryPoints: [source],
    outdir: bundleDir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    sourcemap: 'linked',
    sourcesContent: false,
    minifyWhitespace: true,
  });
  const bundle = path.join(bundleDir, 'throws-here.js');
  // Run by plain node, as the server runs (Vitest's own module loader would stand between).
  const stack = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { throwsHere } from ${JSON.stringify(pathToFileURL(bundle).href)};
      try { throwsHere(); } catch (error) { process.stdout.write(error.stack); }`,
    ],
    { encoding: 'utf8' },
  );
  return { stack, bundle, source };
}

describe('a logged stack of the built server', () => {
  it('names the TypeScript file, line and column of a frame in a bundle of the given folder', async () => {
    const { stack, bundle, source } = await thrownFromBundle();
    expect(stack).toContain(`${pathToFileURL(bundle).href}:1:`);
    const mapped = sourceStack(stack, path.dirname(bundle));
    expect(mapped).toContain('Error: broken 42');
    expect(mapped).toContain(`at throwsHere (${source}:7:9)`);
    expect(mapped).not.toContain(pathToFileURL(bundle).href);
  });

  it('leaves frames of other folders as they are', async () => {
    const { stack } = await thrownFromBundle();
    expect(sourceStack(stack, path.join(dir, 'elsewhere'))).toBe(stack);
  });
});
