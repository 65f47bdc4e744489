import { eq, sql } from 'drizzle-orm';
import { languageSchema, newPasswordSchema } from '@servio/domain';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit.service.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { startSession, viewerFrom } from '../../auth/session.ts';
import { users } from '../../db/tables/index.ts';
import type { Context, Viewer } from '../../graphql/context.ts';
import { badInput, unauthenticated } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';

const updateMeInput = z.object({
  prefLang: languageSchema.nullish(),
  firstName: z.string().trim().max(100).nullish(),
  lastName: z.string().trim().max(100).nullish(),
});

function requireViewer(ctx: Context): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/** Changes the viewer's own profile (row-level security lets a user see their own row). */
export async function updateMe(ctx: Context, input: unknown): Promise<Viewer> {
  const viewer = requireViewer(ctx);
  const data = parseInput(updateMeInput, input);
  const changes: Partial<typeof users.$inferInsert> = {};
  if (data.prefLang) changes.prefLang = data.prefLang;
  if (data.firstName !== undefined && data.firstName !== null) changes.firstName = data.firstName || null;
  if (data.lastName !== undefined && data.lastName !== null) changes.lastName = data.lastName || null;
  if (Object.keys(changes).length === 0) return viewer;
  const [row] = await ctx.db.update(users).set(changes).where(eq(users.id, viewer.userId)).returning();
  return viewerFrom(row!, viewer.session);
}

/**
 * Sets a new password after checking the current one. Bumps the session generation, which ends every
 * other session of the user, and re-issues this session's cookie so the person stays signed in here.
 */
export async function changePassword(
  ctx: Context,
  input: { currentPassword: string; newPassword: string },
): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, viewer.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badInput('currentPassword', 'password.currentWrong');
  }
  const newPassword = parseInput(newPasswordSchema, input.newPassword, 'newPassword');
  if (newPassword === input.currentPassword) throw badInput('newPassword', 'password.sameAsCurrent');
  const [updated] = await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(eq(users.id, viewer.userId))
    .returning();
  await startSession(
    ctx.services,
    ctx.req,
    ctx.reply,
    updated!,
    { companyId: viewer.session.companyId, impersonating: viewer.session.impersonating },
    ctx.db,
  );
  await recordAudit(ctx.db, {
    action: 'password.changed',
    companyId: viewer.companyId,
    actorUserId: viewer.userId,
    actorEmail: viewer.email,
    ip: ctx.req.ip,
  });
  return true;
}
