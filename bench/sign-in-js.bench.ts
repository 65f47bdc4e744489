import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { launchChromium } from './browser.ts';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, startServerProcess, type BenchResult } from './lib.ts';

/**
 * Loads /sign-in in Chromium and adds up the gzip size of every JavaScript file the page fetched
 * (the entry, its preloads and the route's lazy chunk), gzipped at level 9 as a server would send it.
 */
export async function benchSignInJavaScript(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-bench-js-'));
  const port = 3292;
  const server = await startServerProcess({ DATA_DIR: dataDir }, port, undefined, 'built');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
        scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/sign-in`, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    let gzipBytes = 0;
    for (const script of scripts) {
      const file = path.join(repoRoot, 'web/dist', script);
      gzipBytes += gzipSync(readFileSync(file), { level: 9 }).length;
    }
    return [
      { name: 'web.sign_in_js_gzip', value: Math.round((gzipBytes / 1024) * 10) / 10, unit: 'KB', target: '<= 110' },
      { name: 'web.sign_in_js_files', value: scripts.size, unit: 'files', target: 'info' },
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
