import { z } from 'zod';
import { addressSchema } from './address.ts';
import { isUuid, optionalText } from './fields.ts';
import { recurrenceRuleSchema } from './recurrence.ts';
import { visitStatuses } from './visit-status.ts';

export const visitViews = ['all', 'due', 'archived', 'hasMateriel'] as const;
export type VisitView = (typeof visitViews)[number];
export const visitSorts = ['start', 'end', 'caseNumber', 'customer', 'status', 'createdAt', 'totalPrice'] as const;
export type VisitSort = (typeof visitSorts)[number];
export const visitAcceptances = ['none', 'accepted', 'declined'] as const;
export type VisitAcceptance = (typeof visitAcceptances)[number];
export const editScopes = ['THIS', 'SERIES'] as const;
export type EditScope = (typeof editScopes)[number];
export const calendarDateTypes = ['day', 'week', 'month'] as const;
export type CalendarDateType = (typeof calendarDateTypes)[number];

/** Limits of one visit. */
export const visitLimits = {
  employees: 20,
  materiel: 100,
  tags: 50,
  tagValues: 20,
  /** The calendar loads at most this many days at once (a month view with its leading and trailing weeks). */
  calendarDays: 45,
  accordMinutes: 100_000,
  money: 2_000_000_000,
} as const;

const uuid = (reason: string) => z.string().refine(isUuid, reason);
const money = z.number().int('money_invalid').min(0, 'money_invalid').max(visitLimits.money, 'money_invalid').nullish();

export const visitTagValueSchema = z.object({
  tagId: uuid('visit.tagNotFound'),
  values: z
    .array(z.string().trim().min(1, 'required').max(500, 'tooLong'))
    .max(visitLimits.tagValues, 'visit.tagValueInvalid'),
});
export type VisitTagValueInput = z.infer<typeof visitTagValueSchema>;

const fields = {
  customerId: uuid('visit.customerNotFound').nullish(),
  employeeIds: z.array(uuid('visit.employeeNotFound')).max(visitLimits.employees, 'visit.tooManyEmployees').nullish(),
  departmentId: uuid('visit.departmentNotFound').nullish(),
  start: z.date({ message: 'date_invalid' }).nullish(),
  end: z.date({ message: 'date_invalid' }).nullish(),
  useCustomerAddress: z.boolean().nullish(),
  address: addressSchema.nullish(),
  description: optionalText(5000),
  reference: optionalText(200),
  price: money,
  totalPrice: money,
  sendBookingMail: z.boolean().nullish(),
  showTimeRegs: z.boolean().nullish(),
  accordMinutes: z
    .number()
    .int('accordMinutes_invalid')
    .min(0, 'accordMinutes_invalid')
    .max(visitLimits.accordMinutes, 'accordMinutes_invalid')
    .nullish(),
  tagValues: z.array(visitTagValueSchema).max(visitLimits.tags, 'visit.tagValueInvalid').nullish(),
  materielIds: z.array(uuid('visit.materielNotFound')).max(visitLimits.materiel, 'visit.tooManyMateriel').nullish(),
  recurrence: recurrenceRuleSchema.nullish(),
};

/** A visit is about someone or something: it needs a customer or a description (an empty one says nothing). */
export const visitIdentityProblem = (visit: { customerId?: string | null; description?: string | null }) =>
  !visit.customerId && !visit.description?.trim()
    ? { field: 'customerId', reason: 'visit.needsCustomerOrDescription' }
    : null;

/** Create: every field optional (a visit may start unplanned); the times are checked together. */
export const visitInputSchema = z.object(fields).superRefine((value, ctx) => {
  const problem = visitTimeProblem({
    start: value.start ?? null,
    end: value.end ?? null,
    materielIds: value.materielIds ?? [],
  });
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.reason });
  if (value.recurrence && !value.start)
    ctx.addIssue({ code: 'custom', path: ['recurrence'], message: 'recurrence.needsStart' });
  const identity = visitIdentityProblem(value);
  if (identity) ctx.addIssue({ code: 'custom', path: [identity.field], message: identity.reason });
});
export type VisitInput = z.infer<typeof visitInputSchema>;

/** Update: only what is sent changes ('' or null clears); the server checks the merged times. */
export const visitPatchSchema = z.object(fields);
export type VisitPatch = z.infer<typeof visitPatchSchema>;

/**
 * Spec section 5: start before end and never equal; a visit needs both (one without the other is refused);
 * equipment only once both are set.
 */
export function visitTimeProblem(visit: {
  start: Date | null;
  end: Date | null;
  materielIds: readonly string[];
}): { field: string; reason: string } | null {
  if (visit.start && !visit.end) return { field: 'end', reason: 'visit.endRequired' };
  if (!visit.start && visit.end) return { field: 'start', reason: 'visit.startRequired' };
  if (visit.start && visit.end && visit.start.getTime() >= visit.end.getTime()) {
    return {
      field: 'end',
      reason: visit.start.getTime() === visit.end.getTime() ? 'visit.endEqualsStart' : 'visit.endBeforeStart',
    };
  }
  if (visit.materielIds.length > 0 && (!visit.start || !visit.end))
    return { field: 'materielIds', reason: 'visit.materielNeedsTime' };
  return null;
}

export const visitTagFilterSchema = z.object({
  tagId: uuid('visit.tagNotFound'),
  value: z.string().max(500, 'tooLong'),
});

export const visitFilterSchema = z.object({
  view: z.enum(visitViews).nullish(),
  statuses: z.array(z.enum(visitStatuses)).max(visitStatuses.length).nullish(),
  employeeIds: z.array(uuid('notFound')).max(100, 'tooMany').nullish(),
  departmentId: uuid('notFound').nullish(),
  customerId: uuid('notFound').nullish(),
  /** Visits holding this material (unit). */
  materialId: uuid('notFound').nullish(),
  from: z.date().nullish(),
  to: z.date().nullish(),
  tagValues: z.array(visitTagFilterSchema).max(20, 'tooMany').nullish(),
  search: z.string().max(200, 'tooLong').nullish(),
  hasCoordinates: z.boolean().nullish(),
});
export type VisitFilter = z.infer<typeof visitFilterSchema>;
