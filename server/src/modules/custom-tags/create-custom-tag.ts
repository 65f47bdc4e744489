import { eq, sql } from 'drizzle-orm';
import { customTagInputSchema } from '@servio/domain';
import { customTags } from '../../db/tables/index.ts';
import { idempotent } from '../../core/idempotency.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findCustomTag } from './find-custom-tag.ts';
import type { CustomTagRow } from './list-custom-tags.ts';

/** Input: `customTagInputSchema` (domain). A new tag goes last of its type unless an order is given. */
export async function createCustomTag(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<CustomTagRow> {
  const data = parseInput(customTagInputSchema, input, 'input');
  return idempotent(scope, {
    operation: 'createCustomTag',
    key: idempotencyKey,
    payload: input,
    load: (id) => findCustomTag(scope, id),
    create: async () => {
      const [last] = await scope.db
        .select({ max: sql<number>`coalesce(max(${customTags.tagOrder}), 0)::int` })
        .from(customTags)
        .where(eq(customTags.type, data.type));
      const [row] = await scope.db
        .insert(customTags)
        .values({
          companyId: scope.companyId,
          name: data.name,
          type: data.type,
          mode: data.mode,
          options: data.mode === 'select' || data.mode === 'multiselect' ? (data.options ?? []) : [],
          tagOrder: data.tagOrder ?? last!.max + 1,
          showForCustomer: data.showForCustomer ?? false,
          showForEmployee: data.showForEmployee ?? true,
          allowChangeOnReport: data.allowChangeOnReport ?? false,
        })
        .returning();
      return row!;
    },
  });
}
