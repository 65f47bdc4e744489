import { asc, sql } from 'drizzle-orm';
import { customerDisplayName } from '@servio/domain';
import { customers } from '../../db/tables/index.ts';
import type { TenantScope } from '../../core/scope.ts';
import { inCustomerFamily } from './customer-family.ts';

/** One customer of a customer's login's portal: its own or one of its locations. */
export interface MyCustomer {
  id: string;
  name: string;
  /** True for the login's own customer; false for a location. */
  own: boolean;
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The customers a customer's login sees in the portal (its own first, then its locations by name, with
 * enableCustomerHierarchy), for naming the location of a visit, an invoice or a unit and for choosing one. Anyone else
 * gets none.
 */
export async function myCustomers(scope: TenantScope): Promise<MyCustomer[]> {
  const ownId = scope.actor.role === 'customer' ? scope.actor.customerId : null;
  if (!ownId) return [];
  const rows = await scope.db
    .select()
    .from(customers)
    .where(inCustomerFamily(ownId, { companyId: sql`${customers.companyId}`, customerId: sql`${customers.id}` }))
    .orderBy(sql`${customers.id} <> ${ownId}`, asc(customers.sortName), asc(customers.id));
  return rows.map((row) => ({
    id: row.id,
    name: customerDisplayName(row),
    own: row.id === ownId,
    streetAddress: row.streetAddress,
    zipcode: row.zipcode,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}
