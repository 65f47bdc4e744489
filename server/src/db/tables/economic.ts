import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey } from './common.ts';
import { companies } from './companies.ts';

/**
 * A company's link to its e-conomic agreement (issue #17, docs/decisions/0031-economic-sync.md). The two tokens are
 * stored encrypted (AES-256-GCM, modules/economic/secret-box.ts) and never read back out to anyone; without them the
 * row is "not connected" and only keeps the numbers e-conomic's documents need (customer group, VAT zone, …).
 */
export const economicConnections = pgTable('economic_connections', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** iv.tag.ciphertext, base64url; null: not connected. */
  appSecretToken: text('app_secret_token'),
  agreementGrantToken: text('agreement_grant_token'),
  /** From GET /self when the tokens were checked: what the settings page names. */
  agreementName: text('agreement_name'),
  agreementNumber: integer('agreement_number'),
  connectedAt: timestamp('connected_at', { withTimezone: true }),
  lastPaymentsPullAt: timestamp('last_payments_pull_at', { withTimezone: true }),
  /** The agreement's own numbers our documents refer to; e-conomic's defaults for a new agreement. */
  customerGroupNumber: integer('customer_group_number').notNull().default(1),
  paymentTermsNumber: integer('payment_terms_number').notNull().default(1),
  vatZoneNumber: integer('vat_zone_number').notNull().default(1),
  layoutNumber: integer('layout_number').notNull().default(19),
  productGroupNumber: integer('product_group_number').notNull().default(1),
});
export type EconomicConnectionRow = typeof economicConnections.$inferSelect;

export type EconomicEntity = 'customer' | 'product' | 'invoice' | 'payments' | 'connection';
export type EconomicOutcome = 'ok' | 'retrying' | 'failed';

/** Every call to e-conomic that changed or read something for us, and how it went: the settings page's sync log. */
export const economicSyncLog = pgTable(
  'economic_sync_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    entity: text('entity').notNull().$type<EconomicEntity>(),
    /** Our record's id (an invoice, a customer, an item); null for a pull of payments. */
    entityId: uuid('entity_id'),
    /** What was done: booked, drafted, upserted, pulled, … */
    action: text('action').notNull(),
    outcome: text('outcome').notNull().$type<EconomicOutcome>(),
    httpStatus: integer('http_status'),
    /** A readable line; never a token. */
    message: text('message'),
  },
  (t) => [
    companyPrimaryKey(t),
    index('economic_sync_log_company_created_idx').on(t.companyId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);
export type EconomicSyncLogRow = typeof economicSyncLog.$inferSelect;
