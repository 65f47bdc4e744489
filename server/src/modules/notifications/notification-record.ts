import type { notifications } from '../../db/tables/index.ts';

/** A notification as its person reads it. */
export type NotificationRecord = Pick<
  typeof notifications.$inferSelect,
  'id' | 'kind' | 'payload' | 'createdAt' | 'readAt'
>;
