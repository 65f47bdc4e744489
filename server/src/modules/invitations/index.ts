/**
 * The invitations module's public entry: what other modules, job workers and scripts may use. Every operation
 * takes an explicit scope and plain input and throws DomainErrors. The GraphQL side is `invitations.schema.ts`
 * (the invite mutations live beside the employee type, in `employees.schema.ts`).
 */
export { createInvitation, invitationDays, type InvitationLink } from './create-invitation.ts';
export { inviteEmployee } from './invite-employee.ts';
export { inviteCustomer } from './invite-customer.ts';
export { readInvitation, type InvitationInfo } from './read-invitation.ts';
export { acceptInvitation } from './accept-invitation.ts';
export { startPasswordReset, passwordResetMinutes } from './start-password-reset.ts';
