import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../db/tables/index.ts';
import type { TenantScope } from './scope.ts';
import { badInput } from './errors.ts';

export interface IdempotentCall<T> {
  /** The mutation's name, e.g. 'createCustomer'. */
  operation: string;
  /** The client's key (any string of 8–200 characters); without one the call simply runs. */
  key: string | null | undefined;
  /** The input as received; the same key with a different payload is refused. */
  payload: unknown;
  /** Creates the record and returns it (must have an `id`). */
  create: () => Promise<T & { id: string }>;
  /** Loads the record a first call created, for the replay. */
  load: (id: string) => Promise<T>;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs a creating mutation at most once per key: the key row is inserted first, in the request's
 * transaction, so a concurrent retry waits for the first and then finds its answer.
 */
export async function idempotent<T>(scope: TenantScope, call: IdempotentCall<T>): Promise<T> {
  if (call.key === null || call.key === undefined) return call.create();
  if (call.key.length < 8 || call.key.length > 200) throw badInput('idempotencyKey', 'idempotency.keyInvalid');
  const { actor, companyId, db } = scope;
  const payloadHash = createHash('sha256')
    .update(`${call.operation}\u0000${stableJson(call.payload)}`)
    .digest('hex');
  const identity = and(
    eq(idempotencyKeys.companyId, companyId),
    eq(idempotencyKeys.userId, actor.userId),
    eq(idempotencyKeys.key, call.key),
  );
  const inserted = await db
    .insert(idempotencyKeys)
    .values({
      companyId: companyId,
      userId: actor.userId,
      key: call.key,
      operation: call.operation,
      payloadHash,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [previous] = await db.select().from(idempotencyKeys).where(identity);
    if (!previous || previous.payloadHash !== payloadHash || !previous.resultId) {
      throw badInput('idempotencyKey', 'idempotency.keyReused');
    }
    return call.load(previous.resultId);
  }
  const created = await call.create();
  await db.update(idempotencyKeys).set({ resultId: created.id }).where(identity);
  return created;
}
