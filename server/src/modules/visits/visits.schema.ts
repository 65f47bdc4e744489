import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { SortDirection } from '../customers/customers.schema.ts';
import {
  archiveVisits,
  calendarVisits,
  createVisit,
  deleteVisit,
  findVisit,
  finishVisit,
  linkVisits,
  listVisits,
  moveVisit,
  packedCalendar,
  previewRecurrence,
  setReportCompleted,
  setVisitAcceptance,
  startVisit,
  technicianVisits,
  unarchiveVisits,
  unlinkVisits,
  updateVisit,
} from './index.ts';
import './schema/customer-visits.ts';
import {
  CalendarDateTypeRef,
  EditScopeRef,
  VisitAcceptanceRef,
  VisitSortRef,
  VisitStatusRef,
} from './schema/visit-enums.ts';
import { RecurrenceRuleInput, VisitFilterInput, VisitInput } from './schema/visit-inputs.ts';
import { CalendarEntryRef, VisitPageRef, VisitRef } from './schema/visit-types.ts';

/** For other modules' fields on Visit (time registrations) and their visit types (the planning board's). */
export { VisitPageRef, VisitRef, VisitStatusRef };

// The visits' root fields: each resolver calls one operation with the request's tenant scope.

builder.queryField('visits', (t) =>
  t.field({
    type: VisitPageRef,
    description: 'Paged, sorted and filtered in SQL. Employees and suppliers get only the visits they are on.',
    args: {
      filter: t.arg({ type: VisitFilterInput }),
      sort: t.arg({ type: VisitSortRef, description: 'start when left out.' }),
      sortDirection: t.arg({
        type: SortDirection,
        description: 'desc when left out (newest first); the due view defaults to asc.',
      }),
      offset: t.arg.int(),
      limit: t.arg.int({ description: 'At most 500 (the map); 50 when left out.' }),
    },
    resolve: (_r, args, ctx) => listVisits(tenantScope(ctx), args),
  }),
);

builder.queryField('visit', (t) =>
  t.field({
    type: VisitRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findVisit(tenantScope(ctx), args),
  }),
);

const calendarArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  from: t.arg({ type: 'DateTime', required: true }),
  to: t.arg({ type: 'DateTime', required: true }),
  dateType: t.arg({ type: CalendarDateTypeRef }),
  filter: t.arg({ type: VisitFilterInput }),
});

builder.queryField('calendarVisits', (t) =>
  t.field({
    type: [CalendarEntryRef],
    description:
      'Visits overlapping [from, to) (at most 45 days), ordered by start, plus projected occurrences of active series in the range. Archived visits are left out unless filter.view is archived.',
    args: calendarArgs(t),
    resolve: (_r, args, ctx) => calendarVisits(tenantScope(ctx), args),
  }),
);

builder.queryField('calendarVisitsPacked', (t) =>
  t.string({
    description:
      'The entries of calendarVisits as one JSON text {"origin": epoch ms, "columns": [...], "rows": [[...], ...], "days": {"YYYY-MM-DD": count}}: a row per entry, values in the order of columns (id, seriesId, caseNumber, start in seconds after origin, duration in seconds, status, flags: 1 archived, 2 due, 4 projected, version, customerName, and except for dateType month the description cut to 120 characters). Real visits by start, then projected ones. Made for a busy month: one value instead of thousands of objects.',
    args: {
      ...calendarArgs(t),
      dayLimit: t.arg.int({
        description:
          'At most this many visits a day (1–50, by start day in Copenhagen time, the earliest first), with every day\'s count in "days": what a month view shows. Projected occurrences all come and count.',
      }),
    },
    resolve: (_r, args, ctx) => packedCalendar(tenantScope(ctx), args),
  }),
);

