import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';
import { oneAtATime } from '../../core/one-at-a-time.ts';
import type { TenantScope } from '../../core/scope.ts';
import { linesOfVisits, type VisitLineItem } from './line-rows.ts';

/**
 * The lines of every visit a request resolves, in one statement (a list of visits asking for their lines is one
 * query, not one per visit). Kept per request transaction, like the visit loaders.
 */
const cache = new WeakMap<Db, DataLoader<string, VisitLineItem[]>>();

export function visitLinesLoader({ db }: TenantScope): DataLoader<string, VisitLineItem[]> {
  let loader = cache.get(db);
  if (!loader) {
    const inTurn = oneAtATime();
    loader = new DataLoader<string, VisitLineItem[]>((ids) =>
      inTurn(async () => {
        const rows = await linesOfVisits(db, ids);
        return ids.map((id) => rows.filter((r) => r.visitId === id));
      }),
    );
    cache.set(db, loader);
  }
  return loader;
}
