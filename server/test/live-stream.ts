/** A /live stream read by a test: every server-sent event as it arrives, with when it arrived. */
export interface LiveStream {
  status: number;
  events: { event: string; data: unknown; at: number }[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Resolves with the first event (from `since`) that `match` accepts, or rejects after `timeoutMs`. */
  next(match: (e: { event: string; data: unknown }) => boolean, timeoutMs?: number, since?: number): Promise<number>;
  close(): void;
}

/** Opens GET /live with the cookie and reads it until closed. */
export async function openLiveStream(url: string, cookie: string | undefined): Promise<LiveStream> {
  const abort = new AbortController();
  const response = await fetch(`${url}/live`, {
    headers: cookie ? { cookie } : {},
    signal: abort.signal,
  });
  const events: LiveStream['events'] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffered = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffered += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const lines = block.split('\n');
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
            if (event) events.push({ event, data: data ? JSON.parse(data) : null, at: performance.now() });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  } else {
    await response.body?.cancel();
  }
  return {
    status: response.status,
    events,
    ended,
    next(match, timeoutMs = 5000, since = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const index = events.findIndex((e, i) => i >= since && match(e));
          if (index < 0) return;
          cleanup();
          resolve(events[index]!.at);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching live event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

/** The change events of a topic. */
export const changeOf = (topic: string) => (e: { event: string; data: unknown }) =>
  e.event === 'change' && (e.data as { topic?: string } | null)?.topic === topic;
