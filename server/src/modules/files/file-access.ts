import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '@servio/domain';
import { storedFiles, type StoredFileRow } from '../../db/tables/index.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { visibleVisits } from '../visits/index.ts';
import { sharedWithCustomerFiles } from './customer-shared-files.ts';

/** What files hang on: a visit, a customer or a material (a unit of equipment). */
export type FileOwner =
  | { visitId: string; customerId?: null; materialId?: null }
  | { customerId: string; visitId?: null; materialId?: null }
  | { materialId: string; visitId?: null; customerId?: null };

/**
 * The actor sees the visit or customer, else NOT_FOUND (as for a record that does not exist): staff the visits
 * they see (visibility.ts: administrators all, employees and suppliers the visits they are on); administrators and
 * employees the customers, as the customer page. Customers' logins list and upload nothing here: they read only the
 * files shared with them (myDocuments, findReadableFile).
 */
export async function checkOwnerVisible(scope: TenantScope, owner: FileOwner): Promise<void> {
  const { actor } = scope;
  if (actor.role === 'customer') throw notFound();
  if (owner.visitId) {
    if (!isUuid(owner.visitId)) throw notFound();
    const rows = await queryRows<{ id: string }>(
      scope.db,
      sql`select v.id from visits v where v.id = ${owner.visitId} and ${visibleVisits(actor)}`,
    );
    if (rows.length === 0) throw notFound();
    return;
  }
  if (owner.materialId) {
    // A unit's files are read by whoever reads the unit: administrators and employees (materials.schema.ts).
    if (!isUuid(owner.materialId) || (actor.role !== 'administrator' && actor.role !== 'employee')) throw notFound();
    const rows = await queryRows<{ id: string }>(
      scope.db,
      sql`select id from materials where id = ${owner.materialId}`,
    );
    if (rows.length === 0) throw notFound();
    return;
  }
  if (!owner.customerId || !isUuid(owner.customerId)) throw notFound();
  if (actor.role !== 'administrator' && actor.role !== 'employee') throw notFound();
  const rows = await queryRows<{ id: string }>(scope.db, sql`select id from customers where id = ${owner.customerId}`);
  if (rows.length === 0) throw notFound();
}

/**
 * Documents: administrators always, others with `allowedToUploadDocuments` (the spec: "upload documents on
 * reports (images always allowed)").
 */
export function checkMayAddDocuments(scope: TenantScope): void {
  if (scope.actor.role === 'administrator' || scope.actor.permissions.allowedToUploadDocuments) return;
  throw forbidden({ reason: 'file.documentsNotAllowed' });
}

const mayInvoice = ({ actor }: TenantScope) =>
  actor.role === 'administrator' || (actor.role === 'employee' && actor.permissions.allowedToInvoice);

/**
 * A file the actor may open (not deleted, its visit or customer visible to them), or NOT_FOUND. A customer's login:
 * a file shared with it (customer-shared-files.ts); any other answers as one that does not exist (the staff's
 * checks below refuse customers).
 */
export async function findReadableFile(scope: TenantScope, id: string): Promise<StoredFileRow> {
  if (!isUuid(id)) throw notFound();
  if (scope.actor.role === 'customer') {
    const shared = await findSharedFile(scope, id);
    if (shared) return shared;
  }
  const [row] = await scope.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), isNull(storedFiles.deletedAt)));
  if (!row) throw notFound();
  // An invoice's and a payment reminder's PDF are the invoicing people's, as the invoice is (allowedToInvoice).
  if ((row.purpose === 'invoicePdf' || row.purpose === 'reminderPdf') && !mayInvoice(scope)) throw notFound();
  if (row.visitId) await checkOwnerVisible(scope, { visitId: row.visitId });
  else if (row.customerId) await checkOwnerVisible(scope, { customerId: row.customerId });
  else if (row.materialId) await checkOwnerVisible(scope, { materialId: row.materialId });
  else if (scope.actor.role === 'customer') throw notFound();
  return row;
}

/** The stored_files alias the customer's rule is written against. */
const f = alias(storedFiles, 'f');

async function findSharedFile(scope: TenantScope, id: string): Promise<StoredFileRow | null> {
  const [row] = await scope.db
    .select()
    .from(f)
    .where(and(eq(f.id, id), sharedWithCustomerFiles(scope.actor)));
  return row ?? null;
}
