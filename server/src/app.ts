import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { safeRedirectPath } from '@servio/domain';
import { awaitsFeatureTexts } from '@servio/domain/feature-text-pages';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { errorWithSourceStack } from './ops/source-stack.ts';
import { requestViewer } from './auth/session.ts';
import { registerBookingSiteRoutes, type BookingRateLimits } from './modules/booking-site/index.ts';
import { redactFeedUrl, registerCalendarFeedRoutes } from './modules/calendar-feeds/calendar-feeds.routes.ts';
import { registerFileRoutes } from './modules/files/files.routes.ts';
import { redactMailTrackingUrl, registerMailRoutes } from './modules/mail/mail.routes.ts';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { registerLiveRoutes } from './modules/live/live.routes.ts';
import { loadEconomicServices } from './modules/economic/index.ts';
import { registerReportRoutes } from './modules/reports/reports.routes.ts';
import type { AppServices } from './graphql/context.ts';
import { graphqlBodyGuard, importBodyLimit } from './graphql/body-limit.ts';
import { createGraphqlHandler } from './graphql/yoga.ts';
import { databaseAnswers } from './ops/health.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { pagePreloads } from './web/route-preloads.ts';
import { sessionInPage } from './web/session-in-page.ts';

/** GET paths the API answers; every other GET (/logout included) is a page of the web app. */
const apiPaths = ['/graphql', '/health', '/live'];
/** Path prefixes that are never a page: an unknown file (a guessed storage path) is a 404, not the app. */
const apiPrefixes = ['/assets/', '/files/', '/reports/', '/invoices/', '/book/api/'];

export interface BuildOptions {
  /** Where the log goes (stdout when left out); tests read it. */
  logStream?: { write(line: string): void };
  /** How often /live checks the session again (tests shorten it). */
  liveHeartbeatMs?: number;
  /** The public booking API's rate limits (tests make them small). */
  bookingRateLimits?: Partial<BookingRateLimits>;
}

