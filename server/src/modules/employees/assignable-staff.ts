import { and, eq, inArray } from 'drizzle-orm';
import { staffRoles } from '@servio/domain';
import { users } from '../../db/tables/index.ts';

/**
 * Who a visit may be assigned to: the company's active administrators, employees and suppliers. The pick list
 * shows them and createVisit/updateVisit accept only them in `employeeIds`.
 */
export const assignableStaff = (companyId: string) =>
  and(inArray(users.role, [...staffRoles]), eq(users.active, true), eq(users.companyId, companyId));
