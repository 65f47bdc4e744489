// Kept only for modules/visits, which still imports the rule from here: it belongs in `./index.ts`.
export { assignableStaff } from './assignable-staff.ts';
