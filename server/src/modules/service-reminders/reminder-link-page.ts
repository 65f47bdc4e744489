import { sql } from 'drizzle-orm';
import { localDay, proposedServiceSlots, serviceReminderAnswerSchema } from '@servio/domain';
import { badInput, DomainError } from '../../core/errors.ts';
import type { OwnerScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { queryRows } from '../../db/sql.ts';
import { bookings } from '../../db/tables/index.ts';
import { notifyAdministrators } from '../notifications/index.ts';
import { customerNameSql, unitNameSql } from './reminder-candidates.ts';
import { hashReminderToken } from './reminder-link.ts';

/** What the customer's page shows (anonymous, no sign-in); details only for a link that exists. */
export interface ServiceReminderLink {
  valid: boolean;
  answered: boolean;
  companyName: string | null;
  customerName: string | null;
  unit: string | null;
  dueOn: string | null;
  /** A few times to pick from: mornings and noons of the next working days. */
  slots: Date[];
}

interface LinkRow {
  id: string;
  companyId: string;
  companyName: string;
  customerName: string | null;
  email: string | null;
  phoneNumber: string | null;
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  unit: string;
  dueOn: string;
  respondedAt: string | null;
}

/** The reminder a link's token names, on the owner connection (the token is the only key: each query names it). */
async function findLink(scope: OwnerScope, token: string, { lock }: { lock: boolean }): Promise<LinkRow | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await queryRows<LinkRow>(
    scope.db,
    sql`select r.id, r.company_id as "companyId", c.name as "companyName",
        case when cu.id is null then null else ${customerNameSql} end as "customerName",
        nullif(trim(cu.email), '') as email, cu.phone_number as "phoneNumber",
        coalesce(m.street_address, cu.street_address) as "streetAddress",
        coalesce(m.zipcode, cu.zipcode) as zipcode, coalesce(m.city, cu.city) as city,
        ${unitNameSql} as unit, r.due_on::text as "dueOn", r.responded_at as "respondedAt"
      from service_reminders r
      join companies c on c.id = r.company_id
      join materials m on m.company_id = r.company_id and m.id = r.material_id
      join equipment_products p on p.company_id = m.company_id and p.id = m.product_id
      left join customers cu on cu.company_id = m.company_id and cu.id = m.customer_id
      where r.link_token_hash = ${hashReminderToken(token)}
      ${lock ? sql`for update of r` : sql``}`,
  );
  return row ?? null;
}

export async function readServiceReminderLink(scope: OwnerScope, token: string): Promise<ServiceReminderLink> {
  const row = await findLink(scope, token, { lock: false });
  if (!row) {
    return { valid: false, answered: false, companyName: null, customerName: null, unit: null, dueOn: null, slots: [] };
  }
  return {
    valid: true,
    answered: row.respondedAt !== null,
    companyName: row.companyName,
    customerName: row.customerName,
    unit: row.unit,
    dueOn: row.dueOn,
    slots: proposedServiceSlots(localDay(new Date())),
  };
}

const timeText = (start: Date) =>
  new Intl.DateTimeFormat('da-DK', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Copenhagen' }).format(
    start,
  );

/**
 * The customer's answer through the link: a booking in the office's inbox ('Henvendelser') saying which unit, its due
 * date and the time they picked or that they want a call; the reminder records when they answered, and the
 * administrators are notified. One answer per link: a second is refused (serviceReminder.alreadyAnswered).
 */
export async function answerServiceReminder(scope: OwnerScope, token: string, input: unknown): Promise<boolean> {
  const answer = parseInput(serviceReminderAnswerSchema, input, 'input');
  const row = await findLink(scope, token, { lock: true });
  if (!row) throw new DomainError('NOT_FOUND', 'Not found');
  if (row.respondedAt) throw badInput('token', 'serviceReminder.alreadyAnswered');
  if (answer.kind === 'time' && answer.start.getTime() <= Date.now()) {
    throw badInput('input.start', 'serviceReminder.timeInPast');
  }
  // The office reads the inbox in Danish (the product's language); the customer's own words follow.
  const request =
    answer.kind === 'time'
      ? `Ønsker service ${timeText(answer.start)}.`
      : `Ønsker at blive ringet op på ${answer.phoneNumber}.`;
  const message = [`Servicepåmindelse: ${row.unit}, service senest ${row.dueOn}.`, request, answer.message ?? '']
    .filter(Boolean)
    .join('\n');
  const [booking] = await scope.db
    .insert(bookings)
    .values({
      companyId: row.companyId,
      name: row.customerName || row.email || row.unit,
      email: row.email,
      phoneNumber: answer.phoneNumber || row.phoneNumber,
      streetAddress: row.streetAddress,
      zipcode: row.zipcode,
      city: row.city,
      message,
    })
    .returning({ id: bookings.id, name: bookings.name });
  await scope.db.execute(
    sql`update service_reminders set responded_at = now() where company_id = ${row.companyId} and id = ${row.id}`,
  );
  await notifyAdministrators(
    { db: scope.db, companyId: row.companyId },
    { kind: 'booking_received', payload: { bookingId: booking!.id, name: booking!.name } },
  );
  return true;
}
