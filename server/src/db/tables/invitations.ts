import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, tenantColumns } from './common.ts';
import { users } from './users.ts';

/**
 * One-time links for staff and customers: an invitation (a person without a password chooses one) or a password
 * reset an administrator started (`kind`). Only the sha256 of the token is stored; the token itself
 * exists in the link (and the outbox mail that carries it).
 */
export const invitations = pgTable(
  'invitations',
  {
    ...tenantColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'invitation' | 'password_reset': which one the link is (docs/security.md, account takeover). */
    kind: text('kind', { enum: ['invitation', 'password_reset'] })
      .notNull()
      .default('invitation'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    companyPrimaryKey(t),
    // Found by the link's hash, without its company: random, so unique without a constraint (which would have to
    // include company_id, docs/scale-out.md).
    index('invitations_token_idx').on(t.tokenHash),
    index('invitations_company_user_idx').on(t.companyId, t.userId),
  ],
);
