import { events } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { publishLive } from '../live/index.ts';
import type { EventKind } from './event-kinds.ts';

export interface EventInput {
  kind: EventKind;
  payload?: Record<string, unknown>;
}

/**
 * Adds to the company's activity feed in the caller's transaction, and pushes the change to the company's open
 * browsers when it commits. The company is named on the row, so this runs on the owner connection too.
 */
export async function recordEvent(scope: CompanyScope, event: EventInput): Promise<void> {
  await scope.db.insert(events).values({ companyId: scope.companyId, kind: event.kind, payload: event.payload ?? {} });
  await publishLive(scope.db, { companyId: scope.companyId, topic: 'events' });
}
