import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

const employeesQuery = graphql(`
  query employees(
    $search: String
    $role: EmployeeRole
    $kind: EmployeeKind
    $departmentId: ID
    $active: Boolean
    $limit: Int
    $offset: Int
  ) {
    employees(
      search: $search
      role: $role
      kind: $kind
      departmentId: $departmentId
      active: $active
      limit: $limit
      offset: $offset
    ) {
      totalCount
      items {
        id
        name
        email
        phoneNumber
        role
        kind
        active
        hasPassword
        department {
          id
          name
          color
        }
      }
    }
  }
`);

const employeeQuery = graphql(`
  query employee($id: ID!) {
    employee(id: $id) {
      id
      version
      name
      firstName
      lastName
      email
      phoneNumber
      role
      kind
      active
      hasPassword
      departmentId
      createdAt
      bookable
      bookingHours
      department {
        id
        name
        color
      }
      permissions {
        allowedToCompleteVisit
        allowedToCreateVisit
        allowedToInvoice
        allowedToRegTime
        allowedToSendPdf
        allowedToUploadDocuments
        showEditVisitButton
        showPricesForTechnician
      }
      rates {
        regular
        hourly
        costPrice
        overtime
        extra
        extraPublic
      }
    }
  }
`);

const createEmployeeMutation = graphql(`
  mutation createEmployee($input: EmployeeInput!, $idempotencyKey: String) {
    createEmployee(input: $input, idempotencyKey: $idempotencyKey) {
      id
      name
    }
  }
`);

const updateEmployeeMutation = graphql(`
  mutation updateEmployee($id: ID!, $version: Int!, $input: EmployeeInput!, $overwriteWagesFrom: String) {
    updateEmployee(id: $id, version: $version, input: $input, overwriteWagesFrom: $overwriteWagesFrom) {
      id
      version
      name
    }
  }
`);

const deactivateMutation = graphql(`
  mutation deactivateEmployee($id: ID!) {
    deactivateEmployee(id: $id) {
      id
      active
      version
    }
  }
`);
const reactivateMutation = graphql(`
  mutation reactivateEmployee($id: ID!) {
    reactivateEmployee(id: $id) {
      id
      active
      version
    }
  }
`);
const deleteMutation = graphql(`
  mutation deleteEmployee($id: ID!) {
    deleteEmployee(id: $id)
  }
`);
const inviteMutation = graphql(`
  mutation inviteEmployee($id: ID!) {
    inviteEmployee(id: $id) {
      link
      expiresAt
    }
  }
`);

const startPasswordResetMutation = graphql(`
  mutation startPasswordReset($userId: ID!) {
    startPasswordReset(userId: $userId)
  }
`);

export type EmployeeListVariables = VariablesOf<typeof employeesQuery>;
export type EmployeeListItem = ResultOf<typeof employeesQuery>['employees']['items'][number];
export type EmployeeDetail = ResultOf<typeof employeeQuery>['employee'];
export type EmployeeInput = VariablesOf<typeof createEmployeeMutation>['input'];

export const employeesKey = ['employees'] as const;

export const employeesOptions = (variables: EmployeeListVariables) =>
  queryOptions({
    queryKey: [...employeesKey, 'list', variables],
    queryFn: async () => (await request(employeesQuery, variables)).employees,
    placeholderData: keepPreviousData,
  });

export const employeeOptions = (id: string) =>
  queryOptions({
    queryKey: [...employeesKey, 'detail', id],
    queryFn: async () => (await request(employeeQuery, { id })).employee,
  });

export async function createEmployee(input: EmployeeInput, idempotencyKey: string) {
  return (await request(createEmployeeMutation, { input, idempotencyKey })).createEmployee;
}
/** With `overwriteWagesFrom` (YYYY-MM-DD) the wage of the employee's time registrations from then is recomputed. */
export async function updateEmployee(
  id: string,
  version: number,
  input: EmployeeInput,
  overwriteWagesFrom: string | null = null,
) {
  return (await request(updateEmployeeMutation, { id, version, input, overwriteWagesFrom })).updateEmployee;
}
export async function setEmployeeActive(id: string, active: boolean) {
  return active
    ? (await request(reactivateMutation, { id })).reactivateEmployee
    : (await request(deactivateMutation, { id })).deactivateEmployee;
}
export async function deleteEmployee(id: string): Promise<void> {
  await request(deleteMutation, { id });
}
export async function inviteEmployee(id: string) {
  return (await request(inviteMutation, { id })).inviteEmployee;
}
/** Mails the person a link to choose a new password; the link is never shown here (issue #12). */
export async function startPasswordReset(userId: string): Promise<void> {
  await request(startPasswordResetMutation, { userId });
}
