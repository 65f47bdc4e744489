import { z } from 'zod';
import { isUuid, optionalText } from './fields.ts';
import { oreSchema, rateFields, type RateField } from './employee.ts';
import { holidaysBetween } from './holidays.ts';
import { dateString, parseDate, weekdayOf } from './local-dates.ts';
import { isoWeek } from './recurrence.ts';
import { parseLocalDate, zonedDate } from './time.ts';

/** Time registration types, spec section 3, in the order screens list them. */
export const timeRegistrationTypes = [
  'regular',
  'overtime',
  'driving',
  'driving_km',
  'sick',
  'vacation',
  'calendar_holiday',
  'counterbalance_overtime',
  'accord',
  'expense',
  'money',
] as const;
export type TimeRegistrationType = (typeof timeRegistrationTypes)[number];

/** Types measured in time (start/end or a duration); they count towards the weekly norm. */
export const hourTypes = [
  'regular',
  'overtime',
  'driving',
  'sick',
  'vacation',
  'calendar_holiday',
  'counterbalance_overtime',
  'accord',
] as const satisfies readonly TimeRegistrationType[];
/** Types measured in money (øre). */
export const amountTypes = ['expense', 'money'] as const satisfies readonly TimeRegistrationType[];

export type TimeRegistrationUnit = 'hours' | 'km' | 'amount';
export function unitOfType(type: TimeRegistrationType): TimeRegistrationUnit {
  if (type === 'driving_km') return 'km';
  if ((amountTypes as readonly string[]).includes(type)) return 'amount';
  return 'hours';
}
export const isHourType = (type: TimeRegistrationType) => unitOfType(type) === 'hours';

/** The types that are paid from an hourly rate, and the rate field each uses unless the company maps it otherwise. */
export type HourType = (typeof hourTypes)[number];
export const defaultRateMapping: Record<HourType, RateField> = {
  regular: 'regular',
  overtime: 'overtime',
  driving: 'hourly',
  sick: 'regular',
  vacation: 'regular',
  calendar_holiday: 'regular',
  counterbalance_overtime: 'regular',
  accord: 'regular',
};
const rateFieldSchema = z.enum(rateFields, { message: 'timeRegistration.rateFieldInvalid' });
export const rateMappingSchema = z
  .object({
    regular: rateFieldSchema,
    overtime: rateFieldSchema,
    driving: rateFieldSchema,
    sick: rateFieldSchema,
    vacation: rateFieldSchema,
    calendar_holiday: rateFieldSchema,
    counterbalance_overtime: rateFieldSchema,
    accord: rateFieldSchema,
  } satisfies Record<HourType, typeof rateFieldSchema>)
  .strict();
export type RateMapping = z.infer<typeof rateMappingSchema>;

/** The time registration settings of a company: a weekly norm, the km rate, the rate per type and types turned off. */
export const timeRegistrationSettingsSchema = z.object({
  normMinutesPerWeek: z
    .number()
    .int('timeRegistration.normInvalid')
    .min(0, 'timeRegistration.normInvalid')
    .max(7 * 24 * 60, 'timeRegistration.normInvalid'),
  kmRateOre: oreSchema,
  rateMapping: rateMappingSchema,
  disabledTypes: z.array(z.enum(timeRegistrationTypes, { message: 'timeRegistration.typeInvalid' })).max(11),
});
export type TimeRegistrationSettings = z.infer<typeof timeRegistrationSettingsSchema>;
/** 37 hours, the Danish collective agreements' week. */
export const defaultNormMinutesPerWeek = 37 * 60;

/** The longest single registration: a day. */
export const maxRegistrationMinutes = 24 * 60;

/**
 * Real elapsed minutes between two instants: a registration across the night of a DST change counts the hours
 * actually worked (22:00–06:00 is 7 h in March and 9 h in October). Over midnight is allowed; an end at or before the
 * start, or more than 24 hours, is not. Returns a reason key instead of throwing, so a form can show it.
 */
