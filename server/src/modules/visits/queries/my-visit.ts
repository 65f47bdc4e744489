import { and, eq } from 'drizzle-orm';
import { findVisitInputSchema, isUuid } from '@servio/domain';
import type { z } from 'zod';
import { notFound } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { reportCompletedAtColumn, toCustomerVisit, type CustomerVisitRow } from '../customer-visit.ts';
import { visitCompanyFlags } from '../form/company-flags.ts';
import { v, visitColumns } from '../visit-rows.ts';
import { visibleVisits } from '../visibility.ts';

/**
 * One of the customer's own visits as a customer sees it. Another customer's visit, another company's (row-level
 * security) and an id that is no visit all answer the same NOT_FOUND, so the answer tells nothing about them.
 */
export async function myVisit(
  scope: TenantScope,
  input: z.input<typeof findVisitInputSchema>,
): Promise<CustomerVisitRow> {
  const { id } = parseInput(findVisitInputSchema, input);
  // Only a customer's login: its visibility rule is its own customer's visits.
  if (scope.actor.role !== 'customer' || !scope.actor.customerId || !isUuid(id)) throw notFound();
  const [row] = await scope.db
    .select({ visit: visitColumns, reportCompletedAt: reportCompletedAtColumn })
    .from(v)
    .where(and(eq(v.id, id), visibleVisits(scope.actor)));
  if (!row) throw notFound();
  return toCustomerVisit(row.visit, await visitCompanyFlags(scope), row.reportCompletedAt);
}
