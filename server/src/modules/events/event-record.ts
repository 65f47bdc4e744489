import type { events } from '../../db/tables/index.ts';

/** An entry of the activity feed. */
export type EventRecord = Pick<typeof events.$inferSelect, 'id' | 'kind' | 'payload' | 'createdAt' | 'seenAt'>;
