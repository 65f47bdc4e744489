import { eq } from 'drizzle-orm';
import { customers } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { customerSettings } from './customer-settings.ts';

/** A parent must exist in the company, the hierarchy be enabled, and the parent not itself a child. */
export async function assertParentAllowed(
  scope: CompanyScope,
  parentId: string | null | undefined,
  selfId?: string,
): Promise<void> {
  if (!parentId) return;
  const settings = await customerSettings(scope);
  if (!settings.enableCustomerHierarchy) throw badInput('parentCustomerId', 'customer.hierarchyDisabled');
  if (parentId === selfId) throw badInput('parentCustomerId', 'customer.parentIsSelf');
  const [parent] = await scope.db.select().from(customers).where(eq(customers.id, parentId));
  if (!parent) throw badInput('parentCustomerId', 'customer.parentNotFound');
  if (parent.parentCustomerId) throw badInput('parentCustomerId', 'customer.parentIsChild');
  if (selfId && (await hasChildren(scope, selfId))) throw badInput('parentCustomerId', 'customer.hasChildren');
}

/** Whether the customer has locations (a parent cannot become a child, nor be deleted). */
export async function hasChildren(scope: CompanyScope, customerId: string): Promise<boolean> {
  const [child] = await scope.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.parentCustomerId, customerId))
    .limit(1);
  return Boolean(child);
}
