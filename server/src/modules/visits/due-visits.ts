import { sql, type SQL } from 'drizzle-orm';

/** `due` (decisions.md): the planned end has passed and the visit is neither finished nor archived. Alias `v`. */
export function dueVisitCondition(now: SQL): SQL {
  return sql`not v.archived and v.status in ('not_scheduled', 'scheduled', 'current') and v."end" < ${now}`;
}
