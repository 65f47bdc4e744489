import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/scope.ts';
import { inCustomerFamily } from '../customers/index.ts';

/**
 * The one rule for who sees a visit, on every path to one (a page, a customer's or an employee's visits, a visit by
 * id, the calendar, linked visits, a series' next visit): administrators every visit of the company, employees
 * and suppliers the visits they are on, a customer's login the visits of its customer
 * and, with enableCustomerHierarchy, of its locations. Written against alias `v`.
 */
export function visibleVisits(actor: Actor): SQL {
  switch (actor.role) {
    case 'administrator':
      return sql`true`;
    case 'customer':
      return actor.customerId
        ? inCustomerFamily(actor.customerId, { companyId: sql`v.company_id`, customerId: sql`v.customer_id` })
        : sql`false`;
    default:
      return sql`exists (select 1 from visit_employees ve where ve.company_id = v.company_id and ve.visit_id = v.id and ve.user_id = ${actor.userId})`;
  }
}

/** The series whose visits the actor sees (alias `s`): their projected occurrences follow the same rule. */
export function visibleSeries(actor: Actor): SQL {
  switch (actor.role) {
    case 'administrator':
      return sql`true`;
    case 'customer':
      return actor.customerId
        ? inCustomerFamily(actor.customerId, { companyId: sql`s.company_id`, customerId: sql`s.customer_id` })
        : sql`false`;
    default:
      return sql`${actor.userId}::uuid = any(s.employee_ids)`;
  }
}
