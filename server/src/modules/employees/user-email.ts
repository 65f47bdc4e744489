import { sql } from 'drizzle-orm';
import { users } from '../../db/tables/index.ts';
import { DomainError } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** 'A {type} with this email already exists': the client names whose address it is. */
export const duplicateEmail = (type: 'employee' | 'customer') =>
  new DomainError('BAD_USER_INPUT', 'Email in use', { field: 'email', reason: 'duplicateEmail', type });

/** Emails are unique across the product (one address signs in to one account). */
export async function assertUserEmailFree(scope: CompanyScope, email: string, exceptUserId?: string): Promise<void> {
  const [row] = await scope.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (row && row.id !== exceptUserId) throw duplicateEmail(row.role === 'customer' ? 'customer' : 'employee');
}

/** An insert or update that hit the unique email index: the address belongs to an account we cannot see. */
export function asDuplicateEmail(error: unknown): never {
  const e = error as { code?: string; cause?: { code?: string } };
  if (e.code === '23505' || e.cause?.code === '23505') throw duplicateEmail('employee');
  throw error;
}
