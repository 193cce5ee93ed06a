import { and, eq } from 'drizzle-orm';
import type { Checkin } from '#shared/contracts/wellness';
import type { JournalEntry } from '#shared/contracts/journal';
import { journalEntries, nervousStateChecks, soulprintEntries } from './schema';

export const WELLNESS = 'wellness';
export const BURNOUT_CHECK = 'burnout_check';

/** A member's burnout checks among their soulprint entries. */
export const checkinsOf = (userId: string) =>
  and(eq(soulprintEntries.userId, userId), eq(soulprintEntries.category, WELLNESS), eq(soulprintEntries.entryType, BURNOUT_CHECK));

export const checkinView = (row: typeof soulprintEntries.$inferSelect): Checkin => ({
  ...row.data,
  id: row.id,
  created_at: row.createdAt.toISOString(),
});
export const journalView = (row: typeof journalEntries.$inferSelect): JournalEntry => ({
  id: row.id,
  title: row.title,
  body: row.body,
  mood: row.mood,
  tags: row.tags,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A nervous-system check as the API answers it (the contract has one state, "settled"). */
export const stateCheckView = (row: typeof nervousStateChecks.$inferSelect) => ({
  id: row.id,
  state: row.state as 'settled',
  created_at: row.createdAt.toISOString(),
});
