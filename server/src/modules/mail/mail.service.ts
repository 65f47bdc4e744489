import type { CompanyScope } from '../../core/scope.ts';
import { completeJob, type Job } from '../../jobs/queue.ts';
import { renderInvitationMail } from './invitation-mail.ts';
import type { Mail, MailSink } from './mail-sink.ts';
import { renderPasswordResetMail } from './password-reset-mail.ts';

/** The outbox kinds that are mails, and how each is rendered from its payload. */
export const mailRenderers: Record<string, (payload: unknown) => Mail> = {
  invitation_email: renderInvitationMail,
  password_reset: renderPasswordResetMail,
};

/**
 * Delivers one stored mail to the sink and marks it sent, in the company's transaction: if marking it fails the
 * job is retried (a log or SMTP sink may then see it twice; the database records it sent once).
 */
export async function deliverMail(scope: CompanyScope, job: Job, sink: MailSink): Promise<void> {
  const render = mailRenderers[job.kind];
  if (!render) throw new Error(`no mail of kind ${job.kind}`);
  await sink.send(render(job.payload));
  await completeJob(scope, job.id);
}
