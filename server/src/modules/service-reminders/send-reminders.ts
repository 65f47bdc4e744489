import { sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import type { CompanyRow } from '../../db/tables/index.ts';
import { findCompany } from '../company/index.ts';
import { enqueueMails, type NewMail } from '../mail/index.ts';
import { hashReminderToken, newReminderToken, reminderLinkPath } from './reminder-link.ts';
import { reminderMail } from './reminder-mail-texts.ts';
import type { PlannedReminders } from './reminder-candidates.ts';

/**
 * Ids as a uuid[] from one text parameter (both drivers pass text alike): `id = any(…)` reads the primary key even when
 * the table's statistics are stale (PGlite has no autovacuum), where a join to a record set may scan the table.
 */
export const idArray = (ids: readonly string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

/** The email log's type of a service reminder (its filter on the web). */
export const serviceReminderEmailType = 'serviceReminder';

/** Who sends: a user (the bulk send, a run started by hand) or nobody (the nightly run in automatic mode). */
export interface ReminderSender {
  actorUserId: string | null;
  actorEmail: string | null;
  ip: string | null;
}

export const nightlySender: ReminderSender = { actorUserId: null, actorEmail: null, ip: null };

/**
 * Sends the planned reminders, in the caller's transaction: each gets its link (only the token's hash is stored) and
 * its mail (enqueued with the link's token as its secret), and becomes queued with its mail in the same statement's
 * transaction, so a crash leaves both or neither. Reminders skipped for want of an email keep waiting, with the
 * reason; those whose unit no longer needs them are skipped for good. A send is one audit entry
 * `serviceReminder.sent` with its count, which the activity feed shows too. Returns how many were sent.
 */
export async function sendPlannedReminders(
  scope: CompanyScope,
  { planned, skipped }: PlannedReminders,
  sender: ReminderSender,
  /** The company, when the caller has read it (the nightly run). */
  known?: CompanyRow,
): Promise<number> {
  await recordSkips(scope, skipped);
  if (planned.length === 0) return 0;
  const company = known ?? (await findCompany(scope));
  const tokens = planned.map(() => newReminderToken());
  const mails: NewMail[] = planned.map((r, i) => {
    const language = r.language === 'en' ? 'en' : 'da';
    const mail = reminderMail({
      language,
      dueOn: r.dueOn,
      customer: r.customerName,
      unit: r.unit,
      company: company.name,
      link: `{app}${reminderLinkPath(tokens[i]!)}`,
      subject: company.serviceReminderSubject,
      body: company.serviceReminderBody,
    });
    return {
      emailType: serviceReminderEmailType,
      to: r.email!,
      subject: mail.subject,
      text: mail.text,
      language,
      customerId: r.customerId ?? undefined,
      secret: tokens[i],
    };
  });
  const mailIds = await enqueueMails(scope, mails, { company });
  const changes = planned.map((r, i) => ({ id: r.id, hash: hashReminderToken(tokens[i]!), mail: mailIds[i] }));
  await scope.db.execute(sql`update service_reminders r
    set state = 'queued', link_token_hash = v.hash, mail_message_id = v.mail, sent_at = now(),
        sent_by = ${sender.actorUserId}, last_error = null
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(id uuid, hash text, mail uuid)
    where r.id = v.id and r.id = any(${idArray(changes.map((c) => c.id))}) and r.company_id = ${scope.companyId}`);
  await recordAudit(scope.db, {
    ...sender,
    companyId: scope.companyId,
    action: 'serviceReminder.sent',
    details: { count: planned.length, automatic: sender.actorUserId === null },
  });
  return planned.length;
}

/** A skip's reason on its reminder: no email waits (pending) with it; a unit no longer due is skipped for good. */
async function recordSkips(scope: CompanyScope, skipped: PlannedReminders['skipped']): Promise<void> {
  const waiting = skipped.filter((s) => s.reason === 'serviceReminder.noEmail').map((s) => s.reminderId);
  const done = skipped
    .filter((s) => s.reason === 'serviceReminder.serviceOff' || s.reason === 'serviceReminder.notDue')
    .map((s) => ({ id: s.reminderId, reason: s.reason }));
  if (waiting.length > 0) {
    await scope.db.execute(sql`update service_reminders set last_error = 'serviceReminder.noEmail'
      where company_id = ${scope.companyId} and state = 'pending' and id = any(${idArray(waiting)})`);
  }
  if (done.length > 0) {
    await queryRows(
      scope.db,
      sql`update service_reminders r set state = 'skipped', last_error = v.reason
        from jsonb_to_recordset(${JSON.stringify(done)}::jsonb) as v(id uuid, reason text)
        where r.id = v.id and r.id = any(${idArray(done.map((d) => d.id))}) and r.company_id = ${scope.companyId}
          and r.state in ('pending', 'failed')`,
    );
  }
}
