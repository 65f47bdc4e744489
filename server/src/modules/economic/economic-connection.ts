import { eq } from 'drizzle-orm';
import { DomainError } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { companies, economicConnections, type EconomicConnectionRow } from '../../db/tables/index.ts';
import { economicClient, type EconomicClient } from './economic-client.ts';
import type { EconomicServices } from './economic-services.ts';

/** What anyone may see of a connection: never the tokens. */
export interface EconomicConnectionView {
  connected: boolean;
  agreementName: string | null;
  agreementNumber: number | null;
  connectedAt: Date | null;
  lastPaymentsPullAt: Date | null;
}

export const economicOff = () =>
  new DomainError('CONFLICT', 'The company does not use e-conomic', { reason: 'economic.off' });
export const economicNotConnected = () =>
  new DomainError('CONFLICT', 'No e-conomic agreement is connected', { reason: 'economic.notConnected' });

/** The company's flag, headlessApiEconomicActive: without it nothing goes to e-conomic. */
export async function economicEnabled(scope: CompanyScope): Promise<boolean> {
  const [row] = await scope.db
    .select({ on: companies.headlessApiEconomicActive })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  return row?.on ?? false;
}

/** The flag must be on (CONFLICT economic.off): the GraphQL operations' first check. */
export async function requireEconomicEnabled(scope: CompanyScope): Promise<void> {
  if (!(await economicEnabled(scope))) throw economicOff();
}

export async function readConnection(scope: CompanyScope, lock = false): Promise<EconomicConnectionRow | null> {
  const query = scope.db.select().from(economicConnections).where(eq(economicConnections.companyId, scope.companyId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const connectionView = (row: EconomicConnectionRow | null): EconomicConnectionView => ({
  connected: Boolean(row?.appSecretToken && row.agreementGrantToken),
  agreementName: row?.agreementName ?? null,
  agreementNumber: row?.agreementNumber ?? null,
  connectedAt: row?.connectedAt ?? null,
  lastPaymentsPullAt: row?.lastPaymentsPullAt ?? null,
});

/** The client for the company's stored tokens, or null when the flag is off or no agreement is connected. */
export async function connectedClient(
  scope: CompanyScope,
  services: EconomicServices,
): Promise<{ client: EconomicClient; connection: EconomicConnectionRow } | null> {
  if (!(await economicEnabled(scope))) return null;
  const connection = await readConnection(scope);
  if (!connection?.appSecretToken || !connection.agreementGrantToken || !services.box) return null;
  const client = economicClient(services.endpoint, {
    appSecretToken: services.box.open(connection.appSecretToken),
    agreementGrantToken: services.box.open(connection.agreementGrantToken),
  });
  return { client, connection };
}
