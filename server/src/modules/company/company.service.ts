import { and, eq, sql } from 'drizzle-orm';
import { companySettingsInputSchema, featureFlags } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { companies, type CompanyRow } from '../../db/tables/index.ts';
import type { Context } from '../../graphql/context.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';

/** The viewer's company; row-level security shows no other. Null for a superadmin who has not switched. */
export async function findCurrentCompany(ctx: Context): Promise<CompanyRow | null> {
  const companyId = ctx.viewer?.companyId;
  if (!companyId) return null;
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

const emptyToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

export async function updateCompanySettings(ctx: Context, input: unknown): Promise<CompanyRow> {
  const companyId = ctx.viewer?.companyId;
  if (!companyId) throw notFound();
  const data = parseInput(companySettingsInputSchema, input, 'input');
  const changes: Partial<typeof companies.$inferInsert> = {
    name: data.name,
    cvr: emptyToNull(data.cvr),
    streetAddress: emptyToNull(data.address?.streetAddress),
    city: emptyToNull(data.address?.city),
    zipcode: emptyToNull(data.address?.zipcode),
    paymentDelayDays: data.paymentDelayDays ?? undefined,
    materielServiceIntervalMonths: data.materielServiceIntervalMonths ?? undefined,
    materielDaysBeforeServiceForReminder: data.materielDaysBeforeServiceForReminder ?? undefined,
    campaignHost: emptyToNull(data.campaignHost?.toLowerCase()),
    renamedCategory: emptyToNull(data.renamedCategory),
    renamedModel: emptyToNull(data.renamedModel),
    renamedSupplier: emptyToNull(data.renamedSupplier),
    renamedColumn1: emptyToNull(data.renamedColumn1),
    renamedColumn2: emptyToNull(data.renamedColumn2),
    renamedColumn3: emptyToNull(data.renamedColumn3),
  };
  for (const flag of featureFlags) {
    const value = data.features?.[flag];
    if (value !== undefined) changes[flag] = value;
  }
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const [row] = await ctx.db
    .update(companies)
    .set({ ...defined, version: sql`${companies.version} + 1`, updatedAt: new Date() })
    .where(and(eq(companies.id, companyId), eq(companies.version, data.version)))
    .returning();
  if (!row) throw conflict();
  await recordAudit(ctx.db, {
    action: 'company.settings_updated',
    companyId,
    actorUserId: ctx.viewer!.userId,
    actorEmail: ctx.viewer!.email,
    ip: ctx.req.ip,
    details: { fields: Object.keys(defined) },
  });
  return row;
}
