/**
 * The departments module's public entry: what other modules, job workers and scripts may use. Every operation
 * takes an explicit scope and plain input and throws DomainErrors. The GraphQL side is `departments.schema.ts`.
 */
export type { DepartmentWithCount } from './department-record.ts';
export { listDepartments } from './list-departments.ts';
export { findDepartment, findDepartmentsByIds } from './find-departments.ts';
export { listDepartmentMembers } from './list-department-members.ts';
export { createDepartment } from './create-department.ts';
export { updateDepartment } from './update-department.ts';
export { deleteDepartment } from './delete-department.ts';
