import { builder } from '../../graphql/builder.ts';
import { ownerScope, tenantScope } from '../../graphql/context.ts';
import { listAuditEntries, type AuditEntryRow } from './index.ts';
import { pageRef } from '../../graphql/page.ts';

const AuditEntryRef = builder.objectRef<AuditEntryRow>('AuditEntry').implement({
  description: 'Who did what, when, from where.',
  fields: (t) => ({
    id: t.id({ resolve: (e) => String(e.id) }),
    at: t.expose('at', { type: 'DateTime' }),
    action: t.exposeString('action', {
      description: 'e.g. signin.success, signin.failure, employee.role_changed, customer.deleted',
    }),
    actorEmail: t.exposeString('actorEmail', { nullable: true }),
    companyId: t.exposeID('companyId', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    ip: t.exposeString('ip', { nullable: true }),
    details: t.field({ type: 'JSON', resolve: (e) => e.details }),
  }),
});

const AuditPageRef = pageRef('AuditPage', AuditEntryRef);

const filterArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  action: t.arg.string({ description: "An action, or a prefix ending in '.' such as 'employee.'" }),
  actorEmail: t.arg.string(),
  from: t.arg({ type: 'DateTime' }),
  to: t.arg({ type: 'DateTime' }),
  offset: t.arg.int(),
  limit: t.arg.int(),
});

builder.queryField('auditLog', (t) =>
  t.field({
    type: AuditPageRef,
    description: "The company's audit log, newest first (administrators).",
    args: filterArgs(t),
    resolve: (_root, args, ctx) => listAuditEntries(tenantScope(ctx), { ...args, companyId: undefined }),
  }),
);

builder.queryField('allAuditLog', (t) =>
  t.field({
    type: AuditPageRef,
    description: 'The audit log of every company, newest first (superadmin).',
    args: { ...filterArgs(t), companyId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      listAuditEntries(ownerScope(ctx), { ...args, companyId: args.companyId ?? undefined }),
  }),
);
