import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { visitTableRowFragment } from '../../shared/visit-table-row.ts';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

const customersQuery = graphql(`
  query customers(
    $search: String
    $sort: CustomerSort
    $sortDirection: SortDirection
    $offset: Int
    $limit: Int
    $useCompany: Boolean
    $topLevelOnly: Boolean
  ) {
    customers(
      search: $search
      sort: $sort
      sortDirection: $sortDirection
      offset: $offset
      limit: $limit
      useCompany: $useCompany
      topLevelOnly: $topLevelOnly
    ) {
      totalCount
      totalCountCapped
      items {
        id
        name
        firstName
        lastName
        email
        altEmail
        phoneNumber
        companyName
        companyCVR
        ean
        useCompany
        createdAt
        address {
          streetAddress
          zipcode
          city
        }
      }
    }
  }
`);

const customerQuery = graphql(`
  query customer($id: ID!) {
    customer(id: $id) {
      id
      version
      name
      firstName
      lastName
      email
      altEmail
      phoneNumber
      ean
      companyName
      companyCVR
      allowedToLogin
      sendInvoiceToMe
      sendReportToMe
      showPricesInReport
      useChildCustomer
      useCompany
      useInvoice
      notes
      parentCustomerId
      hasLogin
      createdAt
      updatedAt
      address {
        streetAddress
        zipcode
        city
        latitude
        longitude
      }
      parent {
        id
        name
      }
      children {
        id
        name
        address {
          streetAddress
          zipcode
          city
        }
      }
    }
  }
`);

const customerVisitsQuery = graphql(
  `
    query customerVisits($id: ID!, $limit: Int, $offset: Int) {
      customer(id: $id) {
        id
        visits(limit: $limit, offset: $offset) {
          totalCount
          totalCountCapped
          items {
            ...VisitTableRow
          }
        }
      }
    }
  `,
  [visitTableRowFragment],
);

const createCustomerMutation = graphql(`
  mutation createCustomer($input: CustomerInput!, $idempotencyKey: String) {
    createCustomer(input: $input, idempotencyKey: $idempotencyKey) {
      id
      version
      name
    }
  }
`);

const updateCustomerMutation = graphql(`
  mutation updateCustomer($id: ID!, $version: Int!, $input: CustomerInput!) {
    updateCustomer(id: $id, version: $version, input: $input) {
      id
      version
      name
    }
  }
`);

const deleteCustomerMutation = graphql(`
  mutation deleteCustomer($id: ID!) {
    deleteCustomer(id: $id)
  }
`);

const inviteCustomerMutation = graphql(`
  mutation inviteCustomer($id: ID!) {
    inviteCustomer(id: $id) {
      link
      expiresAt
    }
  }
`);

const customersCsvQuery = graphql(`
  query customersCsv(
    $search: String
    $sort: CustomerSort
    $sortDirection: SortDirection
    $useCompany: Boolean
    $topLevelOnly: Boolean
  ) {
    customersCsv(
      search: $search
      sort: $sort
      sortDirection: $sortDirection
      useCompany: $useCompany
      topLevelOnly: $topLevelOnly
    )
  }
`);

const parentCandidatesQuery = graphql(`
  query parentCandidates($search: String) {
    customers(search: $search, topLevelOnly: true, limit: 20) {
      items {
        id
        name
        address {
          city
        }
      }
    }
  }
`);

export type CustomerListVariables = VariablesOf<typeof customersQuery>;
export type CustomerListItem = ResultOf<typeof customersQuery>['customers']['items'][number];
export type CustomerDetail = ResultOf<typeof customerQuery>['customer'];
export type CustomerInput = VariablesOf<typeof createCustomerMutation>['input'];

export const customersKey = ['customers'] as const;

export const customersOptions = (variables: CustomerListVariables) =>
  queryOptions({
    queryKey: [...customersKey, 'list', variables],
    queryFn: async () => (await request(customersQuery, variables)).customers,
    placeholderData: keepPreviousData,
  });

export const customerOptions = (id: string) =>
  queryOptions({
    queryKey: [...customersKey, 'detail', id],
    queryFn: async () => (await request(customerQuery, { id })).customer,
  });

export const customerVisitsOptions = (id: string, limit: number, offset: number) =>
  queryOptions({
    queryKey: [...customersKey, 'visits', id, limit, offset],
    queryFn: async () => (await request(customerVisitsQuery, { id, limit, offset })).customer.visits,
    placeholderData: keepPreviousData,
  });

export const parentCandidatesOptions = (search: string) =>
  queryOptions({
    queryKey: [...customersKey, 'parents', search],
    queryFn: async () => (await request(parentCandidatesQuery, { search: search || null })).customers.items,
    placeholderData: keepPreviousData,
  });

export async function createCustomer(input: CustomerInput, idempotencyKey: string) {
  return (await request(createCustomerMutation, { input, idempotencyKey })).createCustomer;
}

export async function updateCustomer(id: string, version: number, input: CustomerInput) {
  return (await request(updateCustomerMutation, { id, version, input })).updateCustomer;
}

export async function deleteCustomer(id: string): Promise<void> {
  await request(deleteCustomerMutation, { id });
}

export async function inviteCustomer(id: string) {
  return (await request(inviteCustomerMutation, { id })).inviteCustomer;
}

export async function customersCsv(variables: VariablesOf<typeof customersCsvQuery>): Promise<string> {
  return (await request(customersCsvQuery, variables)).customersCsv;
}
