import type { OwnerScope } from '../../core/scope.ts';
import { findOpenInvitation } from './invitation-token.ts';

export interface InvitationInfo {
  valid: boolean;
  /** The link resets a password an administrator asked to reset (else it is an invitation). */
  passwordReset: boolean;
  email: string | null;
  firstName: string | null;
  companyName: string | null;
}

/**
 * What the link shows before the person sets a password (anonymous, on the owner connection); details only while
 * valid. An invitation for someone who has a password by now is not valid (accept-invitation.ts refuses it).
 */
export async function readInvitation(scope: OwnerScope, token: string): Promise<InvitationInfo> {
  const row = await findOpenInvitation(scope, token);
  const passwordReset = row?.invitation.kind === 'password_reset';
  if (!row || (!passwordReset && row.user.passwordHash)) {
    return { valid: false, passwordReset: false, email: null, firstName: null, companyName: null };
  }
  return {
    valid: true,
    passwordReset,
    email: row.user.email,
    firstName: row.user.firstName,
    companyName: row.companyName,
  };
}
