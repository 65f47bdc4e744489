import { renderInvitationMail } from '../mail/index.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import type { UserRow } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { mailLink, type StoredLink } from './invitation-token.ts';

export const invitationDays = 7;

export type InvitationLink = StoredLink;

/**
 * A one-time link for `user` to choose a first password: only the token's hash is stored. Earlier unused links
 * of the person are withdrawn. The mail (with the link) is enqueued. A person who has a password is refused
 * (invitation.hasPassword): the link would let whoever holds it take over the account; an administrator starts
 * a password reset instead, whose link only the person's mailbox gets (start-password-reset.ts).
 */
export async function createInvitation(scope: TenantScope, user: UserRow): Promise<InvitationLink> {
  if (!user.active) throw badInput('id', 'employee.inactive');
  if (user.passwordHash) throw badInput('id', 'invitation.hasPassword');
  const stored = await mailLink(scope, user, {
    kind: 'invitation',
    lifetimeMs: invitationDays * 24 * 3600_000,
    render: renderInvitationMail,
  });
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'invitation.created',
    details: { userId: user.id, role: user.role },
  });
  return stored;
}