export async function buildApp(services: AppServices, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    logger: {
      level: config.logLevel,
      // Never a password, token or cookie in the logs.
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'body.password',
        // e-conomic's tokens, should a request's variables or an outgoing call's headers ever be logged.
        'variables.input.appSecretToken',
        'variables.input.agreementGrantToken',
        'headers["X-AppSecretToken"]',
        'headers["X-AgreementGrantToken"]',
      ],
      // A calendar feed's URL carries its token: the request line is logged without it.
      serializers: {
        err: errorWithSourceStack,
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactMailTrackingUrl(redactFeedUrl(request.url)),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
  });

  // CSRF: only JSON bodies are parsed. A browser cannot send application/json cross-site without a
  // preflight (which we never grant), so text/plain, form and multipart posts are refused with 415.
  app.removeContentTypeParser(['text/plain']);

  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  registerSecurityHeaders(app, config);

  // The contract: a malformed sign-in body (not JSON at all included) is a 400, not a 415.
  app.setErrorHandler((error: { code?: string; statusCode?: number }, request, reply) => {
    if (
      request.url.split('?')[0] === '/login' &&
      (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error.statusCode === 400)
    ) {
      return reply.status(400).send({ error: 'invalid_request' });
    }
    if (error.statusCode && error.statusCode < 500) return reply.send(error);
    request.log.error(error, 'request failed');
    return reply.status(500).send({ error: 'internal_error' });
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-request-id', reply.request.id);
  });

  // What a load balancer or monitor polls: up only while the database answers (a failing query, a lost connection or
  // one taking over a second is 503, so traffic moves away and someone looks).
  app.get('/health', async (request, reply) => {
    if (await databaseAnswers(services.database)) return { ok: true, database: 'ok' };
    request.log.error('health check: the database does not answer');
    return reply.status(503).send({ ok: false, database: 'unavailable' });
  });

  registerAuthRoutes(app, services);
  registerCalendarFeedRoutes(app, services);
  registerFileRoutes(app, services);
  registerMailRoutes(app, services);
  registerReportRoutes(app, services);
  registerInvoiceRoutes(app, services);
  await registerBookingSiteRoutes(app, services, { rateLimits: options.bookingRateLimits });
  await registerLiveRoutes(app, services, { heartbeatMs: options.liveHeartbeatMs });
  // e-conomic's key is read once on the owner connection, before a request's tenant transaction needs it.
  await loadEconomicServices(config, services.database);

  const yoga = createGraphqlHandler(services);
  app.route({
    url: '/graphql',
    // A preflight is answered (by yoga's CORS) only when other origins are configured; else it is a 404.
    method: config.corsOrigins.length > 0 ? ['POST', 'OPTIONS'] : ['POST'],
    // The most anyone may send; graphqlBodyGuard keeps all but administrators (the customer import) far below it.
    bodyLimit: importBodyLimit,
    preParsing: graphqlBodyGuard(services),
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // A JSON answer goes out as its text, which fastify writes as it is: as a stream, each answer was first copied
      // into a Buffer (the planning board's 0.5 MB: a third fewer full collections). An event stream (yoga answers one
      // when asked for it) or multipart answer is still piped.
      const json = /^application\/(graphql-response\+)?json\b/.test(response.headers.get('content-type') ?? '');
      reply.send(json ? await response.text() : response.body);
      return reply;
    },
  });
  // Queries and mutations travel only as POST JSON; GET would let a link or image trigger them.
  app.get('/graphql', async (_request, reply) =>
    reply
      .status(405)
      .header('allow', 'POST')
      .send({ errors: [{ message: 'Use POST', extensions: { code: 'METHOD_NOT_ALLOWED' } }] }),
  );

  const webDist = config.webDist;
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  const hasPanel = hasWeb && existsSync(path.join(webDist, 'technician.html'));
  const hasBookPage = hasWeb && existsSync(path.join(webDist, 'book.html'));
  const hasSignInPage = hasWeb && existsSync(path.join(webDist, 'sign-in.html'));
  if (hasWeb) {
    // The build writes each file's .br and .gz beside it (web/vite.config.ts): sent as they are, never compressed per
    // request (@fastify/compress leaves an encoded answer alone); send finds them itself, so they need no route.
    // The page files at the top each get a route of their own (the rest of the address space is the SPA's); the
    // hashed files under /assets/ one route for all: a route per file (some 500, each with its HEAD) was 160 ms of
    // every start.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
      index: false,
      preCompressed: true,
      setHeaders: (res) => res.header('cache-control', 'no-cache'),
    });
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  }

  const appPage = hasWeb ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
  const preloads = hasWeb ? pagePreloads(webDist) : null;
  if (hasSignInPage) {
    // The sign-in page (web/sign-in.html, decisions/0042) is its own small document. Someone already signed in has
    // nothing to do there and goes on at once to where the page would send them, without loading it first.
    app.get('/sign-in', async (request, reply) => {
      if (await requestViewer(services, request)) {
        const { redirect } = request.query as { redirect?: unknown };
        return reply.header('cache-control', 'no-store').redirect(safeRedirectPath(redirect), 302);
      }
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('sign-in.html');
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !apiPaths.includes(request.url.split('?')[0]!) &&
      !apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    if (hasWeb && isPage) {
      // The technician panel (web/technician.html, decisions/0016) and the public booking page (web/book.html,
      // decisions/0034) are pages of their own; everything else is the SPA.
      const pathname = request.url.split('?')[0]!;
      const page =
        request.url.startsWith('/technician/') && hasPanel
          ? 'technician.html'
          : (pathname === '/book' || pathname.startsWith('/book/')) && hasBookPage
            ? 'book.html'
            : 'index.html';
      if (page === 'index.html' && appPage) {
        // The back office's page names the code of the route it opens (web/route-preloads.ts) and carries the
        // session's root query answered (web/session-in-page.ts); a page with someone's data in it is never stored.
        // For someone signed in, the admin area's page also names the feature texts in their language (Danish where
        // they chose none), which it awaits before its frame renders.
        const session = await sessionInPage(app, request);
        const texts =
          session.signedIn && awaitsFeatureTexts(pathname)
            ? (preloads?.featureTexts(session.language ?? 'da') ?? '')
            : '';
        const tags = [preloads?.route(pathname), texts].filter(Boolean).join('\n    ');
        const head = `  ${tags}\n  ${session.element ? `${session.element}\n  ` : ''}</head>`;
        return reply
          .header('cache-control', session.element ? 'private, no-store' : 'no-cache')
          .type('text/html')
          .send(appPage.replace('</head>', () => head));
      }
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(page);
    }
    return reply.status(404).send({ error: 'not_found' });
  });

  return app;
}
