import { eq } from 'drizzle-orm';
import type { Actor } from '#shared/access/policy';
import type { AppDb } from '#server/platform/db/client';
import { privacySettings } from './schema';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Support access (issue 16): a member may let staff who view the app as them read their journal
 * text, reflections and notes, for a limited time, from their privacy settings. Without it, those
 * stay hidden during impersonation.
 */
export function createSupportAccess(db: AppDb) {
  const service = {
    /** Until when support access runs, or null when it is not given (or has run out). */
    async until(userId: string, now = new Date()): Promise<Date | null> {
      const [row] = await db
        .select({ until: privacySettings.supportAccessUntil })
        .from(privacySettings)
        .where(eq(privacySettings.userId, userId));
      return row?.until && row.until > now ? row.until : null;
    },

    /** Gives support access for `hours` from now; 0 withdraws it. */
    async grant(userId: string, hours: number, now = new Date()): Promise<Date | null> {
      const until = hours > 0 ? new Date(now.getTime() + hours * HOUR_MS) : null;
      await db
        .insert(privacySettings)
        .values({ userId, supportAccessUntil: until, updatedAt: now })
        .onConflictDoUpdate({ target: privacySettings.userId, set: { supportAccessUntil: until, updatedAt: now } });
      return until;
    },

    /** Whether the caller is staff viewing as a member who has not given support access. */
    async privateTextHidden(actor: Actor, now = new Date()): Promise<boolean> {
      if (actor.kind !== 'user' || !actor.impersonatedBy) return false;
      return (await service.until(actor.userId, now)) === null;
    },
  };
  return service;
}

export type SupportAccess = ReturnType<typeof createSupportAccess>;
