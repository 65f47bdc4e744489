import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../graphql/context.ts';
import { readCalendarFeed } from './index.ts';

/** The feed's URL as the log writes it: the token is a password to the feed, never logged. */
export const redactFeedUrl = (url: string) => url.replace(/^\/calendar\/[^/?#]*/, '/calendar/[token]');

/**
 * GET /calendar/<token>.ics: a staff member's own visits for a phone's calendar to subscribe to. The token in the
 * URL is the only credential (calendar apps send no cookies); an unknown or revoked one is 404, like any unknown path.
 */
export function registerCalendarFeedRoutes(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    const match = /^(.+)\.ics$/.exec(request.params.file);
    const ics = match
      ? await readCalendarFeed({ db: services.database.db, actor: null, clientAddress: request.ip }, match[1]!, {
          origin: `${request.protocol}://${request.host}`,
        })
      : null;
    if (ics === null) return reply.status(404).send({ error: 'not_found' });
    return (
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        // Private to whoever holds the URL: no shared cache keeps it; the calendar app polls again by the feed's TTL.
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="servio.ics"')
        .send(ics)
    );
  });
}
