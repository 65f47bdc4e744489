import { visitTimeProblem } from '@servio/domain/visit';
import {
  isValidIsoDate,
  recurrenceRuleSchema,
  type RecurrenceFrequency,
  type RecurrenceRule,
  type Weekday,
  weekdays,
} from '@servio/domain/recurrence';
import { dateString, localParts, localToInstant, parseDate } from '@servio/domain/local-dates';
import {
  formatCoordinateInput,
  formatDuration,
  formatKroner,
  parseDecimal,
  parseKroner,
} from '../../lib/format/index.ts';
import type { VisitDetail, VisitInput } from './visits-api.ts';

export interface RuleValues {
  frequency: RecurrenceFrequency;
  interval: string;
  weekdays: Weekday[];
  /** monthly/yearly: on a day of the month or on "the second Tuesday". */
  monthlyMode: 'day' | 'ordinal';
  dayOfMonth: string;
  ordinal: string;
  ordinalWeekday: Weekday;
  ends: 'never' | 'count' | 'until';
  count: string;
  until: string;
}

export interface VisitFormValues {
  customerId: string | null;
  employeeIds: string[];
  departmentId: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  useCustomerAddress: boolean;
  streetAddress: string;
  zipcode: string;
  city: string;
  latitude: string;
  longitude: string;
  description: string;
  reference: string;
  price: string;
  sendBookingMail: boolean;
  showTimeRegs: boolean;
  accord: string;
  tags: Record<string, string[]>;
  repeat: boolean;
  rule: RuleValues;
  /** The materials (units) the visit services; only with times set (the spec). */
  materielIds: string[];
}

/** Local (Copenhagen) date and time of an instant: { date: '2026-05-12', time: '08:00' }. */
export function localDateTime(iso: string | Date): { date: string; time: string } {
  const { days, minutes } = localParts(new Date(iso));
  return {
    date: dateString(days),
    time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  };
}

/** The instant of a local date and time; null when either is missing or malformed. */
export function toInstant(date: string, time: string): Date | null {
  if (!isValidIsoDate(date)) return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes >= 24 * 60 || Number(match[2]) >= 60) return null;
  return localToInstant(parseDate(date), minutes);
}

const weekdayOfDate = (date: string): Weekday => weekdays[(((parseDate(date) + 3) % 7) + 7) % 7]!;

export function emptyRule(startDate: string): RuleValues {
  const weekday = isValidIsoDate(startDate) ? weekdayOfDate(startDate) : 'MO';
  const day = isValidIsoDate(startDate) ? Number(startDate.slice(8, 10)) : 1;
  return {
    frequency: 'weekly',
    interval: '1',
    weekdays: [weekday],
    monthlyMode: 'day',
    dayOfMonth: String(day),
    ordinal: String(Math.min(4, Math.ceil(day / 7))),
    ordinalWeekday: weekday,
    ends: 'never',
    count: '10',
    until: '',
  };
}

export function emptyVisitValues(defaults: { start?: string; end?: string; customerId?: string }): VisitFormValues {
  const start = defaults.start ? localDateTime(defaults.start) : { date: '', time: '' };
  const end = defaults.end ? localDateTime(defaults.end) : { date: start.date, time: '' };
  return {
    customerId: defaults.customerId ?? null,
    employeeIds: [],
    departmentId: '',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    useCustomerAddress: true,
    streetAddress: '',
    zipcode: '',
    city: '',
    latitude: '',
    longitude: '',
    description: '',
    reference: '',
    price: '',
    sendBookingMail: false,
    showTimeRegs: false,
    accord: '',
    tags: {},
    repeat: false,
    rule: emptyRule(start.date),
    materielIds: [],
  };
}

const minutesText = (m: number | null) => (m === null ? '' : formatDuration(m));

