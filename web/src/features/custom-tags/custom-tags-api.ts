import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

const tagsQuery = graphql(`
  query customTagsAdmin($type: String) {
    customTags(type: $type) {
      id
      version
      name
      type
      mode
      tagOrder
      showForCustomer
      showForEmployee
      allowChangeOnReport
      options
    }
  }
`);
const createMutation = graphql(`
  mutation createCustomTag($input: CustomTagInput!, $idempotencyKey: String) {
    createCustomTag(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);
const updateMutation = graphql(`
  mutation updateCustomTag($id: ID!, $version: Int!, $input: CustomTagInput!) {
    updateCustomTag(id: $id, version: $version, input: $input) {
      id
      version
    }
  }
`);
const deleteMutation = graphql(`
  mutation deleteCustomTag($id: ID!) {
    deleteCustomTag(id: $id)
  }
`);
const reorderMutation = graphql(`
  mutation reorderCustomTags($type: String!, $ids: [ID!]!) {
    reorderCustomTags(type: $type, ids: $ids) {
      id
      tagOrder
      version
    }
  }
`);

export type AdminCustomTag = ResultOf<typeof tagsQuery>['customTags'][number];
export type CustomTagInput = VariablesOf<typeof createMutation>['input'];

export const customTagsKey = ['customTagsAdmin'] as const;

export const adminCustomTagsOptions = (type: string) =>
  queryOptions({
    queryKey: [...customTagsKey, type],
    queryFn: async () => [...(await request(tagsQuery, { type })).customTags].sort((a, b) => a.tagOrder - b.tagOrder),
  });

export async function createCustomTag(input: CustomTagInput, idempotencyKey: string) {
  return (await request(createMutation, { input, idempotencyKey })).createCustomTag;
}
export async function updateCustomTag(id: string, version: number, input: CustomTagInput) {
  return (await request(updateMutation, { id, version, input })).updateCustomTag;
}
export async function deleteCustomTag(id: string): Promise<void> {
  await request(deleteMutation, { id });
}
export async function reorderCustomTags(type: string, ids: string[]) {
  return (await request(reorderMutation, { type, ids })).reorderCustomTags;
}
