import {
  deliverMail,
  legacyLinkMails,
  mailJobKind,
  recordMailFailure,
  requeueLegacyLinkMail,
  type MailServices,
} from '../modules/mail/index.ts';
import {
  economicPaymentsJobKind,
  recordEconomicJobFailure,
  runEconomicInvoiceJob,
  runEconomicPaymentsJob,
  type EconomicServices,
} from '../modules/economic/index.ts';
import {
  economicInvoiceJobKind,
  invoicePdfJobKind,
  paymentReminderJobKind,
  runInvoicePdfJob,
  runPaymentReminderJob,
} from '../modules/invoices/index.ts';
import { reportPdfJobKind, runReportPdfJob } from '../modules/reports/index.ts';
import { runServiceRemindersNightlyJob, serviceRemindersNightlyJobKind } from '../modules/service-reminders/index.ts';
import { mailAreaOpened, offerFreedTime } from '../modules/booking-site/index.ts';
import { bookingAreaChangedJobKind } from '../modules/company/index.ts';
import { timeFreedJobKind } from '../modules/visits/index.ts';
import type { JobFailureHandler, JobHandler } from './queue.ts';

/** Every kind of job the app runs, and the module operation each calls. */
export function jobHandlers(services: { mail: MailServices; economic?: EconomicServices }): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {
    [mailJobKind]: (scope, job) => deliverMail(scope, job, services.mail),
    [reportPdfJobKind]: (scope, job) => runReportPdfJob(scope, job.payload),
    [invoicePdfJobKind]: (scope, job) => runInvoicePdfJob(scope, job.payload),
    [paymentReminderJobKind]: (scope, job) => runPaymentReminderJob(scope, job.payload),
    [serviceRemindersNightlyJobKind]: (scope, job) => runServiceRemindersNightlyJob(scope, job.payload),
    [timeFreedJobKind]: (scope, job) => offerFreedTime(scope, job),
    [bookingAreaChangedJobKind]: (scope, job) => mailAreaOpened(scope, job),
  };
  // A worker without e-conomic's services (a test of mail alone) leaves its jobs to one that has them.
  const economic = services.economic;
  if (economic) {
    handlers[economicInvoiceJobKind] = (scope, job) => runEconomicInvoiceJob(scope, job, economic);
    handlers[economicPaymentsJobKind] = (scope, job) => runEconomicPaymentsJob(scope, job, economic);
  }
  for (const kind of Object.keys(legacyLinkMails)) handlers[kind] = requeueLegacyLinkMail;
  return handlers;
}

/** What a kind records when an attempt fails (the email log's failed and dead). */
export const jobFailureHandlers: Record<string, JobFailureHandler> = {
  [mailJobKind]: recordMailFailure,
  [economicInvoiceJobKind]: recordEconomicJobFailure,
  [economicPaymentsJobKind]: recordEconomicJobFailure,
};
