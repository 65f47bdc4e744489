import { z } from 'zod';
import { dateString, localParts, localToInstant, parseDate, weekdayOf } from './local-dates.ts';

// The rules of a service reminder (issue #18): which reminder may be sent and why not, the nightly run's day and
// hour, and the company's own reminder text with its placeholders. The due date itself is material-service.ts's.

/** Why a reminder is not sent (each skip's reason in the count, as payment reminders give theirs). */
export const serviceReminderSkipReasons = [
  'serviceReminder.serviceOff',
  'serviceReminder.notDue',
  'serviceReminder.noEmail',
  'serviceReminder.alreadySent',
  'serviceReminder.notFound',
] as const;
export type ServiceReminderSkipReason = (typeof serviceReminderSkipReasons)[number];

export interface ReminderCandidate {
  /** The reminder's state: only a pending one (or one whose mail failed) is sent. */
  state: 'pending' | 'queued' | 'sent' | 'failed' | 'skipped';
  dueOn: string;
  /** Service on for the unit (its own flag, else the company's). */
  serviceOn: boolean;
  /** The unit's next service date now: another date means it was serviced (or re-planned) since. */
  nextServiceOn: string | null;
  email: string | null;
}

/** Why this reminder may not be sent now; null: it may. The order is the one the office fixes things in. */
export function serviceReminderRefusal(r: ReminderCandidate): ServiceReminderSkipReason | null {
  if (r.state !== 'pending' && r.state !== 'failed') return 'serviceReminder.alreadySent';
  if (!r.serviceOn || r.nextServiceOn === null) return 'serviceReminder.serviceOff';
  if (r.nextServiceOn !== r.dueOn) return 'serviceReminder.notDue';
  if (!r.email?.trim()) return 'serviceReminder.noEmail';
  return null;
}

/** The nightly run's local hour (Europe/Copenhagen): 02:00, when nobody works. */
export const nightlyRunMinutes = 2 * 60;

/** The local day (YYYY-MM-DD, Europe/Copenhagen) an instant falls on: the day a nightly run belongs to. */
export const localDay = (instant: Date) => dateString(localParts(instant).days);

/** When the nightly run of a local day is due: 02:00 that day in Copenhagen (summer or winter time). */
export function nightlyRunAt(day: string): Date {
  return localToInstant(parseDate(day), nightlyRunMinutes);
}

/** The placeholders the company's reminder subject and text may hold. */
export const serviceReminderPlaceholders = ['{customer}', '{unit}', '{date}', '{link}', '{company}'] as const;

export interface ReminderTextValues {
  customer: string;
  unit: string;
  date: string;
  link: string;
  company: string;
}

/** Fills a reminder text's placeholders; a body without {link} gets the link on a line of its own at the end. */
export function fillReminderText(template: string, values: ReminderTextValues, { isBody }: { isBody: boolean }) {
  const filled = template
    .replaceAll('{customer}', values.customer)
    .replaceAll('{unit}', values.unit)
    .replaceAll('{date}', values.date)
    .replaceAll('{company}', values.company)
    .replaceAll('{link}', values.link);
  return isBody && !template.includes('{link}') ? `${filled.trimEnd()}\n\n${values.link}\n` : filled;
}

/** What the customer answers through the reminder's link: a time they pick, or a call. */
export const serviceReminderAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('time'),
    /** A proposed slot or a time of their own, in the future. */
    start: z.coerce.date({ message: 'date_invalid' }),
    phoneNumber: z.string().trim().max(40).nullish(),
    message: z.string().trim().max(2000).nullish(),
  }),
  z.object({
    kind: z.literal('call'),
    phoneNumber: z.string().trim().min(4, 'required').max(40),
    message: z.string().trim().max(2000).nullish(),
  }),
]);
export type ServiceReminderAnswer = z.infer<typeof serviceReminderAnswerSchema>;

/**
 * The slots offered on the link's page: the next `count` working days (Monday to Friday) from the day after `today`,
 * at 08:00 and 12:00 local time.
 */
export function proposedServiceSlots(today: string, count = 3): Date[] {
  const slots: Date[] = [];
  let days = parseDate(today);
  while (slots.length < count * 2) {
    days += 1;
    if (weekdayOf(days) < 5) slots.push(localToInstant(days, 8 * 60), localToInstant(days, 12 * 60));
  }
  return slots;
}
