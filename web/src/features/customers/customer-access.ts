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
