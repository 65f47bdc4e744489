import { sql, type SQL } from 'drizzle-orm';

/**
 * The customers a customer's login sees (the customer portal): its own and, while the company has
 * enableCustomerHierarchy, its locations (the customers whose parent it is; a location has no locations of its own).
 * `row` is the company and customer id of the row being checked: a location is matched by its whole key, as every
 * join between company tables is (docs/scale-out.md §4); row-level security keeps it to the company either way.
 */
export function inCustomerFamily(customerId: string, row: { companyId: SQL; customerId: SQL }): SQL {
  return sql`(${row.customerId} = ${customerId} or (${row.companyId}, ${row.customerId}) in (
    select fc.company_id, fc.id from customers fc join companies fco on fco.id = fc.company_id
    where fc.parent_customer_id = ${customerId} and fco.enable_customer_hierarchy))`;
}
