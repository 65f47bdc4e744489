import { count, desc, eq } from 'drizzle-orm';
import { pageBounds, type Page, type PageArgs } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import type { Db } from '../../db/client.ts';
import {
  economicSyncLog,
  type EconomicEntity,
  type EconomicOutcome,
  type EconomicSyncLogRow,
} from '../../db/tables/index.ts';
import { EconomicError } from './economic-client.ts';

export interface SyncLogEntry {
  entity: EconomicEntity;
  entityId: string | null;
  action: string;
  outcome: EconomicOutcome;
  httpStatus?: number | null;
  message?: string | null;
}

/**
 * One line of the sync log. In the job's transaction for what commits with it; on the owner connection (with the
 * company named) for a failure, whose transaction is gone.
 */
export async function writeSyncLog(db: Db, companyId: string, entry: SyncLogEntry): Promise<void> {
  await db.insert(economicSyncLog).values({
    companyId,
    ...entry,
    httpStatus: entry.httpStatus ?? null,
    message: entry.message?.slice(0, 1000) ?? null,
  });
}

/** The log line of a failed call: its reason (which the web translates) and e-conomic's words. */
export const failureMessage = (error: unknown) =>
  error instanceof EconomicError
    ? `${error.reason} ${error.detail}`
    : `economic.failed ${String(error instanceof Error ? error.message : error)}`;

/** The company's sync log, newest first, paged. */
export async function listSyncLog(scope: CompanyScope, args: PageArgs): Promise<Page<EconomicSyncLogRow>> {
  const { limit, offset } = pageBounds(args, { limit: 50 });
  const where = eq(economicSyncLog.companyId, scope.companyId);
  const items = await scope.db
    .select()
    .from(economicSyncLog)
    .where(where)
    .orderBy(desc(economicSyncLog.createdAt), desc(economicSyncLog.id))
    .limit(limit)
    .offset(offset);
  const [total] = await scope.db.select({ n: count() }).from(economicSyncLog).where(where);
  return { items, totalCount: total?.n ?? 0 };
}
