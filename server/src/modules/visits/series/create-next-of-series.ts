import { and, eq, inArray, sql } from 'drizzle-orm';
import { occurrences, plannedStatus } from '@servio/domain';
import { customTags, users, visitSeries, visits } from '../../../db/tables/index.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { allocateCaseNumber, customerAddress } from '../form/visit-values.ts';
import { replaceEmployees } from '../form/visit-employees.ts';
import { writeTagValues } from '../tags/visit-tag-values.ts';
import { visitTableColumns, type VisitRow } from '../visit-rows.ts';
import { seriesRule } from './series-rule.ts';

/**
 * The next occurrence of the series after `visit` becomes a real visit (finishing, or skipping by deleting
 * with THIS). Nothing when a later one exists already; the series ends after its last occurrence.
 */
export async function createNextOfSeries(scope: TenantScope, visit: VisitRow): Promise<void> {
  const { db } = scope;
  if (!visit.seriesId) return;
  const [series] = await db.select().from(visitSeries).where(eq(visitSeries.id, visit.seriesId));
  if (!series || series.endedAt) return;
  const [later] = await db
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.seriesId, series.id), sql`${visits.seriesIndex} > ${visit.seriesIndex ?? 0}`))
    .limit(1);
  if (later) return;
  const [next] = occurrences(seriesRule(series), series.anchorStart, {
    afterIndex: (visit.seriesIndex ?? 0) - series.consumed,
    limit: 1,
  });
  if (!next) {
    await db
      .update(visitSeries)
      .set({ endedAt: new Date(), updatedAt: new Date() })
      .where(eq(visitSeries.id, series.id));
    return;
  }
  const staff = series.employeeIds.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, series.employeeIds), eq(users.active, true)))
    : [];
  const employeeIds = series.employeeIds.filter((id) => staff.some((s) => s.id === id));
  const start = next.start;
  const end = new Date(start.getTime() + series.durationMinutes * 60_000);
  const ownAddress = {
    streetAddress: series.streetAddress,
    zipcode: series.zipcode,
    city: series.city,
    latitude: series.latitude,
    longitude: series.longitude,
  };
  const address = (series.useCustomerAddress && (await customerAddress(scope, series.customerId))) || ownAddress;
  const [row] = await db
    .insert(visits)
    .values({
      companyId: series.companyId,
      caseNumber: await allocateCaseNumber(scope),
      createdById: series.createdById,
      customerId: series.customerId,
      departmentId: series.departmentId,
      start,
      end,
      status: plannedStatus('not_scheduled', {
        customerId: series.customerId,
        employeeCount: employeeIds.length,
        start,
        end,
      }),
      description: series.description,
      reference: series.reference,
      useCustomerAddress: series.useCustomerAddress,
      ...address,
      price: series.price,
      // A new visit has no lines yet: its total is its price.
      totalPrice: series.price,
      sendBookingMail: series.sendBookingMail,
      showTimeRegs: series.showTimeRegs,
      accordMinutes: series.accordMinutes,
      materielIds: series.materielIds,
      seriesId: series.id,
      seriesIndex: series.consumed + next.index,
      occurrenceStart: start,
    })
    .returning(visitTableColumns);
  await replaceEmployees(scope, row!.id, employeeIds);
  const tags = await db.select({ id: customTags.id }).from(customTags).where(eq(customTags.type, 'visit'));
  await writeTagValues(
    scope,
    row!.id,
    series.tagValues.filter((t) => tags.some((x) => x.id === t.tagId)),
  );
}
