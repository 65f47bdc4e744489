import type { TenantScope } from '../../core/scope.ts';
import {
  connectionView,
  economicNotConnected,
  readConnection,
  requireEconomicEnabled,
  type EconomicConnectionView,
} from './economic-connection.ts';
import { pullPaymentsNow } from './economic-payments-job.ts';

/** "Hent betalinger fra e-conomic": the pull's job, due now (the worker runs it within its poll). */
export async function pullEconomicPayments(scope: TenantScope): Promise<EconomicConnectionView> {
  await requireEconomicEnabled(scope);
  const view = connectionView(await readConnection(scope));
  if (!view.connected) throw economicNotConnected();
  await pullPaymentsNow(scope);
  return view;
}
