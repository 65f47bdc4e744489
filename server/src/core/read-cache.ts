import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { queryRows } from '../db/sql.ts';

/**
 * Reads that the web repeats within a burst of requests (the sidebar's badge counts, the overview), kept for a
 * couple of seconds on the embedded database, whose one process is the only writer (decision 0047).
 *
 * An entry is served only while the database has committed nothing since it was read: it remembers the snapshot
 * it was read in (`pg_current_snapshot()`), and any transaction that writes, in any company, from a request, a job
 * or a script, takes a transaction id and so changes every later snapshot. A request that has itself written
 * neither reads nor fills the cache. The short lifetime bounds what changes without a write (the clock: what is
 * due, what is today).
 */
export interface ReadCache {
  read<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T>;
}

interface Entry {
  snapshot: string;
  storedAt: number;
  value: unknown;
}

/** No cache: every read computed (PostgreSQL's servers, and tests that count a request's statements). */
export const noReadCache: ReadCache = { read: (_db, _key, compute) => compute() };

export function burstCache(options: { lifetimeMs?: number; maxEntries?: number; now?: () => number } = {}): ReadCache {
  const lifetimeMs = options.lifetimeMs ?? 2_000;
  const maxEntries = options.maxEntries ?? 1_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  return {
    async read<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
      const [state] = await queryRows<{ snapshot: string; wrote: boolean }>(
        db,
        sql`select pg_current_snapshot()::text as snapshot, pg_current_xact_id_if_assigned() is not null as wrote`,
      );
      if (!state || state.wrote) return compute();
      const entry = entries.get(key);
      if (entry && entry.snapshot === state.snapshot && now() - entry.storedAt < lifetimeMs) return entry.value as T;
      const value = await compute();
      // A Map keeps insertion order: the first key is the oldest.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { snapshot: state.snapshot, storedAt: now(), value });
      return value;
    },
  };
}

/**
 * The cache a server keeps: on PGlite a burst cache; on PostgreSQL none, since several processes share the database
 * and a busy one changes its snapshot with every write anyway.
 */
export const readCacheFor = (database: Pick<Database, 'kind'>): ReadCache =>
  database.kind === 'pglite' ? burstCache() : noReadCache;
