import type { Database } from '../../db/client.ts';
import { liveChannel, parseLiveMessage, type LiveTopic } from './live-message.ts';

/** Whose stream: the session's company and person. */
export interface LiveSubscriber {
  companyId: string;
  userId: string;
  /** A topic changed; `'all'` after notifications may have been missed (the listener's connection came back). */
  send(topic: LiveTopic | 'all'): void;
}

export interface LiveHub {
  subscribe(subscriber: LiveSubscriber): () => void;
  /** Open streams (tests and the log). */
  size(): number;
  close(): Promise<void>;
}

/**
 * The process's open streams, fed by one LISTEN on the database: a change committed by any process on the same
 * database reaches the streams of this one. A message goes only to streams of its company, and one naming a person
 * only to that person's.
 */
export async function startLiveHub(database: Database): Promise<LiveHub> {
  const subscribers = new Set<LiveSubscriber>();
  const unlisten = await database.listen(liveChannel, {
    onPayload(payload) {
      const message = parseLiveMessage(payload);
      if (!message) return;
      for (const s of subscribers) {
        if (s.companyId === message.companyId && (!message.userId || s.userId === message.userId))
          s.send(message.topic);
      }
    },
    onGap() {
      for (const s of subscribers) s.send('all');
    },
  });
  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    size: () => subscribers.size,
    async close() {
      subscribers.clear();
      await unlisten().catch(() => undefined);
    },
  };
}
