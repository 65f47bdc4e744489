import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

const itemsQuery = graphql(`
  query items(
    $search: String
    $groupId: ID
    $active: Boolean
    $belowThreshold: Boolean
    $sort: ItemSort
    $sortDirection: SortDirection
    $offset: Int
    $limit: Int
  ) {
    items(
      search: $search
      groupId: $groupId
      active: $active
      belowThreshold: $belowThreshold
      sort: $sort
      sortDirection: $sortDirection
      offset: $offset
      limit: $limit
    ) {
      totalCount
      totalCountCapped
      items {
        id
        version
        sku
        name
        unit
        costPrice
        listPrice
        salesPrice
        groupId
        groupName
        followsGroupPrice
        active
        barcode
        lowStockThreshold
        onHand
      }
    }
  }
`);

const itemQuery = graphql(`
  query item($id: ID!) {
    item(id: $id) {
      id
      version
      sku
      name
      unit
      description
      costPrice
      listPrice
      salesPrice
      groupId
      groupName
      followsGroupPrice
      active
      barcode
      lowStockThreshold
      onHand
      createdAt
      updatedAt
    }
  }
`);

const createMutation = graphql(`
  mutation createItem($input: ItemInput!, $idempotencyKey: String) {
    createItem(input: $input, idempotencyKey: $idempotencyKey) {
      id
      name
    }
  }
`);
const updateMutation = graphql(`
  mutation updateItem($id: ID!, $version: Int!, $input: ItemInput!) {
    updateItem(id: $id, version: $version, input: $input) {
      id
      version
      name
    }
  }
`);
const archiveMutation = graphql(`
  mutation archiveItem($id: ID!) {
    archiveItem(id: $id) {
      id
      active
    }
  }
`);
const unarchiveMutation = graphql(`
  mutation unarchiveItem($id: ID!) {
    unarchiveItem(id: $id) {
      id
      active
    }
  }
`);
const deleteMutation = graphql(`
  mutation deleteItem($id: ID!) {
    deleteItem(id: $id)
  }
`);

export type ItemListItem = ResultOf<typeof itemsQuery>['items']['items'][number];
export type ItemDetail = ResultOf<typeof itemQuery>['item'];
export type ItemInput = VariablesOf<typeof createMutation>['input'];
export type ItemListVariables = VariablesOf<typeof itemsQuery>;

/** Every item query's key starts so: a save invalidates the list and the record together. */
export const itemsKey = ['items'] as const;

export const itemsOptions = (variables: ItemListVariables) =>
  queryOptions({
    queryKey: [...itemsKey, 'list', variables],
    queryFn: async () => (await request(itemsQuery, variables)).items,
    placeholderData: keepPreviousData,
  });

export const itemOptions = (id: string) =>
  queryOptions({
    queryKey: [...itemsKey, 'detail', id],
    queryFn: async () => (await request(itemQuery, { id })).item,
  });

export async function createItem(input: ItemInput, idempotencyKey: string) {
  return (await request(createMutation, { input, idempotencyKey })).createItem;
}
export async function updateItem(id: string, version: number, input: ItemInput) {
  return (await request(updateMutation, { id, version, input })).updateItem;
}
export async function setItemArchived(id: string, archived: boolean) {
  return archived
    ? (await request(archiveMutation, { id })).archiveItem
    : (await request(unarchiveMutation, { id })).unarchiveItem;
}
export async function deleteItem(id: string): Promise<void> {
  await request(deleteMutation, { id });
}
