import type { FastifyRequest, preParsingHookHandler } from 'fastify';
import { requestViewer } from '../auth/session.ts';
import type { AppServices } from './context.ts';

/** Every GraphQL body but an administrator's stays under this (a page of filters, a form: a few KB). */
export const graphqlBodyLimit = 256 * 1024;
/** A customer import carries its CSV text (up to 20,000 rows) in the variables; only administrators import. */
export const importBodyLimit = 8 * 1024 * 1024;

const refusal = (statusCode: 411 | 413, message: string) =>
  Object.assign(new Error(message), {
    statusCode,
    code: statusCode === 413 ? 'FST_ERR_CTP_BODY_TOO_LARGE' : 'LENGTH_REQUIRED',
  });

/**
 * Before Fastify reads a /graphql body: over 256 KB (or of unstated length) it is read only for a signed-in
 * administrator, up to the route's 8 MB. Anyone else is refused at once, so an anonymous caller cannot make the
 * server read and parse megabytes of JSON. Small bodies, nearly all, cost nothing here: the session is resolved
 * only for a large one.
 */
export function graphqlBodyGuard(services: AppServices): preParsingHookHandler {
  return async (request: FastifyRequest, _reply, payload) => {
    const header = request.headers['content-length'];
    const declared = header === undefined ? null : Number(header);
    if (declared !== null && declared <= graphqlBodyLimit) return payload;
    const viewer = await requestViewer(services, request);
    if (viewer?.role === 'administrator') return payload;
    throw declared === null
      ? refusal(411, 'Send the length of the body (Content-Length)')
      : refusal(413, `Request body is too large (at most ${graphqlBodyLimit} bytes)`);
  };
}
