// POST /login and POST /logout (contract.md), apart from the session's GraphQL query (lib/auth.ts): the sign-in
// page (Preact) signs in without React Query or the GraphQL client.
import { NetworkError } from './errors.ts';
import { apiUrl } from './api.ts';

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
