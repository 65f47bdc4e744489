import { builder } from '../../graphql/builder.ts';
import { UserRef } from '../me/me.schema.ts';
import { exitCompanySwitch, listCompanies, switchCompany, type CompanySummary } from './companies.service.ts';

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
    resolve: (_root, _args, ctx) => listCompanies(ctx),
  }),
);

builder.mutationField('switchCompany', (t) =>
  t.field({
    type: UserRef,
    description: "Superadmin only: act as the company's administrator (re-issues the session cookie).",
    args: { companyId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => switchCompany(ctx, String(args.companyId)),
  }),
);

builder.mutationField('exitCompanySwitch', (t) =>
  t.field({
    type: UserRef,
    description: "Ends a superadmin's switch (re-issues the session cookie).",
    resolve: (_root, _args, ctx) => exitCompanySwitch(ctx),
  }),
);
