/** The list's filter and page, kept in the URL so a reload or a shared link shows the same. */
export interface NotificationsSearch {
  show?: 'unread';
  page?: number;
}

export function validateNotificationsSearch(s: Record<string, unknown>): NotificationsSearch {
  const page = Number(s.page);
  return {
    show: s.show === 'unread' ? 'unread' : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}
