import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

const itemGroupsQuery = graphql(`
  query itemGroups {
    itemGroups {
      id
      version
      name
      markupBp
      itemCount
    }
  }
`);

const previewQuery = graphql(`
  query previewItemGroupMarkup($id: ID!, $markupBp: Int!) {
    previewItemGroupMarkup(id: $id, markupBp: $markupBp) {
      changedCount
      examples {
        itemId
        sku
        name
        oldPrice
        newPrice
      }
    }
  }
`);

const createMutation = graphql(`
  mutation createItemGroup($input: ItemGroupInput!, $idempotencyKey: String) {
    createItemGroup(input: $input, idempotencyKey: $idempotencyKey) {
      id
      name
    }
  }
`);

const updateMutation = graphql(`
  mutation updateItemGroup($id: ID!, $version: Int!, $input: ItemGroupInput!) {
    updateItemGroup(id: $id, version: $version, input: $input) {
      id
      version
      name
      markupBp
      repricedCount
    }
  }
`);

const deleteMutation = graphql(`
  mutation deleteItemGroup($id: ID!) {
    deleteItemGroup(id: $id)
  }
`);

export type ItemGroup = ResultOf<typeof itemGroupsQuery>['itemGroups'][number];
export type MarkupPreview = ResultOf<typeof previewQuery>['previewItemGroupMarkup'];
export interface ItemGroupInput {
  name: string;
  markupBp: number;
}

/** Every item-group query's key starts so; a change to a group also changes items' prices (the items feature's key). */
export const itemGroupsKey = ['itemGroups'] as const;

export const itemGroupsOptions = queryOptions({
  queryKey: itemGroupsKey,
  queryFn: async () => (await request(itemGroupsQuery)).itemGroups,
});

export async function previewItemGroupMarkup(id: string, markupBp: number): Promise<MarkupPreview> {
  return (await request(previewQuery, { id, markupBp })).previewItemGroupMarkup;
}
export async function createItemGroup(input: ItemGroupInput, idempotencyKey: string) {
  return (await request(createMutation, { input, idempotencyKey })).createItemGroup;
}
export async function updateItemGroup(id: string, version: number, input: ItemGroupInput) {
  return (await request(updateMutation, { id, version, input })).updateItemGroup;
}
export async function deleteItemGroup(id: string): Promise<void> {
  await request(deleteMutation, { id });
}
