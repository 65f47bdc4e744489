import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/tables/index.ts';
import { DomainError } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** 'A {type} with this email already exists': the client names whose address it is. */
export const duplicateEmail = (type: 'employee' | 'customer') =>
  new DomainError('BAD_USER_INPUT', 'Email in use', { field: 'email', reason: 'duplicateEmail', type });

/**
 * An email is unique within a company (docs/decisions/0013): only the company's own people are looked at, so the
 * answer is the same whether or not the address has an account in another company. The company is named, not left
 * to row-level security alone, which also shows a switched-in superadmin their own row.
 */
export async function assertUserEmailFree(scope: CompanyScope, email: string, exceptUserId?: string): Promise<void> {
  const [row] = await scope.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(sameUserEmail(email), eq(users.companyId, scope.companyId)))
    .limit(1);
  if (row && row.id !== exceptUserId) throw duplicateEmail(row.role === 'customer' ? 'customer' : 'employee');
}

/** The condition the unique index `users_email_company_unique` is on. */
export const sameUserEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/**
 * An insert or update that hit the unique email index: someone of the same company took the address between the
 * check and the write (another company's accounts never collide), so it is the same field error, never a 500.
 */
export function asDuplicateEmail(error: unknown): never {
  const e = error as { code?: string; cause?: { code?: string } };
  if (e.code === '23505' || e.cause?.code === '23505') throw duplicateEmail('employee');
  throw error;
}
