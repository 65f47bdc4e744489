/**
 * The notifications module's public entry: messages to one person (a visit assigned to them, a report completed, a
 * failed sync, …). Producers call `notify` or `notifyAdministrators` in their own transaction.
 */
export { notificationKinds, type NotificationKind } from './notification-kinds.ts';
export { notify, notifyAdministrators, type Notice } from './notify.ts';
export type { NotificationRecord } from './notification-record.ts';
export { listNotifications, type NotificationPage } from './list-notifications.ts';
export { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read.ts';
