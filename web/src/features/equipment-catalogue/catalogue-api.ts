import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

const categoriesQuery = graphql(`
  query equipmentCategories {
    equipmentCategories {
      id
      version
      name
      productCount
    }
  }
`);

const productsQuery = graphql(`
  query equipmentProducts($search: String, $categoryId: ID, $offset: Int, $limit: Int) {
    equipmentProducts(search: $search, categoryId: $categoryId, offset: $offset, limit: $limit) {
      totalCount
      items {
        id
        version
        name
        supplier
        serviceIntervalMonths
        column1
        column2
        column3
        bookable
        bookingMinutes
        bookingPrice
        bookingDescription
        materialCount
        category {
          id
          name
        }
      }
    }
  }
`);

const createCategoryMutation = graphql(`
  mutation createEquipmentCategory($input: EquipmentCategoryInput!, $idempotencyKey: String) {
    createEquipmentCategory(input: $input, idempotencyKey: $idempotencyKey) {
      id
      name
    }
  }
`);
const updateCategoryMutation = graphql(`
  mutation updateEquipmentCategory($id: ID!, $version: Int!, $input: EquipmentCategoryInput!) {
    updateEquipmentCategory(id: $id, version: $version, input: $input) {
      id
      version
      name
    }
  }
`);
const deleteCategoryMutation = graphql(`
  mutation deleteEquipmentCategory($id: ID!) {
    deleteEquipmentCategory(id: $id)
  }
`);
const createProductMutation = graphql(`
  mutation createEquipmentProduct($input: EquipmentProductInput!, $idempotencyKey: String) {
    createEquipmentProduct(input: $input, idempotencyKey: $idempotencyKey) {
      id
      name
    }
  }
`);
const updateProductMutation = graphql(`
  mutation updateEquipmentProduct($id: ID!, $version: Int!, $input: EquipmentProductInput!) {
    updateEquipmentProduct(id: $id, version: $version, input: $input) {
      id
      version
      name
    }
  }
`);
const deleteProductMutation = graphql(`
  mutation deleteEquipmentProduct($id: ID!) {
    deleteEquipmentProduct(id: $id)
  }
`);

export type EquipmentCategory = ResultOf<typeof categoriesQuery>['equipmentCategories'][number];
export type EquipmentProduct = ResultOf<typeof productsQuery>['equipmentProducts']['items'][number];
export type EquipmentProductListVariables = VariablesOf<typeof productsQuery>;
export type EquipmentCategoryInput = VariablesOf<typeof createCategoryMutation>['input'];
export type EquipmentProductInput = VariablesOf<typeof createProductMutation>['input'];

/** Every catalogue query's key starts so: a product's save changes its category's count, so both refresh together. */
export const equipmentCatalogueKey = ['equipmentCatalogue'] as const;

export const equipmentCategoriesOptions = queryOptions({
  queryKey: [...equipmentCatalogueKey, 'categories'],
  queryFn: async () => (await request(categoriesQuery)).equipmentCategories,
});

export const equipmentProductsOptions = (variables: EquipmentProductListVariables) =>
  queryOptions({
    queryKey: [...equipmentCatalogueKey, 'products', variables],
    queryFn: async () => (await request(productsQuery, variables)).equipmentProducts,
    placeholderData: keepPreviousData,
  });

export async function createEquipmentCategory(input: EquipmentCategoryInput, idempotencyKey: string) {
  return (await request(createCategoryMutation, { input, idempotencyKey })).createEquipmentCategory;
}
export async function updateEquipmentCategory(id: string, version: number, input: EquipmentCategoryInput) {
  return (await request(updateCategoryMutation, { id, version, input })).updateEquipmentCategory;
}
export async function deleteEquipmentCategory(id: string): Promise<void> {
  await request(deleteCategoryMutation, { id });
}
export async function createEquipmentProduct(input: EquipmentProductInput, idempotencyKey: string) {
  return (await request(createProductMutation, { input, idempotencyKey })).createEquipmentProduct;
}
export async function updateEquipmentProduct(id: string, version: number, input: EquipmentProductInput) {
  return (await request(updateProductMutation, { id, version, input })).updateEquipmentProduct;
}
export async function deleteEquipmentProduct(id: string): Promise<void> {
  await request(deleteProductMutation, { id });
}
