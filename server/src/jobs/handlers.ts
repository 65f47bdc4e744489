import {
  deliverMail,
  legacyLinkMails,
  mailJobKind,
  recordMailFailure,
  requeueLegacyLinkMail,
  type MailServices,
} from '../modules/mail/index.ts';
import {
  invoicePdfJobKind,
  paymentReminderJobKind,
  runInvoicePdfJob,
  runPaymentReminderJob,
} from '../modules/invoices/index.ts';
import { reportPdfJobKind, runReportPdfJob } from '../modules/reports/index.ts';
import type { JobFailureHandler, JobHandler } from './queue.ts';

/** Every kind of job the app runs, and the module operation each calls. */
export function jobHandlers(services: { mail: MailServices }): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {
    [mailJobKind]: (scope, job) => deliverMail(scope, job, services.mail),
    [reportPdfJobKind]: (scope, job) => runReportPdfJob(scope, job.payload),
    [invoicePdfJobKind]: (scope, job) => runInvoicePdfJob(scope, job.payload),
    [paymentReminderJobKind]: (scope, job) => runPaymentReminderJob(scope, job.payload),
  };
  for (const kind of Object.keys(legacyLinkMails)) handlers[kind] = requeueLegacyLinkMail;
  return handlers;
}

/** What a kind records when an attempt fails (the email log's failed and dead). */
export const jobFailureHandlers: Record<string, JobFailureHandler> = { [mailJobKind]: recordMailFailure };
