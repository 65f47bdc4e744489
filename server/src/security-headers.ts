import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config.ts';

/**
 * Helmet's security headers on every response but the web app's hashed files. Helmet is built once here:
 * @fastify/helmet built it anew for each request, parsing the content security policy every time (a few per cent of
 * a small request's CPU).
 *
 * The files under /assets/ (scripts, styles, images, each named by its content's hash) get only what applies to a
 * script or a style: no sniffing of their type, and no use by other sites' pages. The content security policy, the
 * frame options and the rest are rules for documents; on some sixty files of a first visit they were 0.7 KB each of
 * uncompressed HTTP/1.1 headers, a quarter of a second on a slow phone line.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'mapTileOrigins' | 'production'>,
): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...config.mapTileOrigins],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: config.production ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/assets/')) {
      reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
      return done();
    }
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
