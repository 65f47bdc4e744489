import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  formatHoursMinutes,
  parseDate,
  parseLocalDate,
  timeRegistrationTypes,
  toCsv,
  unitOfType,
  type TimeRegistrationType,
} from '@servio/domain';
import { timeRegistrations, users } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** The payroll file's type names: the file is Danish whatever the screen's language (like the customer export). */
export const payrollTypeNames: Record<TimeRegistrationType, string> = {
  regular: 'Normal tid',
  overtime: 'Overarbejde',
  driving: 'Kørsel (tid)',
  driving_km: 'Kørsel (km)',
  sick: 'Sygdom',
  vacation: 'Ferie',
  calendar_holiday: 'Helligdag',
  counterbalance_overtime: 'Afspadsering',
  accord: 'Akkord',
  expense: 'Udlæg',
  money: 'Beløb',
};

const payrollHeaders = [
  'Medarbejder',
  'Email',
  'Type',
  'Timer',
  'Timer (t:mm)',
  'Km',
  'Beløb (kr.)',
  'Løn (kr.)',
  'Antal',
];

/** The longest period one export covers. */
export const maxPayrollDays = 366;

/** A decimal with a comma and `digits` decimals, no thousands separator (payroll systems read it as a number). */
const decimal = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');
const kroner = (ore: number) => decimal(ore / 100, 2);

/**
 * The registrations of a period for payroll: one line per employee and type, hours as decimal and as h:mm, km,
 * amounts and wages in kroner; Danish CSV (semicolon, comma decimal, UTF-8 with BOM, CRLF).
 */
export async function exportPayrollCsv(scope: CompanyScope, args: { from: string; to: string }): Promise<string> {
  if (!parseLocalDate(args.from)) throw badInput('from', 'timeRegistration.dateInvalid');
  if (!parseLocalDate(args.to)) throw badInput('to', 'timeRegistration.dateInvalid');
  const days = parseDate(args.to) - parseDate(args.from);
  if (days < 0) throw badInput('to', 'timeRegistration.periodInvalid');
  if (days >= maxPayrollDays) throw badInput('to', 'timeRegistration.periodTooLong');
  const name = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
  const rows = await scope.db
    .select({
      employeeId: timeRegistrations.employeeId,
      name,
      email: users.email,
      type: timeRegistrations.type,
      minutes: sql<number>`coalesce(sum(${timeRegistrations.minutes}), 0)::int`,
      km: sql<number>`coalesce(sum(${timeRegistrations.km}), 0)::float8`,
      amountOre: sql<number>`coalesce(sum(${timeRegistrations.amountOre}), 0)::int`,
      wageOre: sql<number>`coalesce(sum(${timeRegistrations.wageOre}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(timeRegistrations)
    .innerJoin(users, eq(users.id, timeRegistrations.employeeId))
    .where(and(gte(timeRegistrations.workDate, args.from), lte(timeRegistrations.workDate, args.to)))
    .groupBy(timeRegistrations.employeeId, name, users.email, timeRegistrations.type)
    .orderBy(asc(name), asc(users.email));
  const typeOrder = (t: TimeRegistrationType) => timeRegistrationTypes.indexOf(t);
  // Sorted here by the types' order (the screen's), employees as the database sorted them.
  const employeeOrder = new Map<string, number>();
  for (const row of rows) if (!employeeOrder.has(row.employeeId)) employeeOrder.set(row.employeeId, employeeOrder.size);
  rows.sort(
    (a, b) =>
      employeeOrder.get(a.employeeId)! - employeeOrder.get(b.employeeId)! || typeOrder(a.type) - typeOrder(b.type),
  );
  return toCsv([
    payrollHeaders,
    ...rows.map((r) => {
      const unit = unitOfType(r.type);
      return [
        r.name,
        r.email,
        payrollTypeNames[r.type],
        unit === 'hours' ? decimal(r.minutes / 60, 2) : '',
        unit === 'hours' ? formatHoursMinutes(r.minutes) : '',
        unit === 'km' ? decimal(r.km, 1) : '',
        unit === 'amount' ? kroner(r.amountOre) : '',
        kroner(r.wageOre),
        r.count,
      ];
    }),
  ]);
}
