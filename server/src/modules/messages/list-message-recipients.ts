import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { userNameSql, type MessagePerson } from './message-record.ts';

/** The condition (alias `u`) for a staff member a private message may be addressed to: active, of the company. */
export const recipientCondition = (companyId: string) =>
  sql`u.company_id = ${companyId} and u.active and u.role in ('administrator', 'employee', 'supplier')`;

/** Whom the actor may write a private message to: the company's active staff but themselves, by name. */
export async function listMessageRecipients(scope: TenantScope): Promise<MessagePerson[]> {
  return queryRows<MessagePerson>(
    scope.db,
    sql`select u.id, ${userNameSql} as name from users u
        where ${recipientCondition(scope.companyId)} and u.id <> ${scope.actor.userId}
        order by lower(${userNameSql}), u.id`,
  );
}
