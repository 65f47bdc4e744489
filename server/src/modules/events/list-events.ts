import { and, desc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { events } from '../../db/tables/index.ts';
import { maxOffset, type Page } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import type { EventRecord } from './event-record.ts';

const filterInput = z.object({
  /** Only these kinds (the feed's filter); none or empty: every kind. */
  kinds: z.array(z.string().max(60)).max(20).nullish(),
  from: z.date().nullish(),
  to: z.date().nullish(),
  offset: z.number().int().min(0).max(maxOffset).default(0),
  limit: z.number().int().min(1).max(100).default(30),
});

export type EventPage = Page<EventRecord> & { unseenCount: number };

/** The company's feed, newest first, filtered by kind and time (from included, to not), with the unseen count. */
export async function listEvents(scope: CompanyScope, input: unknown): Promise<EventPage> {
  const filter = parseInput(filterInput, input);
  const conditions: SQL[] = [];
  if (filter.kinds?.length) conditions.push(inArray(events.kind, filter.kinds));
  if (filter.from) conditions.push(gte(events.createdAt, filter.from));
  if (filter.to) conditions.push(lt(events.createdAt, filter.to));
  const where = and(...conditions) ?? sql`true`;
  const items = await scope.db
    .select({
      id: events.id,
      kind: events.kind,
      payload: events.payload,
      createdAt: events.createdAt,
      seenAt: events.seenAt,
    })
    .from(events)
    .where(where)
    .orderBy(desc(events.createdAt), desc(events.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [counts] = await scope.db
    .select({
      total: sql<number>`count(*) filter (where ${where})::int`,
      unseen: sql<number>`count(*) filter (where ${events.seenAt} is null)::int`,
    })
    .from(events);
  return { items, totalCount: counts!.total, unseenCount: counts!.unseen };
}
