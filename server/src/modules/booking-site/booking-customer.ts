import { permissionFlags } from '@servio/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Actor, CompanyScope } from '../../core/scope.ts';
import { customers, users } from '../../db/tables/index.ts';
import { createCustomer } from '../customers/index.ts';
import { sameUserEmail } from '../employees/index.ts';

/**
 * Who the booking page acts as when it makes a customer: no person, the company's own page. Administrator rights so
 * the company's "employees may not create customers" setting does not stop its own page; the activity feed says
 * "Booking" made the customer.
 */
const bookingPageActor = (companyId: string): Actor => ({
  userId: '00000000-0000-0000-0000-000000000000',
  email: '',
  firstName: 'Booking',
  lastName: null,
  prefLang: 'da',
  role: 'administrator',
  isSuperadmin: false,
  isPreviousAdmin: false,
  companyId,
  customerId: null,
  permissions: Object.fromEntries(permissionFlags.map((flag) => [flag, false])) as Actor['permissions'],
});

/** Whether `email` is a staff user's of the company (a customer's login is no staff). */
export async function isStaffEmail(scope: CompanyScope, email: string): Promise<boolean> {
  const [user] = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(and(sameUserEmail(email), eq(users.companyId, scope.companyId), ne(users.role, 'customer')))
    .limit(1);
  return user !== undefined;
}

/** The company's customer with this email (any case), else with this phone number (E.164), oldest first. */
export async function matchBookingCustomer(
  scope: CompanyScope,
  { email, phone }: { email: string | null; phone: string | null },
): Promise<string | null> {
  if (email) {
    const [byEmail] = await scope.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.companyId, scope.companyId), sql`lower(${customers.email}) = ${email.toLowerCase()}`))
      .orderBy(asc(customers.createdAt))
      .limit(1);
    if (byEmail) return byEmail.id;
  }
  if (phone) {
    const [byPhone] = await scope.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.companyId, scope.companyId), eq(customers.phoneNumber, phone)))
      .orderBy(asc(customers.createdAt))
      .limit(1);
    if (byPhone) return byPhone.id;
  }
  return null;
}

export interface BookingPerson {
  name: string;
  email: string;
  phone: string;
  streetAddress: string;
  zipcode: string;
  city: string;
}

/**
 * The booking's customer: matched by email, else phone, within the company (row-level security and the query both say
 * so), else made by the customers module's createCustomer, as the office would make one.
 */
export async function bookingCustomer(scope: CompanyScope, person: BookingPerson): Promise<string> {
  const matched = await matchBookingCustomer(scope, person);
  if (matched) return matched;
  const words = person.name.split(/\s+/);
  const lastName = words.length > 1 ? words.pop()! : null;
  const created = await createCustomer(
    { ...scope, actor: bookingPageActor(scope.companyId), clientAddress: null },
    {
      firstName: words.join(' ').slice(0, 100),
      lastName: lastName?.slice(0, 100) ?? null,
      email: person.email,
      phoneNumber: person.phone,
      address: { streetAddress: person.streetAddress, zipcode: person.zipcode, city: person.city },
    },
  );
  return created.id;
}
