import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog, companies } from '../../db/tables/index.ts';
import { countCapped, likeInfix, likePrefix, maxOffset, maxPageSize, type Page } from '../../core/paging.ts';
import type { CompanyScope, OwnerScope } from '../../core/scope.ts';
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

/** The filter; an out-of-range page is refused (BAD_USER_INPUT), not clamped: the log is read by people auditing. */
export const auditFilterInput = z.object({
  /** An action ('signin.failure') or a prefix of one ('employee.'). */
  action: z.string().trim().max(60).nullish(),
  actorEmail: z.string().trim().max(254).nullish(),
  from: z.date().nullish(),
  to: z.date().nullish(),
  companyId: z.uuid('uuid_invalid').nullish(),
  offset: z.number().int().min(0).max(maxOffset).default(0),
  limit: z.number().int().min(1).max(maxPageSize).default(50),
});

/**
 * The audit log, newest first, paged and filtered in SQL. In a company's scope (row-level security) it holds
 * that company's entries; on the owner connection (the superadmin's) every company's, and the sign-in failures
 * that belong to none.
 */
export async function listAuditEntries(scope: CompanyScope | OwnerScope, input: unknown): Promise<Page<AuditEntryRow>> {
  const filter = parseInput(auditFilterInput, input);
  const conditions: SQL[] = [];
  if (filter.action) {
    conditions.push(
      filter.action.endsWith('.')
        ? ilike(auditLog.action, likePrefix(filter.action))
        : eq(auditLog.action, filter.action),
    );
  }
  if (filter.actorEmail) conditions.push(ilike(auditLog.actorEmail, likeInfix(filter.actorEmail)));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  if (filter.companyId) conditions.push(eq(auditLog.companyId, filter.companyId));
  const where = and(...conditions);
  const [items, counted] = await Promise.all([
    scope.db
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
    countCapped(scope.db, scope.db.select({ id: auditLog.id }).from(auditLog).where(where), filter.offset),
  ]);
  return { items, ...counted };
}
