import { tenantScope } from '../../graphql/context.ts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  customTagInputSchema,
  customTagOptionsProblem,
  customTagPatchSchema,
  customTagTypes,
  isUuid,
  type CustomTagMode,
} from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { customTags } from '../../db/tables/index.ts';
import type { Context } from '../../graphql/context.ts';
import { badInput, conflict, notFound } from '../../core/errors.ts';
import { idempotent } from '../../core/idempotency.ts';
import { parseInput } from '../../core/validate.ts';

export type CustomTagRow = typeof customTags.$inferSelect;

/** The company's custom tags, optionally of one type, in their order; customers and staff see only what is shown to them. */
export async function findCustomTags(ctx: Context, type: string | null | undefined): Promise<CustomTagRow[]> {
  const conditions: SQL[] = [];
  if (type) conditions.push(eq(customTags.type, type));
  const role = ctx.viewer?.role;
  if (role === 'customer') conditions.push(eq(customTags.showForCustomer, true));
  if (role === 'employee' || role === 'supplier') conditions.push(eq(customTags.showForEmployee, true));
  return ctx.db
    .select()
    .from(customTags)
    .where(and(...conditions))
    .orderBy(asc(customTags.tagOrder), asc(customTags.name))
    .limit(500);
}

export async function findCustomTag(ctx: Context, id: string): Promise<CustomTagRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await ctx.db.select().from(customTags).where(eq(customTags.id, id));
  if (!row) throw notFound();
  return row;
}

export async function createCustomTag(
  ctx: Context,
  input: unknown,
  idempotencyKey: string | null | undefined,
): Promise<CustomTagRow> {
  const data = parseInput(customTagInputSchema, input, 'input');
  return idempotent(tenantScope(ctx), {
    operation: 'createCustomTag',
    key: idempotencyKey,
    payload: input,
    load: (id) => findCustomTag(ctx, id),
    create: async () => {
      // A new tag goes last unless an order is given.
      const [last] = await ctx.db
        .select({ max: sql<number>`coalesce(max(${customTags.tagOrder}), 0)::int` })
        .from(customTags)
        .where(eq(customTags.type, data.type));
      const [row] = await ctx.db
        .insert(customTags)
        .values({
          companyId: ctx.viewer!.companyId!,
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

export async function updateCustomTag(
  ctx: Context,
  id: string,
  version: number,
  input: unknown,
): Promise<CustomTagRow> {
  const current = await findCustomTag(ctx, id);
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
  const [row] = await ctx.db
    .update(customTags)
    .set({ ...changes, version: sql`${customTags.version} + 1` })
    .where(and(eq(customTags.id, id), eq(customTags.version, version)))
    .returning();
  if (!row) throw conflict();
  return row;
}

export async function deleteCustomTag(ctx: Context, id: string): Promise<boolean> {
  const current = await findCustomTag(ctx, id);
  await ctx.db.delete(customTags).where(eq(customTags.id, id));
  const viewer = ctx.viewer!;
  await recordAudit(ctx.db, {
    action: 'customTag.deleted',
    companyId: viewer.companyId,
    actorUserId: viewer.userId,
    actorEmail: viewer.email,
    ip: ctx.req.ip,
    details: { customTagId: id, name: current.name, type: current.type },
  });
  return true;
}

/** Puts the tags of one type in the given order; `ids` must be exactly that type's tags. */
export async function reorderCustomTags(ctx: Context, type: string, ids: string[]): Promise<CustomTagRow[]> {
  if (!(customTagTypes as readonly string[]).includes(type)) throw badInput('type', 'customTag.typeInvalid');
  const existing = await ctx.db.select({ id: customTags.id }).from(customTags).where(eq(customTags.type, type));
  const known = new Set(existing.map((r) => r.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
    throw badInput('ids', 'customTag.reorderMismatch');
  }
  for (const [index, id] of ids.entries()) {
    await ctx.db
      .update(customTags)
      .set({ tagOrder: index + 1, version: sql`${customTags.version} + 1` })
      .where(eq(customTags.id, id));
  }
  return findCustomTags(ctx, type);
}
