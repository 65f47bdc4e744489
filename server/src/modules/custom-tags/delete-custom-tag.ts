import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import { customTags } from '../../db/tables/index.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { findCustomTag } from './find-custom-tag.ts';

export async function deleteCustomTag(scope: TenantScope, id: string): Promise<boolean> {
  const current = await findCustomTag(scope, id);
  await scope.db.delete(customTags).where(eq(customTags.id, id));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'customTag.deleted',
    details: { customTagId: id, name: current.name, type: current.type },
  });
  return true;
}
