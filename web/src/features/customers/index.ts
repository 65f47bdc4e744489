// The customers feature's public entry: what other features may use. Only small modules: a page importing this entry
// loads every module it leads to.
export { canCreateCustomer } from './customer-access.ts';
