import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { EconomicEndpoint } from './economic-client.ts';
import { loadSecretsKey, secretBox, type SecretBox } from './secret-box.ts';

/** What e-conomic's operations need beyond a scope: where e-conomic is, and the key of the tokens (null: none). */
export interface EconomicServices {
  endpoint: EconomicEndpoint;
  box: SecretBox | null;
}

const loaded = new WeakMap<Database, EconomicServices>();

/**
 * Loads the key once per database on the owner connection, before any request or job needs it: a resolver runs in
 * its tenant transaction, which may not read server_secrets (and on PGlite is the one connection).
 */
export async function loadEconomicServices(config: Config, database: Database): Promise<EconomicServices> {
  const known = loaded.get(database);
  if (known) return known;
  const key = await loadSecretsKey(database.db, config);
  const services: EconomicServices = {
    endpoint: { apiUrl: config.economicApiUrl, timeoutMs: config.economicTimeoutMs },
    box: key ? secretBox(key) : null,
  };
  loaded.set(database, services);
  return services;
}

/** The services loadEconomicServices loaded for this database (buildApp does, at start). */
export function economicServicesOf(app: { database: Database }): EconomicServices {
  const services = loaded.get(app.database);
  if (!services) throw new Error('e-conomic services not loaded: call loadEconomicServices at start');
  return services;
}
