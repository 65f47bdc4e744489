import type { TenantScope } from '../../core/scope.ts';
import { findEmployee } from '../employees/index.ts';
import { createInvitation, type InvitationLink } from './create-invitation.ts';

/** A new one-time link for an employee; earlier unused links of theirs stop working. */
export async function inviteEmployee(scope: TenantScope, employeeId: string): Promise<InvitationLink> {
  return createInvitation(scope, await findEmployee(scope, employeeId));
}
