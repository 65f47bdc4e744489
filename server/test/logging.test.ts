import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './server-process.ts';

describe('server logs', { timeout: 120_000 }, () => {
  it('are JSON lines with a request id, and never hold a password, token or cookie', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-logs-'));
    const lines: string[] = [];
    const server = await startServerProcess(
      { DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'debug' },
      await freePort(),
      (line) => lines.push(line),
    );
    try {
      const signIn = await fetch(`${server.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.dk', password: 'demo1234' }),
      });
      const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
      const token = cookie.slice('jwt='.length);
      await fetch(`${server.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.dk', password: 'wrong-secret-password' }),
      });
      const query = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-request-id': 'trace-me-42' },
        body: JSON.stringify({
          query:
            'mutation { changePassword(currentPassword: "wrong-secret-password", newPassword: "another-secret-pw") }',
        }),
      });
      expect(query.headers.get('x-request-id')).toBe('trace-me-42');
      await fetch(`${server.url}/logout`, { method: 'POST', headers: { cookie } });
      // The log lines of the last request are written by the time its answer is read.
      expect(lines.some((l) => l.includes('trace-me-42'))).toBe(true);

      const requestLines = lines.filter((l) => l.includes('"incoming request"') || l.includes('"request completed"'));
      expect(requestLines.length).toBeGreaterThanOrEqual(8);
      for (const line of requestLines) expect(JSON.parse(line)).toHaveProperty('reqId');
      const everything = lines.join('\n');
      for (const secret of ['demo1234', 'wrong-secret-password', 'another-secret-pw', token]) {
        expect(everything).not.toContain(secret);
      }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
