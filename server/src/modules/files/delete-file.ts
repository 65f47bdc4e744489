import { eq } from 'drizzle-orm';
import { storedFiles } from '../../db/tables/index.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { forbidden } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { findReadableFile } from './file-access.ts';

/**
 * Deletes an attachment: administrators any, others the files they uploaded. The row is marked deleted in the
 * transaction (gone from every list and download at once); the sweep removes its bytes and then the row, so a
 * rolled-back delete loses nothing and a committed one leaves nothing behind.
 */
export async function deleteFile(scope: TenantScope, id: string): Promise<boolean> {
  // A customer's login reads the files shared with it, never deletes.
  if (scope.actor.role === 'customer') throw forbidden();
  const file = await findReadableFile(scope, id);
  const isAdmin = scope.actor.role === 'administrator';
  if (file.purpose !== 'attachment' || (!isAdmin && file.uploadedById !== scope.actor.userId)) throw forbidden();
  await scope.db.update(storedFiles).set({ deletedAt: new Date() }).where(eq(storedFiles.id, file.id));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'file.deleted',
    details: { fileId: file.id, name: file.name, kind: file.kind, visitId: file.visitId, customerId: file.customerId },
  });
  return true;
}
