import type { VisitPatch } from '@servio/domain';
import { badInput } from '../../../core/errors.ts';
import type { Actor } from '../../../core/scope.ts';
import type { VisitRow } from '../visit-rows.ts';
import { seesPrices } from '../visit-price.ts';

const priceFields = ['price', 'totalPrice'] as const;

/**
 * Writing a price needs the right to see it. Whoever reads prices as null may send null only where the price is
 * null already: any value would change a price they cannot see (and, accepted or refused, tell them what it is).
 */
export function refuseHiddenPrices(
  actor: Actor,
  data: Pick<VisitPatch, (typeof priceFields)[number]>,
  current: Pick<VisitRow, (typeof priceFields)[number]> | null,
): void {
  if (seesPrices(actor)) return;
  for (const field of priceFields) {
    const value = data[field];
    if (value === undefined) continue;
    if (value !== null || (current?.[field] ?? null) !== null)
      throw badInput(`input.${field}`, 'visit.priceNotAllowed');
  }
}
