import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

const registrationFields = graphql(`
  fragment TimeRegistrationFields on TimeRegistration @_unmask {
    id
    employeeId
    employeeName
    visitId
    type
    startsAt
    endsAt
    workDate
    minutes
    km
    fromAddress
    toAddress
    amountOre
    note
    wageOre
    weekApproved
    version
  }
`);

const weekQuery = graphql(
  `
    query timesheetWeek($employeeId: ID, $date: String!) {
      timesheetWeek(employeeId: $employeeId, date: $date) {
        employeeId
        employeeName
        weekStart
        isoYear
        isoWeek
        minutes
        wageOre
        normMinutes
        overtimeMinutes
        approved
        approvedAt
        totals {
          type
          minutes
          km
          amountOre
          wageOre
        }
        days {
          date
          minutes
          holiday {
            key
            nameDa
            nameEn
            official
          }
          totals {
            type
            minutes
            km
            amountOre
            wageOre
          }
          registrations {
            ...TimeRegistrationFields
          }
        }
      }
    }
  `,
  [registrationFields],
);

const listQuery = graphql(
  `
    query timeRegistrations(
      $employeeId: ID
      $departmentId: ID
      $type: TimeRegistrationType
      $from: String
      $to: String
      $approved: Boolean
      $offset: Int
      $limit: Int
    ) {
      timeRegistrations(
        employeeId: $employeeId
        departmentId: $departmentId
        type: $type
        from: $from
        to: $to
        approved: $approved
        offset: $offset
        limit: $limit
      ) {
        totalCount
        totalCountCapped
        items {
          ...TimeRegistrationFields
        }
      }
    }
  `,
  [registrationFields],
);

const staffQuery = graphql(`
  query timeRegistrationStaff {
    employees(limit: 200, active: true) {
      items {
        id
        name
      }
    }
  }
`);

const settingsQuery = graphql(`
  query timeSettings {
    timeSettings {
      allowTimeReg
      allowShowVisitTimeRegs
      showAccord
      normMinutesPerWeek
      kmRateOre
      disabledTypes
      rateMapping {
        regular
        overtime
        driving
        sick
        vacation
        calendar_holiday
        counterbalance_overtime
        accord
      }
    }
  }
`);

const payrollQuery = graphql(`
  query payrollCsv($from: String!, $to: String!) {
    payrollCsv(from: $from, to: $to)
  }
`);

const visitQuery = graphql(
  `
    query visitTimeRegistrations($id: ID!) {
      visit(id: $id) {
        id
        start
        end
        timeRegistrations {
          totalMinutes
          items {
            ...TimeRegistrationFields
          }
        }
      }
    }
  `,
  [registrationFields],
);

const registerMutation = graphql(
  `
    mutation registerTime($input: TimeRegistrationInput!, $idempotencyKey: String) {
      registerTime(input: $input, idempotencyKey: $idempotencyKey) {
        ...TimeRegistrationFields
      }
    }
  `,
  [registrationFields],
);

const updateMutation = graphql(
  `
    mutation updateTimeRegistration($id: ID!, $version: Int!, $input: TimeRegistrationInput!) {
      updateTimeRegistration(id: $id, version: $version, input: $input) {
        ...TimeRegistrationFields
      }
    }
  `,
  [registrationFields],
);

const deleteMutation = graphql(`
  mutation deleteTimeRegistration($id: ID!) {
    deleteTimeRegistration(id: $id)
  }
`);

const approveMutation = graphql(`
  mutation approveTimeWeek($employeeId: ID!, $date: String!) {
    approveTimeWeek(employeeId: $employeeId, date: $date) {
      approved
    }
  }
`);

const reopenMutation = graphql(`
  mutation reopenTimeWeek($employeeId: ID!, $date: String!) {
    reopenTimeWeek(employeeId: $employeeId, date: $date) {
      approved
    }
  }
`);

const settingsMutation = graphql(`
  mutation updateTimeSettings($input: TimeSettingsInput!) {
    updateTimeSettings(input: $input) {
      normMinutesPerWeek
    }
  }
`);

export type TimesheetWeek = ResultOf<typeof weekQuery>['timesheetWeek'];
export type TimeRegistration = ResultOf<typeof registrationFields>;
export type TimeRegistrationInput = VariablesOf<typeof registerMutation>['input'];
export type TimeRegistrationListVariables = VariablesOf<typeof listQuery>;
export type TimeSettings = ResultOf<typeof settingsQuery>['timeSettings'];
export type TimeSettingsInput = VariablesOf<typeof settingsMutation>['input'];

/** Every query of the feature starts with this key: a change invalidates them all. */
export const timeRegistrationsKey = ['time-registrations'] as const;

export const timesheetWeekOptions = (employeeId: string | null, date: string) =>
  queryOptions({
    queryKey: [...timeRegistrationsKey, 'week', employeeId, date],
    queryFn: async () => (await request(weekQuery, { employeeId, date })).timesheetWeek,
  });

export const timeRegistrationListOptions = (variables: TimeRegistrationListVariables) =>
  queryOptions({
    queryKey: [...timeRegistrationsKey, 'list', variables],
    queryFn: async () => (await request(listQuery, variables)).timeRegistrations,
  });

export const timeRegistrationStaffOptions = queryOptions({
  queryKey: [...timeRegistrationsKey, 'staff'],
  queryFn: async () => (await request(staffQuery, {})).employees.items,
  staleTime: 60_000,
});

export const timeSettingsOptions = queryOptions({
  queryKey: [...timeRegistrationsKey, 'settings'],
  queryFn: async () => (await request(settingsQuery, {})).timeSettings,
});

export const visitTimeRegistrationsOptions = (visitId: string) =>
  queryOptions({
    queryKey: [...timeRegistrationsKey, 'visit', visitId],
    queryFn: async () => (await request(visitQuery, { id: visitId })).visit,
  });

export async function payrollCsv(from: string, to: string) {
  return (await request(payrollQuery, { from, to })).payrollCsv;
}
export async function registerTime(input: TimeRegistrationInput, idempotencyKey: string | null) {
  return (await request(registerMutation, { input, idempotencyKey })).registerTime;
}
export async function updateTimeRegistration(id: string, version: number, input: TimeRegistrationInput) {
  return (await request(updateMutation, { id, version, input })).updateTimeRegistration;
}
export async function deleteTimeRegistration(id: string) {
  return (await request(deleteMutation, { id })).deleteTimeRegistration;
}
export async function approveTimeWeek(employeeId: string, date: string) {
  return (await request(approveMutation, { employeeId, date })).approveTimeWeek;
}
export async function reopenTimeWeek(employeeId: string, date: string) {
  return (await request(reopenMutation, { employeeId, date })).reopenTimeWeek;
}
export async function updateTimeSettings(input: TimeSettingsInput) {
  return (await request(settingsMutation, { input })).updateTimeSettings;
}
