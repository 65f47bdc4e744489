import { queryOptions } from '@tanstack/react-query';
import { graphql, request } from './graphql.ts';

// getMeAndSettings has a fixed field list (contract.md) without the name, so the shell and the overview ask for it here.
const companyNameQuery = graphql(`
  query shellCompanyName {
    company {
      id
      name
    }
  }
`);

export const companyNameOptions = queryOptions({
  queryKey: ['shellCompanyName'],
  queryFn: async () => (await request(companyNameQuery)).company,
  staleTime: 60_000,
});
