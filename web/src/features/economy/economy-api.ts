import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

const economyQuery = graphql(`
  query economy($from: String!, $to: String!) {
    economy(from: $from, to: $to) {
      from
      to
      months {
        month
        invoiced
        paid
      }
      invoiced
      paid
      outstanding {
        count
        total
      }
      overdue {
        count
        total
      }
      unbilled {
        count
        amount
      }
      materialCost
      wages
      margin
      customers {
        customerId
        name
        invoiced
      }
      employees {
        employeeId
        name
        minutes
        wages
      }
      departments {
        departmentId
        name
        invoiced
        materialCost
        wages
        margin
      }
    }
  }
`);

const economyCsvQuery = graphql(`
  query economyCsv($from: String!, $to: String!) {
    economyCsv(from: $from, to: $to)
  }
`);

export type EconomySummary = ResultOf<typeof economyQuery>['economy'];

export const economyOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ['economy', from, to],
    queryFn: async () => (await request(economyQuery, { from, to })).economy,
    placeholderData: keepPreviousData,
  });

export const economyCsv = async (from: string, to: string) => (await request(economyCsvQuery, { from, to })).economyCsv;
