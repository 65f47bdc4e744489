import { eq, sql } from 'drizzle-orm';
import { customTagTypes } from '@servio/domain';
import { customTags } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { listCustomTags, type CustomTagRow } from './list-custom-tags.ts';

/** Puts the tags of one type in the given order; `ids` must be exactly that type's tags. */
export async function reorderCustomTags(scope: TenantScope, type: string, ids: string[]): Promise<CustomTagRow[]> {
  if (!(customTagTypes as readonly string[]).includes(type)) throw badInput('type', 'customTag.typeInvalid');
  const existing = await scope.db.select({ id: customTags.id }).from(customTags).where(eq(customTags.type, type));
  const known = new Set(existing.map((r) => r.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
    throw badInput('ids', 'customTag.reorderMismatch');
  }
  for (const [index, id] of ids.entries()) {
    await scope.db
      .update(customTags)
      .set({ tagOrder: index + 1, version: sql`${customTags.version} + 1` })
      .where(eq(customTags.id, id));
  }
  return listCustomTags(scope, type);
}
