import { and, eq, isNull, sql } from 'drizzle-orm';
import { dateString, effectiveServiceInterval, localParts, nextServiceDate } from '@servio/domain';
import { companies, materials } from '../../db/tables/index.ts';
import type { TenantScope } from '../../core/scope.ts';

/**
 * A product's new interval moves the next service date of its units that follow it (no interval of their own, service
 * on, not archived): materials.next_service_on is stored (the reminder run reads an index), so it is kept here by the
 * domain's `nextServiceDate`, in the same transaction as the product's change, in one UPDATE.
 */
export async function refreshProductServiceDates(
  scope: TenantScope,
  productId: string,
  productMonths: number | null,
): Promise<number> {
  const [company] = await scope.db
    .select({ months: companies.materielServiceIntervalMonths })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const intervalMonths = effectiveServiceInterval(null, productMonths, company!.months);
  // Units whose service is off have no next date, and a new interval does not turn it on.
  const units = await scope.db
    .select({
      id: materials.id,
      nextServiceOn: materials.nextServiceOn,
      lastServiceOn: materials.lastServiceOn,
      installedOn: materials.installedOn,
      createdAt: materials.createdAt,
    })
    .from(materials)
    .where(
      and(
        eq(materials.productId, productId),
        isNull(materials.serviceIntervalMonths),
        isNull(materials.archivedAt),
        sql`${materials.nextServiceOn} is not null`,
      ),
    );
  const changes = units
    .map((u) => ({
      id: u.id,
      next: nextServiceDate({
        active: true,
        intervalMonths,
        lastServiceOn: u.lastServiceOn,
        installedOn: u.installedOn,
        registeredOn: dateString(localParts(new Date(u.createdAt)).days),
      }),
      before: u.nextServiceOn,
    }))
    .filter((c) => c.next !== c.before)
    .map(({ id, next }) => ({ id, next }));
  if (changes.length === 0) return 0;
  await scope.db.execute(
    sql`update materials set next_service_on = v.next, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(id uuid, next date)
        where materials.id = v.id`,
  );
  return changes.length;
}
