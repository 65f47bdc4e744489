import type { Actor } from '../../core/scope.ts';

/** Prices are for the office: employees see them with showPricesForTechnician; suppliers and customers never. */
export function seesPrices(actor: Actor): boolean {
  if (actor.role === 'administrator') return true;
  return actor.role === 'employee' && actor.permissions.showPricesForTechnician;
}

/** A price as the actor may read it: null for whoever does not see prices. */
export function visitPrice(actor: Actor, value: number | null): number | null {
  return seesPrices(actor) ? value : null;
}
