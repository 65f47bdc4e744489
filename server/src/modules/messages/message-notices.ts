import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { notify } from '../notifications/index.ts';
import type { MessageVisibilityName } from './message-record.ts';
import type { Thread } from './message-thread.ts';

interface NewMessage {
  id: string;
  visibility: MessageVisibilityName;
  recipientUserId: string | null;
  authorName: string;
}

/** The active staff a message is news to: administrators, and for ALL the visit's assigned staff. */
async function staffToTell(scope: TenantScope, thread: Thread, withVisitStaff: boolean): Promise<string[]> {
  const onVisit =
    withVisitStaff && thread.visitId
      ? sql` or exists (select 1 from visit_employees ve where ve.visit_id = ${thread.visitId} and ve.user_id = u.id)`
      : sql``;
  const rows = await queryRows<{ id: string }>(
    scope.db,
    sql`select u.id from users u where u.company_id = ${scope.companyId} and u.active
          and u.role in ('administrator', 'employee', 'supplier') and (u.role = 'administrator'${onVisit})`,
  );
  return rows.map((r) => r.id);
}

/**
 * Who is told of a new message (docs/decisions/0035-messages.md), never its author: ALL the administrators and the
 * visit's staff, CUSTOMER the administrators, EMPLOYEE its recipient. Customers get mail instead (post-message.ts).
 */
export async function noticeMessage(scope: TenantScope, thread: Thread, message: NewMessage): Promise<void> {
  const people =
    message.visibility === 'EMPLOYEE'
      ? message.recipientUserId
        ? [message.recipientUserId]
        : []
      : await staffToTell(scope, thread, message.visibility === 'ALL');
  await notify(
    scope,
    people.filter((id) => id !== scope.actor.userId),
    {
      kind: 'message_received',
      payload: {
        messageId: message.id,
        visitId: thread.visitId,
        customerId: thread.customerId,
        caseNumber: thread.caseNumber,
        customerName: thread.customerName,
        by: message.authorName,
        visibility: message.visibility,
      },
    },
  );
}
