/**
 * The companies module's public entry: the superadmin's work across companies (owner connection). The GraphQL
 * side is `companies.schema.ts`, which turns a switch into a new session cookie.
 */
export { listCompanies, type CompanySummary } from './list-companies.ts';
export { exitCompanySwitch, switchCompany, type CompanySwitch } from './switch-company.ts';
