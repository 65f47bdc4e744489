import { isNull, sql } from 'drizzle-orm';
import { events } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { publishLive } from '../live/index.ts';

/** The feed was looked at: every unseen event is seen (the badge is the company's). Answers how many were new. */
export async function markEventsSeen(scope: CompanyScope): Promise<number> {
  const rows = await scope.db
    .update(events)
    .set({ seenAt: sql`now()` })
    .where(isNull(events.seenAt))
    .returning({ id: events.id });
  if (rows.length > 0) await publishLive(scope.db, { companyId: scope.companyId, topic: 'events' });
  return rows.length;
}
