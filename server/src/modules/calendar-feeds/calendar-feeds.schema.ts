import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import {
  renewCalendarFeed,
  findCalendarFeed,
  revokeCalendarFeed,
  type CalendarFeedInfo,
  type NewCalendarFeed,
} from './index.ts';

const CalendarFeedRef = builder.objectRef<CalendarFeedInfo>('CalendarFeed').implement({
  description: "The viewer's private iCalendar feed of their own visits. Its URL is shown only when it is made.",
  fields: (t) => ({
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const NewCalendarFeedRef = builder.objectRef<NewCalendarFeed>('NewCalendarFeed').implement({
  fields: (t) => ({
    path: t.exposeString('path', {
      description: '/calendar/<token>.ics, returned this once: only a hash of the token is kept.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('myCalendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: true,
    description: "The viewer's feed that answers, if any.",
    resolve: (_root, _args, ctx) => findCalendarFeed(tenantScope(ctx)),
  }),
);

builder.mutationField('renewCalendarFeed', (t) =>
  t.field({
    type: NewCalendarFeedRef,
    description:
      "A new feed URL for the viewer's own visits, the first or a replacement: an earlier one stops answering.",
    resolve: (_root, _args, ctx) => renewCalendarFeed(tenantScope(ctx)),
  }),
);

builder.mutationField('revokeCalendarFeed', (t) =>
  t.boolean({
    description: "Ends the viewer's feed: its URL answers 404. False when there was none.",
    resolve: (_root, _args, ctx) => revokeCalendarFeed(tenantScope(ctx)),
  }),
);
