import { and, eq, sql } from 'drizzle-orm';
import { items } from '../../db/tables/index.ts';
import type { TenantScope } from '../../core/scope.ts';
import { findItem } from './find-items.ts';
import type { ItemRecord } from './item-record.ts';

/**
 * Archives (active false) or brings back an item. An archived item keeps its history (visit lines, stock) but is
 * left out of the list and of the pickers by default. No version: setting a flag to a value is safe to repeat, and
 * an item already so is left untouched.
 */
export async function setItemActive(scope: TenantScope, id: string, active: boolean): Promise<ItemRecord> {
  await findItem(scope, id);
  await scope.db
    .update(items)
    .set({ active, version: sql`${items.version} + 1`, updatedAt: new Date() })
    .where(and(eq(items.id, id), sql`${items.active} <> ${active}`));
  return findItem(scope, id);
}

export const archiveItem = (scope: TenantScope, id: string) => setItemActive(scope, id, false);
export const unarchiveItem = (scope: TenantScope, id: string) => setItemActive(scope, id, true);
