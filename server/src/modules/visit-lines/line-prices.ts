import { badInput } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { seesPrices } from '../visits/index.ts';

/**
 * Whoever does not see prices (employees without showPricesForTechnician, suppliers) sets no price and no discount:
 * the item's price is used. Any value would change a price they cannot see, so even an equal one is refused.
 */
export function refuseHiddenLinePrices(
  scope: TenantScope,
  data: { unitPrice?: number | null; discountBp?: number | null },
): void {
  if (seesPrices(scope.actor)) return;
  if (data.unitPrice != null) throw badInput('input.unitPrice', 'visit.priceNotAllowed');
  if (data.discountBp != null) throw badInput('input.discountBp', 'visit.priceNotAllowed');
}
