import { builder } from '../../graphql/builder.ts';
import { AddressRef } from '../../graphql/address.ts';
import { cachedForViewer } from '../../graphql/context.ts';
import { getOverview, type Overview, type VisitSummary } from './index.ts';

const VisitSummaryRef = builder.objectRef<VisitSummary>('VisitSummary').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    caseNumber: t.exposeInt('caseNumber'),
    start: t.expose('start', { type: 'DateTime', nullable: true }),
    end: t.expose('end', { type: 'DateTime', nullable: true }),
    status: t.exposeString('status', { description: 'not_scheduled | scheduled | current | completed | done' }),
    customerName: t.exposeString('customerName', { nullable: true }),
    address: t.field({ type: AddressRef, resolve: (v) => v }),
    employeeNames: t.exposeStringList('employeeNames'),
  }),
});

const OverviewRef = builder.objectRef<Overview>('Overview').implement({
  fields: (t) => ({
    todayVisitCount: t.exposeInt('todayVisitCount'),
    dueVisitCount: t.exposeInt('dueVisitCount'),
    openBookingCount: t.exposeInt('openBookingCount', {
      nullable: true,
      description:
        "The company's open booking requests; null for roles other than administrator (each role sees its own figures).",
    }),
    unbilledVisitCount: t.exposeInt('unbilledVisitCount'),
    todayVisits: t.field({ type: [VisitSummaryRef], resolve: (o) => o.todayVisits }),
  }),
});

builder.queryField('overview', (t) =>
  t.field({
    type: OverviewRef,
    resolve: (_root, _args, ctx) => cachedForViewer(ctx, 'overview', (scope) => getOverview(scope)),
  }),
);
