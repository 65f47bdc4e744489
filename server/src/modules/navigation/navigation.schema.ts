import { builder } from '../../graphql/builder.ts';
import { cachedForViewer } from '../../graphql/context.ts';
import { countNavigationBadges, type NavigationCounts } from './index.ts';

const NavigationCountsRef = builder.objectRef<NavigationCounts>('NavigationCounts').implement({
  description: 'Live counts behind the sidebar badges.',
  fields: (t) => ({
    unreadNotifications: t.exposeInt('unreadNotifications'),
    newEvents: t.exposeInt('newEvents'),
    dueVisits: t.exposeInt('dueVisits'),
    openBookings: t.exposeInt('openBookings'),
  }),
});

builder.queryField('navigationCounts', (t) =>
  t.field({
    type: NavigationCountsRef,
    resolve: (_root, _args, ctx) => cachedForViewer(ctx, 'navigationCounts', countNavigationBadges),
  }),
);
