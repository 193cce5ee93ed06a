import { count, eq, max, sql } from 'drizzle-orm';
import type { JourneyResponse } from '#shared/contracts/edits';
import { safeJourneyInsight } from '#shared/journey/insight';
import type { AppDb } from '#server/platform/db/client';
import { listResultsForUser } from '../assessments/results';
import { sessions } from '../auth/schema';
import type { SoulprintService } from '../soulprint/service';
import { moduleCompletions } from './schema';

interface JourneyDeps {
  db: AppDb;
  soulprint: SoulprintService;
  journalEntries?: (userId: string) => Promise<number>;
}

/** The member's journey (spec 3 and 4): what they have done, when they were last active, and the insight drawn from it. */
export async function memberJourney(deps: JourneyDeps, userId: string, now = new Date()): Promise<JourneyResponse> {
  const { db, soulprint } = deps;
  const [[modules], results, soulprintSummary, [lastSession], [lastCompletion], journal, weeks] = await Promise.all([
    db.select({ n: count() }).from(moduleCompletions).where(eq(moduleCompletions.userId, userId)),
    listResultsForUser(db, userId, 1),
    soulprint.summary(userId),
    db
      .select({ at: max(sessions.updatedAt) })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .select({ at: max(moduleCompletions.completedAt) })
      .from(moduleCompletions)
      .where(eq(moduleCompletions.userId, userId)),
    deps.journalEntries ? deps.journalEntries(userId) : Promise.resolve(0),
    db
      .select({ week: sql<string>`to_char(date_trunc('week', ${moduleCompletions.completedAt}), 'YYYY-MM-DD')`, n: count() })
      .from(moduleCompletions)
      .where(eq(moduleCompletions.userId, userId))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);
  const latestQuiz = results[0]?.createdAt ?? null;
  const activity = [lastSession?.at, lastCompletion?.at, latestQuiz].filter((d): d is Date => d instanceof Date);
  const lastActive = activity.length ? new Date(Math.max(...activity.map((d) => d.getTime()))) : null;
  const data_summary = {
    total_modules_completed: modules?.n ?? 0,
    soulprint_completion: soulprintSummary.completionPercentage,
    latest_quiz_date: latestQuiz?.toISOString() ?? null,
    last_active_date: lastActive?.toISOString() ?? null,
    total_journal_entries: journal,
  };
  // Coaching sessions arrive with the coaching issue; until then there are none to list.
  const recent_coaching_sessions: unknown[] = [];
  return {
    data_summary,
    recent_coaching_sessions,
    insight: safeJourneyInsight({ ...data_summary, recent_coaching_sessions }, now),
    modulesByWeek: weeks.map((w) => ({ week: w.week, count: w.n })),
  };
}
