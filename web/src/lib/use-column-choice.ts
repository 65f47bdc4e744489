import { useState } from 'react';

/**
 * The optional columns a list shows: the user's choice, remembered in this browser under `storageKey`, else the
 * defaults. The chosen ids keep the order of `columns`, whatever order they were ticked in.
 */
export function useColumnChoice(storageKey: string, columns: readonly { id: string }[], defaultIds: readonly string[]) {
  const [ids, setIds] = useState(() => load(storageKey, columns) ?? [...defaultIds]);
  const toggle = (id: string, on: boolean) => {
    const next = columns.map((c) => c.id).filter((c) => (c === id ? on : ids.includes(c)));
    setIds(next);
    save(storageKey, next);
  };
  return [ids, toggle] as const;
}

function load(storageKey: string, columns: readonly { id: string }[]): string[] | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as unknown;
    // Ids of columns that no longer exist are dropped.
    if (Array.isArray(stored))
      return stored.filter((id): id is string => typeof id === 'string' && columns.some((c) => c.id === id));
  } catch {
    // Unreadable or blocked storage: the defaults.
  }
  return undefined;
}

function save(storageKey: string, ids: string[]): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(ids));
  } catch {
    // Not remembering the choice is harmless.
  }
}
