import { and, eq, isNull, sql } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { notifications } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { publishLive } from '../live/index.ts';
import type { NotificationRecord } from './notification-record.ts';

const record = {
  id: notifications.id,
  kind: notifications.kind,
  payload: notifications.payload,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

/** Marks one of the person's own notifications read (again: its first reading time stays); another's is NOT_FOUND. */
export async function markNotificationRead(scope: TenantScope, id: string): Promise<NotificationRecord> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, scope.actor.userId)))
    .returning(record);
  if (!row) throw notFound();
  // The person's other tabs and devices update their badge too.
  await publishLive(scope.db, { companyId: scope.companyId, userId: scope.actor.userId, topic: 'notifications' });
  return row;
}

/** Marks all of the person's unread notifications read; answers how many were unread. */
export async function markAllNotificationsRead(scope: TenantScope): Promise<number> {
  const rows = await scope.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, scope.actor.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (rows.length > 0) {
    await publishLive(scope.db, { companyId: scope.companyId, userId: scope.actor.userId, topic: 'notifications' });
  }
  return rows.length;
}
