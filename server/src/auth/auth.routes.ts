import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit/audit.service.ts';
import type { UserRow } from '../db/tables/index.ts';
import type { AppServices } from '../graphql/context.ts';
import { attemptLimits } from './login-limiter.ts';
import { clearSessionCookie, cookieName, resolveViewer, revokeToken, startSession } from './session.ts';
import { findSignInAccount, type FailureReason } from './sign-in-account.ts';
import { deviceTokenDays } from './tokens.ts';

/**
 * Only the shape is checked here: a malformed body is 400, everything else that fails is the same 401. A NUL byte
 * cannot be in any stored email (PostgreSQL text refuses it), so it is malformed too, answered before any query.
 */
const loginBody = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .refine((v) => !v.includes('\u0000')),
  password: z.string().min(1).max(1024),
});

/** The device cookie: set on a successful sign-in, read only by /login. */
const deviceCookie = 'servio_device';

export function registerAuthRoutes(app: FastifyInstance, services: AppServices): void {
  const { config, database, tokens } = services;
  const limiter = attemptLimits(database, config).signIn;

  /** This browser signed in to `email` before: its device cookie names it. */
  const knownDevice = async (request: FastifyRequest, email: string) => {
    const token = request.cookies[deviceCookie];
    return token ? (await tokens.verifyDevice(token)) === email.toLowerCase() : false;
  };

  /**
   * Refused sign-ins are counted, not each stored: the audit log keeps an address's first failure of the window
   * (with its reason) and the failure that begins a lockout. 429s are not recorded (the lockout entry says it).
   */
  async function refuse(request: FastifyRequest, email: string, user: UserRow | undefined, reason: FailureReason) {
    const ip = request.ip;
    const { lockout, firstFromAddress } = await limiter.recordFailure(ip, email);
    const who = { companyId: user?.companyId ?? null, actorUserId: user?.id ?? null, actorEmail: email, ip };
    if (firstFromAddress) await recordAudit(database.db, { action: 'signin.failure', ...who, details: { reason } });
    if (lockout) {
      const limit = lockout === 'email' ? config.loginFailuresPerEmail : config.loginFailuresPerAddress;
      await recordAudit(database.db, { action: 'signin.rate_limited', ...who, details: { reason, lockout, limit } });
    }
  }

  app.post('/login', async (request, reply) => {
    const parsed = loginBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'invalid_request' });
    const { email, password } = parsed.data;
    const ip = request.ip;

    const { wait, failures: failuresBefore } = await limiter.check(ip, email, await knownDevice(request, email));
    if (wait > 0) {
      return reply
        .status(429)
        .header('Retry-After', String(wait))
        .send({ error: 'too_many_attempts', retryAfter: wait });
    }

    const match = await findSignInAccount(database.db, email, password);
    if (!match.ok) {
      await refuse(request, email, match.user, match.reason);
      return reply.status(401).send({ error: 'invalid_credentials' });
    }
    const { user } = match;

    await limiter.recordSuccess(ip, email, failuresBefore);
    await startSession(services, request, reply, user, { companyId: user.companyId, impersonating: false });
    reply.setCookie(deviceCookie, await tokens.issueDevice(user.email), {
      path: '/login',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: deviceTokenDays * 24 * 3600,
    });
    await recordAudit(database.db, {
      action: 'signin.success',
      companyId: user.companyId,
      actorUserId: user.id,
      actorEmail: user.email,
      ip,
      ...(failuresBefore > 0 ? { details: { failuresBefore } } : {}),
    });
    return reply.send({ ok: true });
  });

  app.post('/logout', async (request, reply) => {
    const viewer = await resolveViewer(services, request.cookies[cookieName]);
    if (viewer) {
      await revokeToken(database.db, viewer.session);
      await recordAudit(database.db, {
        action: 'signout',
        companyId: viewer.companyId,
        actorUserId: viewer.userId,
        actorEmail: viewer.email,
        ip: request.ip,
      });
    }
    clearSessionCookie(request, reply);
    return reply.send({ ok: true });
  });
}
