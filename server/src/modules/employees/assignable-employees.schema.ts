import { builder } from '../../graphql/builder.ts';
import { EmployeeKindRef, EmployeeRoleRef } from './employees.schema.ts';
import { tenantScope } from '../../graphql/context.ts';
import { listAssignableEmployees, type AssignableEmployee } from './index.ts';

const AssignableDepartmentRef = builder
  .objectRef<NonNullable<AssignableEmployee['department']>>('AssignableEmployeeDepartment')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

const AssignableEmployeeRef = builder.objectRef<AssignableEmployee>('AssignableEmployee').implement({
  description: 'A colleague a visit can be assigned to. Deliberately without email, phone, permissions or rates.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    role: t.field({ type: EmployeeRoleRef, resolve: (e) => e.role }),
    kind: t.field({ type: EmployeeKindRef, nullable: true, resolve: (e) => e.kind }),
    department: t.field({ type: AssignableDepartmentRef, nullable: true, resolve: (e) => e.department }),
  }),
});

builder.queryField('assignableEmployees', (t) =>
  t.field({
    type: [AssignableEmployeeRef],
    description:
      "The company's active staff (administrators, employees, suppliers) by name: who createVisit and updateVisit accept in employeeIds.",
    resolve: (_r, _a, ctx) => listAssignableEmployees(tenantScope(ctx)),
  }),
);
