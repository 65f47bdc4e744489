import { sql } from 'drizzle-orm';
import { customerNameSql, unitNameSql } from './reminder-candidates.ts';

/** The reminder's state as the office sees it: a queued one is sent or failed by its mail's status. */
export const serviceReminderStatuses = ['pending', 'queued', 'sent', 'failed', 'skipped'] as const;
export type ServiceReminderStatus = (typeof serviceReminderStatuses)[number];

/** One reminder in the lists and on its unit: who, what, when, and what came of it. */
export interface ServiceReminderRecord {
  id: string;
  materialId: string;
  unit: string;
  customerId: string | null;
  customerName: string | null;
  email: string | null;
  dueOn: string;
  status: ServiceReminderStatus;
  /** Why it was skipped, or waits (serviceReminder.noEmail), or the mail's last error. */
  reason: string | null;
  sentAt: Date | null;
  respondedAt: Date | null;
  visitId: string | null;
  mailMessageId: string | null;
}

/** The status from the reminder's state and its mail's (aliases r and mm). */
export const statusSql = sql.raw(`case when r.state = 'queued' then case
    when mm.status in ('sent', 'kept') then 'sent' when mm.status in ('failed', 'dead') then 'failed' else 'queued' end
  else r.state end`);

/** The record's columns over service_reminders r, materials m, equipment_products p, customers cu, mail_messages mm. */
export const recordColumns = sql`r.id, r.material_id as "materialId", ${unitNameSql} as unit,
  cu.id as "customerId", case when cu.id is null then null else ${customerNameSql} end as "customerName",
  nullif(trim(cu.email), '') as email, r.due_on::text as "dueOn", ${statusSql} as status,
  coalesce(r.last_error, case when mm.status in ('failed', 'dead') then mm.last_error end) as reason,
  r.sent_at as "sentAt", r.responded_at as "respondedAt", r.visit_id as "visitId",
  r.mail_message_id as "mailMessageId"`;

export const recordFrom = sql`from service_reminders r
  join materials m on m.company_id = r.company_id and m.id = r.material_id
  join equipment_products p on p.company_id = m.company_id and p.id = m.product_id
  left join customers cu on cu.company_id = m.company_id and cu.id = m.customer_id
  left join mail_messages mm on mm.company_id = r.company_id and mm.id = r.mail_message_id`;

/** Raw rows give timestamps as text on both drivers: as Dates. */
export const withDates = (row: ServiceReminderRecord): ServiceReminderRecord => ({
  ...row,
  sentAt: row.sentAt ? new Date(row.sentAt) : null,
  respondedAt: row.respondedAt ? new Date(row.respondedAt) : null,
});
