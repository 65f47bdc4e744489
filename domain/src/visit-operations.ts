import { z } from 'zod';
import { recurrenceRuleSchema } from './recurrence.ts';
import {
  calendarDateTypes,
  editScopes,
  visitAcceptances,
  visitFilterSchema,
  visitInputSchema,
  visitPatchSchema,
  visitSorts,
} from './visit.ts';

/**
 * The inputs of the visits operations (server/src/modules/visits), one per operation: what it takes besides the
 * scope, whoever calls it (GraphQL, a job, a script). A visit id is any string: one that names no visit the
 * caller may see is NOT_FOUND, like another company's, never a format error that would tell them apart.
 */
const visitId = z.string().max(100);
const version = z.number().int();

export const visitListInputSchema = z.object({
  filter: visitFilterSchema.nullish(),
  sort: z.enum(visitSorts).nullish(),
  sortDirection: z.enum(['asc', 'desc']).nullish(),
  offset: z.number().int().nullish(),
  limit: z.number().int().nullish(),
});
export type VisitListInput = z.input<typeof visitListInputSchema>;

/**
 * A customer's visits (the customer page, the customer area): every one of them, archived too, newest first; with
 * `search`, those whose text (case number, description, reference, address) or customer holds every word of it.
 */
export const customerVisitsInputSchema = z.object({
  customerId: z.string().max(100),
  search: z.string().max(200, 'tooLong').nullish(),
  offset: z.number().int().nullish(),
  limit: z.number().int().nullish(),
});
export type CustomerVisitsInput = z.input<typeof customerVisitsInputSchema>;

/** Which of a customer's visits the portal lists: those still to come (unfinished), or those done or archived. */
export const myVisitTimes = ['upcoming', 'past'] as const;
export type MyVisitTime = (typeof myVisitTimes)[number];

/**
 * A customer's login's visits (the customer portal): its own customer's and, with the hierarchy, its locations';
 * `customerId` narrows to one of them. Without `when`, all of them, newest first (the global search).
 */
export const myVisitsInputSchema = z.object({
  when: z.enum(myVisitTimes).nullish(),
  customerId: z.string().max(100).nullish(),
  search: z.string().max(200, 'tooLong').nullish(),
  offset: z.number().int().nullish(),
  limit: z.number().int().nullish(),
});
export type MyVisitsInput = z.input<typeof myVisitsInputSchema>;

export const findVisitInputSchema = z.object({ id: visitId });

export const calendarInputSchema = z.object({
  from: z.date({ message: 'date_invalid' }),
  to: z.date({ message: 'date_invalid' }),
  dateType: z.enum(calendarDateTypes).nullish(),
  filter: visitFilterSchema.nullish(),
});
export type CalendarInput = z.input<typeof calendarInputSchema>;
export const packedCalendarInputSchema = calendarInputSchema.extend({
  dayLimit: z.number().int().min(1, 'calendar.dayLimitInvalid').max(50, 'calendar.dayLimitInvalid').nullish(),
});
export type PackedCalendarInput = z.input<typeof packedCalendarInputSchema>;

export const recurrencePreviewInputSchema = z.object({
  rule: recurrenceRuleSchema,
  start: z.date({ message: 'date_invalid' }),
  count: z.number().int().nullish(),
});

export const createVisitInputSchema = z.object({
  input: visitInputSchema,
  idempotencyKey: z.string().nullish(),
});
export const updateVisitInputSchema = z.object({
  id: visitId,
  version,
  input: visitPatchSchema,
  scope: z.enum(editScopes).nullish(),
});
export const moveVisitInputSchema = z.object({
  id: visitId,
  version,
  start: z.date({ message: 'date_invalid' }),
  end: z.date({ message: 'date_invalid' }),
});
export const deleteVisitInputSchema = z.object({ id: visitId, scope: z.enum(editScopes).nullish() });

export const startVisitInputSchema = z.object({ id: visitId, version });
export const finishVisitInputSchema = z.object({ id: visitId, version, reportCompleted: z.boolean() });
export const reportCompletedInputSchema = z.object({ id: visitId, version, completed: z.boolean() });
export const visitAcceptanceInputSchema = z.object({ id: visitId, version, acceptance: z.enum(visitAcceptances) });
/** Archive and unarchive: all of them or none. */
export const visitIdsInputSchema = z.object({ ids: z.array(visitId).max(500, 'tooMany') });
export const linkVisitsInputSchema = z.object({ id: visitId, linkedIds: z.array(visitId).max(50, 'tooMany') });
