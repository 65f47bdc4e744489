import { createVisitInputSchema, plannedStatus, recurrenceStartProblem } from '@servio/domain';
import type { z } from 'zod';
import { visits } from '../../../db/tables/index.ts';
import { badInput } from '../../../core/errors.ts';
import { idempotent } from '../../../core/idempotency.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { findVisit } from '../queries/find-visit.ts';
import { publishVisitsChanged } from '../save-visit.ts';
import { startSeries } from '../series/start-series.ts';
import { writeTagValues } from '../tags/visit-tag-values.ts';
import { visitTableColumns, type VisitRow } from '../visit-rows.ts';
import { visitCompanyFlags } from './company-flags.ts';
import { refuseHiddenPrices } from './price-rights.ts';
import { noticeVisitCreated } from '../visit-notices.ts';
import { afterVisitTimeChange } from '../visit-time-change.ts';
import { replaceEmployees } from './visit-employees.ts';
import { allocateCaseNumber, checkReferences, visitValues } from './visit-values.ts';
import { checkVisitMaterials } from '../../materials/index.ts';

/** A new visit (with a recurrence: the first of a new series); at most once per idempotency key. */
export async function createVisit(
  scope: TenantScope,
  input: z.input<typeof createVisitInputSchema>,
): Promise<VisitRow> {
  const { input: data, idempotencyKey } = parseInput(createVisitInputSchema, input);
  const { actor } = scope;
  return idempotent(scope, {
    operation: 'createVisit',
    key: idempotencyKey,
    payload: input.input,
    load: (id) => findVisit(scope, { id }),
    create: async () => {
      refuseHiddenPrices(actor, data, null);
      await checkReferences(scope, data, await visitCompanyFlags(scope));
      await checkVisitMaterials(scope, data.materielIds ?? []);
      if (data.recurrence && data.start) {
        const problem = recurrenceStartProblem(data.recurrence, data.start);
        if (problem) throw badInput(`input.recurrence.${problem.field}`, problem.reason);
      }
      const named = [...new Set(data.employeeIds ?? [])];
      // An employee sees only the visits they are on: one who creates a visit without naming anyone is on it.
      const employeeIds = named.length === 0 && actor.role !== 'administrator' ? [actor.userId] : named;
      const values = await visitValues(scope, data, null);
      const status = plannedStatus('not_scheduled', {
        customerId: data.customerId ?? null,
        employeeCount: employeeIds.length,
        start: data.start ?? null,
        end: data.end ?? null,
      });
      const [row] = await scope.db
        .insert(visits)
        .values({
          ...values,
          // A new visit has no lines yet: its total is its price.
          totalPrice: values.price ?? null,
          companyId: scope.companyId,
          caseNumber: await allocateCaseNumber(scope),
          createdById: actor.userId,
          status,
        })
        .returning(visitTableColumns);
      await replaceEmployees(scope, row!.id, employeeIds);
      await writeTagValues(scope, row!.id, data.tagValues ?? []);
      await noticeVisitCreated(scope, row!, employeeIds);
      await publishVisitsChanged(scope);
      await afterVisitTimeChange(scope, row!, null, { start: row!.start, end: row!.end, employeeIds });
      if (data.recurrence) return startSeries(scope, row!, data.recurrence, employeeIds, data.tagValues ?? []);
      return row!;
    },
  });
}
