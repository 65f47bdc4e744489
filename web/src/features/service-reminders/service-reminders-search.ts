import { defaultPageSize, pageSizes } from '../../lib/page-sizes.ts';

// Kept apart from the API file: the route validates its search with this file in the app's first bundle.

/** The history's status filter, as the server's ServiceReminderStatus (pending is the other tab). */
export const reminderHistoryStatuses = ['queued', 'sent', 'failed', 'skipped'] as const;
export type ReminderHistoryStatus = (typeof reminderHistoryStatuses)[number];

/** /admin/service-reminders in the URL: the tab (waiting when left out), the history's filter, search and page. */
export interface ServiceRemindersSearch {
  tab?: 'history';
  status?: ReminderHistoryStatus;
  q?: string;
  page?: number;
  size?: number;
}

export function validateServiceRemindersSearch(s: Record<string, unknown>): ServiceRemindersSearch {
  const page = Number(s.page);
  const size = Number(s.size);
  return {
    tab: s.tab === 'history' ? 'history' : undefined,
    status: (reminderHistoryStatuses as readonly unknown[]).includes(s.status)
      ? (s.status as ReminderHistoryStatus)
      : undefined,
    q: typeof s.q === 'string' && s.q.trim() ? s.q.slice(0, 200) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    size: (pageSizes as readonly number[]).includes(size) && size !== defaultPageSize ? size : undefined,
  };
}
