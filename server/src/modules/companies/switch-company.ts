import { eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { companies, users, type UserRow } from '../../db/tables/index.ts';
import { notFound, unauthenticated } from '../../core/errors.ts';
import type { OwnerScope } from '../../core/scope.ts';

/** What a caller holding a session needs to start the switched one: the superadmin's row and the company. */
export interface CompanySwitch {
  user: UserRow;
  /** The company now acted in; null after leaving one. */
  companyId: string | null;
}

async function switchTo(scope: OwnerScope, companyId: string | null): Promise<CompanySwitch> {
  const { actor, db } = scope;
  if (!actor) throw unauthenticated();
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (!user) throw notFound();
  await recordAudit(db, {
    action: companyId ? 'superadmin.switch' : 'superadmin.exit',
    companyId: companyId ?? actor.companyId,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    ip: scope.clientAddress,
  });
  return { user, companyId };
}

/** A superadmin acts as the company's administrator from now on (owner connection: any company). */
export async function switchCompany(scope: OwnerScope, companyId: string): Promise<CompanySwitch> {
  const [company] = isUuid(companyId)
    ? await scope.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
    : [];
  if (!company) throw notFound();
  return switchTo(scope, company.id);
}

/** Ends a switch; for a superadmin who has not switched it changes nothing but the session. */
export function exitCompanySwitch(scope: OwnerScope): Promise<CompanySwitch> {
  return switchTo(scope, null);
}
