import { and, asc, eq, type SQL } from 'drizzle-orm';
import { customTags } from '../../db/tables/index.ts';
import type { TenantScope } from '../../core/scope.ts';

export type CustomTagRow = typeof customTags.$inferSelect;

/** The company's custom tags, optionally of one type, in their order; customers and staff see only what is shown to them. */
export async function listCustomTags(scope: TenantScope, type: string | null | undefined): Promise<CustomTagRow[]> {
  const conditions: SQL[] = [];
  if (type) conditions.push(eq(customTags.type, type));
  const role = scope.actor.role;
  if (role === 'customer') conditions.push(eq(customTags.showForCustomer, true));
  if (role === 'employee' || role === 'supplier') conditions.push(eq(customTags.showForEmployee, true));
  return scope.db
    .select()
    .from(customTags)
    .where(and(...conditions))
    .orderBy(asc(customTags.tagOrder), asc(customTags.name))
    .limit(500);
}
