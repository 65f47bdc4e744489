import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { newPasswordSchema } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { hashPassword } from '../../auth/password.ts';
import { companies, invitations, outbox, users, type UserRow } from '../../db/tables/index.ts';
import type { Context } from '../../graphql/context.ts';
import { badInput } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { findCustomer } from '../customers/customers.service.ts';
import { asDuplicateEmail, assertUserEmailFree } from '../employees/employees.service.ts';

export const invitationDays = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A one-time link for `user`: only the token's hash is stored. Earlier unused links of the person are
 * withdrawn. The mail (with the link) goes to the outbox for a later issue to deliver.
 */
export async function createInvitationFor(ctx: Context, user: UserRow): Promise<{ link: string; expiresAt: Date }> {
  const viewer = ctx.viewer!;
  if (!user.active) throw badInput('id', 'employee.inactive');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + invitationDays * 24 * 3600_000);
  const link = `/invitation/${token}`;
  await ctx.db.delete(invitations).where(and(eq(invitations.userId, user.id), isNull(invitations.usedAt)));
  await ctx.db.insert(invitations).values({
    companyId: viewer.companyId!,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
    createdById: viewer.userId,
  });
  await ctx.db.insert(outbox).values({
    companyId: viewer.companyId!,
    kind: 'invitation_email',
    payload: {
      to: user.email,
      firstName: user.firstName,
      prefLang: user.prefLang,
      role: user.role,
      link,
      expiresAt: expiresAt.toISOString(),
    },
  });
  await recordAudit(ctx.db, {
    action: 'invitation.created',
    companyId: viewer.companyId,
    actorUserId: viewer.userId,
    actorEmail: viewer.email,
    ip: ctx.req.ip,
    details: { userId: user.id, role: user.role },
  });
  return { link, expiresAt };
}

/** A customer's login: created on the first invitation, with the customer's email. */
export async function inviteCustomer(ctx: Context, customerId: string): Promise<{ link: string; expiresAt: Date }> {
  const customer = await findCustomer(ctx, customerId);
  const [company] = await ctx.db
    .select({ allow: companies.allowCustomerLogin })
    .from(companies)
    .where(eq(companies.id, ctx.viewer!.companyId!));
  if (!company?.allow) throw badInput('id', 'customer.loginDisabled');
  if (!customer.allowedToLogin) throw badInput('id', 'customer.loginNotAllowed');
  if (!customer.email) throw badInput('email', 'customer.emailRequired');
  let [user] = await ctx.db.select().from(users).where(eq(users.customerId, customer.id));
  if (!user) {
    await assertUserEmailFree(ctx, customer.email);
    [user] = await ctx.db
      .insert(users)
      .values({
        companyId: customer.companyId,
        customerId: customer.id,
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
        role: 'customer',
      })
      .returning()
      .catch(asDuplicateEmail);
  }
  return createInvitationFor(ctx, user!);
}

export interface InvitationInfo {
  valid: boolean;
  email: string | null;
  firstName: string | null;
  companyName: string | null;
}

/** Anonymous: runs on the owner connection (no company yet), finding the invitation by its token's hash. */
async function findOpenInvitation(ctx: Context, token: string) {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await ctx.db
    .select({ invitation: invitations, user: users, companyName: companies.name })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.usedAt),
        sql`${invitations.expiresAt} > now()`,
        eq(users.active, true),
      ),
    );
  return row ?? null;
}

export async function invitationInfo(ctx: Context, token: string): Promise<InvitationInfo> {
  const row = await findOpenInvitation(ctx, token);
  if (!row) return { valid: false, email: null, firstName: null, companyName: null };
  return { valid: true, email: row.user.email, firstName: row.user.firstName, companyName: row.companyName };
}

/** Sets the person's password and uses up the link; they then sign in at /sign-in. */
export async function acceptInvitation(ctx: Context, token: string, password: string): Promise<boolean> {
  const row = await findOpenInvitation(ctx, token);
  if (!row) throw badInput('token', 'invitation.invalid');
  const newPassword = parseInput(newPasswordSchema, password, 'password');
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(eq(users.id, row.user.id));
  const used = await ctx.db
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(and(eq(invitations.id, row.invitation.id), isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  if (used.length === 0) throw badInput('token', 'invitation.invalid');
  await recordAudit(ctx.db, {
    action: 'invitation.accepted',
    companyId: row.invitation.companyId,
    actorUserId: row.user.id,
    actorEmail: row.user.email,
    ip: ctx.req.ip,
  });
  return true;
}
