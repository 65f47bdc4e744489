import { and, eq, sql } from 'drizzle-orm';
import { customTagOptionsProblem, customTagPatchSchema, type CustomTagMode } from '@servio/domain';
import { customTags } from '../../db/tables/index.ts';
import { badInput, conflict } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findCustomTag } from './find-custom-tag.ts';
import type { CustomTagRow } from './list-custom-tags.ts';

/** Input: `customTagPatchSchema` (domain; the type never changes); CONFLICT when `version` is stale. */
export async function updateCustomTag(
  scope: TenantScope,
  id: string,
  version: number,
  input: unknown,
): Promise<CustomTagRow> {
  const current = await findCustomTag(scope, id);
  const data = parseInput(customTagPatchSchema, input, 'input');
  const mode = data.mode ?? (current.mode as CustomTagMode);
  const options = mode === 'select' || mode === 'multiselect' ? (data.options ?? current.options) : [];
  const problem = customTagOptionsProblem(mode, options);
  if (problem) throw badInput('input.options', problem);
  const changes = Object.fromEntries(
    Object.entries({
      name: data.name,
      mode,
      options,
      tagOrder: data.tagOrder ?? undefined,
      showForCustomer: data.showForCustomer ?? undefined,
      showForEmployee: data.showForEmployee ?? undefined,
      allowChangeOnReport: data.allowChangeOnReport ?? undefined,
    }).filter(([, v]) => v !== undefined),
  );
  const [row] = await scope.db
    .update(customTags)
    .set({ ...changes, version: sql`${customTags.version} + 1` })
    .where(and(eq(customTags.id, id), eq(customTags.version, version)))
    .returning();
  if (!row) throw conflict();
  return row;
}
