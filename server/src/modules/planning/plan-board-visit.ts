import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { planVisit, type PlanVisitInput } from '../visits/index.ts';
import { readPlanningCompany } from './planning-company.ts';
import { unpackPlanningVisits, type PackedPlanningVisits } from '@servio/domain';
import { planningSource, planningVisitsJson, type PlanningVisit } from './planning-records.ts';

/**
 * A drop on the board: the visit assigned to `employeeIds` and scheduled from `start` to `end` in one save, with the
 * version the board read (visits' planVisit: CONFLICT when stale, nothing changed), answered as the board shows it.
 * FORBIDDEN (planning.off) without the company's planning page.
 */
export async function planBoardVisit(scope: TenantScope, input: PlanVisitInput): Promise<PlanningVisit> {
  await readPlanningCompany(scope);
  const row = await planVisit(scope, input);
  const [read] = await queryRows<{ visits: string }>(
    scope.db,
    planningVisitsJson(planningSource(scope.companyId, sql`v.id = ${row.id}`, sql`v.id`, 1)),
  );
  const packed = JSON.parse(read!.visits) as PackedPlanningVisits;
  return unpackPlanningVisits(packed, (ms) => new Date(ms))[0]!;
}
