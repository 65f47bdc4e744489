/**
 * The visits module's public entry: its operations (each takes a TenantScope and plain input, throws DomainError)
 * and what the GraphQL layer and the bench read. Other modules import visits only from here.
 */
export type { SeriesRow, VisitCustomer, VisitPerson, VisitRow } from './visit-rows.ts';
/** Whole visits' columns, without those the database keeps for itself: for a module that locks or writes visits. */
export { visitTableColumns } from './visit-rows.ts';
export type { CustomerVisitRow } from './customer-visit.ts';
export { visibleVisits } from './visibility.ts';
export { dueVisitCondition } from './due-visits.ts';
export { visitLoaders } from './visit-loaders.ts';
export { seesPrices, visitPrice } from './visit-price.ts';
/** The next case number: for a module that makes visits of its own (the nightly service visits). */
export { allocateCaseNumber } from './form/visit-values.ts';
export { lockVisitForLines, refreshVisitTotal } from './save-visit.ts';
export { tagValuesOf, writeTagValues } from './tags/visit-tag-values.ts';

// Queries
export { listVisits } from './queries/list-visits.ts';
export { findVisit } from './queries/find-visit.ts';
export { customerVisits } from './queries/customer-visits.ts';
export { myVisits } from './queries/my-visits.ts';
export { myVisit } from './queries/my-visit.ts';
export { technicianVisits } from './queries/technician-visits.ts';
export { calendarVisits } from './queries/calendar-visits.ts';
export { packedCalendar } from './queries/packed-calendar.ts';
export { calendarRowsJson, projectedEntries, type CalendarEntry } from './queries/calendar-rows.ts';
export { longestVisitMsSql, longestVisitSql } from './queries/longest-visit.ts';
export { visitPageQuery } from './visit-page.ts';

// The form
export { createVisit } from './form/create-visit.ts';
export { updateVisit } from './form/update-visit.ts';
export { moveVisit } from './form/move-visit.ts';
export { planVisit, planVisitLimits, type PlanVisitInput } from './form/plan-visit.ts';
export { linkVisits, unlinkVisits } from './form/link-visits.ts';

// Lifecycle
export { startVisit } from './lifecycle/start-visit.ts';
export { finishVisit } from './lifecycle/finish-visit.ts';
export { setReportCompleted } from './lifecycle/set-report-completed.ts';
export { setVisitAcceptance } from './lifecycle/set-visit-acceptance.ts';
export { noticeReportCompleted } from './visit-notices.ts';
export { archiveVisits, unarchiveVisits } from './lifecycle/archive-visits.ts';
export { deleteVisit } from './lifecycle/delete-visit.ts';
export { enqueueTimeFreed, timeFreedJobKind, type TimeFreed } from './visit-time-change.ts';

// Series
export { previewRecurrence } from './series/preview-recurrence.ts';
