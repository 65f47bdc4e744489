import { and, eq } from 'drizzle-orm';
import { notifications, users } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { publishLive } from '../live/index.ts';
import type { NotificationKind } from './notification-kinds.ts';

export interface Notice {
  kind: NotificationKind;
  payload?: Record<string, unknown>;
}

/**
 * Notifies these people of the company, in the caller's transaction: the rows and the live push commit with the
 * change that caused them, or not at all. The company is named on every row and in every query, so this also runs on
 * the owner connection (a job's failure handler) without row-level security to lean on.
 */
export async function notify(scope: CompanyScope, userIds: readonly string[], notice: Notice): Promise<void> {
  const people = [...new Set(userIds)];
  if (people.length === 0) return;
  await scope.db.insert(notifications).values(
    people.map((userId) => ({
      companyId: scope.companyId,
      userId,
      kind: notice.kind,
      payload: notice.payload ?? {},
    })),
  );
  for (const userId of people) {
    await publishLive(scope.db, { companyId: scope.companyId, userId, topic: 'notifications' });
  }
}

/** Notifies the company's active administrators (bookings, failed reminders and syncs), leaving out `except`. */
export async function notifyAdministrators(
  scope: CompanyScope,
  notice: Notice,
  { except }: { except?: string | null } = {},
): Promise<void> {
  const admins = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, scope.companyId), eq(users.role, 'administrator'), eq(users.active, true)));
  await notify(
    scope,
    admins.map((a) => a.id).filter((id) => id !== except),
    notice,
  );
}
