import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit/audit.service.ts';
import { users } from '../db/tables/index.ts';
import type { AppServices } from '../graphql/context.ts';
import { LoginLimiter } from './login-limiter.ts';
import { verifyPassword } from './password.ts';
import {
  clearSessionCookie,
  cookieName,
  customerLoginAllowed,
  resolveViewer,
  revokeToken,
  startSession,
} from './session.ts';

/** Only the shape is checked here: a malformed body is 400, everything else that fails is the same 401. */
const loginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

/** The company allows customer logins and the customer itself is allowed to log in. */
async function customerMaySignIn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ allowed: customerLoginAllowed }).from(users).where(eq(users.id, userId));
  return row?.allowed === true;
}

export function registerAuthRoutes(app: FastifyInstance, services: AppServices): void {
  const { config, database } = services;
  const limiter = new LoginLimiter(
    config.loginFailuresPerEmail,
    config.loginFailuresPerAddress,
    config.loginWindowSeconds * 1000,
  );

  app.post('/login', async (request, reply) => {
    const parsed = loginBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'invalid_request' });
    const { email, password } = parsed.data;
    const ip = request.ip;

    const wait = limiter.retryAfter(ip, email);
    if (wait > 0) {
      await recordAudit(database.db, {
        action: 'signin.rate_limited',
        companyId: null,
        actorUserId: null,
        actorEmail: email,
        ip,
        details: {},
      });
      return reply
        .status(429)
        .header('Retry-After', String(wait))
        .send({ error: 'too_many_attempts', retryAfter: wait });
    }

    const [user] = await database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
    // A customer signs in only while the company allows customer logins and the customer may log in.
    const customerRefused = user?.role === 'customer' && passwordOk && !(await customerMaySignIn(database.db, user.id));
    if (!user || !passwordOk || !user.active || customerRefused) {
      limiter.recordFailure(ip, email);
      await recordAudit(database.db, {
        action: 'signin.failure',
        companyId: user?.companyId ?? null,
        actorUserId: user?.id ?? null,
        actorEmail: email,
        ip,
        details: {
          reason: !user
            ? 'unknown_email'
            : !passwordOk
              ? 'wrong_password'
              : !user.active
                ? 'inactive'
                : 'customer_login_disabled',
        },
      });
      return reply.status(401).send({ error: 'invalid_credentials' });
    }

    limiter.recordSuccess(ip, email);
    await startSession(services, request, reply, user, { companyId: user.companyId, impersonating: false });
    await recordAudit(database.db, {
      action: 'signin.success',
      companyId: user.companyId,
      actorUserId: user.id,
      actorEmail: user.email,
      ip,
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
