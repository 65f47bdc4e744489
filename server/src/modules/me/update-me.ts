import { eq } from 'drizzle-orm';
import { languageSchema } from '@servio/domain';
import { z } from 'zod';
import { users, type UserRow } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { PersonScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';

export const updateMeInput = z.object({
  prefLang: languageSchema.nullish(),
  firstName: z.string().trim().max(100).nullish(),
  lastName: z.string().trim().max(100).nullish(),
});

/** Changes the person's own profile (row-level security lets a user see their own row) and returns their row. */
export async function updateMe(scope: PersonScope, input: unknown): Promise<UserRow> {
  const data = parseInput(updateMeInput, input);
  const changes: Partial<typeof users.$inferInsert> = {};
  if (data.prefLang) changes.prefLang = data.prefLang;
  if (data.firstName !== undefined && data.firstName !== null) changes.firstName = data.firstName || null;
  if (data.lastName !== undefined && data.lastName !== null) changes.lastName = data.lastName || null;
  const mine = eq(users.id, scope.actor.userId);
  const [row] =
    Object.keys(changes).length === 0
      ? await scope.db.select().from(users).where(mine)
      : await scope.db.update(users).set(changes).where(mine).returning();
  if (!row) throw notFound();
  return row;
}
