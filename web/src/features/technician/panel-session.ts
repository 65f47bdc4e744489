import { redirect } from '@tanstack/react-router';
import type { Session } from '../../lib/auth.ts';
import { readSnapshot } from './offline-db.ts';

export interface PanelAccess {
  userId: string;
  /** Staff with a session may also use the back office. */
  showAdminLink: boolean;
}

const panelRoles = new Set(['administrator', 'employee', 'supplier']);

/**
 * Who may open the panel: staff (administrators, employees, suppliers). Without a session because there is no
 * connection (the root's session load failed while offline), the person whose visits the device keeps may still
 * open it: the server checks every action again when it is sent.
 */
export async function panelAccess(session: Session, href: string): Promise<PanelAccess> {
  if (session) {
    if (!panelRoles.has(session.me.role)) throw redirect({ to: '/admin', search: { denied: true }, replace: true });
    return { userId: session.me.id, showAdminLink: true };
  }
  if (!navigator.onLine) {
    const snapshot = await readSnapshot().catch(() => undefined);
    if (snapshot) return { userId: snapshot.userId, showAdminLink: false };
  }
  throw redirect({ to: '/sign-in', search: { redirect: href }, replace: true });
}
