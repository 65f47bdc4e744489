import type { MeAndSettings } from '../../lib/auth.ts';

/** What the global search asks the server for: only the queries the signed-in role may call. */
export interface SearchAccess {
  /** `Query.customers`: administrators and employees. */
  customers: boolean;
  /** `Query.employees`: administrators. */
  employees: boolean;
  /** `Query.visits`: staff (employees and suppliers see the visits they are on). */
  visits: boolean;
  /** `Query.myVisits`: a customer's login, her own visits only. */
  myVisits: boolean;
}

/** The rules of server/src/graphql/access.ts for the search's queries; a superadmin outside a company has none. */
export function searchAccess(session: MeAndSettings): SearchAccess {
  const role = session.me.role;
  const inCompany = session.company !== null;
  return {
    customers: inCompany && (role === 'administrator' || role === 'employee'),
    employees: inCompany && role === 'administrator',
    visits: inCompany && (role === 'administrator' || role === 'employee' || role === 'supplier'),
    myVisits: inCompany && role === 'customer',
  };
}
