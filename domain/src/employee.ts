import { z } from 'zod';
import { weeklyHoursSchema } from './booking-hours.ts';
import { isUuid, optionalText, phoneFieldSchema } from './fields.ts';
import { isValidEmail } from './identifiers.ts';
import { employeeKinds, permissionFlags, staffRoles, type PermissionFlag } from './roles.ts';

/** Rates of an employee, in øre (spec section 3). */
export const rateFields = ['regular', 'hourly', 'costPrice', 'overtime', 'extra', 'extraPublic'] as const;
export type RateField = (typeof rateFields)[number];

/** Money in øre: a whole number from 0 to 10 million kroner. */
export const oreSchema = z.number().int('money_invalid').min(0, 'money_invalid').max(1_000_000_000, 'money_invalid');

const requiredName = z.string().trim().min(1, 'required').max(100, 'tooLong');

const employeeFields = {
  firstName: requiredName,
  lastName: optionalText(100),
  phoneNumber: phoneFieldSchema,
  kind: z.enum(employeeKinds, { message: 'employee.kindInvalid' }),
  role: z.enum(staffRoles, { message: 'employee.roleInvalid' }),
  departmentId: z
    .string()
    .refine((v) => v === '' || isUuid(v), 'department.notFound')
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  permissions: z
    .object(
      Object.fromEntries(permissionFlags.map((f) => [f, z.boolean().optional()])) as Record<
        PermissionFlag,
        z.ZodOptional<z.ZodBoolean>
      >,
    )
    .strict()
    .nullish(),
  rates: z
    .object(
      Object.fromEntries(rateFields.map((f) => [f, oreSchema.nullish()])) as Record<
        RateField,
        z.ZodOptional<z.ZodNullable<typeof oreSchema>>
      >,
    )
    .strict()
    .nullish(),
  /** On the public booking page's free times (issue #19). */
  bookable: z.boolean().nullish(),
  /** Own working hours for bookings; null: the company's. */
  bookingHours: weeklyHoursSchema.nullish(),
};

const requiredEmail = z
  .string()
  .trim()
  .min(1, 'required')
  .max(254, 'email_invalid')
  .refine(isValidEmail, 'email_invalid')
  .transform((v) => v.toLowerCase());

/** A new employee: first name, email, kind and role are required. */
export const employeeInputSchema = z.object({ ...employeeFields, email: requiredEmail });
export type EmployeeInput = z.infer<typeof employeeInputSchema>;

/** A change to an employee: only what is sent changes. */
export const employeePatchSchema = z.object({
  firstName: requiredName.optional(),
  lastName: employeeFields.lastName,
  email: requiredEmail.optional(),
  phoneNumber: employeeFields.phoneNumber,
  kind: employeeFields.kind.optional(),
  role: employeeFields.role.optional(),
  departmentId: employeeFields.departmentId,
  permissions: employeeFields.permissions,
  rates: employeeFields.rates,
  bookable: employeeFields.bookable,
  bookingHours: employeeFields.bookingHours,
});
export type EmployeePatch = z.infer<typeof employeePatchSchema>;
