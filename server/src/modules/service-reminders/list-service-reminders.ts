import { sql, type SQL } from 'drizzle-orm';
import { pageBounds, searchTerms, likeInfix, type Page, type PageArgs } from '../../core/paging.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import {
  recordColumns,
  recordFrom,
  statusSql,
  withDates,
  type ServiceReminderRecord,
  type ServiceReminderStatus,
} from './service-reminder-record.ts';
import { customerNameSql, unitNameSql } from './reminder-candidates.ts';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export interface ServiceReminderListArgs extends PageArgs {
  /** pending: waiting for the office (due now, service on); history: queued, sent, failed and skipped. */
  view: 'pending' | 'history';
  status?: ServiceReminderStatus | null;
  search?: string | null;
  customerId?: string | null;
}

/**
 * One page of the company's reminders: the waiting ones by due date, or the history newest first, filtered and
 * searched (customer, unit) in SQL, counted in the same statement.
 */
export async function listServiceReminders(
  scope: CompanyScope,
  args: ServiceReminderListArgs,
): Promise<Page<ServiceReminderRecord>> {
  const { limit, offset } = pageBounds(args);
  const conditions: SQL[] = [sql`r.company_id = ${scope.companyId}`];
  if (args.view === 'pending') {
    // Only what still stands: the unit's current due date (the nightly run skips the rest).
    conditions.push(sql`r.state = 'pending' and m.next_service_on = r.due_on and m.archived_at is null`);
  } else {
    conditions.push(sql`r.state <> 'pending'`);
    if (args.status) conditions.push(sql`${statusSql} = ${args.status}`);
  }
  if (args.customerId && isUuid(args.customerId)) conditions.push(sql`m.customer_id = ${args.customerId}`);
  for (const term of searchTerms(args.search)) {
    conditions.push(sql`lower(${unitNameSql} || ' ' || coalesce(${customerNameSql}, '')) like ${likeInfix(term)}`);
  }
  const order = args.view === 'pending' ? sql`r.due_on, r.id` : sql`r.sent_at desc nulls last, r.created_at desc, r.id`;
  const rows = await queryRows<ServiceReminderRecord & { total: number }>(
    scope.db,
    sql`select ${recordColumns}, count(*) over ()::int as total ${recordFrom}
      where ${sql.join(conditions, sql` and `)}
      order by ${order} limit ${limit} offset ${offset}`,
  );
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && offset > 0) {
    const [count] = await queryRows<{ n: number }>(
      scope.db,
      sql`select count(*)::int as n ${recordFrom} where ${sql.join(conditions, sql` and `)}`,
    );
    return { items: [], totalCount: Number(count?.n ?? 0) };
  }
  return { items: rows.map(({ total: _total, ...row }) => withDates(row)), totalCount: total };
}

/** A unit's reminders, newest due date first (the material's page). */
export async function materialServiceReminders(
  scope: CompanyScope,
  materialId: string,
): Promise<ServiceReminderRecord[]> {
  // Another company's unit (or none) is not found, as every record outside the company is.
  if (!isUuid(materialId)) throw notFound();
  const [unit] = await queryRows<{ id: string }>(
    scope.db,
    sql`select id from materials where id = ${materialId} and company_id = ${scope.companyId}`,
  );
  if (!unit) throw notFound();
  const rows = await queryRows<ServiceReminderRecord>(
    scope.db,
    sql`select ${recordColumns} ${recordFrom}
      where r.company_id = ${scope.companyId} and r.material_id = ${materialId}
      order by r.due_on desc, r.created_at desc limit 100`,
  );
  return rows.map(withDates);
}
