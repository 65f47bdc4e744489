import { sql } from 'drizzle-orm';
import { pageBounds, type Page } from '../../core/paging.ts';
import type { TenantScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { findThread, type ThreadArgs } from './message-thread.ts';
import { readableMessages } from './message-visibility.ts';
import { messageColumns, toMessageRecord, type MessageRecord } from './message-record.ts';

export interface MessageListArgs extends ThreadArgs {
  offset?: number | null;
  limit?: number | null;
}

/** A thread's messages the actor may read, oldest first (messages_visit_idx / messages_customer_idx). */
export async function listMessages(scope: TenantScope, args: MessageListArgs): Promise<Page<MessageRecord>> {
  const thread = await findThread(scope, args);
  const { limit, offset } = pageBounds(args);
  const where = sql`m.company_id = ${scope.companyId} and ${
    thread.visitId
      ? sql`m.visit_id = ${thread.visitId}`
      : sql`m.customer_id = ${thread.customerId} and m.visit_id is null`
  } and ${readableMessages(scope.actor)}`;
  const rows = await queryRows<Record<string, unknown>>(
    scope.db,
    sql`select ${messageColumns}, count(*) over ()::int as "totalCount"
        from messages m left join users u on u.id = m.recipient_user_id
        where ${where} order by m.created_at, m.id limit ${limit} offset ${offset}`,
  );
  const items = rows.map((row) => toMessageRecord(row, scope.actor.userId));
  if (rows.length > 0) return { items, totalCount: Number(rows[0]!.totalCount) };
  if (offset === 0) return { items, totalCount: 0 };
  const [count] = await queryRows<{ n: number }>(
    scope.db,
    sql`select count(*)::int as n from messages m where ${where}`,
  );
  return { items, totalCount: Number(count!.n) };
}
