import { and, eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { companies, items, users, type ItemRow } from '../../db/tables/index.ts';
import { badInput, DomainError, notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { assignableStaff } from '../employees/index.ts';

/** The company keeps stock (enableItemStock): the ledger only runs with it. */
export async function stockEnabled({ db, companyId }: CompanyScope): Promise<boolean> {
  const [row] = await db.select({ on: companies.enableItemStock }).from(companies).where(eq(companies.id, companyId));
  return row?.on ?? false;
}

/** Stock operations are refused while the company does not keep stock. */
export async function assertStockEnabled(scope: CompanyScope): Promise<void> {
  if (!(await stockEnabled(scope)))
    throw new DomainError('CONFLICT', 'The company does not keep stock', { reason: 'stock.disabled' });
}

/** An item of the company, or NOT_FOUND (another company's too: row-level security hides it). */
export async function findStockItem({ db }: CompanyScope, id: string): Promise<ItemRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(items).where(eq(items.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * A location named by an input: null is the main stock; else a van, which belongs to an active staff member of the
 * company (a field worker, as a rule; whoever is on visits may carry stock).
 */
export async function checkLocation(scope: CompanyScope, employeeId: string | null | undefined, field: string) {
  if (!employeeId) return null;
  const [row] = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, employeeId), assignableStaff(scope.companyId)));
  if (!row) throw badInput(field, 'stock.locationNotFound');
  return employeeId;
}
