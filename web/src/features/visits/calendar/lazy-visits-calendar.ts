import { lazy } from 'react';

/**
 * The visits calendar for other pages (My schedule): FullCalendar is big, so it stays a chunk of its own, loaded only
 * when rendered (inside a Suspense). The caller narrows it with the search's filters (emp = one person's visits).
 */
export const LazyVisitsCalendar = lazy(() => import('./visits-calendar.tsx'));
