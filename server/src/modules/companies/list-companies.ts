import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql.ts';
import type { OwnerScope } from '../../core/scope.ts';

export interface CompanySummary {
  id: string;
  name: string;
  cvr: string | null;
  city: string | null;
  userCount: number;
}

/**
 * Every company with its active users (the superadmin's list). Runs on the owner connection, which sees every
 * company: only a superadmin's caller may pass that scope (the access table sees to it for GraphQL).
 */
export async function listCompanies(scope: OwnerScope): Promise<CompanySummary[]> {
  return queryRows<CompanySummary>(
    scope.db,
    sql`select c.id, c.name, c.cvr, c.city,
          (select count(*)::int from users u where u.company_id = c.id and u.active) as "userCount"
        from companies c order by c.name limit 1000`,
  );
}
