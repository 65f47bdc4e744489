import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The one channel every process LISTENs on (db/listen.ts). */
export const liveChannel = 'servio_live';

/** What changed; the browser reloads the lists and badges of that topic through GraphQL. */
export type LiveTopic = 'notifications' | 'events' | 'visits';

const liveTopics: readonly string[] = ['notifications', 'events', 'visits'] satisfies LiveTopic[];

/**
 * A change to push: to the company's people, or with `userId` to that person only. It carries no record: the browser
 * reads what it may see through GraphQL, so the stream needs no access rules beyond whose it is.
 */
export interface LiveMessage {
  companyId: string;
  userId?: string | null;
  topic: LiveTopic;
}

/**
 * NOTIFY, in the caller's transaction: delivered to every process's listener when it commits, never when it rolls
 * back, so a push never announces a change nobody can read yet. Repeats within one transaction are sent once.
 */
export async function publishLive(db: Db, message: LiveMessage): Promise<void> {
  const payload = JSON.stringify({ c: message.companyId, u: message.userId ?? null, t: message.topic });
  await db.execute(sql`select pg_notify(${liveChannel}, ${payload})`);
}

/** A payload read back; null for anything else on the channel. */
export function parseLiveMessage(payload: string): LiveMessage | null {
  try {
    const value = JSON.parse(payload) as { c?: unknown; u?: unknown; t?: unknown };
    if (typeof value.c !== 'string' || typeof value.t !== 'string' || !liveTopics.includes(value.t)) return null;
    return { companyId: value.c, userId: typeof value.u === 'string' ? value.u : null, topic: value.t as LiveTopic };
  } catch {
    return null;
  }
}
