import { and, eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { users } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { isStaff, type EmployeeRow } from './employee-record.ts';

export async function findEmployee(scope: CompanyScope, id: string): Promise<EmployeeRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaff));
  if (!row) throw notFound();
  return row;
}
