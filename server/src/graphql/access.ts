import type { PermissionFlag } from '@servio/domain';
import type { Viewer } from './context.ts';

/**
 * Who may call each operation: the one place access is declared. The execute plugin checks the rule
 * of every root field before anything runs; an operation without a rule is refused (a test reads the
 * printed schema and fails when one is missing). Record-level checks (own visits, another company's
 * ids) stay in the services, where row-level security backs them.
 */
export type AccessRule =
  /** Anyone signed in, customers included. */
  | { kind: 'signedIn' }
  /** Staff of a company: administrators, employees and suppliers (with `permission`, employees need that flag). */
  | { kind: 'staff'; permission?: PermissionFlag }
  | { kind: 'administrator' }
  /** A superadmin, switched into a company or not. */
  | { kind: 'superadmin' };

const signedIn: AccessRule = { kind: 'signedIn' };
const staff: AccessRule = { kind: 'staff' };
const administrator: AccessRule = { kind: 'administrator' };
const superadmin: AccessRule = { kind: 'superadmin' };

export const accessRules: Record<string, AccessRule> = {
  'Query.me': signedIn,
  'Query.company': signedIn,
  'Query.customTags': signedIn,
  'Query.navigationCounts': staff,
  'Query.overview': staff,
  'Query.companies': superadmin,
  'Mutation.updateMe': signedIn,
  'Mutation.changePassword': signedIn,
  'Mutation.updateCompanySettings': administrator,
  'Mutation.switchCompany': superadmin,
  'Mutation.exitCompanySwitch': superadmin,
};

export type AccessDecision = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN';

export function decideAccess(rule: AccessRule | undefined, viewer: Viewer | null): AccessDecision {
  if (!viewer) return 'UNAUTHENTICATED';
  if (!rule) return 'FORBIDDEN';
  switch (rule.kind) {
    case 'signedIn':
      return 'allowed';
    case 'superadmin':
      return viewer.isSuperadmin ? 'allowed' : 'FORBIDDEN';
    case 'administrator':
      return viewer.role === 'administrator' && viewer.companyId ? 'allowed' : 'FORBIDDEN';
    case 'staff': {
      if (!viewer.companyId) return 'FORBIDDEN';
      if (viewer.role === 'administrator') return 'allowed';
      if (viewer.role === 'employee') return !rule.permission || viewer.permissions[rule.permission] ? 'allowed' : 'FORBIDDEN';
      if (viewer.role === 'supplier') return rule.permission ? 'FORBIDDEN' : 'allowed';
      return 'FORBIDDEN';
    }
  }
}
