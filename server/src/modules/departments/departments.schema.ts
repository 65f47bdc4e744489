import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { DepartmentRef, EmployeeRef } from '../employees/employees.schema.ts';
import {
  createDepartment,
  deleteDepartment,
  findDepartment,
  listDepartmentMembers,
  listDepartments,
  updateDepartment,
} from './index.ts';

DepartmentRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    color: t.exposeString('color', { nullable: true }),
    memberCount: t.int({ resolve: (d) => d.memberCount ?? 0 }),
    members: t.field({
      type: [EmployeeRef],
      description: 'Administrators only.',
      resolve: (d, _a, ctx) => listDepartmentMembers(tenantScope(ctx), d.id),
    }),
    version: t.exposeInt('version'),
  }),
});

builder.queryField('departments', (t) =>
  t.field({ type: [DepartmentRef], resolve: (_r, _a, ctx) => listDepartments(tenantScope(ctx)) }),
);
builder.queryField('department', (t) =>
  t.field({
    type: DepartmentRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findDepartment(tenantScope(ctx), args.id),
  }),
);

const DepartmentInput = builder.inputType('DepartmentInput', {
  fields: (t) => ({ name: t.string({ required: true }), color: t.string({ description: '#rrggbb' }) }),
});

builder.mutationField('createDepartment', (t) =>
  t.field({
    type: DepartmentRef,
    args: { input: t.arg({ type: DepartmentInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createDepartment(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);
builder.mutationField('updateDepartment', (t) =>
  t.field({
    type: DepartmentRef,
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: DepartmentInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateDepartment(tenantScope(ctx), args.id, args.version, args.input),
  }),
);
builder.mutationField('deleteDepartment', (t) =>
  t.boolean({
    description: 'Refused with department.inUse while employees or visits use it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteDepartment(tenantScope(ctx), args.id),
  }),
);
