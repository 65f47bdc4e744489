/**
 * The customers module's public entry: what other modules, job workers and scripts may use. Every operation
 * takes an explicit scope and plain input and throws DomainErrors. The GraphQL side is `customers.schema.ts`.
 */
export type { CustomerRow } from '../../db/tables/index.ts';
export { customerListConditions, customerListOrder, type CustomerListArgs } from './customer-list-query.ts';
export { listCustomers } from './list-customers.ts';
export { findChildrenOfCustomers, findCustomer, findCustomersByIds, findCustomersWithLogin } from './find-customers.ts';
export { createCustomer } from './create-customer.ts';
export { updateCustomer } from './update-customer.ts';
export { deleteCustomer } from './delete-customer.ts';
export { previewCustomerImport, type ImportColumn, type ImportPreview } from './preview-customer-import.ts';
export { importCustomers, type ImportResult } from './import-customers.ts';
export { exportCustomersCsv, maxExportRows } from './export-customers-csv.ts';
export { assertCustomerEmailFree } from './customer-email.ts';
export { customerSettings } from './customer-settings.ts';
export { inCustomerFamily } from './customer-family.ts';
export { myCustomers, type MyCustomer } from './my-customers.ts';
