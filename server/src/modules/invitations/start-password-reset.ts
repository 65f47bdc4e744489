import { renderPasswordResetMail } from '../mail/index.ts';
import { and, eq, ne } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { users } from '../../db/tables/index.ts';
import { badInput, notFound } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { mailLink } from './invitation-token.ts';

/** A reset link lives an hour: it replaces a password someone already has. */
export const passwordResetMinutes = 60;

/**
 * An administrator starts a password reset for a person of the company (staff or a customer login) who has a
 * password. The one-time link goes only to the person's mailbox (a `password_reset` job); the administrator never
 * sees it, so it cannot be used to take the account over. Someone without a password is invited instead.
 */
export async function startPasswordReset(scope: TenantScope, userId: string): Promise<boolean> {
  if (!isUuid(userId)) throw notFound();
  // Row-level security keeps this to the company's people; superadmins have no company.
  const [user] = await scope.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), ne(users.role, 'superadmin')));
  if (!user) throw notFound();
  if (!user.active) throw badInput('userId', 'employee.inactive');
  if (!user.passwordHash) throw badInput('userId', 'passwordReset.noPassword');
  await mailLink(scope, user, {
    kind: 'password_reset',
    lifetimeMs: passwordResetMinutes * 60_000,
    render: renderPasswordResetMail,
  });
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'password.reset_started',
    details: { userId: user.id, role: user.role },
  });
  return true;
}
