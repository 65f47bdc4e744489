import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { withTenant } from '../src/db/tenant.ts';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';

/** What a tenant transaction runs as: the role, and the two settings the row-level policies read. */
const settingsOf = async (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) =>
  (
    await queryRows<{ role: string; company: string; user: string }>(
      tx,
      sql`select current_user as role, current_setting('app.company_id') as company,
        current_setting('app.user_id') as "user"`,
    )
  )[0]!;

describe.each(backends)('the tenant transaction on %s', (backend) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(backend);
  });
  afterAll(async () => test?.close());

  const companyId = '00000000-0000-4000-8000-00000000c0de';
  const userId = '00000000-0000-4000-8000-00000000a11c';

  it('runs as the application role with the company and the person set, and as the owner after', async () => {
    const { db, appRole } = test.database;
    const inside = await withTenant(db, { companyId, userId }, settingsOf);
    expect(inside).toEqual({ role: appRole, company: companyId, user: userId });
    const [owner] = await queryRows<{ role: string }>(db, sql`select current_user as role`);
    expect(owner!.role).not.toBe(appRole);
  });

  it('sets a value with quotes and backslashes as it is, never as SQL', async () => {
    const odd = `x'); select set_config('app.company_id', 'other', true); --\\'`;
    const inside = await withTenant(test.database.db, { companyId: odd, userId: null }, settingsOf);
    expect(inside).toMatchObject({ company: odd, user: '' });
  });

  it('keeps what a nested transaction did until it failed, and nothing of a failed one', async () => {
    const { db } = test.database;
    const marks = await withTenant(db, { companyId, userId }, async (tx) => {
      await tx.execute(sql`select set_config('app.mark', 'outer', true)`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`select set_config('app.mark', 'inner', true)`);
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      return queryRows<{ mark: string }>(tx, sql`select current_setting('app.mark') as mark`);
    });
    expect(marks[0]!.mark).toBe('outer');
  });

  it('rolls back what work wrote when it throws, and the next one runs', async () => {
    const { db } = test.database;
    await expect(
      withTenant(db, { companyId, userId }, async (tx) => {
        await tx.execute(sql`select set_config('app.mark', 'written', false)`);
        throw new Error('work fails');
      }),
    ).rejects.toThrow('work fails');
    // Not even a session-wide setting outlives the rolled-back transaction; the connection serves the next one.
    for (let i = 0; i < 12; i++) {
      const mark = await withTenant(db, { companyId, userId }, (tx) =>
        queryRows<{ mark: string | null }>(tx, sql`select current_setting('app.mark', true) as mark`),
      );
      expect(mark[0]!.mark ?? '').not.toBe('written');
    }
  });

  // On PostgreSQL each statement is a round trip; PGlite's transaction is drizzle's own.
  if (backend === 'postgres')
    it('starts in one round trip: the start with its settings, the work, the commit', async () => {
      const sent = vi.spyOn(pg.Client.prototype, 'query');
      try {
        await withTenant(test.database.db, { companyId, userId }, async (tx) => {
          await tx.execute(sql`select 1`);
        });
        const texts = sent.mock.calls.map(([query]) =>
          typeof query === 'string' ? query : (query as { text: string }).text,
        );
        expect(texts).toHaveLength(3);
        expect(texts[0]).toMatch(/^begin; select set_config\('app\.company_id'/);
        expect(texts[2]).toBe('commit');
      } finally {
        sent.mockRestore();
      }
    });
});
