import type { Db } from '../db/client.ts';
import { serviceReminderSchedule } from '../modules/service-reminders/index.ts';

/**
 * The app's recurring jobs (the queue has no cron of its own): each entry, called by the worker before it claims,
 * enqueues the jobs its time has come for, once per company however many app instances run. Now: the nightly service
 * reminders (02:00 Europe/Copenhagen).
 */
export function appSchedules(): ((db: Db) => Promise<void>)[] {
  return [serviceReminderSchedule()];
}
