import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';
import { visitTableRowFragment } from '../../shared/visit-table-row.ts';

const materialsQuery = graphql(`
  query materials(
    $search: String
    $status: MaterialServiceStatus
    $categoryId: ID
    $productId: ID
    $customerId: ID
    $zipcode: String
    $dueFrom: String
    $dueTo: String
    $archived: Boolean
    $hasCoordinates: Boolean
    $sort: MaterialSort
    $sortDirection: SortDirection
    $offset: Int
    $limit: Int
  ) {
    materials(
      search: $search
      status: $status
      categoryId: $categoryId
      productId: $productId
      customerId: $customerId
      zipcode: $zipcode
      dueFrom: $dueFrom
      dueTo: $dueTo
      archived: $archived
      hasCoordinates: $hasCoordinates
      sort: $sort
      sortDirection: $sortDirection
      offset: $offset
      limit: $limit
    ) {
      totalCount
      totalCountCapped
      items {
        id
        serialNumber
        name
        placement
        productName
        categoryName
        customerId
        customer {
          id
          name
          address {
            streetAddress
            zipcode
            city
          }
        }
        address {
          streetAddress
          zipcode
          city
        }
        latitude
        longitude
        lastServiceOn
        nextServiceOn
        serviceStatus
        rentable
        archived
      }
    }
  }
`);

const materialQuery = graphql(`
  query material($id: ID!) {
    material(id: $id) {
      id
      version
      productId
      productName
      productSupplier
      productIntervalMonths
      categoryId
      categoryName
      serialNumber
      name
      placement
      installedOn
      customerId
      customer {
        id
        name
        address {
          streetAddress
          zipcode
          city
        }
      }
      address {
        streetAddress
        zipcode
        city
        latitude
        longitude
      }
      serviceActive
      serviceIntervalMonths
      lastServiceOn
      nextServiceOn
      serviceStatus
      rentable
      archived
    }
  }
`);

const materialsByIdsQuery = graphql(`
  query materialsByIds($ids: [ID!]!) {
    materialsByIds(ids: $ids) {
      id
      serialNumber
      name
      productName
      customerId
      address {
        streetAddress
      }
    }
  }
`);

const materialVisitsQuery = graphql(
  `
    query materialVisits($materialId: ID!, $limit: Int, $offset: Int) {
      visits(filter: { materialId: $materialId }, limit: $limit, offset: $offset) {
        totalCount
        totalCountCapped
        items {
          ...VisitTableRow
        }
      }
    }
  `,
  [visitTableRowFragment],
);

const createMutation = graphql(`
  mutation createMaterial($input: MaterialInput!, $idempotencyKey: String) {
    createMaterial(input: $input, idempotencyKey: $idempotencyKey) {
      id
      version
    }
  }
`);
const updateMutation = graphql(`
  mutation updateMaterial($id: ID!, $version: Int!, $input: MaterialInput!) {
    updateMaterial(id: $id, version: $version, input: $input) {
      id
      version
    }
  }
`);
const archiveMutation = graphql(`
  mutation archiveMaterial($id: ID!) {
    archiveMaterial(id: $id) {
      id
      archived
    }
  }
`);
const unarchiveMutation = graphql(`
  mutation unarchiveMaterial($id: ID!) {
    unarchiveMaterial(id: $id) {
      id
      archived
    }
  }
`);
const deleteMutation = graphql(`
  mutation deleteMaterial($id: ID!) {
    deleteMaterial(id: $id)
  }
`);
const previewImportMutation = graphql(`
  mutation previewMaterialImport($csv: String!) {
    previewMaterialImport(csv: $csv) {
      rowCount
      validCount
      columns {
        header
        field
      }
      errors {
        row
        field
        reason
      }
    }
  }
`);
const importMutation = graphql(`
  mutation importMaterials($csv: String!, $idempotencyKey: String) {
    importMaterials(csv: $csv, idempotencyKey: $idempotencyKey) {
      createdCount
      skippedCount
      errors {
        row
        field
        reason
      }
    }
  }
`);

export type MaterialListItem = ResultOf<typeof materialsQuery>['materials']['items'][number];
export type MaterialDetail = ResultOf<typeof materialQuery>['material'];
export type MaterialInput = VariablesOf<typeof createMutation>['input'];
export type MaterialListVariables = VariablesOf<typeof materialsQuery>;
export type MaterialChoice = ResultOf<typeof materialsByIdsQuery>['materialsByIds'][number];
export type MaterialImportPreview = ResultOf<typeof previewImportMutation>['previewMaterialImport'];
export type MaterialImportResult = ResultOf<typeof importMutation>['importMaterials'];

/** Every material query's key starts so: a save invalidates the list and the record together. */
export const materialsKey = ['materials'] as const;

export const materialsOptions = (variables: MaterialListVariables) =>
  queryOptions({
    queryKey: [...materialsKey, 'list', variables],
    queryFn: async () => (await request(materialsQuery, variables)).materials,
    placeholderData: keepPreviousData,
  });

export const materialOptions = (id: string) =>
  queryOptions({
    queryKey: [...materialsKey, 'detail', id],
    queryFn: async () => (await request(materialQuery, { id })).material,
  });

export const materialsByIdsOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: [...materialsKey, 'byIds', [...ids].sort()],
    queryFn: async () => (ids.length ? (await request(materialsByIdsQuery, { ids: [...ids] })).materialsByIds : []),
  });

/** The visits holding a unit (the visits the viewer may see), newest first. */
export const materialVisitsOptions = (materialId: string, limit: number, offset: number) =>
  queryOptions({
    queryKey: [...materialsKey, 'visits', materialId, limit, offset],
    queryFn: async () => (await request(materialVisitsQuery, { materialId, limit, offset })).visits,
    placeholderData: keepPreviousData,
  });

export async function createMaterial(input: MaterialInput, idempotencyKey: string) {
  return (await request(createMutation, { input, idempotencyKey })).createMaterial;
}
export async function updateMaterial(id: string, version: number, input: MaterialInput) {
  return (await request(updateMutation, { id, version, input })).updateMaterial;
}
export async function setMaterialArchived(id: string, archived: boolean) {
  return archived
    ? (await request(archiveMutation, { id })).archiveMaterial
    : (await request(unarchiveMutation, { id })).unarchiveMaterial;
}
export async function deleteMaterial(id: string): Promise<void> {
  await request(deleteMutation, { id });
}
export async function previewMaterialImport(csv: string) {
  return (await request(previewImportMutation, { csv })).previewMaterialImport;
}
export async function importMaterials(csv: string, idempotencyKey: string) {
  return (await request(importMutation, { csv, idempotencyKey })).importMaterials;
}