export function elapsedMinutes(start: Date, end: Date): number | { reason: string } {
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  if (minutes <= 0) return { reason: 'timeRegistration.endBeforeStart' };
  if (minutes > maxRegistrationMinutes) return { reason: 'timeRegistration.tooLong' };
  return minutes;
}

/** The Monday (YYYY-MM-DD) of the ISO week holding `date`. */
export function isoWeekStart(date: string): string {
  const days = parseDate(date);
  return dateString(days - weekdayOf(days));
}

/** The seven dates of the ISO week starting on `monday`. */
export const weekDates = (monday: string) => Array.from({ length: 7 }, (_, i) => dateString(parseDate(monday) + i));

/** 52 or 53: a year has week 53 when it starts on a Thursday, or is a leap year starting on a Wednesday. */
export function isoWeeksInYear(year: number): number {
  return isoWeek(`${year}-12-28`).week;
}

/** The Monday of ISO week `week` of ISO year `year` (week 1 holds the year's first Thursday). */
export function mondayOfIsoWeek(year: number, week: number): string {
  const jan4 = parseDate(`${year}-01-04`);
  return dateString(jan4 - weekdayOf(jan4) + (week - 1) * 7);
}

/**
 * The norm of one ISO week: the company's weekly norm, less a fifth of it for each official public holiday on a
 * weekday (helligdage are days off with pay; a week with Christmas Day and Boxing Day on weekdays asks 3/5).
 */
export function weekNormMinutes(monday: string, normMinutesPerWeek: number): number {
  const sunday = dateString(parseDate(monday) + 6);
  const weekdayHolidays = holidaysBetween(monday, sunday).filter(
    (h) => h.official && weekdayOf(parseDate(h.date)) < 5,
  ).length;
  return Math.max(0, Math.round(normMinutesPerWeek - (normMinutesPerWeek / 5) * weekdayHolidays));
}

/** Minutes of all hour types beyond the week's norm. */
export const overtimeMinutes = (hourMinutes: number, normMinutes: number) => Math.max(0, hourMinutes - normMinutes);

export type EmployeeRates = Record<RateField, number | null>;

/** What a registration is measured in, for the wage. */
export interface WageBasis {
  type: TimeRegistrationType;
  minutes: number | null;
  km: number | null;
  amountOre: number | null;
}

/**
 * The wage in øre, frozen on the registration: an hour type pays the employee's rate (the field the company maps the
 * type to; none set pays 0) per hour, driving_km the company's km rate per km, expense and money their amount.
 */
export function wageOf(
  basis: WageBasis,
  rates: EmployeeRates,
  settings: Pick<TimeRegistrationSettings, 'kmRateOre' | 'rateMapping'>,
): { wageOre: number; rateField: RateField | null } {
  const unit = unitOfType(basis.type);
  if (unit === 'km') return { wageOre: Math.round((basis.km ?? 0) * settings.kmRateOre), rateField: null };
  if (unit === 'amount') return { wageOre: basis.amountOre ?? 0, rateField: null };
  const rateField = settings.rateMapping[basis.type as HourType];
  return { wageOre: Math.round(((rates[rateField] ?? 0) * (basis.minutes ?? 0)) / 60), rateField };
}

/** Minutes as hours:minutes (spec section 9): 450 → "7:30", 0 → "0:00". */
export function formatHoursMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** "7:30", "7.30", "7,5", "7" (hours) → minutes; undefined when it is not a duration. */
export function parseHoursMinutes(text: string): number | undefined {
  const value = text.trim();
  const hm = /^(\d{1,2})[:.](\d{2})$/.exec(value);
  if (hm) {
    const minutes = Number(hm[2]);
    return minutes < 60 ? Number(hm[1]) * 60 + minutes : undefined;
  }
  const decimal = /^(\d{1,2})(?:,(\d{1,2}))?$/.exec(value);
  if (decimal) return Math.round(Number(`${decimal[1]}.${decimal[2] ?? '0'}`) * 60);
  return undefined;
}

const dateField = z.string().refine((v) => parseLocalDate(v) !== undefined, 'timeRegistration.dateInvalid');
const instantField = z.coerce
  .date({ message: 'timeRegistration.timeInvalid' })
  .refine((d) => !Number.isNaN(d.getTime()), 'timeRegistration.timeInvalid');
