import { and, eq, isNull, sql } from 'drizzle-orm';
import { newPasswordSchema } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { hashPassword } from '../../auth/password.ts';
import { invitations, users } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { OwnerScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findOpenInvitation } from './invitation-token.ts';

/**
 * Sets the person's password (`newPasswordSchema`, domain), uses up the link and ends the person's open sessions;
 * they then sign in at /sign-in. Both link kinds land here: an invitation only while the person has no password
 * (a link made before they set one is refused: invitation.hasPassword), a password reset an administrator started.
 * Anonymous: runs on the owner connection, the token is the only credential.
 */
export async function acceptInvitation(scope: OwnerScope, token: string, password: string): Promise<boolean> {
  const row = await findOpenInvitation(scope, token);
  if (!row) throw badInput('token', 'invitation.invalid');
  const isReset = row.invitation.kind === 'password_reset';
  if (!isReset && row.user.passwordHash) throw badInput('token', 'invitation.hasPassword');
  const newPassword = parseInput(newPasswordSchema, password, 'password');
  await scope.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(eq(users.id, row.user.id));
  const used = await scope.db
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(invitations.companyId, row.invitation.companyId),
        eq(invitations.id, row.invitation.id),
        isNull(invitations.usedAt),
      ),
    )
    .returning({ id: invitations.id });
  if (used.length === 0) throw badInput('token', 'invitation.invalid');
  await recordAudit(scope.db, {
    action: isReset ? 'password.reset' : 'invitation.accepted',
    companyId: row.invitation.companyId,
    actorUserId: row.user.id,
    actorEmail: row.user.email,
    ip: scope.clientAddress,
    ...(isReset ? { details: { startedById: row.invitation.createdById } } : {}),
  });
  return true;
}
