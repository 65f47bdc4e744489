/**
 * The rentals module's public entry (issue #18, docs/decisions/0033-equipment.md): rentals of the company's rentable
 * units, the overlap check of a period (one range query on rentals_period_idx, classified by the domain's
 * rentalOverlap) and the list. The GraphQL side is `rentals.schema.ts`.
 */
export type { RentalRow } from '../../db/tables/index.ts';
export type { RentalRecord } from './rental-record.ts';
export type { RentalMaterialSummary } from './rental-material.ts';
export { findRental } from './find-rental.ts';
export { listRentals, type RentalListArgs } from './list-rentals.ts';
export { listRentableMaterials, type RentableMaterial } from './list-rentable-materials.ts';
export { rentalOverlapStatus, type RentalOverlapStatus } from './rental-overlap-status.ts';
export { createRental } from './create-rental.ts';
export { updateRental } from './update-rental.ts';
export { deleteRental } from './delete-rental.ts';
export { neighbourPeriods, neighbourStatement, periodState } from './rental-neighbours.ts';
export { rentalSettings, assertRentalsOn, type RentalSettings } from './rental-settings.ts';