const uuidField = (reason: string) => z.string().refine(isUuid, reason);

/**
 * A registration as entered. Hour types: start and end, or a date and a duration in minutes (accord on a visit may
 * leave both out and take the visit's accordMinutes). driving_km: a date, km ≥ 0 and from/to addresses (the driving
 * log). expense and money: a date, an amount in øre ≥ 0 and a note. The parsed value carries the local work date.
 */
export const timeRegistrationInputSchema = z
  .object({
    employeeId: uuidField('timeRegistration.employeeNotFound').nullish(),
    type: z.enum(timeRegistrationTypes, { message: 'timeRegistration.typeInvalid' }),
    visitId: uuidField('timeRegistration.visitNotFound').nullish(),
    startsAt: instantField.nullish(),
    endsAt: instantField.nullish(),
    date: dateField.nullish(),
    minutes: z
      .number()
      .int('timeRegistration.minutesInvalid')
      .min(1, 'timeRegistration.minutesInvalid')
      .max(maxRegistrationMinutes, 'timeRegistration.tooLong')
      .nullish(),
    km: z.number().min(0, 'timeRegistration.kmNegative').max(100_000, 'timeRegistration.kmInvalid').nullish(),
    fromAddress: optionalText(300),
    toAddress: optionalText(300),
    amountOre: z
      .number()
      .int('money_invalid')
      .min(0, 'timeRegistration.amountNegative')
      .max(1_000_000_000, 'money_invalid')
      .nullish(),
    note: optionalText(2000),
  })
  .strict()
  .superRefine((v, ctx) => {
    const need = (path: string, ok: boolean, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const unit = unitOfType(v.type);
    if (unit === 'hours') {
      const hasSpan = v.startsAt != null || v.endsAt != null;
      if (hasSpan) {
        need('startsAt', v.startsAt != null, 'timeRegistration.startRequired');
        need('endsAt', v.endsAt != null, 'timeRegistration.endRequired');
        if (v.startsAt && v.endsAt) {
          const minutes = elapsedMinutes(v.startsAt, v.endsAt);
          if (typeof minutes !== 'number') need('endsAt', false, minutes.reason);
        }
      } else if (!(v.type === 'accord' && v.visitId && v.minutes == null)) {
        need('date', v.date != null, 'timeRegistration.dateRequired');
        need('minutes', v.minutes != null, 'timeRegistration.durationRequired');
      } else {
        need('date', v.date != null, 'timeRegistration.dateRequired');
      }
      return;
    }
    need('date', v.date != null, 'timeRegistration.dateRequired');
    if (unit === 'km') {
      need('km', v.km != null, 'timeRegistration.kmRequired');
      need('fromAddress', v.fromAddress != null, 'timeRegistration.addressRequired');
      need('toAddress', v.toAddress != null, 'timeRegistration.addressRequired');
    } else {
      need('amountOre', v.amountOre != null, 'timeRegistration.amountRequired');
      need('note', v.note != null, 'timeRegistration.noteRequired');
    }
  })
  .transform((v) => {
    const unit = unitOfType(v.type);
    const span = unit === 'hours' && v.startsAt && v.endsAt;
    return {
      employeeId: v.employeeId ?? null,
      type: v.type,
      visitId: v.visitId ?? null,
      startsAt: span ? v.startsAt! : null,
      endsAt: span ? v.endsAt! : null,
      workDate: span ? zonedDate(v.startsAt!) : v.date!,
      minutes:
        unit !== 'hours' ? null : span ? (elapsedMinutes(v.startsAt!, v.endsAt!) as number) : (v.minutes ?? null),
      km: unit === 'km' ? v.km! : null,
      fromAddress: unit === 'km' ? (v.fromAddress ?? null) : null,
      toAddress: unit === 'km' ? (v.toAddress ?? null) : null,
      amountOre: unit === 'amount' ? v.amountOre! : null,
      note: v.note ?? null,
    };
  });
export type TimeRegistrationInput = z.infer<typeof timeRegistrationInputSchema>;
