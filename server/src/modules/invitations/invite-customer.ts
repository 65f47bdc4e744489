import { eq } from 'drizzle-orm';
import { users } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { customerSettings, findCustomer } from '../customers/index.ts';
import { asDuplicateEmail, assertUserEmailFree } from '../employees/index.ts';
import { createInvitation, type InvitationLink } from './create-invitation.ts';

/**
 * A customer's login: created on the first invitation, with the customer's email. Needs the company's
 * allowCustomerLogin, the customer's allowedToLogin and an email.
 */
export async function inviteCustomer(scope: TenantScope, customerId: string): Promise<InvitationLink> {
  const customer = await findCustomer(scope, customerId);
  if (!(await customerSettings(scope)).allowCustomerLogin) throw badInput('id', 'customer.loginDisabled');
  if (!customer.allowedToLogin) throw badInput('id', 'customer.loginNotAllowed');
  if (!customer.email) throw badInput('email', 'customer.emailRequired');
  let [user] = await scope.db.select().from(users).where(eq(users.customerId, customer.id));
  if (!user) {
    await assertUserEmailFree(scope, customer.email);
    [user] = await scope.db
      .insert(users)
      .values({
        companyId: customer.companyId,
        customerId: customer.id,
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
        role: 'customer',
      })
      .returning()
      .catch(asDuplicateEmail);
  }
  return createInvitation(scope, user!);
}
