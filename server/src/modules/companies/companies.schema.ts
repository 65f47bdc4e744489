import { builder } from '../../graphql/builder.ts';
import { revokeToken, startSession } from '../../auth/session.ts';
import { ownerScope, type Context } from '../../graphql/context.ts';
import { UserRef } from '../me/me.schema.ts';
import { exitCompanySwitch, listCompanies, switchCompany, type CompanySummary, type CompanySwitch } from './index.ts';

/** The switch's new session replaces the request's: the old token is revoked, a new cookie set. */
async function startSwitchedSession(ctx: Context, { user, companyId }: CompanySwitch) {
  await revokeToken(ctx.db, ctx.viewer!.session);
  return startSession(ctx.services, ctx.req, ctx.reply, user, { companyId, impersonating: companyId !== null }, ctx.db);
}

const CompanySummaryRef = builder.objectRef<CompanySummary>('CompanySummary').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    cvr: t.exposeString('cvr', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    userCount: t.exposeInt('userCount'),
  }),
});

builder.queryField('companies', (t) =>
  t.field({
    type: [CompanySummaryRef],
    description: 'Superadmin only.',
    resolve: (_root, _args, ctx) => listCompanies(ownerScope(ctx)),
  }),
);

builder.mutationField('switchCompany', (t) =>
  t.field({
    type: UserRef,
    description: "Superadmin only: act as the company's administrator (re-issues the session cookie).",
    args: { companyId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      startSwitchedSession(ctx, await switchCompany(ownerScope(ctx), String(args.companyId))),
  }),
);

builder.mutationField('exitCompanySwitch', (t) =>
  t.field({
    type: UserRef,
    description: "Ends a superadmin's switch (re-issues the session cookie).",
    resolve: async (_root, _args, ctx) => startSwitchedSession(ctx, await exitCompanySwitch(ownerScope(ctx))),
  }),
);
