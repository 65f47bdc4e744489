import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, gql, signInCookie, startServerProcess } from './server-process.ts';

/** The server as a real process on a PGlite data dir: what survives SIGKILL, and how SIGTERM ends it. */

const readCompany = 'query { company { version paymentDelayDays } }';
const writeSettings =
  'mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { version paymentDelayDays } }';

// Real processes on 2 cores: starting, writing, killing and restarting take seconds, not milliseconds.
describe('durability of the embedded database', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-durability-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged write when the server is killed with SIGKILL mid-stream', async () => {
    const port = await freePort();
    const first = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: '' }, port);
    const cookie = await signInCookie(first.url);
    let { version } = (await gql(first.url, cookie, readCompany)).data!.company as { version: number };
    let acknowledged: { version: number; paymentDelayDays: number } | null = null;
    let signIns = 0;
    let stop = false;

    // One writer of versioned settings, and sign-ins that each append an audit row, until the kill.
    const settingsWriter = (async () => {
      for (let n = 1; !stop; n++) {
        const result = await gql(first.url, cookie, writeSettings, {
          input: { version, paymentDelayDays: n % 300 },
        }).catch(() => null);
        if (!result?.data) break;
        acknowledged = result.data.updateCompanySettings;
        version = acknowledged!.version;
      }
    })();
    const signInWriters = Array.from({ length: 3 }, async () => {
      while (!stop) {
        const ok = await signInCookie(first.url).then(
          () => true,
          () => false,
        );
        if (!ok) break;
        signIns++;
      }
    });
    // Kill once a good number of writes have been acknowledged.
    while (!acknowledged || (acknowledged as { version: number }).version < 12 || signIns < 6) {
      await new Promise((r) => setTimeout(r, 10)); // poll interval
    }
    first.process.kill('SIGKILL');
    stop = true;
    const ended = await first.exited;
    expect(ended.signal).toBe('SIGKILL');
    await Promise.all([settingsWriter, ...signInWriters]);
    const lastAcknowledged = acknowledged as unknown as { version: number; paymentDelayDays: number };
    const acknowledgedSignIns = signIns;

    const second = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: '' }, port);
    try {
      const cookieAfter = await signInCookie(second.url);
      const company = (await gql(second.url, cookieAfter, readCompany)).data!.company as {
        version: number;
        paymentDelayDays: number;
      };
      // Every acknowledged settings write is there; at most the one in flight at the kill went further.
      expect(company.version).toBeGreaterThanOrEqual(lastAcknowledged.version);
      expect(company.version).toBeLessThanOrEqual(lastAcknowledged.version + 1);
      if (company.version === lastAcknowledged.version)
        expect(company.paymentDelayDays).toBe(lastAcknowledged.paymentDelayDays);
      // The database is consistent: it answers the app's queries and keeps taking writes.
      const overview = await gql(
        second.url,
        cookieAfter,
        'query { overview { todayVisitCount dueVisitCount } navigationCounts { dueVisits } }',
      );
      expect(overview.errors, JSON.stringify(overview.errors)).toBeUndefined();
      expect(overview.errors).toBeUndefined();
      expect(overview.data!.overview.dueVisitCount).toBe(overview.data!.navigationCounts.dueVisits);
      const next = await gql(second.url, cookieAfter, writeSettings, {
        input: { version: company.version, paymentDelayDays: 7 },
      });
      expect(next.errors, JSON.stringify(next.errors)).toBeUndefined();
      expect(next.data!.updateCompanySettings.version).toBe(company.version + 1);
      expect(acknowledgedSignIns).toBeGreaterThanOrEqual(6);
    } finally {
      await second.stop();
    }
  });

  it('lets requests in flight finish on SIGTERM, then exits cleanly and starts again', async () => {
    // The server's own log says when it has received each request: SIGTERM goes once all are in flight.
    let received = 0;
    const port = await freePort();
    const server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'info' }, port, (line) => {
      if (line.includes('"incoming request"') && line.includes('"/login"')) received++;
    });
    // A connection opened and never used, as HTTP clients open one ahead of need: Node would keep it a minute.
    const unused = connect(port, '127.0.0.1');
    const unusedClosed = new Promise<void>((resolve) => unused.once('close', () => resolve()));
    await new Promise((resolve) => unused.once('connect', resolve));
    const inFlight = Array.from({ length: 8 }, () => signInCookie(server.url));
    while (received < 8) await new Promise((r) => setTimeout(r, 5)); // poll interval
    const stopped = server.stop('SIGTERM');
    const cookies = await Promise.all(inFlight);
    expect(cookies.every((c) => c.startsWith('jwt='))).toBe(true);
    // Well before Node's 60 s headers timeout would have ended the unused connection.
    const hung = new Promise((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000).unref());
    expect(await Promise.race([stopped.then((exit) => exit.code), hung])).toBe(0);
    await unusedClosed;

    const again = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: '' }, port);
    try {
      const cookieAgain = await signInCookie(again.url);
      const reopened = await gql(again.url, cookieAgain, 'query { company { name } }');
      expect(reopened.data!.company.name).toBe('Demo Service ApS');
    } finally {
      await again.stop();
    }
  });
});
