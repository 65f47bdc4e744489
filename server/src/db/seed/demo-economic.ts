import type { Db } from '../client.ts';
import { economicConnections, economicSyncLog } from '../tables/index.ts';

/**
 * The demo's e-conomic side: its agreement's settings without tokens (not connected: the demo has no real agreement)
 * and one line in the sync log, so the settings page and the tenancy checks have rows to show.
 */
export async function seedDemoEconomic(db: Db, companyId: string): Promise<void> {
  await db.insert(economicConnections).values({ companyId });
  await db.insert(economicSyncLog).values({
    companyId,
    entity: 'connection',
    action: 'removed',
    outcome: 'ok',
    message: 'Demo: ingen aftale forbundet',
  });
}
