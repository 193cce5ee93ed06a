import { subDays } from 'date-fns/subDays';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { type Checkin, type CheckinInput, DEFAULT_PREFERENCES, type Preferences } from '#shared/contracts/wellness';
import type { CrisisTier } from '#shared/safety/crisis-check';
import type { AppDb } from '#server/platform/db/client';
import { isNotNullViolation } from '#server/platform/errors';
import type { EditCatalog } from '../edits/content';
import { checkWriting } from '../safety/crisis-counts';
import type { SoulprintService } from '../soulprint/service';
import { nervousStateChecks, soulprintEntries, userPreferences } from './schema';
import { BURNOUT_CHECK, WELLNESS, checkinView, checkinsOf, stateCheckView } from './views';
import { firstCheckin } from './replays';
import { soulprintProfiles } from '../soulprint/schema';
import { type PageRequest, readPage } from '#server/platform/paging';
import { createJournalService } from './journal';
import { createPatternService } from './patterns';

/**
 * A member's wellness records: preferences, check-ins and nervous-system checks here; the journal
 * (journal.ts) and the calendar and trends read across them (patterns.ts) in their own modules.
 */
export function createWellnessService(deps: { db: AppDb; soulprint: SoulprintService; edits: EditCatalog }) {
  const { db, soulprint } = deps;
  const journal = createJournalService(db);
  const patterns = createPatternService(deps);

  async function preferences(userId: string): Promise<Preferences> {
    const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    if (!row) return DEFAULT_PREFERENCES;
    return {
      burnout_check_frequency: row.burnoutCheckFrequency as Preferences['burnout_check_frequency'],
      mindful_break_reminders: row.mindfulBreakReminders,
      break_frequency_minutes: row.breakFrequencyMinutes,
      communication_style: row.communicationStyle as Preferences['communication_style'],
      learning_pace: row.learningPace as Preferences['learning_pace'],
      communication_tone: row.communicationTone as Preferences['communication_tone'],
    };
  }

  // Built once and prepared by name: a check-in sends one statement and builds no SQL (decision 130).
  const userIdParam = sql.placeholder('userId');
  const saveCheckinStatement = db
    .insert(soulprintEntries)
    .values({
      userId: userIdParam,
      soulprintProfileId: sql`(select ${soulprintProfiles.id} from ${soulprintProfiles} where ${soulprintProfiles.userId} = ${userIdParam})`,
      category: WELLNESS,
      entryType: BURNOUT_CHECK,
      data: sql`${sql.placeholder('data')}::jsonb || jsonb_build_object('frequency', coalesce((select ${userPreferences.burnoutCheckFrequency} from ${userPreferences} where ${userPreferences.userId} = ${userIdParam}), ${DEFAULT_PREFERENCES.burnout_check_frequency}::text))`,
      clientId: sql`${sql.placeholder('clientId')}::uuid`,
    })
    .onConflictDoNothing()
    .returning()
    .prepare('save_checkin');

  return {
    preferences,

    async savePreferences(userId: string, prefs: Preferences): Promise<Preferences> {
      const values = {
        burnoutCheckFrequency: prefs.burnout_check_frequency,
        mindfulBreakReminders: prefs.mindful_break_reminders,
        breakFrequencyMinutes: prefs.break_frequency_minutes,
        communicationStyle: prefs.communication_style,
        learningPace: prefs.learning_pace,
        communicationTone: prefs.communication_tone,
      };
      await db
        .insert(userPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: sql`now()` } });
      return preferences(userId);
    },

    /**
     * Spec 7: the entry keeps ratings, timestamp and frequency. One statement (decision 130): the
     * profile id and the member's check-in frequency are read inside the insert. The profile is
     * made at sign-up; an account without one (made before that, or by another path) gets it here
     * on not-found, once, and the insert runs again. With a client id (issue 25) a replay answers
     * the first save and counts nothing again.
     */
    async saveCheckin(userId: string, input: CheckinInput): Promise<{ checkin: Checkin; crisis: boolean; crisisTier: CrisisTier }> {
      const { client_id: clientId, notes, ...ratings } = input;
      const replay = clientId ? await firstCheckin(db, userId, clientId) : undefined;
      if (replay) return replay;
      const data = { ...ratings, ...(notes?.trim() ? { notes } : {}), timestamp: new Date().toISOString() };
      const insert = () => saveCheckinStatement.execute({ userId, data: JSON.stringify(data), clientId: clientId ?? null });
      const [row] = await insert().catch(async (err: unknown) => {
        if (!isNotNullViolation(err)) throw err;
        await soulprint.ensureProfile(userId);
        return insert();
      });
      // Two replays racing: the other one stored it first.
      if (!row) return (await firstCheckin(db, userId, clientId!))!;
      const crisisTier = await checkWriting(db, 'checkin', input.notes);
      return { checkin: checkinView(row), crisis: crisisTier > 0, crisisTier };
    },

    /** Spec 7: the latest burnout check's created_at. */
    async latestCheckin(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ createdAt: soulprintEntries.createdAt })
        .from(soulprintEntries)
        .where(checkinsOf(userId))
        .orderBy(desc(soulprintEntries.createdAt))
        .limit(1);
      return row?.createdAt.toISOString() ?? null;
    },

    /** The check-ins of the last `days`, newest first, a page at a time (decision 156). */
    async checkins(userId: string, days: number, request: PageRequest) {
      const since = subDays(new Date(), days);
      const page = await readPage(db, soulprintEntries, and(checkinsOf(userId), gte(soulprintEntries.createdAt, since)), request);
      return { checkins: page.rows.map(checkinView), nextCursor: page.nextCursor };
    },

    ...journal,
    ...patterns,

    /** Starter kit: the member has saved a check-in / chosen their reminder settings. */
    async hasCheckedIn(userId: string): Promise<boolean> {
      return (await this.latestCheckin(userId)) !== null;
    },
    async hasSetReminders(userId: string): Promise<boolean> {
      const [row] = await db.select({ userId: userPreferences.userId }).from(userPreferences).where(eq(userPreferences.userId, userId));
      return Boolean(row);
    },

    async saveStateCheck(userId: string, state: string) {
      const [row] = await db.insert(nervousStateChecks).values({ userId, state }).returning();
      return stateCheckView(row!);
    },

    /** The member's nervous-system checks, newest first, a page at a time (decision 156). */
    async stateChecks(userId: string, request: PageRequest) {
      const page = await readPage(db, nervousStateChecks, eq(nervousStateChecks.userId, userId), request);
      return {
        checks: page.rows.map(stateCheckView),
        nextCursor: page.nextCursor,
      };
    },
  };
}

export type WellnessService = ReturnType<typeof createWellnessService>;
