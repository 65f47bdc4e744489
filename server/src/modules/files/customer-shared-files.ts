import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/scope.ts';
import { inCustomerFamily } from '../customers/index.ts';
import { visibleVisits } from '../visits/index.ts';

/**
 * The one rule for which files a customer's login may see (the portal's documents and their downloads, issue #20):
 * an attachment the office shared with the customer, not deleted, on one of the login's customers (its own and, with
 * enableCustomerHierarchy, its locations), on a visit it sees (visibility.ts) or on a unit of one of those customers.
 * Anyone else: none. Written against alias `f` (stored_files).
 */
export function sharedWithCustomerFiles(actor: Actor): SQL {
  if (actor.role !== 'customer' || !actor.customerId) return sql`false`;
  const family = (alias: SQL) =>
    inCustomerFamily(actor.customerId!, { companyId: sql`${alias}.company_id`, customerId: sql`${alias}.customer_id` });
  return sql`(f.shared_with_customer and f.deleted_at is null and f.purpose = 'attachment' and (
    (f.customer_id is not null and ${family(sql`f`)})
    or (f.visit_id is not null and exists (select 1 from visits v where v.company_id = f.company_id and v.id = f.visit_id and ${visibleVisits(actor)}))
    or (f.material_id is not null and exists (
      select 1 from materials sm where sm.company_id = f.company_id and sm.id = f.material_id and ${family(sql`sm`)}))
  ))`;
}
