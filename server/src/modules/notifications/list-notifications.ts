import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '../../db/tables/index.ts';
import { maxOffset, type Page } from '../../core/paging.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import type { NotificationRecord } from './notification-record.ts';

const filterInput = z.object({
  unreadOnly: z.boolean().nullish(),
  offset: z.number().int().min(0).max(maxOffset).default(0),
  limit: z.number().int().min(1).max(100).default(30),
});

export type NotificationPage = Page<NotificationRecord> & { unreadCount: number };

/** The person's own notifications, newest first, with how many are unread; nobody reads another's. */
export async function listNotifications(scope: TenantScope, input: unknown): Promise<NotificationPage> {
  const filter = parseInput(filterInput, input);
  const own = eq(notifications.userId, scope.actor.userId);
  const where = filter.unreadOnly ? and(own, isNull(notifications.readAt)) : own;
  const items = await scope.db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      payload: notifications.payload,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [counts] = await scope.db
    .select({
      total: sql<number>`count(*) filter (where ${where})::int`,
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
    })
    .from(notifications)
    .where(own);
  return { items, totalCount: counts!.total, unreadCount: counts!.unread };
}
