import { eq } from 'drizzle-orm';
import type { TenantScope } from '../../core/scope.ts';
import { economicConnections } from '../../db/tables/index.ts';
import {
  connectionView,
  readConnection,
  requireEconomicEnabled,
  type EconomicConnectionView,
} from './economic-connection.ts';
import { writeSyncLog } from './economic-sync-log.ts';

/**
 * Forgets the tokens (the agreement's settings stay, for a later connection). The scheduled pull finds no connection
 * and ends; invoices issued from now on are not pushed.
 */
export async function removeEconomicConnection(scope: TenantScope): Promise<EconomicConnectionView> {
  await requireEconomicEnabled(scope);
  await scope.db
    .update(economicConnections)
    .set({
      appSecretToken: null,
      agreementGrantToken: null,
      agreementName: null,
      agreementNumber: null,
      connectedAt: null,
    })
    .where(eq(economicConnections.companyId, scope.companyId));
  await writeSyncLog(scope.db, scope.companyId, {
    entity: 'connection',
    entityId: null,
    action: 'removed',
    outcome: 'ok',
  });
  return connectionView(await readConnection(scope));
}
