import { date, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, tenantColumns } from './common.ts';
import { users } from './users.ts';

/** An approved ISO week of one employee: its registrations are locked until the week is reopened (the row deleted). */
export const timeWeekApprovals = pgTable(
  'time_week_approvals',
  {
    ...tenantColumns(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The week's Monday. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    approvedById: uuid('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [companyPrimaryKey(t), uniqueIndex('time_week_approvals_unique').on(t.companyId, t.employeeId, t.weekStart)],
);
export type TimeWeekApprovalRow = typeof timeWeekApprovals.$inferSelect;
