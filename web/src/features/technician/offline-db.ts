import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ActionName } from './action-kinds.ts';
import type { PanelViewer, PanelVisit } from './panel-api.ts';
import type { SeenVisit, VisitChange } from './visit-changes.ts';

/** An action the technician took, waiting to reach the server (or held by a conflict). */
export interface QueuedAction {
  /** Also the idempotency key the server sees: a replay of the same action never counts twice. */
  key: string;
  /** Order of taking; sent in this order. */
  seq: number;
  /** Whose action: only the signed-in person's actions are sent. */
  userId: string;
  operation: ActionName;
  /** The mutation's own variables, without id, version and idempotencyKey. */
  variables: Record<string, unknown>;
  visitId: string;
  /** The visit as the technician saw it when acting; its version is what the server checks. */
  seen: SeenVisit;
  queuedAt: string;
  /** Set when the server refused the action: the visit as it is now (null: gone) and what changed. */
  conflict?: {
    current: SeenVisit | null;
    changes: VisitChange[];
    reason: string;
    /** The input the server named (a report's missing answer: `input.values.<fieldId>`). */
    field?: string;
    /** A report action: the report's version now, which a retry names (decisions/0025). */
    reportVersion?: number | null;
  };
}

/** The last list the panel read, so a reload without a connection still shows the technician's visits. */
export interface PanelSnapshot {
  id: 'latest';
  userId: string;
  viewer: PanelViewer;
  /** Whether the company allows time registration (kept lists from before it was asked lack it). */
  allowTimeReg?: boolean;
  visits: PanelVisit[];
  from: string;
  to: string;
  savedAt: string;
}

interface PanelDb extends DBSchema {
  queue: { key: string; value: QueuedAction };
  snapshot: { key: string; value: PanelSnapshot };
}

const dbName = 'servio-technician-panel';
let opening: Promise<IDBPDatabase<PanelDb>> | undefined;

export function panelDb(): Promise<IDBPDatabase<PanelDb>> {
  opening ??= openDB<PanelDb>(dbName, 1, {
    upgrade(db) {
      db.createObjectStore('queue', { keyPath: 'key' });
      db.createObjectStore('snapshot', { keyPath: 'id' });
    },
  });
  return opening;
}

/** Tests start each case from an empty database. */
export async function resetPanelDb(): Promise<void> {
  const db = await panelDb();
  await db.clear('queue');
  await db.clear('snapshot');
}

export async function queuedActions(userId: string): Promise<QueuedAction[]> {
  const all = await (await panelDb()).getAll('queue');
  return all.filter((a) => a.userId === userId).sort((a, b) => a.seq - b.seq);
}

export async function putAction(action: QueuedAction): Promise<void> {
  await (await panelDb()).put('queue', action);
}

export async function deleteAction(key: string): Promise<void> {
  await (await panelDb()).delete('queue', key);
}

/** Replaces an action (a retry gets a new key) in one transaction, so it is never in the queue twice or not at all. */
export async function replaceAction(oldKey: string, action: QueuedAction): Promise<void> {
  const tx = (await panelDb()).transaction('queue', 'readwrite');
  await Promise.all([tx.store.delete(oldKey), tx.store.put(action), tx.done]);
}

export async function readSnapshot(): Promise<PanelSnapshot | undefined> {
  return (await panelDb()).get('snapshot', 'latest');
}

export async function saveSnapshot(snapshot: Omit<PanelSnapshot, 'id'>): Promise<void> {
  await (await panelDb()).put('snapshot', { ...snapshot, id: 'latest' });
}
