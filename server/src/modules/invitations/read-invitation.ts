import type { OwnerScope } from '../../core/scope.ts';
import { findOpenInvitation } from './invitation-token.ts';

export interface InvitationInfo {
  valid: boolean;
  email: string | null;
  firstName: string | null;
  companyName: string | null;
}

/** What the link shows before the person sets a password (anonymous, on the owner connection); details only while valid. */
export async function readInvitation(scope: OwnerScope, token: string): Promise<InvitationInfo> {
  const row = await findOpenInvitation(scope, token);
  if (!row) return { valid: false, email: null, firstName: null, companyName: null };
  return { valid: true, email: row.user.email, firstName: row.user.firstName, companyName: row.companyName };
}
