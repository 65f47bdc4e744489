import type { Actor } from '../../core/scope.ts';

/** Prices are for the office: employees see them with showPricesForTechnician; suppliers and customers never. */
export function visitPrice(actor: Actor, value: number | null): number | null {
  if (actor.role === 'administrator') return value;
  if (actor.role === 'employee' && actor.permissions.showPricesForTechnician) return value;
  return null;
}
