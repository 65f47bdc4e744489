import { materialInputSchema } from '@servio/domain';
import { materials } from '../../db/tables/index.ts';
import { idempotent } from '../../core/idempotency.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findMaterial } from './find-materials.ts';
import type { MaterialRecord } from './material-record.ts';
import { asSerialTaken, assertSerialFree } from './material-serial.ts';
import { materialValues } from './material-values.ts';

/** Input: `materialInputSchema` (domain); a serial the product has already is `material.serialTaken`. */
export async function createMaterial(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<MaterialRecord> {
  const data = parseInput(materialInputSchema, input, 'input');
  return idempotent(scope, {
    operation: 'createMaterial',
    key: idempotencyKey,
    payload: input,
    load: (id) => findMaterial(scope, id),
    create: async () => {
      const values = await materialValues(scope, data, new Date());
      await assertSerialFree(scope, data.productId, data.serialNumber);
      const [row] = await scope.db
        .insert(materials)
        .values({ ...values, companyId: scope.companyId })
        .returning({ id: materials.id })
        .catch(asSerialTaken);
      return findMaterial(scope, row!.id);
    },
  });
}
