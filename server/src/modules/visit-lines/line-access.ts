import { and, eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { visitLines } from '../../db/tables/index.ts';
import { DomainError, forbidden, notFound } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { lockVisitForLines, type VisitRow } from '../visits/index.ts';
import { selectLines, type VisitLineItem } from './line-rows.ts';

export const invoicedRefusal = () =>
  new DomainError('CONFLICT', 'The visit is invoiced: its lines do not change', { reason: 'visitLine.invoiced' });

/**
 * The visit whose lines change, locked for the rest of the transaction (two changes of one visit's lines run one
 * after the other, so its total sums both): one the actor sees (NOT_FOUND otherwise — employees and suppliers see
 * the visits they are on), not invoiced.
 */
export async function openVisitForLines(scope: TenantScope, visitId: string): Promise<VisitRow> {
  const visit = await lockVisitForLines(scope, visitId);
  if (visit.invoicedAt || visit.invoiceId) throw invoicedRefusal();
  return visit;
}

/** One line of a visit the actor sees, or NOT_FOUND. */
export async function findVisitLine(scope: TenantScope, id: string): Promise<VisitLineItem> {
  if (!isUuid(id)) throw notFound();
  const [line] = await selectLines(scope.db, and(eq(visitLines.id, id)));
  if (!line) throw notFound();
  return line;
}

/**
 * A line the actor may change: its visit visible, locked and not invoiced; an administrator's any line, anyone
 * else's only the lines they added (FORBIDDEN for a colleague's line on the same visit).
 */
export async function lineToChange(scope: TenantScope, id: string): Promise<{ line: VisitLineItem; visit: VisitRow }> {
  const line = await findVisitLine(scope, id);
  const visit = await openVisitForLines(scope, line.visitId);
  if (scope.actor.role !== 'administrator' && line.createdById !== scope.actor.userId) throw forbidden();
  return { line, visit };
}
