import { redirect } from '@tanstack/react-router';
import type { Role } from '@servio/domain/roles';
import type { MeAndSettings } from './auth.ts';

/**
 * Route guard: people without one of the roles go to /admin (their own home), which says why (`denied`). The
 * server refuses them anyway; this spares them a page of errors.
 */
export function requireRoles(session: MeAndSettings, roles: readonly Role[]): void {
  if (!(roles as readonly string[]).includes(session.me.role)) {
    throw redirect({ to: '/admin', search: { denied: true }, replace: true });
  }
}

export const staffRoles = ['administrator', 'employee'] as const;
export const adminRoles = ['administrator'] as const;
