/**
 * The calendar feeds module's public entry (docs/decisions/0015-ical-feed.md): a staff member's private iCalendar
 * feed of their own visits, made, renewed and revoked through GraphQL and read at GET /calendar/<token>.ics.
 */
export type { CalendarFeedInfo } from './find-calendar-feed.ts';
export type { NewCalendarFeed } from './renew-calendar-feed.ts';
export { findCalendarFeed } from './find-calendar-feed.ts';
export { renewCalendarFeed } from './renew-calendar-feed.ts';
export { revokeCalendarFeed } from './revoke-calendar-feed.ts';
export { readCalendarFeed } from './read-calendar-feed.ts';
export { feedWindow } from './feed-visits.ts';
