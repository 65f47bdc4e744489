import pg from 'pg';

/** Called with each notification's payload on the channel; `onGap` when notifications may have been missed. */
export interface ListenHandlers {
  onPayload(payload: string): void;
  onGap?(): void;
}

/** LISTEN on a channel until the returned function is called. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * PostgreSQL: one dedicated connection per process for LISTEN, outside the pool (a pooled connection is handed to
 * requests between queries and would drop the LISTEN). Lost connections are opened again after a second; whatever
 * was notified in between is gone, so `onGap` tells the listeners to reload.
 */
export function postgresListener(connectionString: string, log: (error: unknown) => void = () => {}) {
  const channels = new Map<string, Set<ListenHandlers>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  function connect(): Promise<pg.Client> {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        for (const handlers of channels.get(message.channel) ?? []) handlers.onPayload(message.payload ?? '');
      });
      const lost = (error?: unknown) => {
        if (error) log(error);
        if (client !== next) return;
        client = null;
        connecting = null;
        next.removeAllListeners('end');
        if (!closed) retry = setTimeout(() => void reconnect(), 1000);
      };
      next.on('error', lost);
      next.on('end', () => lost());
      await next.connect();
      for (const channel of channels.keys()) await next.query(`listen ${quoteIdent(channel)}`);
      client = next;
      return next;
    })();
    connecting.catch(() => (connecting = null));
    return connecting;
  }

  async function reconnect(): Promise<void> {
    retry = null;
    try {
      await connect();
      for (const set of channels.values()) for (const handlers of set) handlers.onGap?.();
    } catch (error) {
      log(error);
      if (!closed) retry = setTimeout(() => void reconnect(), 1000);
    }
  }

  const listen: Listen = async (channel, handlers) => {
    const set = channels.get(channel) ?? new Set();
    const first = set.size === 0;
    set.add(handlers);
    channels.set(channel, set);
    const connection = await connect();
    if (first) await connection.query(`listen ${quoteIdent(channel)}`);
    return async () => {
      set.delete(handlers);
      if (set.size === 0) {
        channels.delete(channel);
        await client?.query(`unlisten ${quoteIdent(channel)}`).catch(log);
      }
    };
  };

  async function close(): Promise<void> {
    closed = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end().catch(log);
  }

  return { listen, close };
}
