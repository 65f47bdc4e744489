import { sql } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { onUnfinishedVisitSql } from '../materials/index.ts';
import { visits } from '../../db/tables/index.ts';
import { allocateCaseNumber } from '../visits/index.ts';
import { unitIdSql } from './due-reminders.ts';
import { unitNameSql } from './reminder-candidates.ts';
import { idArray } from './send-reminders.ts';

interface AddressGroup {
  customerId: string;
  fixed: boolean;
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  reminderIds: string[];
  materialIds: string[];
  units: string[];
}

/**
 * With the company's createServiceVisits: a not_scheduled service visit for the due units that have none, one per
 * customer and address (the unit's fixed address, else its customer's), so one trip covers every unit there. The
 * visit lists its units (materiel_ids) and each reminder names its visit, so a second run makes none again (and the
 * due run leaves units an unfinished visit holds). Units without a customer get none: a visit needs someone to visit.
 * Returns how many visits were made.
 */
export async function createServiceVisits(scope: CompanyScope, createdById: string | null): Promise<number> {
  const groups = await queryRows<AddressGroup>(
    scope.db,
    sql`select m.customer_id as "customerId", m.street_address is not null as fixed,
        coalesce(m.street_address, cu.street_address) as "streetAddress",
        coalesce(m.zipcode, cu.zipcode) as zipcode, coalesce(m.city, cu.city) as city,
        case when m.street_address is not null then m.latitude else cu.latitude end as latitude,
        case when m.street_address is not null then m.longitude else cu.longitude end as longitude,
        array_agg(r.id order by r.id)::text[] as "reminderIds",
        array_agg(m.id order by r.id)::text[] as "materialIds",
        array_agg(${unitNameSql} order by r.id)::text[] as units
      from service_reminders r
      join materials m on m.company_id = r.company_id and m.id = r.material_id
      join equipment_products p on p.company_id = m.company_id and p.id = m.product_id
      join customers cu on cu.company_id = m.company_id and cu.id = m.customer_id
      where r.company_id = ${scope.companyId} and r.visit_id is null and r.state in ('pending', 'queued')
        and m.next_service_on = r.due_on and m.archived_at is null
        and not ${onUnfinishedVisitSql(unitIdSql)}
      group by 1, 2, 3, 4, 5, 6, 7
      order by 1, 3`,
  );
  for (const group of groups) {
    const [visit] = await scope.db
      .insert(visits)
      .values({
        companyId: scope.companyId,
        caseNumber: await allocateCaseNumber(scope),
        customerId: group.customerId,
        status: 'not_scheduled',
        createdById,
        description: `Service: ${group.units.join(', ')}`.slice(0, 2000),
        useCustomerAddress: !group.fixed,
        streetAddress: group.streetAddress,
        zipcode: group.zipcode,
        city: group.city,
        latitude: group.latitude,
        longitude: group.longitude,
        materielIds: group.materialIds,
      })
      .returning({ id: visits.id });
    await scope.db.execute(sql`update service_reminders set visit_id = ${visit!.id}
      where company_id = ${scope.companyId}
        and id = any(${idArray(group.reminderIds)})`);
  }
  return groups.length;
}
