import { and, eq } from 'drizzle-orm';
import { crisisTierOf } from '#shared/safety/crisis-check';
import type { AppDb } from '#server/platform/db/client';
import { journalEntries, soulprintEntries } from './schema';
import { checkinView, checkinsOf, journalView } from './views';

/*
 * Issue 25: a save made offline carries the device's id and may arrive twice (a retry after a lost
 * answer). The replay answers what the first save answered, and counts no crisis card again.
 */

/** The check-in a device already sent under this id, answered as it was the first time. */
export async function firstCheckin(db: AppDb, userId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(soulprintEntries)
    .where(and(checkinsOf(userId), eq(soulprintEntries.clientId, clientId)));
  if (!row) return undefined;
  const crisisTier = crisisTierOf(row.data.notes);
  return { checkin: checkinView(row), crisis: crisisTier > 0, crisisTier };
}

/** The journal entry a device already sent under this id, answered as it was the first time. */
export async function firstJournal(db: AppDb, userId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.clientId, clientId)));
  if (!row) return undefined;
  const crisisTier = crisisTierOf(row.title, row.body);
  return { entry: journalView(row), crisis: crisisTier > 0, crisisTier };
}
