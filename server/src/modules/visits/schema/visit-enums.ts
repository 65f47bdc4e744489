import {
  calendarDateTypes,
  editScopes,
  recurrenceFrequencies,
  visitAcceptances,
  visitSorts,
  visitStatuses,
  visitViews,
  weekdays,
} from '@servio/domain';
import { builder } from '../../../graphql/builder.ts';

export const VisitStatusRef = builder.enumType('VisitStatus', { values: visitStatuses });
export const VisitViewRef = builder.enumType('VisitView', {
  values: visitViews,
  description:
    'all: not archived (default); due: planned end passed, not finished, not archived; archived; hasMateriel: with equipment, not archived.',
});
export const VisitSortRef = builder.enumType('VisitSort', { values: visitSorts });
export const VisitAcceptanceRef = builder.enumType('VisitAcceptance', { values: visitAcceptances });
export const EditScopeRef = builder.enumType('EditScope', {
  values: editScopes,
  description: 'THIS: only this visit. SERIES: the series template and its next (real) visit.',
});
export const CalendarDateTypeRef = builder.enumType('CalendarDateType', { values: calendarDateTypes });
export const RecurrenceFrequencyRef = builder.enumType('RecurrenceFrequency', { values: recurrenceFrequencies });
export const WeekdayRef = builder.enumType('Weekday', { values: weekdays });
