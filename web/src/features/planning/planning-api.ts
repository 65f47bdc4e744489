import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import type { PlanningAbsence as RuleAbsence } from '@servio/domain/planning';
import type { WeeklyHours } from '@servio/domain/booking-hours';
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

const planningBoardQuery = graphql(
  `
    query planningBoard($from: String!, $days: Int!, $departmentId: ID) {
      planningBoard(from: $from, days: $days, departmentId: $departmentId) {
        from
        to
        travelSpeedKmh
        employees {
          id
          name
          departmentId
          departmentName
          workingHours
        }
        visits {
          ...PlanningVisit
        }
        unscheduled {
          ...PlanningVisit
        }
        absences {
          employeeId
          type
          start
          end
        }
      }
    }
  `,
  [planningVisitFragment],
);

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
type BoardResult = ResultOf<typeof planningBoardQuery>['planningBoard'];
export type PlanningEmployee = Omit<BoardResult['employees'][number], 'workingHours'> & { workingHours: WeeklyHours };
export interface PlanningBoardData extends Omit<BoardResult, 'employees' | 'absences'> {
  employees: PlanningEmployee[];
  absences: RuleAbsence[];
}

export const planningBoardKey = (from: string, days: number, departmentId: string | undefined) =>
  [...planningKey, from, days, departmentId ?? null] as const;

export const planningBoardOptions = (from: string, days: number, departmentId: string | undefined) =>
  queryOptions({
    queryKey: planningBoardKey(from, days, departmentId),
    queryFn: async (): Promise<PlanningBoardData> => {
      const board = (await request(planningBoardQuery, { from, days, departmentId: departmentId ?? null }))
        .planningBoard;
      return {
        ...board,
        employees: board.employees.map((e) => ({ ...e, workingHours: e.workingHours as WeeklyHours })),
        absences: board.absences.map((a) => ({
          employeeId: a.employeeId,
          type: a.type === 'sick' ? 'sick' : 'vacation',
          start: new Date(a.start),
          end: new Date(a.end),
        })),
      };
    },
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
