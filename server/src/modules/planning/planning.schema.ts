import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { VisitStatusRef } from '../visits/visits.schema.ts';
import type { PlanningAbsence, PlanningEmployee, PlanningPlace } from '@servio/domain';
import {
  planBoardVisit,
  readPlanningBoard,
  readPlanningBoardPacked,
  type PlanningBoard,
  type PlanningBoardInput,
  type PlanningVisit,
} from './index.ts';

const PlanningPlaceRef = builder.objectRef<PlanningPlace>('PlanningPlace').implement({
  fields: (t) => ({
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    address: t.exposeString('address', { nullable: true }),
  }),
});

const PlanningEmployeeRef = builder.objectRef<PlanningEmployee>('PlanningEmployee').implement({
  description: 'A row of the planning board: an active field employee.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    departmentId: t.exposeID('departmentId', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    workingHours: t.field({
      type: 'JSON',
      description:
        "[{ weekday (0 = Monday), start, end (minutes after Copenhagen midnight) }]: the employee's booking hours, else the company's.",
      resolve: (e) => e.workingHours,
    }),
  }),
});

const PlanningVisitRef = builder.objectRef<PlanningVisit>('PlanningVisit').implement({
  description: 'A visit as the planning board shows it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    version: t.exposeInt('version'),
    caseNumber: t.exposeInt('caseNumber'),
    customerName: t.exposeString('customerName', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    status: t.field({ type: VisitStatusRef, resolve: (v) => v.status }),
    start: t.expose('start', { type: 'DateTime', nullable: true }),
    end: t.expose('end', { type: 'DateTime', nullable: true }),
    employeeIds: t.exposeIDList('employeeIds'),
    address: t.exposeString('address', { nullable: true, description: '"street, zip city", or null.' }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    fixedAddress: t.field({
      type: PlanningPlaceRef,
      nullable: true,
      description: 'The first material on the visit with a fixed address (coordinates set).',
      resolve: (v) => v.fixedAddress,
    }),
    bookingKind: t.exposeString('bookingKind', {
      nullable: true,
      description: 'booking, callback or inquiry: the kind of the accepted booking request that made the visit.',
    }),
  }),
});

const PlanningAbsenceRef = builder.objectRef<PlanningAbsence>('PlanningAbsence').implement({
  description: "A sick or vacation registration: its start and end, else its work date's whole Copenhagen day.",
  fields: (t) => ({
    employeeId: t.exposeID('employeeId'),
    type: t.exposeString('type', { description: 'sick or vacation.' }),
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
  }),
});

const PlanningBoardRef = builder.objectRef<PlanningBoard>('PlanningBoard').implement({
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime', description: 'Copenhagen midnight of the first day.' }),
    to: t.expose('to', { type: 'DateTime', description: 'Copenhagen midnight after the last day.' }),
    travelSpeedKmh: t.exposeInt('travelSpeedKmh'),
    employees: t.field({
      type: [PlanningEmployeeRef],
      description:
        'Active staff of kind field, both or unset (not office-only, not customers), by department name (none last), then name.',
      resolve: (b) => b.employees,
    }),
    visits: t.field({
      type: [PlanningVisitRef],
      description: 'Visits not archived overlapping the range with one of the employees on them, by start.',
      resolve: (b) => b.visits,
    }),
    unscheduled: t.field({
      type: [PlanningVisitRef],
      description: 'Visits not archived and not scheduled (no time or no employee), newest first, at most 200.',
      resolve: (b) => b.unscheduled,
    }),
    absences: t.field({
      type: [PlanningAbsenceRef],
      description: "The employees' sick and vacation registrations overlapping the range.",
      resolve: (b) => b.absences,
    }),
    visitLimit: t.exposeInt('visitLimit', {
      nullable: true,
      description:
        'Set when the range holds more visits than the board reads (5,000): `visits` are then the earliest that many. Null when it holds them all.',
    }),
  }),
});

const planningBoardArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  from: t.arg.string({ required: true }),
  days: t.arg.int({ required: true }),
  departmentId: t.arg.id(),
});

const boardInput = (args: {
  from: string;
  days: number;
  departmentId?: string | number | null;
}): PlanningBoardInput => ({
  from: args.from,
  days: args.days,
  departmentId: args.departmentId === null || args.departmentId === undefined ? null : String(args.departmentId),
});

builder.queryField('planningBoard', (t) =>
  t.field({
    type: PlanningBoardRef,
    description:
      'The planning board of `days` (1–14) days from `from` (YYYY-MM-DD, Copenhagen), of one department or all. Administrators, with enablePlanningPage (FORBIDDEN planning.off without).',
    args: planningBoardArgs(t),
    resolve: (_r, args, ctx) => readPlanningBoard(tenantScope(ctx), boardInput(args)),
  }),
);

builder.queryField('planningBoardPacked', (t) =>
  t.string({
    description:
      "The planningBoard's data as one JSON text (domain/src/planning-packed.ts: columns of visits, times as epoch ms), which the web's board reads: two weeks of a large company are thousands of visits, cheaper as one value than as objects. Same arguments, rules and errors as planningBoard.",
    args: planningBoardArgs(t),
    resolve: (_r, args, ctx) => readPlanningBoardPacked(tenantScope(ctx), boardInput(args)),
  }),
);

builder.mutationField('planVisit', (t) =>
  t.field({
    type: PlanningVisitRef,
    description:
      "Assigns and schedules a visit in one save (the board's drop): its employees become `employeeIds` (1–20 active staff). With start and end both null the visit is taken off the plan (its time removed; 0–20 employees), as the board's undo of a first placement does. CONFLICT when `version` is stale (nothing changes); BAD_USER_INPUT visit.archived, visit.employeeNotFound, visit.endBeforeStart, visit.endRequired, visit.startRequired, visit.materielNeedsTime.",
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      start: t.arg({ type: 'DateTime' }),
      end: t.arg({ type: 'DateTime' }),
      employeeIds: t.arg.idList({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      planBoardVisit(tenantScope(ctx), {
        id: String(args.id),
        version: args.version,
        start: args.start ?? null,
        end: args.end ?? null,
        employeeIds: args.employeeIds.map(String),
      }),
  }),
);
