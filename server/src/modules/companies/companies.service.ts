import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import { revokeToken, startSession } from '../../auth/session.ts';
import { queryRows } from '../../db/sql.ts';
import { companies, users } from '../../db/tables/index.ts';
import type { Context, Viewer } from '../../graphql/context.ts';
import { notFound } from '../../core/errors.ts';

export interface CompanySummary {
  id: string;
  name: string;
  cvr: string | null;
  city: string | null;
  userCount: number;
}

// The superadmin works across companies: the access table lets only a superadmin reach these, and
// the execution plugin runs them on the owner connection, so `ctx.db` here sees every company.

export async function listCompanies(ctx: Context): Promise<CompanySummary[]> {
  return queryRows<CompanySummary>(
    ctx.db,
    sql`select c.id, c.name, c.cvr, c.city,
          (select count(*)::int from users u where u.company_id = c.id and u.active) as "userCount"
        from companies c order by c.name limit 1000`,
  );
}

async function switchTo(ctx: Context, companyId: string | null): Promise<Viewer> {
  const viewer = ctx.viewer!;
  const db = ctx.db;
  const [user] = await db.select().from(users).where(eq(users.id, viewer.userId));
  if (!user) throw notFound();
  await revokeToken(db, viewer.session);
  const next = await startSession(
    ctx.services,
    ctx.req,
    ctx.reply,
    user,
    { companyId, impersonating: companyId !== null },
    db,
  );
  await recordAudit(db, {
    action: companyId ? 'superadmin.switch' : 'superadmin.exit',
    companyId: companyId ?? viewer.companyId,
    actorUserId: viewer.userId,
    actorEmail: viewer.email,
    ip: ctx.req.ip,
  });
  return next;
}

/** Makes the superadmin act as the company's administrator: a new session cookie replaces the old one. */
export async function switchCompany(ctx: Context, companyId: string): Promise<Viewer> {
  const db = ctx.db;
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(companyId);
  const [company] = isUuid
    ? await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
    : [];
  if (!company) throw notFound();
  return switchTo(ctx, company.id);
}

/** Ends a switch; for a superadmin who has not switched it changes nothing but the cookie. */
export function exitCompanySwitch(ctx: Context): Promise<Viewer> {
  return switchTo(ctx, null);
}
