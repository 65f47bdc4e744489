import { createHash, randomBytes } from 'node:crypto';

/**
 * A feed's secret: 32 random bytes (256 bits) as base64url, so it fits a URL path. Only its SHA-256 is stored; a
 * fast hash is enough for a secret this long (nobody can guess through 2^256 tokens, unlike a password).
 */
export const newFeedToken = () => randomBytes(32).toString('base64url');

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as newFeedToken makes it: 43 characters of base64url. Anything else is not looked up at all. */
export const isFeedTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The feed's path; the page adds its origin (the server does not know the address people reach it by). */
export const feedPath = (token: string) => `/calendar/${token}.ics`;
