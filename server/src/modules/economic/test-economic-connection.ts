import type { InTenant } from '../../core/scope.ts';
import { EconomicError } from './economic-client.ts';
import { connectedClient, economicNotConnected, requireEconomicEnabled } from './economic-connection.ts';
import type { EconomicServices } from './economic-services.ts';
import { writeSyncLog } from './economic-sync-log.ts';

export interface EconomicTestResult {
  ok: boolean;
  /** economic.unauthorized, economic.unreachable, …; null when ok. */
  reason: string | null;
  detail: string | null;
}

/**
 * "Test forbindelse": GET /self with the stored tokens, outside any transaction (e-conomic may take its timeout); the
 * answer, and a line in the sync log either way.
 */
export async function testEconomicConnection(
  inTenant: InTenant,
  services: EconomicServices,
): Promise<EconomicTestResult> {
  const linked = await inTenant(async (scope) => {
    await requireEconomicEnabled(scope);
    return connectedClient(scope, services);
  });
  if (!linked) throw economicNotConnected();
  let result: EconomicTestResult = { ok: true, reason: null, detail: null };
  let status: number | null = 200;
  try {
    await linked.client.call('GET', '/self');
  } catch (error) {
    if (!(error instanceof EconomicError)) throw error;
    result = { ok: false, reason: error.reason, detail: error.detail };
    status = error.status;
  }
  await inTenant((scope) =>
    writeSyncLog(scope.db, scope.companyId, {
      entity: 'connection',
      entityId: null,
      action: 'tested',
      outcome: result.ok ? 'ok' : 'failed',
      httpStatus: status,
      message: result.ok ? null : `${result.reason} ${result.detail}`,
    }),
  );
  return result;
}
