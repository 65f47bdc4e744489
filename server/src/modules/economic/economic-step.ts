import type { EconomicEntity } from '../../db/tables/index.ts';
import { RetryLater } from '../../jobs/queue.ts';
import { EconomicError } from './economic-client.ts';

/** What a job was doing when a call failed: the sync log's entity, record and action. */
export interface SyncStep {
  entity: EconomicEntity;
  entityId: string | null;
  action: string;
}

/**
 * A failed step. Transient (5xx, timeout): the job's work rolls back and the queue retries with its backoff.
 * Permanent (`economic.permanent`: 401, a refused document): the job records it and ends, no retry loop.
 */
export class EconomicStepError extends Error {
  override readonly name = 'EconomicStepError';
  constructor(
    readonly step: SyncStep,
    readonly economic: EconomicError,
  ) {
    super(economic.message);
  }
}

/** A 429 of a step: back at e-conomic's Retry-After, the attempt not counted (jobs/queue.ts). */
export class EconomicRetryLater extends RetryLater {
  constructor(
    readonly step: SyncStep,
    readonly economic: EconomicError,
  ) {
    super(economic.message, economic.retryAfterMs ?? 60_000);
  }
}

/** The step and e-conomic's error a job failure carries, if it is one of ours. */
export function stepOf(thrown: unknown): { step: SyncStep; economic: EconomicError } | null {
  return thrown instanceof EconomicStepError || thrown instanceof EconomicRetryLater ? thrown : null;
}

/** Runs one step's calls; an e-conomic error comes out naming the step (a 429 as the worker's RetryLater). */
export async function step<T>(what: SyncStep, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof EconomicError)) throw error;
    if (error.reason === 'economic.busy') throw new EconomicRetryLater(what, error);
    throw new EconomicStepError(what, error);
  }
}
