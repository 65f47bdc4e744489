import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request } from '../../lib/graphql.ts';

const searchCustomersQuery = graphql(`
  query searchCustomers($search: String!) {
    customers(search: $search, limit: 5) {
      totalCount
      totalCountCapped
      items {
        id
        name
        email
        address {
          city
        }
      }
    }
  }
`);
const searchEmployeesQuery = graphql(`
  query searchEmployees($search: String!) {
    employees(search: $search, limit: 5) {
      totalCount
      items {
        id
        name
        email
        role
      }
    }
  }
`);

const searchVisitsQuery = graphql(`
  query searchVisits($search: String!) {
    visits(filter: { search: $search }, limit: 5) {
      totalCount
      totalCountCapped
      items {
        id
        caseNumber
        start
        status
        description
        customer {
          name
        }
      }
    }
  }
`);

// A customer's login searches her own visits (by case number, description, address); the visits list is staff's.
const searchMyVisitsQuery = graphql(`
  query searchMyVisits($search: String!) {
    myVisits(search: $search, limit: 5) {
      totalCount
      items {
        id
        caseNumber
        start
        status
        description
      }
    }
  }
`);

export const searchMyVisitsOptions = (search: string) =>
  queryOptions({
    queryKey: ['globalSearch', 'myVisits', search],
    queryFn: async () => (await request(searchMyVisitsQuery, { search })).myVisits,
    placeholderData: keepPreviousData,
  });

export const searchVisitsOptions = (search: string) =>
  queryOptions({
    queryKey: ['globalSearch', 'visits', search],
    queryFn: async () => (await request(searchVisitsQuery, { search })).visits,
    placeholderData: keepPreviousData,
  });

export const searchCustomersOptions = (search: string) =>
  queryOptions({
    queryKey: ['globalSearch', 'customers', search],
    queryFn: async () => (await request(searchCustomersQuery, { search })).customers,
    placeholderData: keepPreviousData,
  });

export const searchEmployeesOptions = (search: string) =>
  queryOptions({
    queryKey: ['globalSearch', 'employees', search],
    queryFn: async () => (await request(searchEmployeesQuery, { search })).employees,
    placeholderData: keepPreviousData,
  });
