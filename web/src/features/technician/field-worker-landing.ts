import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../../lib/auth.ts';
import { request } from '../../lib/graphql.ts';
import { panelViewerQuery } from './panel-api.ts';

/** The panel is phone-first; a wider screen keeps the back office (the sign-in contract lands on /admin). */
const phoneQuery = '(max-width: 767px)';

/**
 * Whether a person who just signed in lands on the technician panel instead of /admin (decisions/0016): field
 * workers (employees and suppliers whose kind is field) on a phone-sized screen. Only then is the viewer's kind
 * asked for, so nobody else pays a request; any failure keeps the usual /admin.
 */
export async function shouldLandOnPanel(session: Session, queryClient: QueryClient): Promise<boolean> {
  if (!session || (session.me.role !== 'employee' && session.me.role !== 'supplier')) return false;
  if (typeof window === 'undefined' || !window.matchMedia?.(phoneQuery).matches) return false;
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
