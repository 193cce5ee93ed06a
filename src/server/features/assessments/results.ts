import { and, desc, eq, lt } from 'drizzle-orm';
import type { ScoreResult } from '#shared/assessments/scoring';
import type { AppDb } from '#server/platform/db/client';
import { masterAssessmentResults, quizResults } from './schema';

/** A stored result of either table, as other features read it (the SoulPrint, later the plan). */
export interface StoredResult {
  id: string;
  userId: string;
  slug: string;
  /** quiz_results.quiz_type, or 'master'. */
  kind: string;
  resultType: string | null;
  scores: ScoreResult;
  scoringVersion: string;
  createdAt: Date;
}

const fromQuiz = (r: typeof quizResults.$inferSelect): StoredResult => ({ ...r, kind: r.quizType });
const fromMaster = (r: typeof masterAssessmentResults.$inferSelect): StoredResult => ({ ...r, kind: 'master' });

/** Every result of one member, newest first (both tables). */
export async function listResultsForUser(db: AppDb, userId: string, limit = 200): Promise<StoredResult[]> {
  const [quiz, master] = await Promise.all([
    db.select().from(quizResults).where(eq(quizResults.userId, userId)).orderBy(desc(quizResults.createdAt)).limit(limit),
    db
      .select()
      .from(masterAssessmentResults)
      .where(eq(masterAssessmentResults.userId, userId))
      .orderBy(desc(masterAssessmentResults.createdAt))
      .limit(limit),
  ]);
  return [...quiz.map(fromQuiz), ...master.map(fromMaster)].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit);
}

/** One result by id from either table (not yet checked against the reader). */
export async function findResult(db: AppDb, id: string): Promise<StoredResult | null> {
  const [quiz] = await db.select().from(quizResults).where(eq(quizResults.id, id));
  if (quiz) return fromQuiz(quiz);
  const [master] = await db.select().from(masterAssessmentResults).where(eq(masterAssessmentResults.id, id));
  return master ? fromMaster(master) : null;
}

/** The same member's results of one assessment, newest first; `before` limits to older ones. */
export async function listResultsForSlug(
  db: AppDb,
  userId: string,
  slug: string,
  options: { before?: Date; limit?: number } = {},
): Promise<StoredResult[]> {
  const limit = options.limit ?? 100;
  if (slug === 'master') {
    const rows = await db
      .select()
      .from(masterAssessmentResults)
      .where(
        and(eq(masterAssessmentResults.userId, userId), options.before ? lt(masterAssessmentResults.createdAt, options.before) : undefined),
      )
      .orderBy(desc(masterAssessmentResults.createdAt))
      .limit(limit);
    return rows.map(fromMaster);
  }
  const rows = await db
    .select()
    .from(quizResults)
    .where(
      and(
        eq(quizResults.userId, userId),
        eq(quizResults.slug, slug),
        options.before ? lt(quizResults.createdAt, options.before) : undefined,
      ),
    )
    .orderBy(desc(quizResults.createdAt))
    .limit(limit);
  return rows.map(fromQuiz);
}
