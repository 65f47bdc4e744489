import { and, eq, sql } from 'drizzle-orm';
import { materials } from '../../db/tables/index.ts';
import type { TenantScope } from '../../core/scope.ts';
import { findMaterial } from './find-materials.ts';
import type { MaterialRecord } from './material-record.ts';

/**
 * Archives (a unit taken down) or brings back a material. Archived units keep their visits and history but leave the
 * list, the pickers and the reminder run (the due indexes leave them out). Safe to repeat: one already so is untouched.
 */
async function setMaterialArchived(scope: TenantScope, id: string, archived: boolean): Promise<MaterialRecord> {
  await findMaterial(scope, id);
  await scope.db
    .update(materials)
    .set({ archivedAt: archived ? new Date() : null, version: sql`${materials.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(materials.id, id),
        archived ? sql`${materials.archivedAt} is null` : sql`${materials.archivedAt} is not null`,
      ),
    );
  return findMaterial(scope, id);
}

export const archiveMaterial = (scope: TenantScope, id: string) => setMaterialArchived(scope, id, true);
export const unarchiveMaterial = (scope: TenantScope, id: string) => setMaterialArchived(scope, id, false);
