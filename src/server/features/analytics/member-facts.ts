import { and, count, countDistinct, eq, gte, inArray, max, min, ne, or, sql, sum } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import { daysAfter, wholeDaysBetween } from '#shared/dates';
import {
  assessmentProgress,
  dataExportRequests,
  editEnrolments,
  journalEntries,
  memberships,
  moduleCompletions,
  orders,
  pageViews,
  quizResults,
  soulprintEntries,
  soulprintProfiles,
  userPreferences,
  users,
} from '#server/platform/db/schema';

/** Orders whose money came in (refunds are subtracted from their total). */
const PAID_STATUSES = ['paid', 'refunded', 'partially_refunded'];

const latest = (...dates: (Date | null | undefined)[]) =>
  dates.filter((d): d is Date => d instanceof Date).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;

/** Everything the member-metric formulas read about one member, in one pass of indexed queries. */
export async function memberFacts(db: AppDb, userId: string, now: Date) {
  const since = (days: number) => daysAfter(now, -days);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const local = user.email.toLowerCase().split('@')[0];
  const [
    [prefs],
    [soulprint],
    [quizzes],
    [recentQuizzes],
    [audit],
    [progress],
    [modules],
    enrolments,
    [journal],
    [checkIn],
    [views],
    sessions,
    [exports],
    [paid],
    [subscription],
    lookalikes,
  ] = await Promise.all([
    db.select({ id: userPreferences.userId }).from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1),
    db.select().from(soulprintProfiles).where(eq(soulprintProfiles.userId, userId)).limit(1),
    db
      .select({ n: count(), types: countDistinct(quizResults.quizType), latest: max(quizResults.createdAt) })
      .from(quizResults)
      .where(eq(quizResults.userId, userId)),
    db
      .select({ n: count() })
      .from(quizResults)
      .where(and(eq(quizResults.userId, userId), gte(quizResults.createdAt, since(90)))),
    db
      .select({ first: min(quizResults.createdAt) })
      .from(quizResults)
      .where(and(eq(quizResults.userId, userId), eq(quizResults.quizType, 'operating_system_audit'))),
    db.select({ n: count() }).from(assessmentProgress).where(eq(assessmentProgress.userId, userId)),
    db
      .select({ n: count(), latest: max(moduleCompletions.completedAt) })
      .from(moduleCompletions)
      .where(eq(moduleCompletions.userId, userId)),
    db
      .select({ slug: editEnrolments.editSlug, startedAt: editEnrolments.startedAt })
      .from(editEnrolments)
      .where(eq(editEnrolments.userId, userId)),
    db
      .select({ n: count(), latest: max(journalEntries.createdAt) })
      .from(journalEntries)
      .where(eq(journalEntries.userId, userId)),
    db
      .select({ latest: max(soulprintEntries.createdAt) })
      .from(soulprintEntries)
      .where(eq(soulprintEntries.userId, userId)),
    db
      .select({ n: count(), latest: max(pageViews.createdAt) })
      .from(pageViews)
      .where(and(eq(pageViews.userId, userId), gte(pageViews.createdAt, since(30)))),
    db
      .select({ seconds: sql<number>`coalesce(sum(${pageViews.durationSeconds}), 0)::int` })
      .from(pageViews)
      .where(and(eq(pageViews.userId, userId), gte(pageViews.createdAt, since(30))))
      .groupBy(pageViews.sessionId),
    db.select({ n: count() }).from(dataExportRequests).where(eq(dataExportRequests.userId, userId)),
    db
      .select({ total: sum(orders.totalCents), refunded: sum(orders.refundedCents), first: min(orders.createdAt) })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, PAID_STATUSES))),
    db
      .select({ first: min(memberships.createdAt) })
      .from(memberships)
      .where(eq(memberships.userId, userId)),
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(
        and(ne(users.id, userId), or(sql`lower(${users.name}) = lower(${user.name})`, sql`lower(${users.email}) like ${`${local}@%`}`)),
      )
      .limit(20),
  ]);
  const firstEdit = enrolments.map((e) => e.startedAt).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  const lastActive = latest(views.latest, quizzes.latest, modules.latest, journal.latest, checkIn.latest);
  return {
    user,
    preferencesSet: prefs ? 3 : 0,
    soulprint: soulprint ?? null,
    quizCount: quizzes.n,
    quizTypes: quizzes.types,
    latestQuizDate: quizzes.latest ?? null,
    quizzesLast90Days: recentQuizzes.n,
    auditCompletedAt: audit.first ?? null,
    assessmentsInProgress: progress.n,
    modulesCompleted: modules.n,
    enrolledEdits: enrolments.map((e) => e.slug),
    firstEditAt: firstEdit,
    journalEntries: journal.n,
    pageViewsLast30Days: views.n,
    sessionSeconds: sessions.map((s) => s.seconds),
    exportRequests: exports.n,
    paidCents: Number(paid.total ?? 0),
    refundedCents: Number(paid.refunded ?? 0),
    firstPurchaseAt: paid.first ?? null,
    firstSubscriptionAt: subscription.first ?? null,
    lastActive,
    daysInactive: lastActive ? wholeDaysBetween(lastActive, now) : null,
    lookalikes,
  };
}

export type MemberFacts = NonNullable<Awaited<ReturnType<typeof memberFacts>>>;
