import { employeeKinds, permissionFlags, personName, rateFields, staffRoles } from '@servio/domain';
import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { loadersOf } from '../../graphql/loaders.ts';
import type { DepartmentRow } from '../../db/tables/index.ts';
import { inviteCustomer, inviteEmployee } from '../invitations/index.ts';
import {
  createEmployee,
  deleteEmployee,
  findEmployee,
  listEmployees,
  rateColumns,
  setEmployeeActive,
  updateEmployee,
  type EmployeeRow,
} from './index.ts';
import { pageRef } from '../../graphql/page.ts';
import { overwriteWages } from '../time-registrations/index.ts';

export const EmployeeRoleRef = builder.enumType('EmployeeRole', { values: staffRoles });
export const EmployeeKindRef = builder.enumType('EmployeeKind', { values: employeeKinds });

const PermissionsRef = builder.objectRef<EmployeeRow>('EmployeePermissions').implement({
  fields: (t) => Object.fromEntries(permissionFlags.map((f) => [f, t.exposeBoolean(f)])),
});

const RatesRef = builder.objectRef<EmployeeRow>('EmployeeRates').implement({
  description: 'Money in øre.',
  fields: (t) =>
    Object.fromEntries(
      rateFields.map((f) => [f, t.int({ nullable: true, resolve: (e) => e[rateColumns[f]] as number | null })]),
    ),
});

export const DepartmentRef = builder.objectRef<DepartmentRow & { memberCount?: number }>('Department');

export const EmployeeRef = builder.objectRef<EmployeeRow>('Employee').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    name: t.string({ resolve: (e) => personName(e) }),
    email: t.exposeString('email'),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true, description: 'E.164' }),
    kind: t.string({ nullable: true, description: 'field | office | both', resolve: (e) => e.kind }),
    role: t.string({ description: 'administrator | employee | supplier', resolve: (e) => e.role }),
    departmentId: t.exposeID('departmentId', { nullable: true }),
    department: t.field({
      type: DepartmentRef,
      nullable: true,
      resolve: (e, _a, ctx) => (e.departmentId ? loadersOf(ctx).departmentById.load(e.departmentId) : null),
    }),
    active: t.exposeBoolean('active'),
    hasPassword: t.boolean({
      description: 'False until the invitation is accepted.',
      resolve: (e) => e.passwordHash !== null,
    }),
    permissions: t.field({ type: PermissionsRef, resolve: (e) => e }),
    rates: t.field({ type: RatesRef, resolve: (e) => e }),
    bookable: t.exposeBoolean('bookable', { description: 'Their free time is offered on the booking page.' }),
    bookingHours: t.field({
      type: 'JSON',
      nullable: true,
      description: "Own working hours for bookings, [{ weekday, start, end }]; null: the company's.",
      resolve: (e) => e.bookingHours,
    }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const EmployeePageRef = pageRef('EmployeePage', EmployeeRef);

builder.queryField('employees', (t) =>
  t.field({
    type: EmployeePageRef,
    args: {
      search: t.arg.string(),
      role: t.arg({ type: EmployeeRoleRef }),
      kind: t.arg({ type: EmployeeKindRef }),
      departmentId: t.arg.id(),
      active: t.arg.boolean(),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_r, args, ctx) => listEmployees(tenantScope(ctx), args),
  }),
);

builder.queryField('employee', (t) =>
  t.field({
    type: EmployeeRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findEmployee(tenantScope(ctx), args.id),
  }),
);

const PermissionsInput = builder.inputType('EmployeePermissionsInput', {
  fields: (t) => Object.fromEntries(permissionFlags.map((f) => [f, t.boolean()])),
});
const RatesInput = builder.inputType('EmployeeRatesInput', {
  description: 'Money in øre; null clears a rate.',
  fields: (t) => Object.fromEntries(rateFields.map((f) => [f, t.int()])),
});

const EmployeeInput = builder.inputType('EmployeeInput', {
  description: 'On create firstName, email, kind and role are required; on update only what is sent changes.',
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
    phoneNumber: t.string(),
    kind: t.field({ type: EmployeeKindRef }),
    role: t.field({ type: EmployeeRoleRef }),
    departmentId: t.id(),
    permissions: t.field({ type: PermissionsInput }),
    rates: t.field({ type: RatesInput }),
    bookable: t.boolean(),
    bookingHours: t.field({ type: 'JSON', description: "[{ weekday, start, end }]; null: the company's hours." }),
  }),
});

builder.mutationField('createEmployee', (t) =>
  t.field({
    type: EmployeeRef,
    description:
      'BAD_USER_INPUT duplicateEmail (type employee or customer) when the address has an account in this company (accounts in other companies do not count).',
    args: { input: t.arg({ type: EmployeeInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createEmployee(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);

builder.mutationField('updateEmployee', (t) =>
  t.field({
    type: EmployeeRef,
    description: 'CONFLICT when version is stale; employee.cannotDemoteSelf for your own role.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: EmployeeInput, required: true }),
      overwriteWagesFrom: t.arg.string({
        description:
          "YYYY-MM-DD: recompute the frozen wage of the employee's time registrations from this date with the new rates (approved weeks stay), in the same transaction; audited.",
      }),
    },
    resolve: async (_r, args, ctx) => {
      const scope = tenantScope(ctx);
      const row = await updateEmployee(scope, args.id, args.version, args.input);
      // In the request's one transaction with the rate change: both land, or neither (spec section 8's warning).
      // Called here, not inside updateEmployee: time registrations read visits, which read employees (no cycle).
      if (args.overwriteWagesFrom) await overwriteWages(scope, args.id, args.overwriteWagesFrom);
      return row;
    },
  }),
);

builder.mutationField('deactivateEmployee', (t) =>
  t.field({
    type: EmployeeRef,
    description: 'Ends their sessions. employee.cannotDeactivateSelf for yourself.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => setEmployeeActive(tenantScope(ctx), args.id, false),
  }),
);

builder.mutationField('reactivateEmployee', (t) =>
  t.field({
    type: EmployeeRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => setEmployeeActive(tenantScope(ctx), args.id, true),
  }),
);

builder.mutationField('deleteEmployee', (t) =>
  t.boolean({
    description: 'Refused with employee.hasHistory once they have visits; deactivate them instead.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteEmployee(tenantScope(ctx), args.id),
  }),
);

const InvitationLinkRef = builder.objectRef<{ link: string; expiresAt: Date }>('InvitationLink').implement({
  fields: (t) => ({
    link: t.exposeString('link', { description: 'Path of the one-time link: /invitation/<token>.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.mutationField('inviteEmployee', (t) =>
  t.field({
    type: InvitationLinkRef,
    description:
      'A new one-time link (7 days); earlier unused links of the person stop working. The mail goes through the outbox.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => inviteEmployee(tenantScope(ctx), args.id),
  }),
);

builder.mutationField('inviteCustomer', (t) =>
  t.field({
    type: InvitationLinkRef,
    description:
      "Creates the customer's login (role customer) when needed and a one-time link. Needs the company flag allowCustomerLogin, the customer's allowedToLogin and an email.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => inviteCustomer(tenantScope(ctx), args.id),
  }),
);
