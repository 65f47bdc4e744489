import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import { readConfig } from '../../config.ts';
import type { CompanyRow } from '../../db/tables/index.ts';
import { findCompany } from '../company/index.ts';
import { mailJobKind, mailJobPayload, newMailSchema, withoutSecret, type NewMail } from './enqueue-mail.ts';
import { mailSenderOf } from './mail-sender.ts';
import { newTrackingToken } from './mail-tracking.ts';

/** Mails per statement: a bounded JSON parameter however many a run sends. */
const chunkSize = 2000;

/**
 * enqueueMail for many mails at once (a nightly run's service reminders): the same log rows and jobs, in the caller's
 * transaction, written by one statement per two thousand mails (the rows as one JSON parameter, both inserts in
 * one statement) instead of two statements per mail. Returns the log rows' ids in the order of `input`.
 */
export async function enqueueMails(
  scope: CompanyScope,
  input: readonly NewMail[],
  /** The company, when the caller has read it already (a run over many mails reads it once). */
  options: { company?: CompanyRow } = {},
): Promise<string[]> {
  if (input.length === 0) return [];
  const mails = input.map((m) => newMailSchema.parse(m));
  const company = options.company ?? (await findCompany(scope));
  const sender = mailSenderOf(company, readConfig().mailFrom);
  const ids = mails.map(() => randomUUID());
  for (let from = 0; from < mails.length; from += chunkSize) {
    const rows = mails.slice(from, from + chunkSize).map((mail, i) => {
      const id = ids[from + i]!;
      return {
        id,
        job: randomUUID(),
        payload: mailJobPayload(id, mail.secret),
        type: mail.emailType,
        to: mail.to,
        subject: mail.subject,
        customer: mail.customerId ?? null,
        visit: mail.visitId ?? null,
        files: mail.attachmentFileIds ?? [],
        text: withoutSecret(mail.text, mail.secret),
        html: mail.html === undefined ? null : withoutSecret(mail.html, mail.secret),
        tracking: company.mailTracking ? newTrackingToken() : null,
      };
    });
    await scope.db.execute(sql`
      with v as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
          id uuid, job uuid, payload jsonb, type text, "to" text, subject text, customer uuid, visit uuid,
          files jsonb, text text, html text, tracking text)),
      jobs as (
        insert into outbox (id, company_id, kind, payload)
        select job, ${scope.companyId}, ${mailJobKind}, payload from v
        returning id)
      insert into mail_messages (id, company_id, outbox_id, email_type, from_address, reply_to, to_address, subject,
        customer_id, visit_id, attachment_file_ids, text_body, html_body, tracking_token)
      select v.id, ${scope.companyId}, jobs.id, v.type, ${sender.from}, ${sender.replyTo}, v."to", v.subject,
        v.customer, v.visit, v.files, v.text, v.html, v.tracking
      from v join jobs on jobs.id = v.job`);
  }
  return ids;
}
