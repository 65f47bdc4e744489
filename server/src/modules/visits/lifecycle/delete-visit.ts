import { eq, sql } from 'drizzle-orm';
import { deleteVisitInputSchema } from '@servio/domain';
import type { z } from 'zod';
import { recordAudit } from '../../../audit/audit.service.ts';
import { visitLinks, visitSeries, visits } from '../../../db/tables/index.ts';
import { badInput } from '../../../core/errors.ts';
import { auditActor, type TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { findVisit } from '../queries/find-visit.ts';
import { publishVisitsChanged } from '../save-visit.ts';
import { createNextOfSeries } from '../series/create-next-of-series.ts';
import { afterVisitTimeChange } from '../visit-time-change.ts';

/**
 * Deletes a visit that is neither invoiced nor linked. In a series, THIS skips the occurrence (the next one becomes
 * real) and SERIES ends the series. Audited.
 */
export async function deleteVisit(scope: TenantScope, input: z.input<typeof deleteVisitInputSchema>): Promise<boolean> {
  const { id, scope: editScope } = parseInput(deleteVisitInputSchema, input);
  const thisOrSeries = editScope ?? 'THIS';
  const { db } = scope;
  const current = await findVisit(scope, { id });
  if (current.invoicedAt || current.invoiceId) throw badInput('id', 'visit.invoiced');
  const [link] = await db
    .select({ id: visitLinks.visitId })
    .from(visitLinks)
    .where(sql`${visitLinks.visitId} = ${id} or ${visitLinks.linkedVisitId} = ${id}`)
    .limit(1);
  if (link) throw badInput('id', 'visit.hasLinks');
  if (current.seriesId) {
    if (thisOrSeries === 'SERIES') {
      await db
        .update(visitSeries)
        .set({ endedAt: new Date(), updatedAt: new Date() })
        .where(eq(visitSeries.id, current.seriesId));
    } else {
      await createNextOfSeries(scope, current);
    }
  }
  await db.delete(visits).where(eq(visits.id, id));
  await publishVisitsChanged(scope);
  await afterVisitTimeChange(
    scope,
    current,
    { start: current.start, end: current.end, employeeIds: current.employeeIds },
    null,
  );
  await recordAudit(db, {
    action: 'visit.deleted',
    ...auditActor(scope),
    details: { visitId: id, caseNumber: current.caseNumber, scope: thisOrSeries },
  });
  return true;
}
