import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/scope.ts';

/** `due` (decisions.md): the planned end has passed and the visit is neither finished nor archived. Alias `v`. */
export function dueVisitCondition(now: SQL): SQL {
  return sql`not v.archived and v.status in ('not_scheduled', 'scheduled', 'current') and v."end" < ${now}`;
}

/** Administrators see every visit of the company; employees and suppliers only those they are on. Alias `v`. */
export function ownVisitCondition(actor: Pick<Actor, 'role' | 'userId'>): SQL {
  if (actor.role === 'administrator') return sql`true`;
  return sql`exists (select 1 from visit_employees ve where ve.visit_id = v.id and ve.user_id = ${actor.userId})`;
}
