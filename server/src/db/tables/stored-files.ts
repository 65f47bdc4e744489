import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, companyReference, tenantColumns } from './common.ts';
import { customers } from './customers.ts';
import { materials } from './equipment.ts';
import { users } from './users.ts';
import { visits } from './visits.ts';

/**
 * A file a user uploaded or the product made (issue #16): an image or a document on a visit or a customer, a
 * report's photo or signature, a report's PDF. The bytes live in the file storage (DATA_DIR/files or S3) under
 * `storage_key`; this row is the only way to them: downloads go through the server, which checks the viewer's access.
 * The kind is decided from the content, never the name.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    ...tenantColumns(),
    /** image | document */
    kind: text('kind').notNull(),
    /** attachment (the documents and images tabs) | reportPhoto | signature | reportPdf | logo | invoicePdf | reminderPdf */
    purpose: text('purpose').notNull().default('attachment'),
    visitId: uuid('visit_id'),
    customerId: uuid('customer_id'),
    /** A material's (unit's) documents and images (issue #18). */
    materialId: uuid('material_id'),
    /** The file's name as uploaded, without any path. */
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width'),
    height: integer('height'),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The office shared it with the customer: their portal lists it and their login may download it (issue #20). */
    sharedWithCustomer: boolean('shared_with_customer').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('stored_files_visit_id_fk', t, t.visitId, visits).onDelete('cascade'),
    companyReference('stored_files_customer_id_fk', t, t.customerId, customers).onDelete('cascade'),
    companyReference('stored_files_material_id_fk', t, t.materialId, materials).onDelete('cascade'),
    index('stored_files_visit_idx').on(t.visitId, t.kind, t.createdAt),
    index('stored_files_customer_idx').on(t.customerId, t.kind, t.createdAt),
    index('stored_files_material_idx').on(t.materialId, t.kind, t.createdAt),
    // The portal's documents, newest first: only the few shared files are in it.
    index('stored_files_shared_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.sharedWithCustomer} and ${t.deletedAt} is null`),
  ],
);
export type StoredFileRow = typeof storedFiles.$inferSelect;
