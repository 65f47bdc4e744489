import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/sql.ts';

/** One page of a list and the size of the whole list, as every paged query answers. */
export interface Page<T> {
  items: T[];
  /** The list's size; with `totalCountCapped`, the rows counted, and the list has more. */
  totalCount: number;
  /** The count stopped at `countLimit` rows past the page's start ("1.000+"): see `cappedTotal`. */
  totalCountCapped?: boolean;
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

/**
 * How many rows past a page's start a list counts. An exact total of a broad search, or of a large company's
 * visits, reads every matching row; a person reading "1.000+" loses nothing by it (decisions/0041).
 */
export const countLimit = 1000;

/** The most rows a capped count reads for a page at `offset`: one past the cap, to tell "more" from "exactly". */
export const countCap = (offset: number) => offset + countLimit + 1;

/** The total a capped count reads as: exact up to `countLimit` past the page's start, else that and capped. */
export function cappedTotal(counted: number, offset: number): Pick<Page<unknown>, 'totalCount' | 'totalCountCapped'> {
  const ceiling = offset + countLimit;
  return counted > ceiling ? { totalCount: ceiling, totalCountCapped: true } : { totalCount: counted };
}

/**
 * A count of the matching rows (`matching`, a select of them, any columns) that stops one row past the cap, as
 * SQL to run alone or as a column of the page's statement; `cappedTotal` reads its answer.
 */
export function cappedCountSql(matching: SQL, offset: number): SQL {
  return sql`(select count(*)::int from (${matching} limit ${countCap(offset)}) as counted)`;
}

/**
 * The list's total as a column of a select over a page's limited rows, by `pageWithTotal`'s rule: a page holding
 * fewer rows than asked (`count(*) over ()` counts them) gives its start plus its rows; only a full one takes the
 * capped count of `matching`, and PostgreSQL runs that subquery only where the CASE reaches it.
 */
export function pageTotalColumnSql(matching: SQL, bounds: { limit: number; offset: number }): SQL {
  return sql`case when count(*) over () < ${bounds.limit} then ${bounds.offset} + count(*) over ()
    else ${cappedCountSql(matching, bounds.offset)} end`;
}

/**
 * The capped count of the rows `matching` selects (a drizzle select of the list's rows, with its joins and
 * conditions, any columns), read as the page's total.
 */
export async function countCapped(db: Db, matching: SQLWrapper, offset: number) {
  const counted = cappedCountSql(matching.getSQL(), offset);
  const [row] = await queryRows<{ n: number | string }>(db, sql`select ${counted} as n`);
  return cappedTotal(Number(row!.n), offset);
}

/**
 * A page with the size of its list. A page holding fewer rows than it asked for ends the list, so its start plus its
 * rows is the total and nothing is counted (an empty page past the last row ends nothing: that one is counted).
 * Otherwise the capped count of what `matching` selects, built only then.
 */
export async function pageWithTotal<T>(
  db: Db,
  items: T[],
  bounds: { limit: number; offset: number },
  matching: () => SQLWrapper,
): Promise<Page<T>> {
  if (items.length < bounds.limit && (items.length > 0 || bounds.offset === 0)) {
    return { items, totalCount: bounds.offset + items.length };
  }
  return { items, ...(await countCapped(db, matching(), bounds.offset)) };
}

/** The text with LIKE's wildcards (%, _) and its escape (backslash) taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE pattern for a literal infix. */
export const likeInfix = (term: string) => `%${likeLiteral(term)}%`;

/** LIKE pattern for a literal prefix. */
export const likePrefix = (prefix: string) => `${likeLiteral(prefix)}%`;

/** The search's terms as LIKE infix patterns, one SQL `text[]`: what the search functions take (customers, items). */
export function searchPatterns(search: string | null | undefined): SQL {
  const patterns = searchTerms(search).map((term) => sql`${likeInfix(term)}`);
  return sql`array[${sql.join(patterns, sql`, `)}]::text[]`;
}

/**
 * Search terms: lower-case words, each of which must occur somewhere in a record's search text. A term that looks
 * like a phone number loses its spaces ("20 30 40 50" finds +4520304050).
 */
export function searchTerms(search: string | null | undefined): string[] {
  const text = (search ?? '').trim().toLowerCase().slice(0, 200);
  if (!text) return [];
  if (/^[+\d][\d\s-]*$/.test(text)) return [text.replace(/[\s-]+/g, '')].filter(searchable);
  return text.split(/\s+/).filter(searchable).slice(0, 8);
}

/**
 * Search starts at two characters: a single letter matches most of a list and narrows nothing, yet costs a
 * scan of it. A one-letter word beside longer ones is left out ("a hansen" searches "hansen").
 */
export const minSearchLength = 2;
const searchable = (term: string) => term.length >= minSearchLength;

/** Every term found in `column` (a lower-cased search text), or undefined when there is nothing to search for. */
export function searchTextCondition(column: SQL, search: string | null | undefined): SQL | undefined {
  const terms = searchTerms(search);
  if (terms.length === 0) return undefined;
  return sql.join(
    terms.map((term) => sql`${column} like ${likeInfix(term)}`),
    sql` and `,
  );
}
