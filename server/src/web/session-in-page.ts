import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getMeAndSettingsDocument } from '@servio/domain/session-query';
import { cookieName } from '../auth/session.ts';

/** The id of the page's element that carries the answer (web/src/lib/session-in-page.ts reads it). */
export const sessionElementId = 'session';

/** What the page carries of the session: the element (empty: none), and whether and in what language one is in. */
export interface SessionInPage {
  element: string;
  signedIn: boolean;
  /** The person's chosen language (me.prefLang), null where they chose none. */
  language: string | null;
}

const noSession: SessionInPage = { element: '', signedIn: false, language: null };

/**
 * The session's root query (getMeAndSettings) answered into the back office's page, as a JSON data block the web
 * reads before its first query. On a phone line the page otherwise asked it only once its code had run, and the
 * frame and the page's own queries waited that round trip (decisions/0051).
 *
 * Answered through /graphql itself (an inject), so the same resolvers, access rules and tenant transaction answer it
 * as answer the web's own request. Empty without a session cookie or when the answer is anything but data or "not
 * signed in" (the web then asks itself, as before); `null` for a cookie that no longer signs anyone in, so the page
 * goes to sign-in at once.
 */
export async function sessionInPage(app: FastifyInstance, request: FastifyRequest): Promise<SessionInPage> {
  if (!request.cookies[cookieName]) return noSession;
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      cookie: request.headers.cookie ?? '',
      'content-type': 'application/json',
      'x-request-id': `${request.id}-session`,
    },
    payload: JSON.stringify({ query: getMeAndSettingsDocument, operationName: 'getMeAndSettings' }),
  });
  if (response.statusCode !== 200) return noSession;
  const body = response.json<{
    data?: { me?: { prefLang?: string | null } };
    errors?: { extensions?: { code?: string } }[];
  }>();
  const signedOut = body.errors?.length === 1 && body.errors[0]?.extensions?.code === 'UNAUTHENTICATED';
  if (body.errors?.length && !signedOut) return noSession;
  return {
    element: `<script type="application/json" id="${sessionElementId}">${jsonForScript(signedOut ? null : body.data)}</script>`,
    signedIn: !signedOut,
    language: body.data?.me?.prefLang ?? null,
  };
}

/**
 * JSON inside a script element: `<` written as its escape, so no value (a name with `</script>` in it) can end the
 * element or open a comment; U+2028 and U+2029 escaped as well.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
