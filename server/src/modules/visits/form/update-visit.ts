import {
  plannedStatus,
  recurrenceStartProblem,
  updateVisitInputSchema,
  visitIdentityProblem,
  visitTimeProblem,
} from '@servio/domain';
import type { z } from 'zod';
import { badInput } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { findVisit } from '../queries/find-visit.ts';
import { saveVisit } from '../save-visit.ts';
import { startSeries } from '../series/start-series.ts';
import { updateSeries } from '../series/update-series.ts';
import { tagValuesOf, writeTagValues } from '../tags/visit-tag-values.ts';
import type { VisitRow } from '../visit-rows.ts';
import { visitCompanyFlags } from './company-flags.ts';
import { refuseHiddenPrices } from './price-rights.ts';
import { noticeVisitChanged } from '../visit-notices.ts';
import { afterVisitTimeChange } from '../visit-time-change.ts';
import { employeeIdsOf, replaceEmployees } from './visit-employees.ts';
import { checkReferences, refuseTime, visitValues } from './visit-values.ts';
import { checkVisitMaterials } from '../../materials/index.ts';
import { refuseMaterialMove } from './material-lock.ts';

/**
 * Saves the form: only what the input names changes. Scope SERIES (series visits only) changes the series'
 * template too; a recurrence on a visit outside a series starts one.
 */
export async function updateVisit(
  scope: TenantScope,
  input: z.input<typeof updateVisitInputSchema>,
): Promise<VisitRow> {
  const { id, version, input: data, scope: editScope } = parseInput(updateVisitInputSchema, input);
  const current = await findVisit(scope, { id });
  const thisOrSeries = editScope ?? 'THIS';
  if (thisOrSeries === 'SERIES' && !current.seriesId) throw badInput('scope', 'visit.notInSeries');
  if (data.recurrence !== undefined && current.seriesId && thisOrSeries !== 'SERIES')
    throw badInput('input.recurrence', 'visit.recurrenceNeedsSeriesScope');
  refuseHiddenPrices(scope.actor, data, current);
  await checkReferences(scope, data, await visitCompanyFlags(scope));
  const merged = {
    start: data.start !== undefined ? data.start : current.start,
    end: data.end !== undefined ? data.end : current.end,
    materielIds: data.materielIds !== undefined ? (data.materielIds ?? []) : current.materielIds,
  };
  refuseTime(visitTimeProblem(merged));
  if (data.materielIds) await checkVisitMaterials(scope, data.materielIds);
  await refuseMaterialMove(scope, current, data, merged.materielIds);
  const identity = visitIdentityProblem({
    customerId: data.customerId !== undefined ? data.customerId : current.customerId,
    description: data.description !== undefined ? data.description : current.description,
  });
  if (identity) throw badInput(`input.${identity.field}`, identity.reason);
  const employeeIds =
    data.employeeIds !== undefined ? [...new Set(data.employeeIds ?? [])] : await employeeIdsOf(scope, id);
  const values = await visitValues(scope, data, current);
  values.status = plannedStatus(current.status, {
    customerId: data.customerId !== undefined ? data.customerId : current.customerId,
    employeeCount: employeeIds.length,
    start: merged.start,
    end: merged.end,
  });
  const employeesBefore = data.employeeIds !== undefined ? await employeeIdsOf(scope, id) : null;
  let row = await saveVisit(scope, id, version, values);
  if (data.employeeIds !== undefined) await replaceEmployees(scope, id, employeeIds);
  await noticeVisitChanged(scope, row, employeesBefore && { before: employeesBefore, after: employeeIds });
  await afterVisitTimeChange(
    scope,
    row,
    { start: current.start, end: current.end, employeeIds: employeesBefore ?? employeeIds },
    { start: row.start, end: row.end, employeeIds },
  );
  await writeTagValues(scope, id, data.tagValues ?? []);

  if (data.recurrence && !current.seriesId) {
    if (!row.start) throw badInput('input.recurrence', 'recurrence.needsStart');
    const problem = recurrenceStartProblem(data.recurrence, row.start);
    if (problem) throw badInput(`input.recurrence.${problem.field}`, problem.reason);
    return startSeries(scope, row, data.recurrence, employeeIds, await tagValuesOf(scope, id));
  }
  if (thisOrSeries === 'SERIES' && current.seriesId) row = await updateSeries(scope, current, row, data, employeeIds);
  return row;
}
