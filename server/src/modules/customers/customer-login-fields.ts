import type { CustomerPatch } from '@servio/domain';
import type { CustomerRow } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { findCustomersWithLogin } from './find-customers.ts';

/**
 * A customer's login is the administrator's: who else changed `allowedToLogin`, or the email of a customer who has
 * a login (the login's email follows it), could take the login over or lock its owner out.
 */
export async function refuseLoginFieldChanges(
  scope: TenantScope,
  data: Pick<CustomerPatch, 'email' | 'allowedToLogin'>,
  current: CustomerRow | null,
): Promise<void> {
  if (scope.actor.role === 'administrator') return;
  if (data.allowedToLogin != null && data.allowedToLogin !== (current?.allowedToLogin ?? false))
    throw badInput('input.allowedToLogin', 'customer.loginFieldsAdminOnly');
  if (!current || data.email === undefined || data.email === current.email) return;
  if ((await findCustomersWithLogin(scope, [current.id])).has(current.id))
    throw badInput('input.email', 'customer.loginFieldsAdminOnly');
}