builder.queryField('technicianVisits', (t) =>
  t.field({
    type: [VisitRef],
    description:
      "The technician panel's list: the viewer's own visits (they are on them, administrators included) overlapping [from, to) (at most 14 days), not archived, by start; at most 300.",
    args: {
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: (_r, args, ctx) => technicianVisits(tenantScope(ctx), args),
  }),
);

builder.queryField('recurrencePreview', (t) =>
  t.field({
    type: ['DateTime'],
    description:
      'The first `count` occurrence starts (default 10, at most 100) of a rule beginning at start, in Copenhagen local time.',
    args: {
      rule: t.arg({ type: RecurrenceRuleInput, required: true }),
      start: t.arg({ type: 'DateTime', required: true }),
      count: t.arg.int(),
    },
    resolve: (_r, args, ctx) => previewRecurrence(tenantScope(ctx), args),
  }),
);

builder.mutationField('createVisit', (t) =>
  t.field({
    type: VisitRef,
    description:
      'Errors: BAD_USER_INPUT with field + reason (visit.endBeforeStart, visit.endEqualsStart, visit.endRequired, visit.startRequired, visit.materielNeedsTime, visit.customerNotFound, visit.employeeNotFound, …).',
    args: { input: t.arg({ type: VisitInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createVisit(tenantScope(ctx), args),
  }),
);

builder.mutationField('updateVisit', (t) =>
  t.field({
    type: VisitRef,
    description: 'CONFLICT when version is stale. scope SERIES (series visits only) also changes the series template.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: VisitInput, required: true }),
      scope: t.arg({ type: EditScopeRef, description: 'THIS when left out.' }),
    },
    resolve: (_r, args, ctx) => updateVisit(tenantScope(ctx), args),
  }),
);

builder.mutationField('deleteVisit', (t) =>
  t.boolean({
    description:
      "Refused with BAD_USER_INPUT visit.invoiced or visit.hasLinks ('Kan ikke slettes'). For a series visit: scope THIS skips this occurrence (the next one becomes real), SERIES deletes it and ends the series.",
    args: { id: t.arg.id({ required: true }), scope: t.arg({ type: EditScopeRef }) },
    resolve: (_r, args, ctx) => deleteVisit(tenantScope(ctx), args),
  }),
);

builder.mutationField('moveVisit', (t) =>
  t.field({
    type: VisitRef,
    description:
      'Calendar drag/resize: new start and end (undo = move back with the returned version). CONFLICT when stale.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      start: t.arg({ type: 'DateTime', required: true }),
      end: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: (_r, args, ctx) => moveVisit(tenantScope(ctx), args),
  }),
);

const replayNote =
  "CONFLICT when version is stale. With idempotencyKey (8–200 characters, e.g. an offline queue's) a replay of the same key and arguments answers the visit as it is now, and the same key with other arguments is BAD_USER_INPUT idempotency.keyReused.";

builder.mutationField('startVisit', (t) =>
  t.field({
    type: VisitRef,
    description: `scheduled → current. BAD_USER_INPUT visit.cannotStart otherwise. ${replayNote}`,
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      idempotencyKey: t.arg.string(),
    },
    resolve: (_r, args, ctx) => startVisit(tenantScope(ctx), args),
  }),
);

builder.mutationField('finishVisit', (t) =>
  t.field({
    type: VisitRef,
    description: `current (or scheduled) → completed when reportCompleted, else done. For a series visit the next occurrence becomes a real visit (see series.nextVisit). ${replayNote}`,
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      reportCompleted: t.arg.boolean({ required: true }),
      idempotencyKey: t.arg.string(),
    },
    resolve: (_r, args, ctx) => finishVisit(tenantScope(ctx), args),
  }),
);

builder.mutationField('setReportCompleted', (t) =>
  t.field({
    type: VisitRef,
    description: `Moves a finished visit between done (false) and completed (true). BAD_USER_INPUT visit.notFinished otherwise. ${replayNote}`,
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      completed: t.arg.boolean({ required: true }),
      idempotencyKey: t.arg.string(),
    },
    resolve: (_r, args, ctx) => setReportCompleted(tenantScope(ctx), args),
  }),
);

builder.mutationField('archiveVisits', (t) =>
  t.field({
    type: [VisitRef],
    description:
      'Archives finished visits (all or nothing: an unfinished one refuses with field ids.<n>, visit.notFinished).',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => archiveVisits(tenantScope(ctx), args),
  }),
);

builder.mutationField('unarchiveVisits', (t) =>
  t.field({
    type: [VisitRef],
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => unarchiveVisits(tenantScope(ctx), args),
  }),
);

builder.mutationField('setVisitAcceptance', (t) =>
  t.field({
    type: VisitRef,
    description: 'Needs enableAcceptVisits. Employees and suppliers on their own visits.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      acceptance: t.arg({ type: VisitAcceptanceRef, required: true }),
    },
    resolve: (_r, args, ctx) => setVisitAcceptance(tenantScope(ctx), args),
  }),
);

builder.mutationField('linkVisits', (t) =>
  t.field({
    type: VisitRef,
    description: 'Links the visit with each of linkedIds (both ways).',
    args: { id: t.arg.id({ required: true }), linkedIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => linkVisits(tenantScope(ctx), args),
  }),
);

builder.mutationField('unlinkVisits', (t) =>
  t.field({
    type: VisitRef,
    args: { id: t.arg.id({ required: true }), linkedIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => unlinkVisits(tenantScope(ctx), args),
  }),
);
