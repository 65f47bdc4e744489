import { and } from 'drizzle-orm';
import { visitFilterSchema, type VisitListInput } from '@servio/domain';
import { cappedTotal, pageTotal, type Page } from '../../../core/paging.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { filterConditions } from '../visit-filter.ts';
import { visitLoaders } from '../visit-loaders.ts';
import { pageOffset, visitCount, visitPageQuery } from '../visit-page.ts';
import type { VisitRow } from '../visit-rows.ts';

/**
 * One page of the visits the actor may see, filtered, sorted, paged and counted (capped) in SQL, in one statement; the
 * page's customers, employees and departments go into the request's loaders, so its nested fields cost nothing more.
 */
export async function listVisits(scope: TenantScope, input: VisitListInput): Promise<Page<VisitRow>> {
  const rows = await visitPageQuery(scope.db, scope.actor, input);
  const loaders = visitLoaders(scope);
  const items = rows.map(loaders.prime);
  const offset = pageOffset(input.offset);
  const counted = await pageTotal(rows, offset, () => {
    const filter = parseInput(visitFilterSchema, input.filter ?? {}, 'filter');
    return visitCount(scope.db, and(...filterConditions(scope.actor, filter))!, offset);
  });
  return { items, ...cappedTotal(counted, offset) };
}