export function visitToValues(v: VisitDetail): VisitFormValues {
  const start = v.start ? localDateTime(v.start) : { date: '', time: '' };
  const end = v.end ? localDateTime(v.end) : { date: '', time: '' };
  const rule = v.series?.rule;
  const base = emptyRule(start.date);
  return {
    customerId: v.customerId,
    employeeIds: v.employeeIds,
    departmentId: v.departmentId ?? '',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    useCustomerAddress: v.useCustomerAddress,
    streetAddress: v.address.streetAddress ?? '',
    zipcode: v.address.zipcode ?? '',
    city: v.address.city ?? '',
    latitude: formatCoordinateInput(v.address.latitude),
    longitude: formatCoordinateInput(v.address.longitude),
    description: v.description ?? '',
    reference: v.reference ?? '',
    price: formatKroner(v.price),
    sendBookingMail: v.sendBookingMail,
    showTimeRegs: v.showTimeRegs,
    accord: minutesText(v.accordMinutes),
    tags: Object.fromEntries(v.tagValues.map((tv) => [tv.tagId, tv.values])),
    repeat: Boolean(v.series?.active),
    rule: rule
      ? {
          frequency: rule.frequency,
          interval: String(rule.interval),
          weekdays: (rule.weekdays as Weekday[] | null) ?? base.weekdays,
          monthlyMode: rule.ordinal != null ? 'ordinal' : 'day',
          dayOfMonth: rule.dayOfMonth != null ? String(rule.dayOfMonth) : base.dayOfMonth,
          ordinal: rule.ordinal != null ? String(rule.ordinal) : base.ordinal,
          ordinalWeekday: (rule.ordinalWeekday as Weekday | null) ?? base.ordinalWeekday,
          ends: rule.count != null ? 'count' : rule.until ? 'until' : 'never',
          count: rule.count != null ? String(rule.count) : base.count,
          until: rule.until ?? '',
        }
      : base,
    materielIds: v.materielIds ?? [],
  };
}

const int = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The rule as the API and the domain take it (not yet validated). */
export function ruleInput(r: RuleValues) {
  const monthly = r.frequency === 'monthly' || r.frequency === 'yearly';
  return {
    frequency: r.frequency,
    interval: int(r.interval),
    weekdays: r.frequency === 'weekly' ? r.weekdays : null,
    dayOfMonth: monthly && r.monthlyMode === 'day' ? int(r.dayOfMonth) : null,
    ordinal: monthly && r.monthlyMode === 'ordinal' ? int(r.ordinal) : null,
    ordinalWeekday: monthly && r.monthlyMode === 'ordinal' ? r.ordinalWeekday : null,
    count: r.ends === 'count' ? int(r.count) : null,
    until: r.ends === 'until' ? r.until : null,
  };
}

