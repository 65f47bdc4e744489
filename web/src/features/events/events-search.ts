import { isEventGroup, type EventGroup } from './event-groups.ts';

/** The feed's filter and page, kept in the URL so a reload or a shared link shows the same entries. */
export interface EventsSearch {
  group?: EventGroup;
  page?: number;
}

export function validateEventsSearch(s: Record<string, unknown>): EventsSearch {
  const page = Number(s.page);
  return {
    group: isEventGroup(s.group) ? s.group : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}
