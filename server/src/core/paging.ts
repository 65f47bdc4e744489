import { sql, type SQL } from 'drizzle-orm';

/** One page of a list and the size of the whole list, as every paged query answers. */
export interface Page<T> {
  items: T[];
  totalCount: number;
}

export interface PageArgs {
  offset?: number | null;
  limit?: number | null;
}

/** The largest page any list serves, unless the list names its own. */
export const maxPageSize = 200;
/** Offsets past this are refused quietly (clamped): nobody pages that far by hand; keyset paging goes further. */
export const maxOffset = 1_000_000;

/** The limit and offset a list query runs with: within bounds whatever the caller sent. */
export function pageBounds(args: PageArgs, defaults: { limit?: number; maxLimit?: number } = {}) {
  const limit = Math.min(Math.max(args.limit ?? defaults.limit ?? 50, 1), defaults.maxLimit ?? maxPageSize);
  const offset = Math.min(Math.max(args.offset ?? 0, 0), maxOffset);
  return { limit, offset };
}

/**
 * The size of the whole list for a page whose rows carry it (`count(*) over ()` as `totalCount`): the first row's.
 * An empty first page is an empty list; past the last row no row carries the count, so `countAlone` counts.
 */
export async function pageTotal(
  rows: readonly { totalCount: number }[],
  offset: number,
  countAlone: () => Promise<number>,
): Promise<number> {
  if (rows.length > 0) return rows[0]!.totalCount;
  return offset === 0 ? 0 : countAlone();
}

/** The text with LIKE's wildcards (%, _) and its escape (backslash) taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE pattern for a literal infix. */
export const likeInfix = (term: string) => `%${likeLiteral(term)}%`;

/** LIKE pattern for a literal prefix. */
export const likePrefix = (prefix: string) => `${likeLiteral(prefix)}%`;

/**
 * Search terms: lower-case words, each of which must occur somewhere in a record's search text. A term that looks
 * like a phone number loses its spaces ("20 30 40 50" finds +4520304050).
 */
export function searchTerms(search: string | null | undefined): string[] {
  const text = (search ?? '').trim().toLowerCase().slice(0, 200);
  if (!text) return [];
  if (/^[+\d][\d\s-]*$/.test(text)) return [text.replace(/[\s-]+/g, '')];
  return text.split(/\s+/).slice(0, 8);
}

/** Every term found in `column` (a lower-cased search text), or undefined when there is nothing to search for. */
export function searchTextCondition(column: SQL, search: string | null | undefined): SQL | undefined {
  const terms = searchTerms(search);
  if (terms.length === 0) return undefined;
  return sql.join(
    terms.map((term) => sql`${column} like ${likeInfix(term)}`),
    sql` and `,
  );
}
