/**
 * The economy module (issue #17): the economy page's figures for a period, as SQL aggregates, and their CSV.
 * The GraphQL side is `economy.schema.ts`.
 */
export { economySummary, type EconomySummary } from './economy-summary.ts';
export { exportEconomyCsv } from './export-economy-csv.ts';
export { maxEconomyDays } from './economy-period.ts';