/** The rule checked by the domain schema: the rule, or the first problem as { field, reason }. */
export function parseRule(r: RuleValues): { rule: RecurrenceRule } | { field: string; reason: string } {
  const parsed = recurrenceRuleSchema.safeParse(ruleInput(r));
  if (parsed.success) return { rule: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { field: String(issue.path[0] ?? 'frequency'), reason: issue.message };
}

/** '1:30' or '90' (minutes) → minutes; '' → null. */
export function parseAccord(text: string): number | null | 'invalid' {
  const v = text.trim();
  if (!v) return null;
  const hm = /^(\d{1,4}):(\d{2})$/.exec(v);
  if (hm && Number(hm[2]) < 60) return Number(hm[1]) * 60 + Number(hm[2]);
  if (/^\d{1,6}$/.test(v)) return Number(v);
  return 'invalid';
}

/** A coordinate field's number; null when empty, NaN when it is not a number (refused by validateVisit). */
const coordinate = (text: string) => {
  const v = parseDecimal(text);
  return v === 'invalid' ? Number.NaN : v;
};

export type FormErrors = Partial<Record<string, string>>;

/** Client checks with the domain's rules; the keys are form field names, the values message keys. */
export function validateVisit(values: VisitFormValues, options: { repeating: boolean }): FormErrors {
  const errors: FormErrors = {};
  const start = toInstant(values.startDate, values.startTime);
  const end = toInstant(values.endDate, values.endTime);
  if ((values.startDate || values.startTime) && !start) errors.startTime = 'date_invalid';
  if ((values.endDate || values.endTime) && !end) errors.endTime = 'date_invalid';
  if (!errors.startTime && !errors.endTime) {
    const problem = visitTimeProblem({ start, end, materielIds: values.materielIds });
    if (problem)
      errors[problem.field === 'start' ? 'startTime' : problem.field === 'end' ? 'endTime' : problem.field] =
        problem.reason;
  }
  if (parseKroner(values.price) === 'invalid') errors.price = 'money_invalid';
  if (parseAccord(values.accord) === 'invalid') errors.accord = 'accordMinutes_invalid';
  if (!values.useCustomerAddress) {
    for (const name of ['latitude', 'longitude'] as const) {
      const n = coordinate(values[name]);
      if (n !== null && !Number.isFinite(n)) errors[name] = 'coordinate_invalid';
    }
  }
  if (options.repeating && values.repeat) {
    if (!start) errors['rule.frequency'] = 'recurrence.needsStart';
    const parsed = parseRule(values.rule);
    if ('reason' in parsed) errors[`rule.${parsed.field}`] = parsed.reason;
    else if (start && parsed.rule.until && parseDate(parsed.rule.until) < localParts(start).days)
      errors['rule.until'] = 'recurrence.untilBeforeStart';
  }
  return errors;
}

/**
 * The API input of the form (the recurrence is added by the caller when it is to be sent). Without `prices` (a
 * viewer who reads them as null) the prices are left out, so the server keeps them as they are.
 */
export function valuesToInput(
  values: VisitFormValues,
  options: {
    reference: boolean;
    accord: boolean;
    tagIds: string[];
    employees: boolean;
    prices: boolean;
    /** The company shows materials (showMaterials): the visit's materials are sent, else they stay as they are. */
    materials?: boolean;
  },
): VisitInput {
  const start = toInstant(values.startDate, values.startTime);
  const end = toInstant(values.endDate, values.endTime);
  const money = (text: string) => {
    const v = parseKroner(text);
    return v === 'invalid' ? null : v;
  };
  const accord = parseAccord(values.accord);
  return {
    customerId: values.customerId,
    ...(options.employees ? { employeeIds: values.employeeIds } : {}),
    departmentId: values.departmentId || null,
    start: start?.toISOString() ?? null,
    end: end?.toISOString() ?? null,
    useCustomerAddress: values.useCustomerAddress,
    ...(values.useCustomerAddress
      ? {}
      : {
          address: {
            streetAddress: values.streetAddress.trim() || null,
            zipcode: values.zipcode.trim() || null,
            city: values.city.trim() || null,
            latitude: coordinate(values.latitude),
            longitude: coordinate(values.longitude),
          },
        }),
    description: values.description.trim() || null,
    ...(options.reference ? { reference: values.reference.trim() || null } : {}),
    ...(options.prices ? { price: money(values.price) } : {}),
    sendBookingMail: values.sendBookingMail,
    showTimeRegs: values.showTimeRegs,
    ...(options.accord ? { accordMinutes: accord === 'invalid' ? null : accord } : {}),
    tagValues: options.tagIds.map((tagId) => ({
      tagId,
      values: (values.tags[tagId] ?? []).filter((v) => v.trim() !== ''),
    })),
    ...(options.materials ? { materielIds: values.materielIds } : {}),
  };
}

/** A server field ('input.end', 'input.recurrence.until', 'input.employeeIds.0') as the form's field name. */
export function formFieldOf(field: string | undefined): string {
  const f = (field ?? '').replace(/^input\.?/, '');
  if (f === 'end') return 'endTime';
  if (f === 'start') return 'startTime';
  if (f.startsWith('recurrence.')) return `rule.${f.split('.')[1]}`;
  if (f === 'recurrence') return 'rule.frequency';
  if (f.startsWith('employeeIds')) return 'employeeIds';
  if (f.startsWith('materielIds')) return 'materielIds';
  if (f.startsWith('address.')) return f.split('.')[1]!;
  if (f === 'accordMinutes') return 'accord';
  if (f.startsWith('tagValues')) return 'tags';
  if (['customerId', 'departmentId', 'description', 'reference', 'price'].includes(f)) return f;
  return 'root';
}
