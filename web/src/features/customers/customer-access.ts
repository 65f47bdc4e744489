import type { CustomerSort } from '@servio/domain/customer';
import type { MeAndSettings } from '../../lib/auth.ts';

// Light module (no zod): route files import it at module level, outside the lazily loaded page chunks.

/** May this person create customers? Employees not when the company has disableCreateCustomer. */
export function canCreateCustomer(session: MeAndSettings): boolean {
  if (session.me.role === 'administrator') return true;
  return session.me.role === 'employee' && !session.company?.disableCreateCustomer;
}

/** The server's sorts (domain customerSorts), for reading ?sort= from the URL. */
export const customerSortValues = [
  'name',
  'companyName',
  'email',
  'phoneNumber',
  'city',
  'zipcode',
  'createdAt',
] as const satisfies readonly CustomerSort[];

/** The login fields of the customer form a person may not change (disabled, and left out of what is sent). */
export interface LockedLoginFields {
  email: boolean;
  allowedToLogin: boolean;
}

/**
 * A customer's login is the administrator's (the server refuses anyone else with customer.loginFieldsAdminOnly):
 * others may not change allowedToLogin, nor the email of a customer who has a login (the login's email follows it).
 */
export function lockedLoginFields(session: MeAndSettings, customer?: { hasLogin: boolean }): LockedLoginFields {
  const isAdmin = session.me.role === 'administrator';
  return { email: !isAdmin && customer?.hasLogin === true, allowedToLogin: !isAdmin };
}
