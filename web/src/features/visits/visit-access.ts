import { useQuery } from '@tanstack/react-query';
import type { MeAndSettings } from '../../lib/auth.ts';
import { graphql, request } from '../../lib/graphql.ts';

/** The viewer's own permission flags (all true for an administrator); the server enforces the same rules. */
const myPermissionsQuery = graphql(`
  query myPermissions {
    me {
      id
      permissions {
        allowedToCreateVisit
        showEditVisitButton
        allowedToCompleteVisit
        showPricesForTechnician
        allowedToSendPdf
      }
    }
  }
`);

export interface VisitAccess {
  /** Create visits: administrators; employees with allowedToCreateVisit. */
  canCreate: boolean;
  /** Edit, move in the calendar, link and unlink: administrators; employees with showEditVisitButton (own visits). */
  canEdit: boolean;
  /** Start, finish and the report flag: administrators; employees with allowedToCompleteVisit (own visits). */
  canComplete: boolean;
  /** See and write prices: administrators; employees with showPricesForTechnician (the server refuses others). */
  canSeePrices: boolean;
  /** Mail a completed report's PDF: administrators; employees with allowedToSendPdf. */
  canSendReport: boolean;
  /** Delete, archive and unarchive: administrators only. */
  canManage: boolean;
  /** False while an employee's flags are loading: until then nothing is offered, and nothing refused either. */
  loaded: boolean;
}

/**
 * What the signed-in person may do with visits (ARCHITECTURE.md's access table), so the screens offer only
 * what the server allows. An employee's actions stay hidden until their flags have loaded.
 */
export function useVisitAccess(session: MeAndSettings): VisitAccess {
  const admin = session.me.role === 'administrator';
  const employee = session.me.role === 'employee';
  const { data } = useQuery({
    queryKey: ['myPermissions', session.me.id],
    queryFn: () => request(myPermissionsQuery),
    enabled: employee,
    staleTime: 60_000,
  });
  const flags = data?.me.permissions;
  return {
    canCreate: admin || (employee && flags?.allowedToCreateVisit === true),
    canEdit: admin || (employee && flags?.showEditVisitButton === true),
    canComplete: admin || (employee && flags?.allowedToCompleteVisit === true),
    canSeePrices: admin || (employee && flags?.showPricesForTechnician === true),
    canSendReport: admin || (employee && flags?.allowedToSendPdf === true),
    canManage: admin,
    loaded: !employee || data !== undefined,
  };
}
