// The rentals feature's public entry: the materials feature puts a unit's rentals (calendar and list) in a tab.
export { MaterialRentals } from './material-rentals.tsx';
export { RentalsPage } from './rentals-page.tsx';
export { validateRentalsSearch, type RentalsSearch } from './rentals-search.ts';
