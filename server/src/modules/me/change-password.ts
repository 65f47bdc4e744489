import { eq, sql } from 'drizzle-orm';
import { newPasswordSchema } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { users, type UserRow } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type PersonScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';

/** Counts wrong current passwords per user (the sign-in limiter's store, shared by the app's instances). */
export interface AttemptCounter {
  retryAfter(key: string): Promise<number>;
  fail(key: string): Promise<unknown>;
}

export interface ChangePasswordInput {
  currentPassword: string;
  /** Checked with `newPasswordSchema` (domain). */
  newPassword: string;
}

/**
 * Sets a new password after checking the current one, and bumps the session generation, which ends every session
 * of the person. Returns their row: a caller holding a session (the GraphQL resolver) issues a new one from it.
 */
export async function changePassword(
  scope: PersonScope,
  input: ChangePasswordInput,
  attempts: AttemptCounter,
): Promise<UserRow> {
  const { actor, db } = scope;
  // Wrong current passwords are limited like sign-ins (per user), or a stolen session could guess the password.
  if ((await attempts.retryAfter(actor.userId)) > 0) throw badInput('currentPassword', 'password.tooManyAttempts');
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await attempts.fail(actor.userId);
    throw badInput('currentPassword', 'password.currentWrong');
  }
  const newPassword = parseInput(newPasswordSchema, input.newPassword, 'newPassword');
  if (newPassword === input.currentPassword) throw badInput('newPassword', 'password.sameAsCurrent');
  const [updated] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(eq(users.id, actor.userId))
    .returning();
  await recordAudit(db, { ...auditActor(scope), action: 'password.changed' });
  return updated!;
}
