import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from './graphql.ts';
import { getMeAndSettingsDocument } from '@servio/domain/session-query';
import { GraphQLRequestError } from './errors.ts';

/** Written exactly as in contract.md (the text is shared with the server, which answers it into the page). */
export const getMeAndSettingsQuery = graphql(getMeAndSettingsDocument);

export type MeAndSettings = ResultOf<typeof getMeAndSettingsQuery>;
export type Me = MeAndSettings['me'];
export type CompanySettings = NonNullable<MeAndSettings['company']>;
/** The signed-in session; null when nobody is signed in. */
export type Session = MeAndSettings | null;

export const sessionQueryKey = ['getMeAndSettings'] as const;

/** The spec's root data: fresh for 10 seconds. UNAUTHENTICATED means "not signed in", not a failure. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<Session> => {
    try {
      return await request(getMeAndSettingsQuery);
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED') return null;
      throw error;
    }
  },
  staleTime: 10_000,
  retry: false,
});

/** Root loading: a failed load counts as signed out (spec section 2: redirect to /sign-in). */
export async function loadSession(queryClient: QueryClient): Promise<Session> {
  try {
    // Cached data is used at once; when older than 10 s it is refreshed in the background.
    return await queryClient.ensureQueryData({ ...sessionQueryOptions, revalidateIfStale: true });
  } catch (error) {
    console.error('Loading the session failed', error);
    return null;
  }
}

/**
 * Fetches the session now, bypassing the 10 s freshness. Used after sign-in, switching company and
 * similar, where ensureQueryData would otherwise hand back the old (possibly null) session.
 */
export function refreshSession(queryClient: QueryClient): Promise<Session> {
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

export function isAdministrator(me: Me): boolean {
  return me.role === 'administrator';
}

/** A superadmin who has not switched into a company: only the company list makes sense. */
export function isUnswitchedSuperadmin(session: MeAndSettings): boolean {
  return session.me.role === 'superadmin' && session.company === null;
}

/** Who may see /admin/company/: the superadmin, or a superadmin acting as a company admin. */
export function canManageCompanies(me: Me): boolean {
  return me.role === 'superadmin' || me.isPreviousAdmin;
}
