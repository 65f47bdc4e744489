import { demoCompanyId } from '../src/db/seed/demo.ts';

/**
 * One sample call per operation of the schema, for the generated access test. `variables` should make
 * the call succeed for a role the access table allows. Operations on one record also give
 * `foreignVariables`: the same call aimed at a record of Demo Service ApS, which an administrator of
 * Anden Firma ApS must get NOT_FOUND for (never FORBIDDEN: another company's records do not exist to them).
 */
export interface AccessCase {
  operation: string;
  document: string;
  variables?: Record<string, unknown>;
  foreignVariables?: Record<string, unknown>;
}

export const accessCases: AccessCase[] = [
  { operation: 'Query.me', document: 'query { me { id } }' },
  { operation: 'Query.company', document: 'query { company { id } }' },
  { operation: 'Query.customTags', document: 'query ($type: String) { customTags(type: $type) { id } }', variables: { type: 'visit' } },
  { operation: 'Query.navigationCounts', document: 'query { navigationCounts { dueVisits } }' },
  { operation: 'Query.overview', document: 'query { overview { todayVisitCount } }' },
  { operation: 'Query.companies', document: 'query { companies { id } }' },
  { operation: 'Mutation.updateMe', document: 'mutation { updateMe(prefLang: "da") { id } }' },
  {
    operation: 'Mutation.changePassword',
    // A wrong current password: allowed roles get BAD_USER_INPUT, which proves the call got past access.
    document: 'mutation { changePassword(currentPassword: "not-the-password", newPassword: "a-long-new-password") }',
  },
  {
    operation: 'Mutation.updateCompanySettings',
    document: 'mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { id } }',
    // A stale version: allowed roles get CONFLICT and nothing changes.
    variables: { input: { version: 999_999, paymentDelayDays: 10 } },
  },
  {
    operation: 'Mutation.switchCompany',
    document: 'mutation ($id: ID!) { switchCompany(companyId: $id) { id } }',
    variables: { id: demoCompanyId },
  },
  { operation: 'Mutation.exitCompanySwitch', document: 'mutation { exitCompanySwitch { id } }' },
];
