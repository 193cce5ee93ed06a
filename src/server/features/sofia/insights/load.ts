import { subDays } from 'date-fns/subDays';
import { and, count, eq, gte } from 'drizzle-orm';
import type { CheckinData } from '#shared/contracts/wellness';
import type { AppDb } from '#server/platform/db/client';
import { quizResults } from '#server/features/assessments/schema';
import { moduleCompletions } from '#server/features/edits/schema';
import { burnoutChecksOf, journalEntries, soulprintEntries } from '#server/features/wellness/schema';
import { journalAllowed } from '../grounding/consent';
import { memberFacts } from '../grounding/member-facts';
import type { InsightInput } from './insights';
import { INSIGHT_RULES } from './minimums';

/** The longest window any insight looks back over, plus a day for time zones. */
export const LOOK_BACK_DAYS = Math.max(...Object.values(INSIGHT_RULES).map((rule) => (typeof rule === 'object' ? rule.windowDays : 0))) + 1;

export interface LoadedInput extends InsightInput {
  read: { checkins: number; journal: number | null; modules: number; results: number };
}

/**
 * One member's data for the insights, and only theirs: check-ins, journal dates (with their
 * personalisation consent; never the words), module completions and how many results. Each query
 * runs on an index that starts with the member (soulprint_entries_user_type_idx,
 * journal_entries_user_created_idx, module_completions_user_time_idx, quiz_results_user_created_idx).
 */
export async function loadInsightInput(db: AppDb, userId: string, timeZone: string, now = new Date()): Promise<LoadedInput> {
  const since = subDays(now, LOOK_BACK_DAYS);
  const allowed = await journalAllowed(db, userId);
  const [checkins, journal, modules, [results], facts] = await Promise.all([
    db.select({ data: soulprintEntries.data, at: soulprintEntries.createdAt }).from(soulprintEntries).where(burnoutChecksOf(userId, since)),
    allowed
      ? db
          .select({ at: journalEntries.createdAt })
          .from(journalEntries)
          .where(and(eq(journalEntries.userId, userId), gte(journalEntries.createdAt, since)))
      : Promise.resolve(null),
    db
      .select({ at: moduleCompletions.completedAt })
      .from(moduleCompletions)
      .where(and(eq(moduleCompletions.userId, userId), gte(moduleCompletions.completedAt, since))),
    db.select({ n: count() }).from(quizResults).where(eq(quizResults.userId, userId)),
    memberFacts(db, userId, { journalAllowed: false, now }),
  ]);
  const edit = facts.edits.find((e) => e.status === 'in_progress');
  return {
    now,
    timeZone,
    checkins: checkins.map(({ data, at }) => {
      const ratings = data as CheckinData;
      return { at, energy: ratings.energy_level, stress: ratings.stress_level, sleep: ratings.sleep_quality };
    }),
    journal: journal?.map((j) => j.at) ?? null,
    modules: modules.map((m) => m.at),
    edit: edit ? { title: edit.title, remaining: edit.totalModules - edit.completedModules } : null,
    read: { checkins: checkins.length, journal: journal?.length ?? null, modules: modules.length, results: results?.n ?? 0 },
  };
}
