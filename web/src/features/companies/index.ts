// The companies feature's public entry: what other features may use.
export { companiesOptions } from './companies-api.ts';
export { CompaniesTabs } from './companies-tabs.tsx';
