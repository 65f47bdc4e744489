import type { FastifyInstance } from 'fastify';
import { loadSigningKey } from '../../auth/tokens.ts';
import type { AppServices } from '../../graphql/context.ts';
import { mailClickKey } from './mail-keys.ts';
import { clickSignatureHolds } from './mail-tracking.ts';
import { recordMailClick, recordMailOpen } from './record-mail-open.ts';

/** A transparent 1×1 GIF. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The tracking URLs as the log writes them: the token finds a mail, so it is left out. */
export const redactMailTrackingUrl = (url: string) => url.replace(/^\/m\/([oc])\/[^/?#]*/, '/m/$1/[token]');

/**
 * The email log's seen and clicked (docs/decisions/0020-mail-delivery.md): GET /m/o/<token>.gif answers the image
 * and records the mail seen; GET /m/c/<token>?u=<url>&s=<signature> records it clicked and redirects to the link.
 * Only a link the server signed when it sent the mail redirects: any other is 404, so this is no open redirect.
 */
export function registerMailRoutes(app: FastifyInstance, services: AppServices): void {
  let clickKey: Promise<Uint8Array> | null = null;
  const key = () =>
    (clickKey ??= loadSigningKey(services.database.db, services.config.jwtSecret).then((signing) =>
      mailClickKey(signing),
    ));

  app.get<{ Params: { file: string } }>('/m/o/:file', async (request, reply) => {
    const token = /^(.+)\.gif$/.exec(request.params.file)?.[1];
    // The same image for any token: an unknown one learns nothing.
    if (token) await recordMailOpen(services.database.db, token);
    return reply
      .header('content-type', 'image/gif')
      .header('cache-control', 'no-store, private')
      .header('referrer-policy', 'no-referrer')
      .send(pixel);
  });

  app.get<{ Params: { token: string }; Querystring: { u?: string; s?: string } }>(
    '/m/c/:token',
    async (request, reply) => {
      const { token } = request.params;
      const { u: url, s: signature } = request.query;
      const valid =
        typeof url === 'string' &&
        typeof signature === 'string' &&
        /^https?:\/\//i.test(url) &&
        clickSignatureHolds(await key(), token, url, signature);
      if (!valid || !(await recordMailClick(services.database.db, token))) {
        return reply.status(404).send({ error: 'not_found' });
      }
      return reply
        .header('cache-control', 'no-store, private')
        .header('referrer-policy', 'no-referrer')
        .redirect(url, 302);
    },
  );
}
