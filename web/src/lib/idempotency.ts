import { useRef } from 'react';

/**
 * An idempotency key per submit attempt: a new key for new content, the same key when the same content is sent
 * again after a failure (a retry), so a create that reached the server before the answer was lost is not done twice.
 */
export function useIdempotencyKey() {
  const last = useRef<{ key: string; payload: string } | null>(null);
  return {
    keyFor(payload: unknown): string {
      const text = JSON.stringify(payload);
      if (last.current?.payload !== text) last.current = { key: crypto.randomUUID(), payload: text };
      return last.current.key;
    },
    /** After a success the next submit is a new attempt. */
    reset(): void {
      last.current = null;
    },
  };
}
