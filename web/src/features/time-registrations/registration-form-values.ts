import { dateString, localToInstant, localParts, parseDate } from '@servio/domain/local-dates';
import {
  formatHoursMinutes,
  parseHoursMinutes,
  unitOfType,
  type TimeRegistrationType,
} from '@servio/domain/time-registration';
import { formatKroner, parseDecimal, parseKroner } from '../../lib/format/index.ts';
import type { TimeRegistration, TimeRegistrationInput } from './time-registrations-api.ts';

/** What the registration dialog's fields hold: text as typed. */
export interface RegistrationFormValues {
  type: TimeRegistrationType;
  date: string;
  mode: 'span' | 'duration';
  start: string;
  end: string;
  duration: string;
  km: string;
  fromAddress: string;
  toAddress: string;
  amount: string;
  note: string;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

export function emptyRegistrationValues(date: string): RegistrationFormValues {
  return {
    type: 'regular',
    date,
    mode: 'span',
    start: '07:00',
    end: '15:00',
    duration: '',
    km: '',
    fromAddress: '',
    toAddress: '',
    amount: '',
    note: '',
  };
}

export function registrationToValues(r: TimeRegistration): RegistrationFormValues {
  const values = emptyRegistrationValues(r.workDate);
  values.type = r.type;
  values.note = r.note ?? '';
  if (r.startsAt && r.endsAt) {
    values.start = hhmm(localParts(new Date(r.startsAt)).minutes);
    values.end = hhmm(localParts(new Date(r.endsAt)).minutes);
  } else if (r.minutes !== null) {
    values.mode = 'duration';
    values.duration = formatHoursMinutes(r.minutes);
  }
  values.km = r.km === null ? '' : String(r.km).replace('.', ',');
  values.fromAddress = r.fromAddress ?? '';
  values.toAddress = r.toAddress ?? '';
  values.amount = r.amountOre === null ? '' : formatKroner(r.amountOre);
  return values;
}

/**
 * The dialog's values as the server's input, or the field and message key of the first value that cannot be read.
 * An end at or before the start is the next day (a night shift); the server checks the rest.
 */
export function valuesToInput(
  values: RegistrationFormValues,
  extra: { employeeId?: string | null; visitId?: string | null },
): { input: TimeRegistrationInput } | { field: keyof RegistrationFormValues; message: string } {
  const base = { type: values.type, note: values.note.trim() || null, ...extra };
  const unit = unitOfType(values.type);
  if (unit === 'hours') {
    if (values.mode === 'duration') {
      const minutes = parseHoursMinutes(values.duration);
      if (minutes === undefined) return { field: 'duration', message: 'timeRegistrations.durationInvalid' };
      return { input: { ...base, date: values.date, minutes } };
    }
    const start = minutesOf(values.start);
    const end = minutesOf(values.end);
    if (start === null) return { field: 'start', message: 'timeRegistration.startRequired' };
    if (end === null) return { field: 'end', message: 'timeRegistration.endRequired' };
    const day = parseDate(values.date);
    if (Number.isNaN(day)) return { field: 'date', message: 'timeRegistration.dateRequired' };
    const startsAt = localToInstant(day, start);
    const endsAt = localToInstant(end <= start ? day + 1 : day, end);
    return { input: { ...base, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() } };
  }
  if (unit === 'km') {
    const km = parseDecimal(values.km);
    if (km === 'invalid' || km === null) return { field: 'km', message: 'timeRegistrations.kmInvalid' };
    return {
      input: { ...base, date: values.date, km, fromAddress: values.fromAddress, toAddress: values.toAddress },
    };
  }
  const amount = parseKroner(values.amount);
  if (amount === 'invalid') return { field: 'amount', message: 'money_invalid' };
  return { input: { ...base, date: values.date, amountOre: amount } };
}

/** The next day of a date (for the list's period). */
export const addDays = (date: string, days: number) => dateString(parseDate(date) + days);
