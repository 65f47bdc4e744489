import { eq } from 'drizzle-orm';
import { visitEmployees } from '../../../db/tables/index.ts';
import type { CompanyScope } from '../../../core/scope.ts';

/** Puts exactly these employees on the visit. */
export async function replaceEmployees(
  { db, companyId }: CompanyScope,
  visitId: string,
  employeeIds: readonly string[],
): Promise<void> {
  await db.delete(visitEmployees).where(eq(visitEmployees.visitId, visitId));
  if (employeeIds.length) {
    await db.insert(visitEmployees).values([...new Set(employeeIds)].map((userId) => ({ companyId, visitId, userId })));
  }
}

export async function employeeIdsOf({ db }: CompanyScope, visitId: string): Promise<string[]> {
  const rows = await db
    .select({ id: visitEmployees.userId })
    .from(visitEmployees)
    .where(eq(visitEmployees.visitId, visitId));
  return rows.map((r) => r.id);
}
