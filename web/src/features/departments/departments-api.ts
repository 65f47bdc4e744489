import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

const departmentsQuery = graphql(`
  query departments {
    departments {
      id
      version
      name
      color
      memberCount
    }
  }
`);

const departmentQuery = graphql(`
  query department($id: ID!) {
    department(id: $id) {
      id
      name
      members {
        id
        name
        email
        role
        active
      }
    }
  }
`);

const createMutation = graphql(`
  mutation createDepartment($input: DepartmentInput!, $idempotencyKey: String) {
    createDepartment(input: $input, idempotencyKey: $idempotencyKey) {
      id
      name
    }
  }
`);
const updateMutation = graphql(`
  mutation updateDepartment($id: ID!, $version: Int!, $input: DepartmentInput!) {
    updateDepartment(id: $id, version: $version, input: $input) {
      id
      version
      name
      color
    }
  }
`);
const deleteMutation = graphql(`
  mutation deleteDepartment($id: ID!) {
    deleteDepartment(id: $id)
  }
`);

export type Department = ResultOf<typeof departmentsQuery>['departments'][number];
export type DepartmentInput = { name: string; color: string | null };

export const departmentsKey = ['departments'] as const;

export const departmentsOptions = queryOptions({
  queryKey: departmentsKey,
  queryFn: async () => (await request(departmentsQuery)).departments,
});

export const departmentMembersOptions = (id: string) =>
  queryOptions({
    queryKey: [...departmentsKey, 'members', id],
    queryFn: async () => (await request(departmentQuery, { id })).department.members,
  });

export async function createDepartment(input: DepartmentInput, idempotencyKey: string) {
  return (await request(createMutation, { input, idempotencyKey })).createDepartment;
}
export async function updateDepartment(id: string, version: number, input: DepartmentInput) {
  return (await request(updateMutation, { id, version, input })).updateDepartment;
}
export async function deleteDepartment(id: string): Promise<void> {
  await request(deleteMutation, { id });
}
