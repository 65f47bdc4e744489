import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import { customers, invoices, visits } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { hasChildren } from './customer-parent.ts';
import { findCustomer } from './find-customers.ts';

/** Refused while visits or invoices hang on the customer (bookkeeping keeps invoices), or it has locations. */
export async function deleteCustomer(scope: TenantScope, id: string): Promise<boolean> {
  const current = await findCustomer(scope, id);
  const [visit] = await scope.db.select({ id: visits.id }).from(visits).where(eq(visits.customerId, id)).limit(1);
  if (visit) throw badInput('id', 'customer.hasVisits');
  const [invoice] = await scope.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.customerId, id))
    .limit(1);
  // The same refusal as for visits: its text names both.
  if (invoice) throw badInput('id', 'customer.hasVisits');
  if (await hasChildren(scope, id)) throw badInput('id', 'customer.hasChildren');
  await scope.db.delete(customers).where(eq(customers.id, id));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'customer.deleted',
    details: {
      customerId: id,
      name: [current.firstName, current.lastName, current.companyName].filter(Boolean).join(' '),
    },
  });
  return true;
}
