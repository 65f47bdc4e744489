import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { launchChromium } from './browser.ts';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { repoRoot, startServerProcess, type BenchResult } from './lib.ts';

/**
 * The technician panel (issue 14) in Chromium on a phone-sized viewport:
 * - the JavaScript of its first screen: every script the page fetched until the list shows (entry, preloads, the
 *   route's chunks, the feature catalogs), gzipped at level 9 as a server would send it. Service workers are
 *   blocked, so the worker's precaching of the whole app (which happens after the first screen) is not counted;
 * - the time from reconnecting until a queue of 20 actions taken offline (20 visits started in the panel while
 *   offline) is on the server, polled as the administrator sees it.
 */
const actions = 20;

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

export async function benchTechnicianPanel(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-bench-panel-'));
  const port = 3294;
  const base = `http://127.0.0.1:${port}`;
  const server = await startServerProcess({ DATA_DIR: dataDir }, port, undefined, 'built');
  const browser = await launchChromium();
  try {
    // The office's side: 20 visits for the technician today, started a few minutes apart.
    const office = await browser.newContext({ baseURL: base });
    const login = await office.request.post('/login', { data: { email: 'admin@demo.dk', password: 'demo1234' } });
    if (login.status() !== 200) throw new Error(`sign-in failed: HTTP ${login.status()}`);
    const lookups = await gql<{
      employees: { items: { id: string; email: string }[] };
      customers: { items: { id: string }[] };
    }>(office.request, `{ employees(limit: 200) { items { id email } } customers(limit: 1) { items { id } } }`);
    const mads = lookups.employees.items.find((e) => e.email === 'tekniker@demo.dk')!.id;
    const first = new Date(Date.now() - 30 * 60_000);
    first.setSeconds(0, 0);
    const ids: string[] = [];
    for (let i = 0; i < actions; i++) {
      const start = new Date(first.getTime() + i * 60_000);
      const created = await gql<{ createVisit: { id: string } }>(
        office.request,
        `mutation($input: VisitInput!) { createVisit(input: $input) { id } }`,
        {
          input: {
            customerId: lookups.customers.items[0]!.id,
            employeeIds: [mads],
            start: start.toISOString(),
            end: new Date(start.getTime() + 30 * 60_000).toISOString(),
            description: `Bench-kø [${i + 1}]`,
          },
        },
      );
      ids.push(created.createVisit.id);
    }

    const context = await browser.newContext({
      baseURL: base,
      locale: 'da-DK',
      timezoneId: 'Europe/Copenhagen',
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const technician = await page.request.post('/login', {
      data: { email: 'tekniker@demo.dk', password: 'demo1234' },
    });
    if (technician.status() !== 200) throw new Error(`sign-in failed: HTTP ${technician.status()}`);

    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
        scripts.add(new URL(response.url()).pathname);
    });
    await page.goto('/technician/dashboard/index', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'I dag' }).waitFor();
    let gzipBytes = 0;
    for (const script of scripts)
      gzipBytes += gzipSync(readFileSync(path.join(repoRoot, 'web/dist', script)), { level: 9 }).length;
    const firstScreen = [...scripts];
    if (process.env.BENCH_LIST_SCRIPTS)
      for (const script of firstScreen)
        console.log(
          (gzipSync(readFileSync(path.join(repoRoot, 'web/dist', script)), { level: 9 }).length / 1024).toFixed(1),
          script,
        );

    // Offline, the technician starts the 20 visits in the panel, one after another.
    await context.setOffline(true);
    for (let i = 0; i < actions; i++) {
      const card = page.getByRole('article').filter({ hasText: `Bench-kø [${i + 1}]` });
      await card.getByRole('link', { name: /Åbn besøg/ }).click();
      await page.getByRole('button', { name: 'Start besøget' }).click();
      await page.getByText('Venter på at blive sendt', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Tilbage til dine besøg' }).click();
    }
    await page.getByText(`${actions} handlinger venter på at blive sendt`).waitFor();

    const started = performance.now();
    await context.setOffline(false);
    const visits = `query($from: DateTime!, $to: DateTime!) { calendarVisits(from: $from, to: $to) { id status } }`;
    const range = { from: first.toISOString(), to: new Date(first.getTime() + 2 * 3_600_000).toISOString() };
    for (;;) {
      const { calendarVisits } = await gql<{ calendarVisits: { id: string; status: string }[] }>(
        office.request,
        visits,
        range,
      );
      const current = calendarVisits.filter((v) => ids.includes(v.id) && v.status === 'current').length;
      if (current === actions) break;
      if (performance.now() - started > 60_000) throw new Error(`only ${current} of ${actions} arrived in 60 s`);
    }
    const replayMs = performance.now() - started;

    return [
      {
        name: 'web.technician_panel_js_gzip',
        value: Math.round((gzipBytes / 1024) * 10) / 10,
        unit: 'KB',
        target: '<= 120',
      },
      { name: 'web.technician_panel_js_files', value: firstScreen.length, unit: 'files', target: 'info' },
      { name: 'web.technician_queue_20_replay_ms', value: Math.round(replayMs), unit: 'ms', target: '< 5000' },
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchTechnicianPanel(), null, 2));
}
