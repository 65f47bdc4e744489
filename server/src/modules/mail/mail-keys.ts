import { createHmac } from 'node:crypto';

/** The key click links are signed with, derived from the server's signing key (one secret to keep, not two). */
export const mailClickKey = (signingKey: Uint8Array): Uint8Array =>
  createHmac('sha256', signingKey).update('servio mail click links').digest();
