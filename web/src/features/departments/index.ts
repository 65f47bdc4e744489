// The departments feature's public entry: what other features may use.
export { departmentsOptions } from './departments-api.ts';
