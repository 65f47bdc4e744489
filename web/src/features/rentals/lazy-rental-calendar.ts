import { lazy } from 'react';

/** FullCalendar is big: the rental calendar is a chunk of its own, loaded when a unit's calendar is shown. */
export const LazyRentalCalendar = lazy(() => import('./rental-calendar.tsx'));
