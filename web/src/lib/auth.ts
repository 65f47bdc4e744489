import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from './graphql.ts';
import { GraphQLRequestError, NetworkError } from './errors.ts';
import { apiUrl } from './api.ts';

/** Written exactly as in contract.md: the spec's root query. */
export const getMeAndSettingsQuery = graphql(`
  query getMeAndSettings {
    me {
      id
      firstName
      lastName
      isPreviousAdmin
      email
      prefLang
      roles
      role
      initials
    }
    company {
      id
      address {
        streetAddress
        city
        zipcode
      }
      paymentSetting {
        primaryProvider
      }
      paymentChoices {
        label
        name
      }
      companyFields {
        id
        name
        fields
      }
      paymentDelayDays
      materielServiceActive
      materielServiceIntervalMonths
      materielDaysBeforeServiceForReminder
      campaignHost
      i18n
      renamedCategory
      renamedModel
      renamedSupplier
      renamedColumn1
      renamedColumn2
      renamedColumn3
      showTechnicianBackendLink
      bookingflowactive
      showAccord
      enableItemStock
      erpProjectModuleActive
      allowAutoCompleteVisit
      usePerformancePatch
      allowCustomerLogin
      invoiceAsDraft
      headlessApiEconomicActive
      showInvoicePaymentOption
      showMaterials
      eanPayment
      showFinanceTab
      allowTimeReg
      allowShowVisitTimeRegs
      enableReport
      disableCreateCustomer
      enableAcceptVisits
      enableReference
      enableRepeatingVisits
      enableEquipment
      enableDepartment
      enablePlanningPage
      enableCustomerHierarchy
      showRental
      isSkel
    }
  }
`);

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

export type SignInResult =
  | { ok: true }
  | { ok: false; reason: 'invalidCredentials' }
  | { ok: false; reason: 'tooManyAttempts'; retryAfterSeconds: number }
  | { ok: false; reason: 'badRequest' };

/** POST /login. The server sets the HttpOnly jwt cookie; the body is not needed. Network failures throw. */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/login'), {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch (cause) {
    throw new NetworkError('Sign-in request failed', { cause });
  }
  if (response.ok) return { ok: true };
  if (response.status === 401) return { ok: false, reason: 'invalidCredentials' };
  if (response.status === 429) {
    const seconds = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
    return {
      ok: false,
      reason: 'tooManyAttempts',
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60,
    };
  }
  if (response.status === 400) return { ok: false, reason: 'badRequest' };
  throw new Error(`Sign-in failed with HTTP ${response.status}`);
}

/** POST /logout: the server clears the HttpOnly cookie and revokes the token. */
export async function signOut(): Promise<void> {
  await fetch(apiUrl('/logout'), {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
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
