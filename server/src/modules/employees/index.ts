/**
 * The employees module's public entry: what other modules, job workers and scripts may use. Every operation
 * takes an explicit scope and plain input and throws DomainErrors. The GraphQL side is `employees.schema.ts`
 * and `assignable-employees.schema.ts`.
 */
export { isStaff, rateColumns, type EmployeeRow } from './employee-record.ts';
export { listEmployees, type EmployeeListArgs } from './list-employees.ts';
export { findEmployee } from './find-employee.ts';
export { createEmployee } from './create-employee.ts';
export { updateEmployee } from './update-employee.ts';
export { setEmployeeActive } from './set-employee-active.ts';
export { deleteEmployee } from './delete-employee.ts';
export { asDuplicateEmail, assertUserEmailFree, duplicateEmail, sameUserEmail } from './user-email.ts';
export { assignableStaff } from './assignable-staff.ts';
export { listAssignableEmployees, type AssignableEmployee } from './list-assignable-employees.ts';
