import { and, eq } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import { customers } from '../../db/tables/index.ts';

/** What the booking page knows of a signed-in customer: the contact details of its customer record. */
export interface SignedInCustomer {
  name: string;
  email: string | null;
  phone: string | null;
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
}

/** The booking's contact fields the customer record can fill in. */
const contactFields = ['name', 'email', 'phone', 'streetAddress', 'zipcode', 'city'] as const;

/**
 * The customer's contact details, in the page's tenant (row-level security holds). The name is the person's, else the
 * firm's: a booking's name is whom to contact. Null when the customer is gone.
 */
export async function readSignedInCustomer(scope: CompanyScope, customerId: string): Promise<SignedInCustomer | null> {
  const [row] = await scope.db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: customers.companyName,
      email: customers.email,
      phone: customers.phoneNumber,
      streetAddress: customers.streetAddress,
      zipcode: customers.zipcode,
      city: customers.city,
    })
    .from(customers)
    .where(and(eq(customers.companyId, scope.companyId), eq(customers.id, customerId)));
  if (!row) return null;
  const { firstName, lastName, companyName, ...contact } = row;
  const person = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return { name: person || companyName?.trim() || '', ...contact };
}

/**
 * The body with each contact field it leaves out (missing, null or blank) taken from the customer record, so a
 * signed-in customer need not type what the company knows. What the body gives wins: the visit may be elsewhere.
 */
export function withCustomerContact(body: unknown, customer: SignedInCustomer): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const filled: Record<string, unknown> = { ...body };
  for (const field of contactFields) {
    const given = filled[field];
    const value = customer[field];
    if ((given === undefined || given === null || (typeof given === 'string' && !given.trim())) && value) {
      filled[field] = value;
    }
  }
  return filled;
}
