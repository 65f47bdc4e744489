import { sql, type SQL } from 'drizzle-orm';

/**
 * The customers a customer's login sees (the customer portal): its own and, while the company has
 * enableCustomerHierarchy, its locations (the customers whose parent it is; a location has no locations of its own).
 * `column` is the customer id of the row being checked. Row-level security keeps it to the company either way.
 */
export function inCustomerFamily(customerId: string, column: SQL): SQL {
  return sql`(${column} = ${customerId} or ${column} in (
    select fc.id from customers fc join companies fco on fco.id = fc.company_id
    where fc.parent_customer_id = ${customerId} and fco.enable_customer_hierarchy))`;
}
