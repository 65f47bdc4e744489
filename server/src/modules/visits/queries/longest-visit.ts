import { sql } from 'drizzle-orm';

/**
 * The company's longest visit in milliseconds (null without visits), as a scalar subquery through
 * visits_company_duration_idx: a visit overlapping a range starts at most this long before it, the bound that lets
 * the (company_id, archived, start) index answer a range (docs/decisions/0006). Read before the range's statement,
 * so the planner sees the bound as a value.
 */
export const longestVisitMsSql = (companyId: string | null) =>
  sql`(round(date_part('epoch', ${longestVisitSql(companyId)}) * 1000)::bigint)`;

/** The same as an interval, for a bound inside one statement (the planner takes it as a parameter of the scan). */
export const longestVisitSql = (companyId: string | null) =>
  sql`(select max(l."end" - l.start) from visits l where l.company_id = ${companyId})`;
