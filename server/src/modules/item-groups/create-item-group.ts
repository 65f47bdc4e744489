import { itemGroupInputSchema } from '@servio/domain';
import { itemGroups } from '../../db/tables/index.ts';
import { idempotent } from '../../core/idempotency.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findItemGroup } from './find-item-groups.ts';
import type { ItemGroupWithCount } from './item-group-record.ts';
import { asItemGroupNameTaken, assertItemGroupNameFree } from './item-group-name.ts';

/** Input: `itemGroupInputSchema` (domain); a name the company has (any case) is `itemGroup.nameTaken`. */
export async function createItemGroup(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<ItemGroupWithCount> {
  const data = parseInput(itemGroupInputSchema, input, 'input');
  return idempotent(scope, {
    operation: 'createItemGroup',
    key: idempotencyKey,
    payload: input,
    load: (id) => findItemGroup(scope, id),
    create: async () => {
      await assertItemGroupNameFree(scope, data.name);
      const [row] = await scope.db
        .insert(itemGroups)
        .values({ companyId: scope.companyId, name: data.name, markupBp: data.markupBp })
        .returning()
        .catch(asItemGroupNameTaken);
      return { ...row!, itemCount: 0 };
    },
  });
}
