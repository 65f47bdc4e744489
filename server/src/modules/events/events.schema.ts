import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { listEvents, markEventsSeen, type EventPage, type EventRecord } from './index.ts';

const CompanyEventRef = builder.objectRef<EventRecord>('CompanyEvent').implement({
  description: "An entry of the company's activity feed; the web app words it from `kind` and `payload`.",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    payload: t.field({ type: 'JSON', resolve: (e) => e.payload }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
    seen: t.boolean({ resolve: (e) => e.seenAt !== null }),
  }),
});

const CompanyEventPageRef = builder.objectRef<EventPage>('CompanyEventPage').implement({
  fields: (t) => ({
    items: t.field({ type: [CompanyEventRef], resolve: (page) => page.items }),
    totalCount: t.exposeInt('totalCount'),
    unseenCount: t.exposeInt('unseenCount'),
  }),
});

builder.queryField('events', (t) =>
  t.field({
    type: CompanyEventPageRef,
    description: 'The activity feed, newest first; `kinds` narrows it, `from` (included) and `to` (not) bound it.',
    args: {
      kinds: t.arg.stringList(),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_r, args, ctx) => listEvents(tenantScope(ctx), args),
  }),
);

builder.mutationField('markEventsSeen', (t) =>
  t.int({
    description: 'Every new event of the company is seen; how many were new.',
    resolve: (_r, _a, ctx) => markEventsSeen(tenantScope(ctx)),
  }),
);
