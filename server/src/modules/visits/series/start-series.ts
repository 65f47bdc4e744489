import { eq } from 'drizzle-orm';
import type { RecurrenceRule, VisitTagValueInput } from '@servio/domain';
import { visitSeries, visits } from '../../../db/tables/index.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { visitTableColumns, type VisitRow } from '../visit-rows.ts';

/** What the series copies into each visit it makes: the visit as it is now. */
export function seriesTemplate(visit: VisitRow, employeeIds: string[], tagValues: VisitTagValueInput[]) {
  return {
    durationMinutes: Math.max(Math.round((visit.end!.getTime() - visit.start!.getTime()) / 60_000), 1),
    customerId: visit.customerId,
    departmentId: visit.departmentId,
    employeeIds,
    description: visit.description,
    reference: visit.reference,
    useCustomerAddress: visit.useCustomerAddress,
    streetAddress: visit.streetAddress,
    zipcode: visit.zipcode,
    city: visit.city,
    latitude: visit.latitude,
    longitude: visit.longitude,
    price: visit.price,
    totalPrice: visit.totalPrice,
    sendBookingMail: visit.sendBookingMail,
    showTimeRegs: visit.showTimeRegs,
    accordMinutes: visit.accordMinutes,
    tagValues,
    materielIds: visit.materielIds,
  };
}

/** Makes `visit` the first (real) occurrence of a new series with `rule`. */
export async function startSeries(
  scope: TenantScope,
  visit: VisitRow,
  rule: RecurrenceRule,
  employeeIds: string[],
  tagValues: VisitTagValueInput[],
): Promise<VisitRow> {
  const [series] = await scope.db
    .insert(visitSeries)
    .values({
      ...seriesTemplate(visit, employeeIds, tagValues),
      companyId: visit.companyId,
      rule,
      anchorStart: visit.start!,
      consumed: visit.seriesIndex ?? 0,
      createdById: scope.actor.userId,
    })
    .returning();
  const [row] = await scope.db
    .update(visits)
    .set({ seriesId: series!.id, seriesIndex: visit.seriesIndex ?? 0, occurrenceStart: visit.start })
    .where(eq(visits.id, visit.id))
    .returning(visitTableColumns);
  return row!;
}
