import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { launchChromium } from './browser.ts';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, repoRoot, startServerProcess, type BenchResult } from './lib.ts';

/**
 * The visits list in Chromium: the time from clicking 'Besøg' in the sidebar (on /admin) until the table shows
 * rows (median of 5, each from a fresh /admin so the route chunk and data are loaded as a person would meet
 * them after the first visit: the browser cache is kept, the app's query cache is not), and the gzip size of
 * the JavaScript the visits route loads on its own (the chunks fetched after the click that /admin did not).
 */
export async function benchVisitsWeb(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-bench-visits-web-'));
  const port = 3293;
  const base = `http://127.0.0.1:${port}`;
  const server = await startServerProcess({ DATA_DIR: dataDir }, port, undefined, 'built');
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
    const page = await context.newPage();
    const login = await page.request.post(`${base}/login`, { data: { email: 'admin@demo.dk', password: 'demo1234' } });
    if (login.status() !== 200) throw new Error(`sign-in failed: HTTP ${login.status()}`);

    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
        scripts.push(new URL(response.url()).pathname);
    });
    const nav = page.getByRole('navigation', { name: /^(Hovedmenu|Main menu)$/ });
    // Exactly 'Besøg': the overview's 'Dagens besøg' table would match a substring and end the timing on /admin.
    const rows = page.getByRole('table', { name: 'Besøg', exact: true }).getByRole('row').nth(1);

    const times: number[] = [];
    let routeScripts: string[] = [];
    for (let run = 0; run < 5; run++) {
      await page.goto(`${base}/admin`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Dagens besøg' }).waitFor();
      const before = new Set(scripts);
      const started = performance.now();
      await nav.getByRole('link', { name: /^Besøg/ }).click();
      await page.waitForURL(/\/admin\/visits\/?(\?|$)/);
      await rows.waitFor();
      times.push(performance.now() - started);
      if (run === 0) {
        await page.waitForLoadState('networkidle');
        routeScripts = [...new Set(scripts.filter((s) => !before.has(s)))];
      }
    }

    let gzipBytes = 0;
    for (const script of routeScripts)
      gzipBytes += gzipSync(readFileSync(path.join(repoRoot, 'web/dist', script)), { level: 9 }).length;
    return [
      { name: 'web.visits_table_visible_ms', value: Math.round(median(times)), unit: 'ms', target: '<= 1000' },
      {
        name: 'web.visits_route_js_gzip',
        value: Math.round((gzipBytes / 1024) * 10) / 10,
        unit: 'KB',
        target: '<= 80',
      },
      { name: 'web.visits_route_js_files', value: routeScripts.length, unit: 'files', target: 'info' },
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchVisitsWeb(), null, 2));
}
