import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationPage,
  type NotificationRecord,
} from './index.ts';

const NotificationRef = builder.objectRef<NotificationRecord>('Notification').implement({
  description: 'A message to the signed-in person; the web app words it from `kind` and `payload`.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    payload: t.field({ type: 'JSON', resolve: (n) => n.payload }),
    createdAt: t.field({ type: 'DateTime', resolve: (n) => n.createdAt }),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (n) => n.readAt }),
  }),
});

const NotificationPageRef = builder.objectRef<NotificationPage>('NotificationPage').implement({
  fields: (t) => ({
    items: t.field({ type: [NotificationRef], resolve: (page) => page.items }),
    totalCount: t.exposeInt('totalCount'),
    unreadCount: t.exposeInt('unreadCount'),
  }),
});

builder.queryField('notifications', (t) =>
  t.field({
    type: NotificationPageRef,
    description: "The signed-in person's own notifications, newest first.",
    args: { unreadOnly: t.arg.boolean(), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => listNotifications(tenantScope(ctx), args),
  }),
);

builder.mutationField('markNotificationRead', (t) =>
  t.field({
    type: NotificationRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => markNotificationRead(tenantScope(ctx), args.id),
  }),
);

builder.mutationField('markAllNotificationsRead', (t) =>
  t.int({
    description: 'How many were unread.',
    resolve: (_r, _a, ctx) => markAllNotificationsRead(tenantScope(ctx)),
  }),
);
