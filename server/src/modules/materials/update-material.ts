import { and, eq, sql } from 'drizzle-orm';
import { materialInputSchema } from '@servio/domain';
import { materials } from '../../db/tables/index.ts';
import { conflict } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findMaterial } from './find-materials.ts';
import type { MaterialRecord } from './material-record.ts';
import { asSerialTaken, assertSerialFree } from './material-serial.ts';
import { materialValues } from './material-values.ts';

/**
 * The whole form (every field is sent; a left-out optional field clears it). The next service date is computed
 * again; CONFLICT when `version` is stale.
 */
export async function updateMaterial(
  scope: TenantScope,
  id: string,
  version: number,
  input: unknown,
): Promise<MaterialRecord> {
  const current = await findMaterial(scope, id);
  const data = parseInput(materialInputSchema, input, 'input');
  const values = await materialValues(scope, data, current.createdAt);
  await assertSerialFree(scope, data.productId, data.serialNumber, id);
  const [row] = await scope.db
    .update(materials)
    .set({ ...values, version: sql`${materials.version} + 1`, updatedAt: new Date() })
    .where(and(eq(materials.id, id), eq(materials.version, version)))
    .returning({ id: materials.id })
    .catch(asSerialTaken);
  if (!row) throw conflict();
  return findMaterial(scope, id);
}
