import type { QueryClient } from '@tanstack/react-query';
import type { MeAndSettings } from '../../lib/auth.ts';
import { request } from '../../lib/graphql.ts';
import { panelViewerQuery } from './panel-api.ts';

const landedKey = 'servio.technicianPanelLanded';
/** The panel is phone-first; a wider screen keeps the back office (the sign-in contract lands on /admin). */
const phoneQuery = '(max-width: 767px)';

/**
 * Field workers (employees and suppliers whose kind is field) on a phone land on the technician panel the first
 * time they open /admin in a browser session (decisions/0014); after that /admin is theirs too. Only then is the
 * viewer's kind asked for, so nobody else pays a request.
 */
export async function shouldLandOnPanel(session: MeAndSettings, queryClient: QueryClient): Promise<boolean> {
  if (session.me.role !== 'employee' && session.me.role !== 'supplier') return false;
  if (typeof window === 'undefined' || !window.matchMedia?.(phoneQuery).matches) return false;
  try {
    if (sessionStorage.getItem(landedKey)) return false;
    sessionStorage.setItem(landedKey, '1');
  } catch {
    return false; // without session storage the landing could not be once per session
  }
  try {
    const { me } = await queryClient.fetchQuery({
      queryKey: ['panelViewer', session.me.id],
      queryFn: () => request(panelViewerQuery),
      staleTime: 60_000,
    });
    return me.kind === 'field';
  } catch {
    return false;
  }
}
