import { sql, type SQL } from 'drizzle-orm';
import { serviceReminderRefusal, type ServiceReminderSkipReason } from '@servio/domain';
import type { CompanyScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import type { ServiceReminderState } from '../../db/tables/index.ts';
import { serviceOnSql } from './due-reminders.ts';

/** A reminder with what sending it needs: its unit, the unit's customer, where their mail goes and in what language. */
export interface ReminderCandidateRow {
  id: string;
  state: ServiceReminderState;
  dueOn: string;
  materialId: string;
  serviceOn: boolean;
  nextServiceOn: string | null;
  unit: string;
  customerId: string | null;
  customerName: string;
  email: string | null;
  language: string | null;
}

/** The customer's language: their login's (pdf/customer-language.ts's rule, on the alias `cu`); null: Danish. */
const customerLanguageSql = sql.raw(`(select u.pref_lang from users u
  where u.company_id = cu.company_id and u.customer_id = cu.id and u.role = 'customer' order by u.created_at limit 1)`);

/** A customer's name as the office writes it: the firm's when it goes by it, else the person's, else the email. */
export const customerNameSql = sql.raw(`coalesce(
  case when cu.use_company then nullif(cu.company_name, '') end,
  nullif(trim(coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, '')), ''),
  nullif(cu.company_name, ''), cu.email, '')`);

/** The unit as the mail and the lists name it: its own name, else its model, with its serial number. */
export const unitNameSql = sql.raw(`coalesce(nullif(m.name, ''), p.name)
  || case when m.serial_number is not null then ' (' || m.serial_number || ')' else '' end`);

/**
 * The reminders `where` picks, with everything the rules and the mail need, in one query; locked with `lock` (the
 * send: a second send, or the nightly run, waits and then finds them sent).
 */
export async function reminderCandidates(
  scope: CompanyScope,
  where: SQL,
  { lock }: { lock: boolean },
): Promise<ReminderCandidateRow[]> {
  return queryRows<ReminderCandidateRow>(
    scope.db,
    sql`select r.id, r.state, r.due_on::text as "dueOn", r.material_id as "materialId",
        ${serviceOnSql} and m.archived_at is null as "serviceOn",
        m.next_service_on::text as "nextServiceOn", ${unitNameSql} as unit,
        cu.id as "customerId", ${customerNameSql} as "customerName", nullif(trim(cu.email), '') as email,
        ${customerLanguageSql} as language
      from service_reminders r
      join materials m on m.company_id = r.company_id and m.id = r.material_id
      join equipment_products p on p.company_id = m.company_id and p.id = m.product_id
      join companies c on c.id = r.company_id
      left join customers cu on cu.company_id = m.company_id and cu.id = m.customer_id
      where r.company_id = ${scope.companyId} and (${where})
      order by r.due_on, r.id
      ${lock ? sql`for update of r` : sql``}`,
  );
}

export interface PlannedReminders {
  planned: ReminderCandidateRow[];
  skipped: { reminderId: string; unit: string | null; reason: ServiceReminderSkipReason }[];
}

/** Which of the reminders may be sent now (domain's serviceReminderRefusal), and why the rest may not. */
export function planReminders(rows: ReminderCandidateRow[], askedIds: readonly string[] = []): PlannedReminders {
  const planned: ReminderCandidateRow[] = [];
  const skipped: PlannedReminders['skipped'] = [];
  for (const row of rows) {
    const reason = serviceReminderRefusal({ ...row, serviceOn: Boolean(row.serviceOn) });
    if (reason) skipped.push({ reminderId: row.id, unit: row.unit, reason });
    else planned.push(row);
  }
  const found = new Set(rows.map((r) => r.id));
  for (const id of new Set(askedIds)) {
    if (!found.has(id)) skipped.push({ reminderId: id, unit: null, reason: 'serviceReminder.notFound' });
  }
  return { planned, skipped };
}
