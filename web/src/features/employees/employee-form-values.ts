import type { FieldErrors, Resolver } from 'react-hook-form';
import { employeeInputSchema, employeePatchSchema, rateFields, type RateField } from '@servio/domain/employee';
import { permissionFlags, type EmployeeKind, type PermissionFlag, type StaffRole } from '@servio/domain/roles';
import { formatKroner, parseKroner } from '../../lib/format/index.ts';
import type { WeeklyHours } from '@servio/domain/booking-hours';
import { hoursOf, hoursRows, type HoursRow } from '../../shared/weekly-hours.ts';
import type { EmployeeDetail, EmployeeInput } from './employees-api.ts';

export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  kind: EmployeeKind;
  role: StaffRole;
  departmentId: string;
  permissions: Record<PermissionFlag, boolean>;
  /** Kroner as typed, in the interface language's way (1.234,50 or 1,234.50). */
  rates: Record<RateField, string>;
  /** On the booking page's free times, with the company's hours or their own. */
  bookable: boolean;
  ownHours: boolean;
  hours: HoursRow[];
}

const noPermissions = Object.fromEntries(permissionFlags.map((f) => [f, false])) as Record<PermissionFlag, boolean>;
const noRates = Object.fromEntries(rateFields.map((f) => [f, ''])) as Record<RateField, string>;

export function emptyEmployeeValues(): EmployeeFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    kind: 'field',
    role: 'employee',
    departmentId: '',
    permissions: { ...noPermissions },
    rates: { ...noRates },
    bookable: true,
    ownHours: false,
    hours: hoursRows(null),
  };
}

export function employeeToValues(e: EmployeeDetail): EmployeeFormValues {
  return {
    firstName: e.firstName ?? '',
    lastName: e.lastName ?? '',
    email: e.email,
    phoneNumber: e.phoneNumber ?? '',
    kind: (e.kind ?? 'field') as EmployeeKind,
    role: e.role as StaffRole,
    departmentId: e.departmentId ?? '',
    permissions: { ...e.permissions },
    rates: Object.fromEntries(rateFields.map((f) => [f, formatKroner(e.rates[f])])) as Record<RateField, string>,
    bookable: e.bookable,
    ownHours: e.bookingHours != null,
    hours: hoursRows(e.bookingHours as WeeklyHours | null),
  };
}

const hoursOrNull = (rows: HoursRow[]) => {
  const result = hoursOf(rows);
  return 'hours' in result ? result.hours : null;
};

/** The API input; rates in øre ('invalid' rates are caught by the resolver first). */
export function valuesToInput(v: EmployeeFormValues): EmployeeInput {
  const rates = Object.fromEntries(
    rateFields.map((f) => {
      const ore = parseKroner(v.rates[f]);
      return [f, ore === 'invalid' ? null : ore];
    }),
  );
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phoneNumber: v.phoneNumber,
    kind: v.kind,
    role: v.role,
    departmentId: v.departmentId,
    permissions: { ...v.permissions },
    rates,
    bookable: v.bookable,
    bookingHours: v.ownHours ? (hoursOrNull(v.hours) ?? []) : null,
  };
}

/** A schema or server path ('input.rates.hourly', 'email') as the form field. */
export function employeeFieldOf(path: string | undefined): string {
  const p = (path ?? '').replace(/^input\.?/, '');
  if (!p) return 'root';
  if (p.startsWith('rates.') || p.startsWith('permissions.')) return p;
  const top = p.split('.')[0]!;
  if (top === 'bookingHours') return 'hours';
  return ['firstName', 'lastName', 'email', 'phoneNumber', 'kind', 'role', 'departmentId', 'bookable'].includes(top)
    ? top
    : 'root';
}

/** The domain's zod rules, with the rates checked as kroner first. */
export function employeeResolver(isNew: boolean): Resolver<EmployeeFormValues> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const f of rateFields) {
      if (parseKroner(values.rates[f]) === 'invalid')
        errors[`rates.${f}`] = { type: 'validate', message: 'money_invalid' };
    }
    if (values.ownHours) {
      const hours = hoursOf(values.hours);
      if ('error' in hours) errors.hours = { type: 'validate', message: hours.error };
    }
    const result = (isNew ? employeeInputSchema : employeePatchSchema).safeParse(valuesToInput(values));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = employeeFieldOf(issue.path.map(String).join('.'));
        errors[field] ??= { type: 'validate', message: issue.message };
      }
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    // Nested names ('rates.hourly') as react-hook-form's nested error objects.
    const nested: Record<string, unknown> = {};
    for (const [name, error] of Object.entries(errors)) {
      const [head, tail] = name.split('.');
      if (tail) nested[head!] = { ...(nested[head!] as object), [tail]: error };
      else nested[name] = error;
    }
    return { values: {}, errors: nested as FieldErrors<EmployeeFormValues> };
  };
}
