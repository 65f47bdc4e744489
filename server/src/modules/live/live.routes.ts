import type { FastifyInstance } from 'fastify';
import { staffRoles } from '@servio/domain';
import { cookieName, resolveViewer, requestViewer } from '../../auth/session.ts';
import type { AppServices } from '../../graphql/context.ts';
import { startLiveHub } from './live-hub.ts';

/** A comment line now and then: proxies close a silent connection, and the session is checked again each time. */
const defaultHeartbeatMs = 25_000;

/**
 * GET /live: the live updates as server-sent events (docs/decisions/0032-live-notifications.md). The session cookie
 * is the credential, as for /graphql; staff in a company only (customers have no notifications). Each event names a
 * topic that changed (`notifications`, `events`, `visits`, or `all`); the browser reloads it through GraphQL. A session that
 * ends (sign-out, deactivation) loses its stream at the next heartbeat.
 */
export async function registerLiveRoutes(
  app: FastifyInstance,
  services: AppServices,
  { heartbeatMs = defaultHeartbeatMs }: { heartbeatMs?: number | undefined } = {},
): Promise<void> {
  const hub = await startLiveHub(services.database);
  const open = new Set<() => void>();
  // Fastify's close waits for every connection: streams end first, and the listener after them.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => hub.close());

  app.get('/live', async (request, reply) => {
    const viewer = await requestViewer(services, request);
    if (!viewer) return reply.status(401).send({ error: 'unauthenticated' });
    if (!viewer.companyId || !(staffRoles as readonly string[]).includes(viewer.role)) {
      return reply.status(403).send({ error: 'forbidden' });
    }
    const { companyId, userId } = viewer;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and similar proxies would hold the events back in their buffer.
      'x-accel-buffering': 'no',
    });
    const write = (text: string) => {
      if (!res.writableEnded) res.write(text);
    };
    // The browser reconnects after 3 s when the connection drops; `ready` tells it to reload what it may have missed.
    write('retry: 3000\nevent: ready\ndata: {}\n\n');
    const unsubscribe = hub.subscribe({
      companyId,
      userId,
      send: (topic) => write(`event: change\ndata: ${JSON.stringify({ topic })}\n\n`),
    });
    const heartbeat = setInterval(() => {
      void resolveViewer(services, request.cookies[cookieName]).then(
        (current) => (current?.companyId === companyId ? write(': ping\n\n') : end()),
        () => end(),
      );
    }, heartbeatMs);
    function end() {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!res.writableEnded) res.end();
    }
    open.add(end);
    res.on('close', end);
  });
}
