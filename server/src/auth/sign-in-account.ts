import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, type UserRow } from '../db/tables/index.ts';
import { verifyPassword } from './password.ts';
import { customerLoginAllowed } from './session.ts';

/**
 * At most this many accounts of one address are tried at sign-in (each costs an argon2id verify). An address has an
 * account per company it works for; more than this is not a case the product serves (docs/decisions/0013).
 */
export const accountsPerEmail = 5;

export type FailureReason = 'unknown_email' | 'wrong_password' | 'inactive' | 'customer_login_disabled';

export type SignInMatch =
  | { ok: true; user: UserRow }
  /** `user`: whom the audit entry names (the account whose password matched, else the first tried), if any. */
  | { ok: false; user: UserRow | undefined; reason: FailureReason };

/**
 * The account an email and a password sign in to. An email is unique within a company, not across them
 * (docs/decisions/0013), so every account of the address is tried: the password is checked against each, and the
 * first account in this order that matches and may sign in wins: accounts that may sign in first, then the most
 * recently signed in, then the oldest. Every account's password is verified, the winner's included, so the time
 * spent depends on how many accounts the address has, not on which one matches; an unknown address costs one
 * verify, as one account does.
 */
export async function findSignInAccount(db: Db, email: string, password: string): Promise<SignInMatch> {
  const mayEnter = sql<boolean>`(${users.active} and ${customerLoginAllowed})`;
  const rows = await db
    .select({ ...getTableColumns(users), mayEnter })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .orderBy(desc(mayEnter), sql`${users.lastSignInAt} desc nulls last`, asc(users.createdAt), asc(users.id))
    .limit(accountsPerEmail);
  if (rows.length === 0) {
    await verifyPassword(null, password);
    return { ok: false, user: undefined, reason: 'unknown_email' };
  }
  const matches = await Promise.all(rows.map((row) => verifyPassword(row.passwordHash, password)));
  const matching = rows.filter((_, i) => matches[i]);
  const entering = matching.find((row) => row.mayEnter);
  if (entering) {
    // The time only orders an address's accounts against each other, so an address with one account (nearly every
    // sign-in) skips the write; a second account arriving later finds both unset and keeps the oldest first.
    if (rows.length > 1) await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, entering.id));
    return { ok: true, user: withoutFlag(entering) };
  }
  const refused = matching[0];
  if (!refused) return { ok: false, user: withoutFlag(rows[0]!), reason: 'wrong_password' };
  return { ok: false, user: withoutFlag(refused), reason: refused.active ? 'customer_login_disabled' : 'inactive' };
}

function withoutFlag({ mayEnter: _, ...user }: UserRow & { mayEnter: boolean }): UserRow {
  return user;
}
