import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import { invitations, outbox, type UserRow } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { hashInvitationToken, newInvitationToken } from './invitation-token.ts';

export const invitationDays = 7;

export interface InvitationLink {
  /** Path of the one-time link: /invitation/<token>. */
  link: string;
  expiresAt: Date;
}

/**
 * A one-time link for `user`: only the token's hash is stored. Earlier unused links of the person are
 * withdrawn. The mail (with the link) goes to the outbox for a later issue to deliver.
 */
export async function createInvitation(scope: TenantScope, user: UserRow): Promise<InvitationLink> {
  if (!user.active) throw badInput('id', 'employee.inactive');
  const token = newInvitationToken();
  const expiresAt = new Date(Date.now() + invitationDays * 24 * 3600_000);
  const link = `/invitation/${token}`;
  await scope.db.delete(invitations).where(and(eq(invitations.userId, user.id), isNull(invitations.usedAt)));
  await scope.db.insert(invitations).values({
    companyId: scope.companyId,
    userId: user.id,
    tokenHash: hashInvitationToken(token),
    expiresAt,
    createdById: scope.actor.userId,
  });
  await scope.db.insert(outbox).values({
    companyId: scope.companyId,
    kind: 'invitation_email',
    payload: {
      to: user.email,
      firstName: user.firstName,
      prefLang: user.prefLang,
      role: user.role,
      link,
      expiresAt: expiresAt.toISOString(),
    },
  });
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'invitation.created',
    details: { userId: user.id, role: user.role },
  });
  return { link, expiresAt };
}
