import { sql } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { cappedTotal, countCap, searchPatterns, searchTerms } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';

/**
 * A search page chosen by app_item_search_page (migration 0035, decisions/0017 and 0041): as the tables' owner, for
 * the current company only, with the terms as literals, so the planner walks the name index for a broad term and
 * stops at the page, or takes the trigram index for a narrow one, and the count stops at its cap. Only the page's
 * rows are then read from `items`, under the policy.
 */

/** The term the trigram index answers (the longest; it needs 3 letters), or null when the search has none. */
export function indexedSearchTerm(search: string | null | undefined): string | null {
  const longest = searchTerms(search).sort((a, b) => b.length - a.length)[0];
  return longest && longest.length >= 3 ? longest : null;
}

/** What of the list's arguments a search page filters and sorts by (ItemListArgs, less the stock filter). */
interface SearchPageArgs {
  search?: string | null;
  groupId?: string | null;
  active?: boolean | null;
  sort?: 'name' | 'sku' | null;
  sortDirection?: 'asc' | 'desc' | null;
}

/** The ids of one page of a search's matches, in the list's order, and how many match (capped, as cappedTotal). */
export async function searchPageIds(
  scope: CompanyScope,
  args: SearchPageArgs,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; total: ReturnType<typeof cappedTotal> }> {
  if (args.groupId && !isUuid(args.groupId)) return { ids: [], total: { totalCount: 0 } };
  // Left out, the list shows active items; an explicit null shows both (as itemListConditions).
  const active = args.active === undefined ? true : args.active;
  const hits = await queryRows<{ id: string | null; total: number }>(
    scope.db,
    sql`select id, total from app_item_search_page(${searchPatterns(args.search)}, ${args.sort ?? 'name'},
      ${args.sortDirection === 'desc'}, ${args.groupId ?? null}::uuid, ${active}::boolean,
      ${page.limit}, ${page.offset}, ${countCap(page.offset)})`,
  );
  return {
    ids: hits.flatMap((hit) => (hit.id ? [hit.id] : [])),
    total: cappedTotal(Number(hits[0]?.total ?? 0), page.offset),
  };
}
