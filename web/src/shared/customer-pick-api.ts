import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../lib/graphql.ts';

// A customer chosen by search (the visit form, the visits filter, the invoices' ready tab): its own small
// documents, so a page that picks a customer does not load the visits' queries.

const customerPickQuery = graphql(`
  query visitCustomerPick($search: String) {
    customers(search: $search, limit: 10) {
      items {
        id
        name
        address {
          streetAddress
          zipcode
          city
          latitude
          longitude
        }
      }
    }
  }
`);

const customerAddressQuery = graphql(`
  query visitCustomerAddress($id: ID!) {
    customer(id: $id) {
      id
      name
      address {
        streetAddress
        zipcode
        city
        latitude
        longitude
      }
    }
  }
`);

export type CustomerPick = ResultOf<typeof customerPickQuery>['customers']['items'][number];

export const customerPickOptions = (search: string) =>
  queryOptions({
    queryKey: ['customers', 'visitPick', search],
    queryFn: async () => (await request(customerPickQuery, { search: search || null })).customers.items,
    placeholderData: keepPreviousData,
  });

export const customerAddressOptions = (id: string) =>
  queryOptions({
    queryKey: ['customers', 'visitAddress', id],
    queryFn: async () => (await request(customerAddressQuery, { id })).customer,
  });
