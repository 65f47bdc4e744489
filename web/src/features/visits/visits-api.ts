import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';
import { visitsKey } from './visits-key.ts';
import { unpackCalendar, type CalendarVisitEntry, type PackedCalendar } from '@servio/domain/calendar-packed';

/** What a list row, a map marker and the detail's linked-visit list show. */
const visitRowFragment = graphql(`
  fragment VisitRow on Visit @_unmask {
    id
    caseNumber
    status
    archived
    isDue
    reportCompleted
    start
    end
    customerId
    seriesId
    version
    acceptance
    description
    reference
    totalPrice
    hasCoordinates
    createdAt
    customer {
      id
      name
    }
    employees {
      id
      name
      initials
    }
    department {
      id
      name
      color
    }
    address {
      streetAddress
      zipcode
      city
      latitude
      longitude
    }
  }
`);

const visitsQuery = graphql(
  `
    query visits($filter: VisitFilter, $sort: VisitSort, $sortDirection: SortDirection, $offset: Int, $limit: Int) {
      visits(filter: $filter, sort: $sort, sortDirection: $sortDirection, offset: $offset, limit: $limit) {
        totalCount
        totalCountCapped
        items {
          ...VisitRow
        }
      }
    }
  `,
  [visitRowFragment],
);

const visitQuery = graphql(
  `
    query visit($id: ID!) {
      visit(id: $id) {
        ...VisitRow
        useCustomerAddress
        price
        sendBookingMail
        showTimeRegs
        accordMinutes
        employeeIds
        departmentId
        materielIds
        invoiced
        invoicedAt
        invoiceId
        paidAt
        occurrenceStart
        updatedAt
        customer {
          id
          name
          phoneNumber
          email
          address {
            streetAddress
            zipcode
            city
            latitude
            longitude
          }
        }
        employees {
          id
          name
          initials
          phoneNumber
        }
        createdBy {
          id
          name
        }
        tagValues {
          tagId
          values
        }
        linkedVisits {
          ...VisitRow
        }
        series {
          id
          version
          active
          rule {
            frequency
            interval
            weekdays
            dayOfMonth
            ordinal
            ordinalWeekday
            count
            until
            rrule
          }
          upcoming(limit: 5)
        }
      }
    }
  `,
  [visitRowFragment],
);

/** The calendar's range packed as one JSON text: a busy month is thousands of visits (domain/src/calendar-packed.ts). */
const calendarVisitsQuery = graphql(`
  query calendarVisitsPacked(
    $from: DateTime!
    $to: DateTime!
    $dateType: CalendarDateType
    $filter: VisitFilter
    $dayLimit: Int
  ) {
    calendarVisitsPacked(from: $from, to: $to, dateType: $dateType, filter: $filter, dayLimit: $dayLimit)
  }
`);

const createVisitMutation = graphql(`
  mutation createVisit($input: VisitInput!, $idempotencyKey: String) {
    createVisit(input: $input, idempotencyKey: $idempotencyKey) {
      id
      caseNumber
      version
    }
  }
`);

const updateVisitMutation = graphql(`
  mutation updateVisit($id: ID!, $version: Int!, $input: VisitInput!, $scope: EditScope) {
    updateVisit(id: $id, version: $version, input: $input, scope: $scope) {
      id
      caseNumber
      version
    }
  }
`);

const deleteVisitMutation = graphql(`
  mutation deleteVisit($id: ID!, $scope: EditScope) {
    deleteVisit(id: $id, scope: $scope)
  }
`);

const moveVisitMutation = graphql(`
  mutation moveVisit($id: ID!, $version: Int!, $start: DateTime!, $end: DateTime!) {
    moveVisit(id: $id, version: $version, start: $start, end: $end) {
      id
      version
      start
      end
    }
  }
`);

const startVisitMutation = graphql(`
  mutation startVisit($id: ID!, $version: Int!) {
    startVisit(id: $id, version: $version) {
      id
      version
      status
    }
  }
`);

const finishVisitMutation = graphql(`
  mutation finishVisit($id: ID!, $version: Int!, $reportCompleted: Boolean!) {
    finishVisit(id: $id, version: $version, reportCompleted: $reportCompleted) {
      id
      version
      status
      series {
        id
        nextVisit {
          id
          caseNumber
          start
        }
      }
    }
  }
`);

const setReportCompletedMutation = graphql(`
  mutation setReportCompleted($id: ID!, $version: Int!, $completed: Boolean!) {
    setReportCompleted(id: $id, version: $version, completed: $completed) {
      id
      version
      status
      reportCompleted
    }
  }
`);

const archiveVisitsMutation = graphql(`
  mutation archiveVisits($ids: [ID!]!) {
    archiveVisits(ids: $ids) {
      id
      archived
      version
    }
  }
`);

const unarchiveVisitsMutation = graphql(`
  mutation unarchiveVisits($ids: [ID!]!) {
    unarchiveVisits(ids: $ids) {
      id
      archived
      version
    }
  }
`);

const setAcceptanceMutation = graphql(`
  mutation setVisitAcceptance($id: ID!, $version: Int!, $acceptance: VisitAcceptance!) {
    setVisitAcceptance(id: $id, version: $version, acceptance: $acceptance) {
      id
      version
      acceptance
    }
  }
`);

