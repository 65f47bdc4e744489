import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiBase, apiUrl } from '../../lib/api.ts';
import { eventsKey } from '../events/index.ts';
import { notificationsKey } from '../notifications/index.ts';
import { navigationCountsOptions } from './navigation-counts.ts';

/** What each pushed topic reloads (server/src/modules/live: `notifications`, `events`, `visits`, or `all`). */
/** The inbox's lists (features/bookings' bookingsKey, written out so the shell does not load that feature). */
const bookingsKey = ['bookings'];
/** Every message thread (features/messages' messagesKey, written out for the same reason). */
const messagesKey = ['messages'];
const reloads: Record<string, QueryKey[]> = {
  // A booking arriving notifies the administrators; accepting or declining one pushes this topic too. A new message
  // notifies its readers: a thread on screen shows it.
  notifications: [navigationCountsOptions.queryKey, notificationsKey, bookingsKey, messagesKey],
  events: [navigationCountsOptions.queryKey, eventsKey],
  // A visit created, saved, moved, planned or deleted: the visit lists and calendars, and the planning board.
  visits: [navigationCountsOptions.queryKey, ['visits'], ['planning']],
};
const everything = [...new Set(Object.values(reloads).flat())];
/**
 * Reloaded when the stream first connects too: a move made between the board's first load and the stream's start
 * would otherwise stay unseen on a dispatcher's board until the next change. (The other lists wait for their next
 * change: reloading every list on each page's start would double its first requests.)
 */
const onFirstConnect: QueryKey[] = [['planning']];

/**
 * The server's live updates (GET /live, server-sent events; docs/decisions/0032-live-notifications.md): each event
 * names what changed, and the badges and lists showing it are loaded again through GraphQL. `ready` comes on every
 * (re)connection, when something may have been missed. The browser reconnects by itself after a dropped connection.
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(apiUrl('/live'), { withCredentials: apiBase !== '' });
    const reload = (keys: readonly QueryKey[], cancelRefetch = true) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey }, { cancelRefetch });
    };
    // The first `ready` is the page's own start, whose queries are mostly loading already: only the board reloads,
    // and a load under way is left to finish rather than started again.
    let connected = false;
    source.addEventListener('ready', () => {
      if (connected) reload(everything);
      else reload(onFirstConnect, false);
      connected = true;
    });
    source.addEventListener('change', (event) => {
      const topic = (JSON.parse((event as MessageEvent<string>).data) as { topic?: string }).topic ?? 'all';
      reload(reloads[topic] ?? everything);
    });
    return () => source.close();
  }, [enabled, queryClient]);
}
