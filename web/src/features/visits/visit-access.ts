import type { MeAndSettings } from '../../lib/auth.ts';

/**
 * What the signed-in person may do with visits (ARCHITECTURE.md's access table). An employee's own permission
 * flags (allowedToCreateVisit, showEditVisitButton, allowedToCompleteVisit) are not in any query the web can read
 * for the viewer, so for employees the actions that depend on them are offered on their own visits and a refusal
 * (FORBIDDEN) is explained; creating stays with administrators until the flags are readable.
 */
export const isAdmin = (session: MeAndSettings) => session.me.role === 'administrator';

export function canCreateVisit(session: MeAndSettings): boolean {
  return isAdmin(session);
}

/** Edit, move in the calendar, link and unlink: administrators; employees on their own visits (showEditVisitButton). */
export function canEditVisit(session: MeAndSettings): boolean {
  return isAdmin(session) || session.me.role === 'employee';
}

/** Start, finish and the report flag: administrators; employees (allowedToCompleteVisit) on their own visits. */
export function canCompleteVisit(session: MeAndSettings): boolean {
  return isAdmin(session) || session.me.role === 'employee';
}

/** Delete, archive and unarchive: administrators only. */
export const canManageVisits = isAdmin;
