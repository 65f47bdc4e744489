import { localToInstant, parseDate } from '@servio/domain/local-dates';
import { zonedDate } from '@servio/domain/time';
import { parseTimeText } from '../../lib/format/date-text.ts';
import { parseDecimal } from '../../lib/format/number.ts';
import type { QueuedAction } from './offline-db.ts';

/*
 * The panel's time registrations as queued actions (decisions/0016): what the timer, the form by hand and the
 * driving log turn into (registerTime's input), and the small rules the panel checks before queuing. The server
 * checks everything again (overlaps, an approved week, a switched-off type) and a refusal is shown in the conflicts.
 * domain/time-registration.ts is not imported: it pulls zod into the panel.
 */

/** The hour types a technician registers by hand (accord needs the visit's accord minutes; not on the panel). */
export const panelHourTypes = [
  'regular',
  'overtime',
  'driving',
  'sick',
  'vacation',
  'calendar_holiday',
  'counterbalance_overtime',
] as const;
export type PanelHourType = (typeof panelHourTypes)[number];

export interface RegistrationInput {
  type: PanelHourType | 'driving_km';
  visitId: string;
  startsAt?: string;
  endsAt?: string;
  date?: string;
  km?: number;
  fromAddress?: string;
  toAddress?: string;
}

/** A field the technician must correct, by the i18n key of its message. */
export type EntryResult = { ok: true; input: RegistrationInput } | { ok: false; field: string; reason: string };

const minuteMs = 60_000;
const maxMinutes = 24 * 60;

/** Whole minutes: the registration's start and end are rounded to the nearest minute. */
export const roundToMinute = (instant: Date) => new Date(Math.round(instant.getTime() / minuteMs) * minuteMs);

/** A stopped timer: regular hours on the visit, at least one minute. */
export function timerRegistration(visitId: string, startedAt: Date, stoppedAt: Date): EntryResult {
  const start = roundToMinute(startedAt);
  let end = roundToMinute(stoppedAt);
  if (end.getTime() <= start.getTime()) end = new Date(start.getTime() + minuteMs);
  if (end.getTime() - start.getTime() > maxMinutes * minuteMs) {
    return { ok: false, field: 'timer', reason: 'technicianTime.reason.tooLong' };
  }
  return {
    ok: true,
    input: { type: 'regular', visitId, startsAt: start.toISOString(), endsAt: end.toISOString() },
  };
}

/** Hours by hand: a day (YYYY-MM-DD) and a start and end typed on the 24-hour clock, in Copenhagen time. */
export function handRegistration(fields: {
  visitId: string;
  type: PanelHourType;
  date: string;
  start: string;
  end: string;
}): EntryResult {
  const start = parseTimeText(fields.start);
  if (start.kind !== 'time') return { ok: false, field: 'start', reason: 'technicianTime.reason.timeInvalid' };
  const end = parseTimeText(fields.end);
  if (end.kind !== 'time') return { ok: false, field: 'end', reason: 'technicianTime.reason.timeInvalid' };
  const day = parseDate(fields.date);
  const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const startsAt = localToInstant(day, minutesOf(start.value));
  const endsAt = localToInstant(day, minutesOf(end.value));
  if (endsAt.getTime() <= startsAt.getTime()) {
    return { ok: false, field: 'end', reason: 'technicianTime.reason.endBeforeStart' };
  }
  return {
    ok: true,
    input: {
      type: fields.type,
      visitId: fields.visitId,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    },
  };
}

/** Driving km (the driving log): kilometres (comma or point), from and to addresses, on a day. */
export function kmRegistration(fields: {
  visitId: string;
  date: string;
  km: string;
  fromAddress: string;
  toAddress: string;
}): EntryResult {
  const km = parseDecimal(fields.km);
  if (km === null || km === 'invalid' || km <= 0 || km > 100_000) {
    return { ok: false, field: 'km', reason: 'technicianTime.reason.kmInvalid' };
  }
  const fromAddress = fields.fromAddress.trim();
  if (!fromAddress) return { ok: false, field: 'from', reason: 'technicianTime.reason.addressRequired' };
  const toAddress = fields.toAddress.trim();
  if (!toAddress) return { ok: false, field: 'to', reason: 'technicianTime.reason.addressRequired' };
  return {
    ok: true,
    input: { type: 'driving_km', visitId: fields.visitId, date: fields.date, km, fromAddress, toAddress },
  };
}

/** The minutes a queued hour registration adds to its Copenhagen day ("afventer" in the week's hours). */
export function pendingMinutesByDay(actions: QueuedAction[]): Map<string, number> {
  const byDay = new Map<string, number>();
  for (const action of actions) {
    if (action.operation !== 'registerTime' || action.conflict) continue;
    const input = action.variables.input as RegistrationInput | undefined;
    if (!input?.startsAt || !input.endsAt) continue;
    const minutes = Math.round((new Date(input.endsAt).getTime() - new Date(input.startsAt).getTime()) / minuteMs);
    const day = zonedDate(new Date(input.startsAt));
    byDay.set(day, (byDay.get(day) ?? 0) + minutes);
  }
  return byDay;
}

/*
 * The running timer and the last driving destination live in localStorage (per person): a reload, a closed tab or
 * a lost connection keeps them, and they are a few bytes that need no IndexedDB transaction.
 */
export interface RunningTimer {
  visitId: string;
  startedAt: string;
}

const timerKey = (userId: string) => `servio-panel-timer:${userId}`;
const lastAddressKey = (userId: string) => `servio-panel-last-address:${userId}`;

export function readTimer(userId: string): RunningTimer | null {
  try {
    const raw = localStorage.getItem(timerKey(userId));
    const timer = raw ? (JSON.parse(raw) as RunningTimer) : null;
    return timer && typeof timer.visitId === 'string' && typeof timer.startedAt === 'string' ? timer : null;
  } catch {
    return null;
  }
}

export function writeTimer(userId: string, timer: RunningTimer | null): void {
  try {
    if (timer) localStorage.setItem(timerKey(userId), JSON.stringify(timer));
    else localStorage.removeItem(timerKey(userId));
  } catch {
    // Storage blocked: the timer lives as long as the page.
  }
}

export function readLastAddress(userId: string): string {
  try {
    return localStorage.getItem(lastAddressKey(userId)) ?? '';
  } catch {
    return '';
  }
}

export function writeLastAddress(userId: string, address: string): void {
  try {
    localStorage.setItem(lastAddressKey(userId), address);
  } catch {
    // Not remembering is harmless: the field starts empty.
  }
}

/** The day a registration on the visit defaults to: the visit's Copenhagen day, else today. */
export const visitDay = (start: string | null, now: Date = new Date()) => zonedDate(start ? new Date(start) : now);
