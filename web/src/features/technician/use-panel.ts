import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NetworkError } from '../../lib/errors.ts';
import { request } from '../../lib/graphql.ts';
import type { ActionName } from './action-kinds.ts';
import { queuedActions, readSnapshot, saveSnapshot, type QueuedAction } from './offline-db.ts';
import { enqueueAction, loadReportReplay, resolveConflict, type QueueTransport } from './offline-queue.ts';
import { technicianVisitsQuery, type PanelViewer, type PanelVisit } from './panel-api.ts';
import { panelRange } from './panel-range.ts';
import { graphqlTransport, onQueueChange, queueChanged, syncQueue } from './panel-sync.ts';
import type { SeenVisit } from './visit-changes.ts';

export interface PanelData {
  viewer: PanelViewer;
  /** The company's allowTimeReg: with the viewer's allowedToRegTime, whether the panel offers time registration. */
  allowTimeReg: boolean;
  visits: PanelVisit[];
  /** True when read from the device because the server could not be reached. */
  fromDevice: boolean;
  savedAt: string;
}

export const panelVisitsKey = ['technicianVisits'] as const;
/** The week's hours (week-summary.tsx): read again when the queue sent something. */
export const panelWeekKey = ['panelWeek'] as const;

/**
 * The panel's list and who is looking: from the server when it answers (and then kept on the device), else the
 * list last kept on this device (with whose it is), so a reload without a connection still shows the next days.
 * networkMode 'always': offline the query must still run, to read the device.
 */
export function usePanelVisits() {
  return useQuery({
    queryKey: panelVisitsKey,
    networkMode: 'always',
    retry: false,
    staleTime: 30_000,
    queryFn: async (): Promise<PanelData> => {
      const { from, to } = panelRange();
      try {
        const data = await request(technicianVisitsQuery, { from: from.toISOString(), to: to.toISOString() });
        const savedAt = new Date().toISOString();
        await saveSnapshot({
          userId: data.me.id,
          viewer: data.me,
          allowTimeReg: data.company?.allowTimeReg ?? false,
          visits: data.technicianVisits,
          from: from.toISOString(),
          to: to.toISOString(),
          savedAt,
        }).catch(() => undefined); // a private window without IndexedDB still shows the list
        return {
          viewer: data.me,
          allowTimeReg: data.company?.allowTimeReg ?? false,
          visits: data.technicianVisits,
          fromDevice: false,
          savedAt,
        };
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        const snapshot = await readSnapshot().catch(() => undefined);
        if (!snapshot) throw error;
        return {
          viewer: snapshot.viewer,
          allowTimeReg: snapshot.allowTimeReg ?? false,
          visits: snapshot.visits,
          fromDevice: true,
          savedAt: snapshot.savedAt,
        };
      }
    },
  });
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

export interface PanelQueue {
  actions: QueuedAction[];
  /** The last replay stopped without reaching the server while the browser thought it was online. */
  unreachable: boolean;
  take: (operation: ActionName, variables: Record<string, unknown>, visit: SeenVisit) => Promise<void>;
  resolve: (action: QueuedAction, choice: 'retry' | 'drop') => Promise<void>;
}

/** How often a queue that could not reach the server tries again while the browser is online. */
const retryMs = 10_000;

/**
 * The offline queue as the panel uses it: every action goes through it, online or not (one path), and it is sent
 * at once, when the connection returns, and every 10 s while something waits.
 */
export function usePanelQueue(userId: string): PanelQueue {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [actions, setActions] = useState<QueuedAction[]>([]);
  const [unreachable, setUnreachable] = useState(false);

  const sync = useCallback(() => {
    // Each answer goes into the list at once, so a sent action's visit never shows its old state in between.
    const transport: QueueTransport = {
      ...graphqlTransport,
      send: async (action) => {
        const result = await graphqlTransport.send(action);
        if (!result) return result;
        if ('completedAt' in result) {
          (await loadReportReplay()).showReportAnswer(queryClient, action, result);
          queryClient.setQueryData<PanelData>(panelVisitsKey, (data) =>
            data
              ? {
                  ...data,
                  visits: data.visits.map((v) =>
                    v.id === result.visitId ? { ...v, status: result.visitStatus as PanelVisit['status'] } : v,
                  ),
                }
              : data,
          );
          return result;
        }
        queryClient.setQueryData<PanelData>(panelVisitsKey, (data) =>
          data
            ? {
                ...data,
                visits: data.visits.map((v) =>
                  v.id === result.id ? { ...v, ...result, status: result.status as PanelVisit['status'] } : v,
                ),
              }
            : data,
        );
        return result;
      },
    };
    void syncQueue(userId, transport).then((outcome) => {
      setUnreachable(outcome.stopped === 'network' && navigator.onLine);
      if (outcome.sent > 0 || outcome.conflicts > 0) {
        void queryClient.invalidateQueries({ queryKey: panelVisitsKey });
        void queryClient.invalidateQueries({ queryKey: panelWeekKey });
      }
    });
  }, [queryClient, userId]);

  useEffect(() => {
    let alive = true;
    const load = () =>
      void queuedActions(userId)
        .then((list) => alive && setActions(list))
        .catch(() => undefined);
    load();
    const off = onQueueChange(load);
    return () => {
      alive = false;
      off();
    };
  }, [userId]);

  // Reconnecting (and opening the panel) sends what waits.
  useEffect(() => {
    if (online) sync();
  }, [online, sync]);

  const waiting = actions.some((a) => !a.conflict);
  useEffect(() => {
    if (!online || !waiting) return;
    const timer = window.setInterval(sync, retryMs);
    return () => window.clearInterval(timer);
  }, [online, waiting, sync]);

  return {
    actions,
    unreachable: online && unreachable,
    take: async (operation, variables, visit) => {
      await enqueueAction(userId, operation, variables, visit);
      queueChanged();
      if (navigator.onLine) sync();
    },
    resolve: async (action, choice) => {
      await resolveConflict(action, choice);
      queueChanged();
      if (choice === 'retry' && navigator.onLine) sync();
    },
  };
}
