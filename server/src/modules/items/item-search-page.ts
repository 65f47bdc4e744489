import { sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { likeInfix, searchTerms } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';

/**
 * A search page chosen from app_item_search's answer (migration 0015, decisions/0017): the trigram index finds the
 * matches of the longest term, and the other terms, the group and active filters, the order, the page and the count
 * all work on the function's few columns; only the page's rows are then read from `items`. Reading every match back
 * by its primary key to sort and count it cost more than finding it (4,000 matches: 22 of 54 ms on PostgreSQL).
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

/** The ids of one page of a search's matches, in the list's order, and how many match in all. */
export async function searchPageIds(
  scope: CompanyScope,
  args: SearchPageArgs,
  term: string,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const conditions: SQL[] = searchTerms(args.search)
    .filter((t) => t !== term)
    .map((t) => sql`h.search_text like ${likeInfix(t)}`);
  if (args.groupId) conditions.push(isUuid(args.groupId) ? sql`h.group_id = ${args.groupId}` : sql`false`);
  // Left out, the list shows active items; an explicit null shows both (as itemListConditions).
  const active = args.active === undefined ? true : args.active;
  if (active !== null) conditions.push(sql`h.active = ${active}`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const direction = args.sortDirection === 'desc' ? sql`desc` : sql`asc`;
  const key = args.sort === 'sku' ? sql`h.sku` : sql`h.name_key`;
  const hits = sql`app_item_search(${likeInfix(term)}) h`;
  const rows = await queryRows<{ id: string; total: number }>(
    scope.db,
    sql`select h.id, (count(*) over ())::int as total from ${hits} ${where}
        order by ${key} ${direction}, h.id ${direction} limit ${page.limit} offset ${page.offset}`,
  );
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0]!.total };
  if (page.offset === 0) return { ids: [], total: 0 };
  // A page past the end: the count alone.
  const [count] = await queryRows<{ n: number }>(scope.db, sql`select count(*)::int as n from ${hits} ${where}`);
  return { ids: [], total: count!.n };
}
