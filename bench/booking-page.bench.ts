import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './browser.ts';
import { median, printTable, repoRoot, startServerProcess, type BenchResult } from './lib.ts';

/** A slow phone connection (the "slow phone"): 400 ms latency, 1.6 Mbit/s down, 750 kbit/s up. */
const slowPhone = { offline: false, latency: 400, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

/**
 * The public booking page (/book, docs/decisions/0034) in Chromium on a phone-sized window: the gzip size of every
 * script it loads (level 9, as a server would send it; target ≤ 60 KB) and its Largest Contentful Paint with the
 * network throttled to a slow phone connection and the CPU slowed 4× (CDP), from a cold cache each time (median of
 * 3; target ≤ 2500 ms). The page is opened as on a development host, /book?company=demo.
 */
export async function benchBookingPage(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-bench-book-'));
  const port = 3299;
  const url = `http://127.0.0.1:${port}/book?company=demo`;
  const server = await startServerProcess({ DATA_DIR: dataDir }, port, undefined, 'built');
  const browser = await launchChromium();
  try {
    const scripts = new Set<string>();
    const lcps: number[] = [];
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: 'da-DK',
        timezoneId: 'Europe/Copenhagen',
      });
      const page = await context.newPage();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
          scripts.add(new URL(response.url()).pathname);
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: number };
        w.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', slowPhone);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'load' });
      // The first step is on screen (the site's answer has arrived and the app has drawn it).
      await page.getByLabel('Postnummer').waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      lcps.push(await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp));
      await context.close();
    }
    let gzipBytes = 0;
    for (const script of scripts)
      gzipBytes += gzipSync(readFileSync(path.join(repoRoot, 'web/dist', script)), { level: 9 }).length;
    return [
      {
        name: 'booking_page.js_gzip_kb',
        value: Math.round((gzipBytes / 1024) * 10) / 10,
        unit: 'KB',
        target: '<= 60',
      },
      { name: 'booking_page.js_files', value: scripts.size, unit: 'files', target: 'info' },
      { name: 'booking_page.lcp_ms', value: Math.round(median(lcps)), unit: 'ms', target: '<= 2500' },
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone (after `npm run build --workspace web`): npx tsx bench/booking-page.bench.ts
if (process.argv[1] === fileURLToPath(import.meta.url)) printTable(await benchBookingPage());
