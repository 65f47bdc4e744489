import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog, companies } from '../../db/tables/index.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../core/validate.ts';

export interface AuditEntryRow {
  id: number;
  at: Date;
  action: string;
  actorEmail: string | null;
  companyId: string | null;
  companyName: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

const filterSchema = z.object({
  /** An action ('signin.failure') or a prefix of one ('employee.'). */
  action: z.string().trim().max(60).nullish(),
  actorEmail: z.string().trim().max(254).nullish(),
  from: z.date().nullish(),
  to: z.date().nullish(),
  companyId: z.uuid('uuid_invalid').nullish(),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(200).default(50),
});

/**
 * The audit log, newest first, paged and filtered in SQL. An administrator's request runs under
 * row-level security and sees only their company; the superadmin's runs on the owner connection
 * and sees every company (and the sign-in failures that belong to none).
 */
export async function findAuditEntries(
  ctx: Context,
  input: unknown,
): Promise<{ items: AuditEntryRow[]; totalCount: number }> {
  const filter = parseInput(filterSchema, input);
  const conditions: SQL[] = [];
  if (filter.action) {
    const escaped = filter.action.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(
      filter.action.endsWith('.') ? ilike(auditLog.action, `${escaped}%`) : eq(auditLog.action, filter.action),
    );
  }
  if (filter.actorEmail)
    conditions.push(ilike(auditLog.actorEmail, `%${filter.actorEmail.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  if (filter.companyId) conditions.push(eq(auditLog.companyId, filter.companyId));
  const where = and(...conditions);
  const [items, [count]] = await Promise.all([
    ctx.db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        actorEmail: auditLog.actorEmail,
        companyId: auditLog.companyId,
        companyName: companies.name,
        ip: sql<string | null>`host(${auditLog.ip})`,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(companies, eq(companies.id, auditLog.companyId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .offset(filter.offset)
      .limit(filter.limit),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { items, totalCount: count!.n };
}
