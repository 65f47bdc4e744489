import { customerVisitsInputSchema, isUuid, type CustomerVisitsInput } from '@servio/domain';
import type { Page } from '../../../core/paging.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { visitLoaders } from '../visit-loaders.ts';
import { pageLimit, pageOffset } from '../visit-page.ts';
import type { VisitRow } from '../visit-rows.ts';

/**
 * A customer's visits that the actor may see, archived ones too, newest first (unplanned ones first); with a search,
 * those it finds. Batched per
 * request: the customers of a page of customers get their visits from one statement.
 */
export async function customerVisits(scope: TenantScope, input: CustomerVisitsInput): Promise<Page<VisitRow>> {
  const args = parseInput(customerVisitsInputSchema, input);
  if (!isUuid(args.customerId)) return { items: [], totalCount: 0 };
  return visitLoaders(scope).customerVisits({
    customerId: args.customerId,
    offset: pageOffset(args.offset),
    limit: pageLimit(args.limit, 20, 200),
    search: args.search?.trim() ?? '',
  });
}
