import { subDays } from 'date-fns/subDays';
import { and, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import {
  CHECKIN_LABELS,
  type CalendarResponse,
  type Checkin,
  type CheckinInput,
  DEFAULT_PREFERENCES,
  MONTHLY_REFLECTION_TAG,
  type JournalEditInput,
  type JournalEditResponse,
  type JournalInput,
  type Preferences,
  type TrendsResponse,
} from '#shared/contracts/wellness';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { type DayPoint, MIN_DAYS_EACH_SIDE, correlation, correlationWords, factorEffect } from '#shared/wellness/insights';
import { CHECKIN_MEASURES, type CheckinMeasure } from '#shared/wellness/rules';
import { conflictCopyTitle, resolveJournalEdit } from '#shared/wellness/journal-conflict';
import type { AppDb } from '#server/platform/db/client';
import { HttpError, isNotNullViolation } from '#server/platform/errors';
import type { EditCatalog } from '../edits/content';
import { checkWriting } from '../safety/crisis-counts';
import { completionsBetween } from '../edits/progress';
import type { SoulprintService } from '../soulprint/service';
import { journalEntries, nervousStateChecks, soulprintEntries, userPreferences } from './schema';
import { BURNOUT_CHECK, WELLNESS, checkinView, checkinsOf, journalView } from './views';
import { firstCheckin, firstJournal } from './replays';
import { soulprintProfiles } from '../soulprint/schema';
import { containsPattern } from '#server/platform/db/like';
import { type PageRequest, afterCursor, cursorAt, newestFirst, toPage } from '#server/platform/paging';

type JournalWords = Pick<JournalInput, 'title' | 'body' | 'mood' | 'tags'>;

/** Whether an entry already holds an edit's words (a replay of that edit). */
const sameWords = (entry: JournalWords, edit: JournalWords) =>
  entry.title === edit.title &&
  entry.body === edit.body &&
  entry.mood === edit.mood &&
  JSON.stringify(entry.tags) === JSON.stringify([...new Set(edit.tags)]);

/** The member's own calendar day of an instant (tz = minutes east of UTC). */
export const dayOf = (at: Date, tz: number) => new Date(at.getTime() + tz * 60_000).toISOString().slice(0, 10);

/** Pairs of measures whose relationship people find useful to see. */
const PAIRS: [CheckinMeasure, CheckinMeasure][] = [
  ['sleep_quality', 'energy_level'],
  ['stress_level', 'energy_level'],
  ['social_connection', 'energy_level'],
  ['work_satisfaction', 'stress_level'],
];

export function createWellnessService(deps: { db: AppDb; soulprint: SoulprintService; edits: EditCatalog }) {
  const { db, soulprint } = deps;

  /** The crisis check of a journal save: the monthly reflection is a journal entry with its own tag. */
  async function checkJournal(input: JournalInput) {
    const surface = input.tags.includes(MONTHLY_REFLECTION_TAG) ? 'monthly_reflection' : 'journal';
    const crisisTier = await checkWriting(db, surface, input.title, input.body);
    return { crisis: crisisTier > 0, crisisTier };
  }

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

  async function checkinsSince(userId: string, since: Date, until?: Date) {
    const rows = await db
      .select()
      .from(soulprintEntries)
      .where(and(checkinsOf(userId), gte(soulprintEntries.createdAt, since), until ? lt(soulprintEntries.createdAt, until) : undefined))
      .orderBy(desc(soulprintEntries.createdAt));
    return rows.map(checkinView);
  }

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
    async checkins(userId: string, days: number, { cursor, limit }: PageRequest) {
      const rows = await db
        .select({ row: soulprintEntries, cursorAt: cursorAt(soulprintEntries.createdAt) })
        .from(soulprintEntries)
        .where(
          and(
            checkinsOf(userId),
            gte(soulprintEntries.createdAt, subDays(new Date(), days)),
            afterCursor(soulprintEntries.createdAt, soulprintEntries.id, cursor),
          ),
        )
        .orderBy(...newestFirst(soulprintEntries.createdAt, soulprintEntries.id))
        .limit(limit + 1);
      const page = toPage(rows, limit);
      return { checkins: page.rows.map(checkinView), nextCursor: page.nextCursor };
    },

    /** The member's entries, newest first, searched, a page at a time (decision 156). */
    async journal(userId: string, q: string, tag: string | undefined, { cursor, limit }: PageRequest) {
      const pattern = containsPattern(q);
      const rows = await db
        .select({ row: journalEntries, cursorAt: cursorAt(journalEntries.createdAt) })
        .from(journalEntries)
        .where(
          and(
            eq(journalEntries.userId, userId),
            q ? or(ilike(journalEntries.title, pattern), ilike(journalEntries.body, pattern)) : undefined,
            tag ? sql`${journalEntries.tags} @> ${JSON.stringify([tag.toLowerCase()])}::jsonb` : undefined,
            afterCursor(journalEntries.createdAt, journalEntries.id, cursor),
          ),
        )
        .orderBy(...newestFirst(journalEntries.createdAt, journalEntries.id))
        .limit(limit + 1);
      const page = toPage(rows, limit);
      return { entries: page.rows.map(journalView), nextCursor: page.nextCursor };
    },

    /**
     * Every tag on the member's own entries, once each and sorted: the journal page's tag filter,
     * complete however many pages of entries it has loaded (decision 156).
     */
    async journalTags(userId: string) {
      const rows = await db
        .selectDistinct({ tag: sql<string>`jsonb_array_elements_text(${journalEntries.tags})`.as('tag') })
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId));
      return { tags: rows.map((row) => row.tag).sort() };
    },

    /** With a client id (issue 25) a replay answers the first save and counts nothing again. */
    async createJournal(userId: string, input: JournalInput) {
      const clientId = input.client_id;
      const replay = clientId ? await firstJournal(db, userId, clientId) : undefined;
      if (replay) return replay;
      const [row] = await db
        .insert(journalEntries)
        .values({ userId, title: input.title, body: input.body, mood: input.mood, tags: [...new Set(input.tags)], clientId })
        .onConflictDoNothing()
        .returning();
      if (!row) return (await firstJournal(db, userId, clientId!))!;
      return { entry: journalView(row), ...(await checkJournal(input)) };
    },

    /**
     * An edit (issue 25, decision 150): when the entry changed since the version the edit was based
     * on, the latest edit wins and the other version is kept as a new entry, named in the reply.
     * The row is locked while deciding, so two edits arriving together are decided one at a time.
     */
    async updateJournal(userId: string, id: string, input: JournalEditInput): Promise<JournalEditResponse> {
      const fields = (from: JournalWords) => ({
        title: from.title,
        body: from.body,
        mood: from.mood,
        tags: [...new Set(from.tags)],
      });
      const { row, conflict } = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(journalEntries)
          .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
          .for('update');
        if (!current) throw new HttpError(404, 'We could not find that entry.');
        const outcome = resolveJournalEdit({
          baseUpdatedAt: input.base_updated_at,
          currentUpdatedAt: current.updatedAt.toISOString(),
          editedAt: input.edited_at,
          now: new Date().toISOString(),
          sameWords: sameWords(current, input),
        });
        if (outcome === 'unchanged') return { row: current, conflict: null };
        const keepCopy = async (from: JournalWords) => {
          const [copy] = await tx
            .insert(journalEntries)
            .values({ userId, ...fields(from), title: conflictCopyTitle(from.title) })
            .returning();
          return journalView(copy!);
        };
        if (outcome === 'other-wins') return { row: current, conflict: { kept_as_copy: 'yours' as const, copy: await keepCopy(input) } };
        const copy = outcome === 'edit-wins' ? await keepCopy(current) : null;
        const [updated] = await tx
          .update(journalEntries)
          // A version is its updated_at as the API shows it, to the millisecond (decision 150): each
          // edit moves it on by at least one, so two quick edits never look like the same version.
          .set({ ...fields(input), updatedAt: sql`greatest(now(), ${journalEntries.updatedAt} + interval '1 millisecond')` })
          .where(eq(journalEntries.id, current.id))
          .returning();
        return { row: updated!, conflict: copy && { kept_as_copy: 'other' as const, copy } };
      });
      return { entry: journalView(row), conflict, ...(await checkJournal(input)) };
    },

    async deleteJournal(userId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(journalEntries)
        .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
        .returning({ id: journalEntries.id });
      if (deleted.length === 0) throw new HttpError(404, 'We could not find that entry.');
    },

    /** Starter kit: the member has saved a check-in / chosen their reminder settings. */
    async hasCheckedIn(userId: string): Promise<boolean> {
      return (await this.latestCheckin(userId)) !== null;
    },
    async hasSetReminders(userId: string): Promise<boolean> {
      const [row] = await db.select({ userId: userPreferences.userId }).from(userPreferences).where(eq(userPreferences.userId, userId));
      return Boolean(row);
    },

    async journalCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId));
      return row?.n ?? 0;
    },

    /** /wellness-calendar: each day of the month with check-ins, journal entries and completed modules. */
    async calendar(userId: string, month: string, tz: number): Promise<CalendarResponse> {
      const start = new Date(Date.parse(`${month}-01T00:00:00Z`) - tz * 60_000);
      const [year, m] = month.split('-').map(Number) as [number, number];
      const end = new Date(Date.UTC(m === 12 ? year + 1 : year, m === 12 ? 0 : m, 1) - tz * 60_000);
      const [checkins, journal, modules] = await Promise.all([
        checkinsSince(userId, start, end),
        db
          .select()
          .from(journalEntries)
          .where(and(eq(journalEntries.userId, userId), gte(journalEntries.createdAt, start), lt(journalEntries.createdAt, end))),
        completionsBetween(db, deps.edits, userId, start, end),
      ]);
      const days = new Map<string, CalendarResponse['days'][number]>();
      const dayEntry = (day: string) => {
        if (!days.has(day)) days.set(day, { day, checkins: [], journal: [], modules: [] });
        return days.get(day)!;
      };
      for (const c of checkins) dayEntry(dayOf(new Date(c.created_at), tz)).checkins.push(c);
      for (const j of journal)
        dayEntry(dayOf(j.createdAt, tz)).journal.push({ id: j.id, title: j.title, mood: j.mood, created_at: j.createdAt.toISOString() });
      for (const mod of modules) dayEntry(dayOf(mod.completedAt, tz)).modules.push({ ...mod, completedAt: mod.completedAt.toISOString() });
      return { month, days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)) };
    },

    /** /wellness-dashboard: daily averages, period averages and plain-language insights. */
    async trends(userId: string, days: number, tz: number): Promise<TrendsResponse> {
      const since = subDays(new Date(), days);
      const [checkins, journal] = await Promise.all([
        checkinsSince(userId, since),
        db
          .select()
          .from(journalEntries)
          .where(and(eq(journalEntries.userId, userId), gte(journalEntries.createdAt, since))),
      ]);
      const byDay = new Map<string, Checkin[]>();
      for (const c of checkins) {
        const day = dayOf(new Date(c.created_at), tz);
        byDay.set(day, [...(byDay.get(day) ?? []), c]);
      }
      const orderedDays = [...byDay.keys()].sort();
      const round1 = (n: number) => Math.round(n * 10) / 10;
      const series = Object.fromEntries(
        CHECKIN_MEASURES.map((measure) => [
          measure,
          orderedDays.map((day) => {
            const list = byDay.get(day)!;
            return { day, value: round1(list.reduce((sum, c) => sum + c[measure], 0) / list.length) };
          }),
        ]),
      ) as Record<CheckinMeasure, DayPoint[]>;
      const averages = Object.fromEntries(
        CHECKIN_MEASURES.map((measure) => [
          measure,
          checkins.length ? round1(checkins.reduce((s, c) => s + c[measure], 0) / checkins.length) : null,
        ]),
      ) as Record<CheckinMeasure, number | null>;

      const insights: TrendsResponse['insights'] = [];
      for (const [a, b] of PAIRS) {
        const r = correlation(series[a], series[b]);
        if (r === null || Math.abs(r) < 0.3) continue;
        const together = r > 0 ? 'rise and fall together' : 'move in opposite directions';
        insights.push({
          kind: 'correlation',
          text: `On your days, ${CHECKIN_LABELS[a].label.toLowerCase()} and ${CHECKIN_LABELS[b].label.toLowerCase()} ${correlationWords(r)} ${together}.`,
        });
      }
      const tagDays = new Map<string, Set<string>>();
      for (const entry of journal)
        for (const tag of entry.tags) tagDays.set(tag, (tagDays.get(tag) ?? new Set()).add(dayOf(entry.createdAt, tz)));
      for (const [tag, daysWithTag] of tagDays) {
        const effect = factorEffect(series.energy_level, daysWithTag);
        if (effect.enough && Math.abs(effect.difference) >= 1) {
          insights.push({
            kind: 'tag',
            text: `On days you tagged “${tag}”, your energy averaged ${effect.meanWith} out of 10, against ${effect.meanWithout} on other days.`,
          });
        }
      }
      if (orderedDays.length < 2 * MIN_DAYS_EACH_SIDE) {
        insights.push({
          kind: 'not-enough',
          text: `Patterns need a little more data: at least ${MIN_DAYS_EACH_SIDE} days with and ${MIN_DAYS_EACH_SIDE} days without something before we compare them. You have ${orderedDays.length} day${orderedDays.length === 1 ? '' : 's'} of check-ins in this period.`,
        });
      }
      return { days, series, averages, checkinDays: orderedDays.length, insights };
    },

    async saveStateCheck(userId: string, state: string) {
      const [row] = await db.insert(nervousStateChecks).values({ userId, state }).returning();
      return { id: row!.id, state: row!.state as 'settled', created_at: row!.createdAt.toISOString() };
    },

    /** The member's nervous-system checks, newest first, a page at a time (decision 156). */
    async stateChecks(userId: string, { cursor, limit }: PageRequest) {
      const rows = await db
        .select({ row: nervousStateChecks, cursorAt: cursorAt(nervousStateChecks.createdAt) })
        .from(nervousStateChecks)
        .where(and(eq(nervousStateChecks.userId, userId), afterCursor(nervousStateChecks.createdAt, nervousStateChecks.id, cursor)))
        .orderBy(...newestFirst(nervousStateChecks.createdAt, nervousStateChecks.id))
        .limit(limit + 1);
      const page = toPage(rows, limit);
      return {
        checks: page.rows.map((row) => ({ id: row.id, state: row.state as 'settled', created_at: row.createdAt.toISOString() })),
        nextCursor: page.nextCursor,
      };
    },
  };
}

export type WellnessService = ReturnType<typeof createWellnessService>;
