import { deliverMail, mailRenderers } from '../modules/mail/mail.service.ts';
import type { MailSink } from '../modules/mail/mail-sink.ts';
import type { JobHandler } from './queue.ts';

/** Every kind of job the app runs, and the module operation each calls. */
export function jobHandlers(services: { mailSink: MailSink }): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const kind of Object.keys(mailRenderers)) {
    handlers[kind] = (scope, job) => deliverMail(scope, job, services.mailSink);
  }
  return handlers;
}
