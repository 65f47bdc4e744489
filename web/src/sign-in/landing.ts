import { apiUrl } from '../lib/api.ts';

/** The technician panel's start page: its own document (technician.html, decisions/0016). */
const panelPath = '/technician/dashboard/index';
/** The panel is phone-first; a wider screen keeps the back office (the sign-in contract lands on /admin). */
const phoneQuery = '(max-width: 767px)';

/** Who just signed in, as far as the landing asks. The operation is checked against the schema by signin.test. */
export const signInLandingQuery = 'query signInLanding { me { id role kind } }';

interface LandingAnswer {
  data?: { me?: { role?: string; kind?: string | null } | null } | null;
}

/**
 * Where a person who just signed in goes: `redirectTo`, except that field workers (employees and suppliers whose
 * kind is field) on a phone-sized screen who were headed for /admin start the day in the technician panel
 * (decisions/0016). Only then is the viewer asked for, so nobody else waits for a request; any failure keeps the
 * usual target.
 */
export async function landingAfterSignIn(redirectTo: string): Promise<string> {
  if (redirectTo !== '/admin' || !window.matchMedia?.(phoneQuery).matches) return redirectTo;
  try {
    const response = await fetch(apiUrl('/graphql'), {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: signInLandingQuery, operationName: 'signInLanding' }),
    });
    const me = ((await response.json()) as LandingAnswer).data?.me;
    const fieldWorker = (me?.role === 'employee' || me?.role === 'supplier') && me.kind === 'field';
    return fieldWorker ? panelPath : redirectTo;
  } catch {
    return redirectTo;
  }
}
