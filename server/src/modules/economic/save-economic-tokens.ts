import { z } from 'zod';
import { badInput, DomainError } from '../../core/errors.ts';
import type { InTenant } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { economicConnections } from '../../db/tables/index.ts';
import { EconomicError, economicClient, type EconomicClient } from './economic-client.ts';
import {
  connectionView,
  readConnection,
  requireEconomicEnabled,
  type EconomicConnectionView,
} from './economic-connection.ts';
import { pullPaymentsNow } from './economic-payments-job.ts';
import type { EconomicServices } from './economic-services.ts';
import { writeSyncLog } from './economic-sync-log.ts';

/** A token as pasted: spaces and line breaks around and inside it are not part of it (tokens have none). */
const token = z
  .string()
  .max(500)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^[\x21-\x7e]+$/, 'economic.tokenInvalid'),
  );

const tokensSchema = z.object({ appSecretToken: token, agreementGrantToken: token });

interface Self {
  agreementNumber?: number;
  company?: { name?: string };
}

/**
 * GET /self with the tokens: who the agreement is. Wrong tokens are BAD_USER_INPUT economic.unauthorized on the app
 * secret's field; e-conomic away (5xx, timeout, 429) is CONFLICT economic.unreachable. Nothing is stored then.
 */
export async function checkTokens(client: EconomicClient): Promise<Self> {
  try {
    return (await client.call<Self>('GET', '/self')) ?? {};
  } catch (error) {
    if (!(error instanceof EconomicError)) throw error;
    if (error.reason === 'economic.unauthorized')
      throw badInput('input.appSecretToken', 'economic.unauthorized', { detail: error.detail });
    throw new DomainError('CONFLICT', `e-conomic did not answer: ${error.detail}`, {
      reason: error.reason === 'economic.rejected' ? 'economic.rejected' : 'economic.unreachable',
    });
  }
}

/**
 * Connects the company's e-conomic agreement (administrators): the tokens, trimmed, are checked against /self, then
 * stored encrypted with the agreement's name, and a pull of payments is queued (it schedules the next itself).
 * Never returns or logs a token. The check is made outside any transaction (e-conomic may take its timeout); the
 * writes are one transaction after it.
 */
export async function saveEconomicTokens(
  inTenant: InTenant,
  services: EconomicServices,
  input: unknown,
): Promise<EconomicConnectionView> {
  await inTenant(requireEconomicEnabled);
  const tokens = parseInput(tokensSchema, input, 'input');
  const box = services.box;
  if (!box) throw new DomainError('CONFLICT', 'SECRETS_KEY is not set', { reason: 'economic.noKey' });
  const self = await checkTokens(economicClient(services.endpoint, tokens));
  const values = {
    appSecretToken: box.seal(tokens.appSecretToken),
    agreementGrantToken: box.seal(tokens.agreementGrantToken),
    agreementName: self.company?.name?.slice(0, 200) ?? null,
    agreementNumber: self.agreementNumber ?? null,
    connectedAt: new Date(),
  };
  return inTenant(async (scope) => {
    await scope.db
      .insert(economicConnections)
      .values({ companyId: scope.companyId, ...values })
      .onConflictDoUpdate({ target: economicConnections.companyId, set: values });
    await writeSyncLog(scope.db, scope.companyId, {
      entity: 'connection',
      entityId: null,
      action: 'connected',
      outcome: 'ok',
      message: values.agreementName,
    });
    await pullPaymentsNow(scope);
    return connectionView(await readConnection(scope));
  });
}
