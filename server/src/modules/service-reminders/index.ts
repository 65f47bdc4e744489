/**
 * The service reminders module's public entry (issue #18, docs/decisions/0033-equipment.md): the nightly run that
 * finds due units and reminds their customers (automatic) or lists them for the office (manual), the bulk send with
 * its count, the customer's link, and the schedule the worker ticks. The GraphQL side is
 * `service-reminders.schema.ts`.
 */
export { insertDueReminders, skipStaleReminders } from './due-reminders.ts';
export { runServiceReminders, type ServiceReminderRun } from './run-service-reminders.ts';
export { checkServiceReminders, sendServiceReminders, type ServiceReminderOutcome } from './send-service-reminders.ts';
export { serviceReminderEmailType } from './send-reminders.ts';
export { createServiceVisits } from './service-visits.ts';
export {
  listServiceReminders,
  materialServiceReminders,
  type ServiceReminderListArgs,
} from './list-service-reminders.ts';
export {
  serviceReminderStatuses,
  type ServiceReminderRecord,
  type ServiceReminderStatus,
} from './service-reminder-record.ts';
export { answerServiceReminder, readServiceReminderLink, type ServiceReminderLink } from './reminder-link-page.ts';
export { hashReminderToken, reminderLinkPath } from './reminder-link.ts';
export {
  runServiceRemindersNightlyJob,
  scheduleServiceReminderNights,
  serviceReminderSchedule,
  serviceRemindersNightlyJobKind,
} from './nightly-job.ts';
