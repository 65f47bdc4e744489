import { inArray } from 'drizzle-orm';
import { permissionFlags, staffRoles, type employeePatchSchema, type RateField } from '@servio/domain';
import type { z } from 'zod';
import { users, type UserRow } from '../../db/tables/index.ts';

/** An employee is a user of a staff role (administrator, employee, supplier). */
export type EmployeeRow = UserRow;

/** The staff condition every employee query carries (a customer's login is a user too). */
export const isStaff = inArray(users.role, [...staffRoles]);

export const rateColumns: Record<RateField, keyof UserRow & `rate${string}`> = {
  regular: 'rateRegular',
  hourly: 'rateHourly',
  costPrice: 'rateCostPrice',
  overtime: 'rateOvertime',
  extra: 'rateExtra',
  extraPublic: 'rateExtraPublic',
};

export type EmployeeData = Partial<z.infer<typeof employeePatchSchema>>;

/** Input to table columns; only what the input names. */
export function employeeValues(data: EmployeeData): Partial<typeof users.$inferInsert> {
  const values: Partial<typeof users.$inferInsert> = {
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    phoneNumber: data.phoneNumber,
    kind: data.kind,
    role: data.role,
    departmentId: data.departmentId,
    bookable: data.bookable ?? undefined,
    bookingHours:
      data.bookingHours === undefined
        ? undefined
        : data.bookingHours && [...data.bookingHours].sort((a, b) => a.weekday - b.weekday || a.start - b.start),
  };
  for (const flag of permissionFlags) {
    const value = data.permissions?.[flag];
    if (value !== undefined) values[flag] = value;
  }
  for (const [field, column] of Object.entries(rateColumns) as [RateField, keyof typeof values][]) {
    const value = data.rates?.[field];
    if (value !== undefined) (values as Record<string, unknown>)[column] = value;
  }
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}
