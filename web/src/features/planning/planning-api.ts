import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import { unpackPlanningBoard, type PlanningBoardOf } from '@servio/domain/planning-packed';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';
import { planningKey } from './planning-key.ts';

const planningVisitFragment = graphql(`
  fragment PlanningVisit on PlanningVisit @_unmask {
    id
    version
    caseNumber
    customerName
    description
    status
    start
    end
    employeeIds
    address
    latitude
    longitude
    fixedAddress {
      latitude
      longitude
      address
    }
    bookingKind
  }
`);

const planningBoardQuery = graphql(`
  query planningBoardPacked($from: String!, $days: Int!, $departmentId: ID) {
    planningBoardPacked(from: $from, days: $days, departmentId: $departmentId)
  }
`);

const planVisitMutation = graphql(
  `
    mutation planVisit($id: ID!, $version: Int!, $start: DateTime, $end: DateTime, $employeeIds: [ID!]!) {
      planVisit(id: $id, version: $version, start: $start, end: $end, employeeIds: $employeeIds) {
        ...PlanningVisit
      }
    }
  `,
  [planningVisitFragment],
);

export type PlanningVisit = ResultOf<typeof planningVisitFragment>;
export type { PlanningEmployee } from '@servio/domain/planning-packed';
/** The board as the web holds it: times of visits as ISO text (as planVisit answers them), absences as Dates. */
export type PlanningBoardData = PlanningBoardOf<string>;

export const planningBoardKey = (from: string, days: number, departmentId: string | undefined) =>
  [...planningKey, from, days, departmentId ?? null] as const;

export const planningBoardOptions = (from: string, days: number, departmentId: string | undefined) =>
  queryOptions({
    queryKey: planningBoardKey(from, days, departmentId),
    // The packed form (domain/planning-packed.ts): thousands of visits as one JSON text, parsed once here.
    queryFn: async (): Promise<PlanningBoardData> =>
      unpackPlanningBoard(
        (await request(planningBoardQuery, { from, days, departmentId: departmentId ?? null })).planningBoardPacked,
        (ms) => new Date(ms).toISOString(),
      ),
    placeholderData: keepPreviousData,
  });

/** One visit's placement: who and when; no time (both null) is off the plan, in the side list. */
export interface Placement {
  id: string;
  start: string | null;
  end: string | null;
  employeeIds: string[];
}

export async function planVisit(placement: Placement, version: number): Promise<PlanningVisit> {
  return (await request(planVisitMutation, { ...placement, version })).planVisit;
}
