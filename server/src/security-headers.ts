import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config.ts';

/**
 * Helmet's security headers on every response. Helmet is built once here: @fastify/helmet built it anew for each
 * request, parsing the content security policy every time (a few per cent of a small request's CPU).
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
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
