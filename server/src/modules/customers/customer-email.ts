import { and, eq, ne, sql } from 'drizzle-orm';
import { customers, users } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { duplicateEmail, sameUserEmail } from '../employees/index.ts';

/**
 * 'A {type} with this email already exists': another customer of the company, or a user (staff or login) of the
 * company. Other companies' people are never looked at (docs/decisions/0013).
 */
export async function assertCustomerEmailFree(
  scope: CompanyScope,
  email: string | null | undefined,
  exceptCustomerId?: string,
): Promise<void> {
  if (!email) return;
  const sameEmail = sql`lower(${customers.email}) = ${email.toLowerCase()}`;
  const [customer] = await scope.db
    .select({ id: customers.id })
    .from(customers)
    .where(exceptCustomerId ? and(sameEmail, ne(customers.id, exceptCustomerId)) : sameEmail)
    .limit(1);
  if (customer) throw duplicateEmail('customer');
  const [user] = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(and(sameUserEmail(email), eq(users.companyId, scope.companyId), ne(users.role, 'customer')))
    .limit(1);
  if (user) throw duplicateEmail('employee');
}
