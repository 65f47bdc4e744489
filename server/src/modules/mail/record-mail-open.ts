import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailMessages } from '../../db/tables/index.ts';
import { isTrackingTokenShape } from './mail-tracking.ts';

/*
 * The tracking routes know only the token in the URL, not the company: they run on the owner connection, as the
 * calendar feed does, and touch nothing but the one row whose random token matches.
 */

/** The open-tracking image was loaded: seen, the first time only. */
export async function recordMailOpen(ownerDb: Db, token: string): Promise<void> {
  if (!isTrackingTokenShape(token)) return;
  await ownerDb
    .update(mailMessages)
    .set({ seenAt: new Date() })
    .where(and(eq(mailMessages.trackingToken, token), isNull(mailMessages.seenAt)));
}

/** A link was followed: clicked the first time (and seen, since the mail was read); false for an unknown token. */
export async function recordMailClick(ownerDb: Db, token: string): Promise<boolean> {
  if (!isTrackingTokenShape(token)) return false;
  const [row] = await ownerDb
    .select({ id: mailMessages.id, seenAt: mailMessages.seenAt, clickedAt: mailMessages.clickedAt })
    .from(mailMessages)
    .where(eq(mailMessages.trackingToken, token));
  if (!row) return false;
  if (!row.clickedAt || !row.seenAt) {
    const now = new Date();
    await ownerDb
      .update(mailMessages)
      .set({ clickedAt: row.clickedAt ?? now, seenAt: row.seenAt ?? now })
      .where(eq(mailMessages.trackingToken, token));
  }
  return true;
}