const linkVisitsMutation = graphql(`
  mutation linkVisits($id: ID!, $linkedIds: [ID!]!) {
    linkVisits(id: $id, linkedIds: $linkedIds) {
      id
    }
  }
`);

const unlinkVisitsMutation = graphql(`
  mutation unlinkVisits($id: ID!, $linkedIds: [ID!]!) {
    unlinkVisits(id: $id, linkedIds: $linkedIds) {
      id
    }
  }
`);

/** Who a visit can be assigned to: the visit form's pick list and the list's employee filter. */
const employeePickQuery = graphql(`
  query visitEmployeePick {
    assignableEmployees {
      id
      name
      role
      kind
      department {
        id
        name
      }
    }
  }
`);

const departmentPickQuery = graphql(`
  query visitDepartmentPick {
    departments {
      id
      name
      color
    }
  }
`);

export type VisitListVariables = VariablesOf<typeof visitsQuery>;
export type VisitFilterInput = NonNullable<VisitListVariables['filter']>;
export type VisitRow = ResultOf<typeof visitRowFragment>;
export type VisitDetail = ResultOf<typeof visitQuery>['visit'];
export type CalendarVisit = CalendarVisitEntry;
export type VisitInput = VariablesOf<typeof createVisitMutation>['input'];
export type EditScope = NonNullable<VariablesOf<typeof updateVisitMutation>['scope']>;
export type AssignableEmployee = ResultOf<typeof employeePickQuery>['assignableEmployees'][number];

export const visitsOptions = (variables: VisitListVariables) =>
  queryOptions({
    queryKey: [...visitsKey, 'list', variables],
    queryFn: async () => (await request(visitsQuery, variables)).visits,
    placeholderData: keepPreviousData,
  });

export const visitOptions = (id: string) =>
  queryOptions({
    queryKey: [...visitsKey, 'detail', id],
    queryFn: async () => (await request(visitQuery, { id })).visit,
  });

export const calendarVisitsOptions = (variables: VariablesOf<typeof calendarVisitsQuery>) =>
  queryOptions({
    queryKey: [...visitsKey, 'calendar', variables],
    queryFn: async () => {
      const packed = JSON.parse((await request(calendarVisitsQuery, variables)).calendarVisitsPacked) as PackedCalendar;
      return { entries: unpackCalendar(packed), days: packed.days ?? null };
    },
    placeholderData: keepPreviousData,
  });

export const employeePickOptions = queryOptions({
  queryKey: ['employees', 'visitPick'],
  queryFn: async () => (await request(employeePickQuery)).assignableEmployees,
  staleTime: 60_000,
});

export const departmentPickOptions = queryOptions({
  queryKey: ['departments', 'visitPick'],
  queryFn: async () => (await request(departmentPickQuery)).departments,
  staleTime: 60_000,
});

export async function createVisit(input: VisitInput, idempotencyKey: string) {
  return (await request(createVisitMutation, { input, idempotencyKey })).createVisit;
}
export async function updateVisit(id: string, version: number, input: VisitInput, scope?: EditScope) {
  return (await request(updateVisitMutation, { id, version, input, scope: scope ?? null })).updateVisit;
}
export async function deleteVisit(id: string, scope?: EditScope) {
  await request(deleteVisitMutation, { id, scope: scope ?? null });
}
export async function moveVisit(id: string, version: number, start: string, end: string) {
  return (await request(moveVisitMutation, { id, version, start, end })).moveVisit;
}
export async function startVisit(id: string, version: number) {
  return (await request(startVisitMutation, { id, version })).startVisit;
}
export async function finishVisit(id: string, version: number, reportCompleted: boolean) {
  return (await request(finishVisitMutation, { id, version, reportCompleted })).finishVisit;
}
export async function setReportCompleted(id: string, version: number, completed: boolean) {
  return (await request(setReportCompletedMutation, { id, version, completed })).setReportCompleted;
}
export async function archiveVisits(ids: string[]) {
  return (await request(archiveVisitsMutation, { ids })).archiveVisits;
}
export async function unarchiveVisits(ids: string[]) {
  return (await request(unarchiveVisitsMutation, { ids })).unarchiveVisits;
}
export async function setVisitAcceptance(id: string, version: number, acceptance: 'none' | 'accepted' | 'declined') {
  return (await request(setAcceptanceMutation, { id, version, acceptance })).setVisitAcceptance;
}
export async function linkVisits(id: string, linkedIds: string[]) {
  return (await request(linkVisitsMutation, { id, linkedIds })).linkVisits;
}
export async function unlinkVisits(id: string, linkedIds: string[]) {
  return (await request(unlinkVisitsMutation, { id, linkedIds })).unlinkVisits;
}

/** After a change: the lists, the calendar, the detail, the badges and the overview's figures. */
export async function invalidateVisitData(queryClient: import('@tanstack/react-query').QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: visitsKey }),
    queryClient.invalidateQueries({ queryKey: ['navigationCounts'] }),
    queryClient.invalidateQueries({ queryKey: ['overview'] }),
    queryClient.invalidateQueries({ queryKey: ['customers', 'visits'] }),
  ]);
}
