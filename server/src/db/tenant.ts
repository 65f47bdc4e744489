import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The setting naming the role every request runs as (db/app-role.ts: one per database). It is not the tables' owner,
 * so row-level security applies to it.
 */
export const appRoleSetting = 'servio.app_role';

/**
 * Runs `work` in a transaction as the application role with the company set, so every tenant table
 * shows only that company's rows whatever the queries inside forget. With `companyId` null the
 * tenant tables show nothing. `userId` lets a person see their own user row (a superadmin has no company).
 */
export function withTenant<T>(
  db: Db,
  scope: { companyId: string | null; userId: string | null },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: `role` is a setting too, and set_config(…, true) lasts until the transaction ends.
    await tx.execute(sql`select
      set_config('app.company_id', ${scope.companyId ?? ''}, true),
      set_config('app.user_id', ${scope.userId ?? ''}, true),
      set_config('role', current_setting(${appRoleSetting}), true)`);
    return work(tx as unknown as Db);
  });
}
