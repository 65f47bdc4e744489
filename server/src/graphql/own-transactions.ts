/**
 * Operations that call a service outside Servio (e-conomic's /self, up to its timeout) and so are not run in the one
 * transaction every other operation runs in: they open short tenant transactions of their own around the call
 * (`tenantTransactions(ctx)`), so no database connection — PGlite has one — waits on the network. Each such operation
 * makes its writes in one of those transactions, after the call, so a failure still writes nothing half.
 */
export const ownTransactionFields: ReadonlySet<string> = new Set([
  'Mutation.saveEconomicTokens',
  'Mutation.testEconomicConnection',
]);
