import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { launchChromium } from './browser.ts';
import { median, requireProductionMode, startServerProcess, type BenchResult } from './lib.ts';

/** The phone: 390 px wide, touch, on slow 4G (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up). */
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'da-DK',
  timezoneId: 'Europe/Copenhagen',
};
const slow4g = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

/** What the observer keeps: the latest entry's time and, to tell what was measured, its element. */
interface Lcp {
  time: number;
  element: string;
}

/** A page, and what shows that its real content is on screen (so LCP is not read off a skeleton). */
interface Target {
  name: string;
  path: string;
  signedIn: boolean;
  target: string;
  content: (page: Page) => Locator[];
}

const targets: Target[] = [
  {
    name: 'web.lcp_phone_sign_in',
    path: '/sign-in',
    signedIn: false,
    target: '≤ 1500',
    content: (page) => [page.getByRole('button', { name: 'Log ind', exact: true })],
  },
  {
    name: 'web.lcp_phone_overview',
    path: '/admin',
    signedIn: true,
    target: '≤ 2500',
    // The shell's title, and the day's figures (the overview's data has arrived).
    content: (page) => [page.getByRole('heading', { level: 1, name: 'Overblik' }), page.getByTestId('stat-today')],
  },
  {
    name: 'web.lcp_phone_visits',
    path: '/admin/visits',
    signedIn: true,
    target: '≤ 2500',
    // Below the md width the list is cards (ServerTable), not table rows.
    content: (page) => [page.getByRole('list', { name: 'Besøg', exact: true }).getByRole('listitem').first()],
  },
];

/**
 * Largest Contentful Paint on a phone (Chromium, 390×844 at 3×, slow 4G, CPU slowed 4×) for the sign-in page, the
 * admin overview and the visits list of the built product, each from a cold cache: a fresh browser context per
 * load, the cache disabled, only the session cookie set beforehand. Median of 3 per page.
 */
export async function benchLargestContentfulPaint(): Promise<BenchResult[]> {
  requireProductionMode('lcp');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-bench-lcp-'));
  const port = 3295;
  const base = `http://127.0.0.1:${port}`;
  const server = await startServerProcess({ DATA_DIR: dataDir }, port, undefined, 'built');
  const browser = await launchChromium();
  try {
    const results: BenchResult[] = [];
    for (const target of targets) {
      const runs: Lcp[] = [];
      for (let run = 0; run < 3; run++) runs.push(await measure(browser, base, target));
      const times = runs.map((r) => Math.round(r.time));
      console.log(`${target.name}: ${times.join(', ')} ms (LCP element: ${runs.map((r) => r.element).join(' | ')})`);
      results.push({ name: target.name, value: median(times), unit: 'ms', target: target.target });
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(browser: Browser, base: string, target: Target): Promise<Lcp> {
  const context = await browser.newContext(phone);
  try {
    // Signed in unthrottled, before the page exists: the cookie is all the context carries into the load.
    if (target.signedIn) {
      const login = await context.request.post(`${base}/login`, {
        data: { email: 'admin@demo.dk', password: 'demo1234' },
      });
      if (login.status() !== 200) throw new Error(`sign-in failed: HTTP ${login.status()}`);
    }
    const page = await context.newPage();
    // How LCP is read: an observer installed before any of the page's scripts keeps the latest
    // 'largest-contentful-paint' entry (buffered: also those from before it ran). The browser adds an entry each time
    // a larger element paints and stops at the first input or scroll, so nothing here touches the page before reading.
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
        const text = (entry.element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        (window as unknown as { __lcp: Lcp }).__lcp = {
          time: entry.startTime,
          element: `${entry.element?.tagName ?? '(removed)'} "${text}"`,
        };
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(base + target.path);
    for (const locator of target.content(page)) await locator.waitFor();
    await page.waitForFunction(() => (window as unknown as { __lcp?: Lcp }).__lcp !== undefined);
    // Nothing left to load that could paint a larger element.
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => (window as unknown as { __lcp: Lcp }).__lcp);
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchLargestContentfulPaint(), null, 2));
}
