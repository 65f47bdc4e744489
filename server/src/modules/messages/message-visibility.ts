import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/scope.ts';
import { visibleVisits } from '../visits/index.ts';
import { inCustomerFamily } from '../customers/index.ts';

/**
 * The one rule for which messages (alias `m`) an actor may read (docs/decisions/0035-messages.md). Administrators
 * read all; everyone reads what they wrote. A customer's login reads its customer's (and, with the hierarchy, its
 * locations') ALL and CUSTOMER messages, never an EMPLOYEE one. Employees and suppliers read the EMPLOYEE messages addressed to them, and ALL messages of the
 * visits they see (visibleVisits) or, for employees, of customer threads (they see every customer page).
 */
export function readableMessages(actor: Actor): SQL {
  const own = sql`m.author_user_id = ${actor.userId}`;
  switch (actor.role) {
    case 'administrator':
      return sql`true`;
    case 'customer':
      if (!actor.customerId) return own;
      return sql`(${own} or (${inCustomerFamily(actor.customerId, { companyId: sql`m.company_id`, customerId: sql`m.customer_id` })} and m.visibility in ('all', 'customer')))`;
    default: {
      const threadSeen =
        actor.role === 'employee'
          ? sql`(m.visit_id is null or exists (select 1 from visits v where v.company_id = m.company_id and v.id = m.visit_id and ${visibleVisits(actor)}))`
          : sql`exists (select 1 from visits v where v.company_id = m.company_id and v.id = m.visit_id and ${visibleVisits(actor)})`;
      return sql`(${own}
        or (m.visibility = 'employee' and m.recipient_user_id = ${actor.userId})
        or (m.visibility = 'all' and ${threadSeen}))`;
    }
  }
}
