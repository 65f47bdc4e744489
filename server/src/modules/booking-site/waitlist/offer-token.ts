import { createHash, randomBytes } from 'node:crypto';

/** A new claim token: in the mail only; the database keeps its hash (waitlist_offers.token_hash). */
export const newOfferToken = () => randomBytes(24).toString('base64url');

export const hashOfferToken = (token: string) => createHash('sha256').update(token).digest('base64url');
