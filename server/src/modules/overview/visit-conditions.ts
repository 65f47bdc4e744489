import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/scope.ts';
import { visibleVisits } from '../visits/index.ts';

/** `due` (decisions.md): the planned end has passed and the visit is neither finished nor archived. Alias `v`. */
export function dueVisitCondition(now: SQL): SQL {
  return sql`not v.archived and v.status in ('not_scheduled', 'scheduled', 'current') and v."end" < ${now}`;
}

/** The visits module's one visibility rule (administrators all, employees and suppliers theirs). Alias `v`. */
export function ownVisitCondition(viewer: Actor): SQL {
  return visibleVisits(viewer);
}
