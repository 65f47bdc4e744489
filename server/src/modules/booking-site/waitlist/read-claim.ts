import type { WaitlistOfferState } from '../../../db/tables/index.ts';
import { and, eq } from 'drizzle-orm';
import type { CompanyScope } from '../../../core/scope.ts';
import { equipmentProducts, waitlistOffers } from '../../../db/tables/index.ts';
import { BookingSiteError } from '../booking-site-error.ts';
import { hashOfferToken } from './offer-token.ts';
import { sameCompany } from '../../../db/sql.ts';

export interface ClaimView {
  serviceName: string;
  start: string;
  end: string;
  state: WaitlistOfferState;
}

/**
 * GET /book/api/claims/:token: what the claim page shows of an offer: its service, its time and whether it can still
 * be claimed. Nothing of the entry or of who else was offered it. An offer whose time has begun reads as gone; an
 * unknown token is 404 unknown_offer.
 */
export async function readClaim(scope: CompanyScope, token: string, now = new Date()): Promise<ClaimView> {
  const [row] = await scope.db
    .select({
      serviceName: equipmentProducts.name,
      start: waitlistOffers.startsAt,
      end: waitlistOffers.endsAt,
      state: waitlistOffers.state,
    })
    .from(waitlistOffers)
    .leftJoin(
      equipmentProducts,
      sameCompany(equipmentProducts, waitlistOffers, eq(equipmentProducts.id, waitlistOffers.productId)),
    )
    .where(and(eq(waitlistOffers.companyId, scope.companyId), eq(waitlistOffers.tokenHash, hashOfferToken(token))));
  if (!row) throw new BookingSiteError(404, 'unknown_offer');
  const state = row.state === 'offered' && (row.start <= now || !row.serviceName) ? 'gone' : row.state;
  return { serviceName: row.serviceName ?? '', start: row.start.toISOString(), end: row.end.toISOString(), state };
}
