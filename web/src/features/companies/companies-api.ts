import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

const companiesQuery = graphql(`
  query companies {
    companies {
      id
      name
      cvr
      city
      userCount
    }
  }
`);

const switchCompanyMutation = graphql(`
  mutation switchCompany($companyId: ID!) {
    switchCompany(companyId: $companyId) {
      id
      role
      isPreviousAdmin
    }
  }
`);

const exitCompanySwitchMutation = graphql(`
  mutation exitCompanySwitch {
    exitCompanySwitch {
      id
      role
      isPreviousAdmin
    }
  }
`);

export type CompanySummary = ResultOf<typeof companiesQuery>['companies'][number];

export const companiesOptions = queryOptions({
  queryKey: ['companies'],
  queryFn: async () => (await request(companiesQuery)).companies,
});

/** The server re-issues the session cookie as the company's administrator. */
export async function switchCompany(companyId: string): Promise<void> {
  await request(switchCompanyMutation, { companyId });
}

/** The server re-issues the superadmin's own session cookie. */
export async function exitCompanySwitch(): Promise<void> {
  await request(exitCompanySwitchMutation);
}
