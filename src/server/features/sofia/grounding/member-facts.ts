import { subDays } from 'date-fns/subDays';
import { count, desc, eq } from 'drizzle-orm';
import { type AssessmentFact, CHECKIN_WINDOW, type EditFact, type JournalFacts, type MemberFacts, idWords } from '#shared/sofia/facts';
import { type CheckinRatings, summariseCheckins } from '#shared/sofia/checkin-facts';
import type { AppDb } from '#server/platform/db/client';
import { type AssessmentCatalog, createAssessmentCatalog } from '#server/features/assessments/content';
import { listResultsForUser } from '#server/features/assessments/results';
import { type EditCatalog, createEditCatalog } from '#server/features/edits/content';
import { editEnrolments, moduleCompletions } from '#server/features/edits/schema';
import { soulprintProfiles } from '#server/features/soulprint/schema';
import { burnoutChecksOf, journalEntries, soulprintEntries } from '#server/features/wellness/schema';

/** A finished Edit counts as recent for this long after its last module. */
export const RECENT_FINISH_DAYS = 30;
/** Journal themes come from the member's tags on this many latest entries. */
export const THEME_ENTRIES = 20;
export const MAX_THEMES = 3;

export interface FactsOptions {
  /** The member's personalisation consent (see journalAllowed); without it the journal is not read. */
  journalAllowed: boolean;
  edits?: EditCatalog;
  assessments?: AssessmentCatalog;
  now?: Date;
}

async function checkins(db: AppDb, userId: string) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ data: soulprintEntries.data, createdAt: soulprintEntries.createdAt })
      .from(soulprintEntries)
      .where(burnoutChecksOf(userId))
      .orderBy(desc(soulprintEntries.createdAt))
      .limit(CHECKIN_WINDOW * 2),
    db.select({ n: count() }).from(soulprintEntries).where(burnoutChecksOf(userId)),
  ]);
  if (rows.length === 0) return null;
  return summariseCheckins(
    rows.map((r) => r.data as CheckinRatings),
    total?.n ?? rows.length,
    rows[0]!.createdAt.toISOString(),
  );
}

async function latestAssessment(db: AppDb, userId: string, catalog: AssessmentCatalog): Promise<AssessmentFact | null> {
  const [latest] = await listResultsForUser(db, userId, 1);
  if (!latest) return null;
  const definition = await catalog.get(latest.slug);
  const type = latest.resultType;
  const typeTitle = type ? definition?.outcomes.flatMap((o) => o.results).find((r) => r.id === type)?.title : undefined;
  return {
    slug: latest.slug,
    title: definition?.title ?? idWords(latest.slug),
    result: type ? (typeTitle ?? idWords(type)) : null,
    takenAt: latest.createdAt.toISOString(),
  };
}

async function editsInPlay(db: AppDb, userId: string, catalog: EditCatalog, now: Date): Promise<EditFact[]> {
  const [enrolments, done] = await Promise.all([
    db.select().from(editEnrolments).where(eq(editEnrolments.userId, userId)),
    db.select().from(moduleCompletions).where(eq(moduleCompletions.userId, userId)),
  ]);
  const since = subDays(now, RECENT_FINISH_DAYS).getTime();
  const facts: { fact: EditFact; at: number }[] = [];
  for (const enrolment of enrolments) {
    const edit = await catalog.get(enrolment.editSlug);
    if (!edit) continue;
    const mine = done.filter((d) => d.editSlug === edit.slug && edit.modules.some((m) => m.slug === d.moduleSlug));
    const finished = mine.length >= edit.modules.length;
    const lastAt = Math.max(enrolment.startedAt.getTime(), ...mine.map((d) => d.completedAt.getTime()));
    if (finished ? lastAt < since : enrolment.setAsideAt !== null) continue;
    const next = edit.modules.find((m) => !mine.some((d) => d.moduleSlug === m.slug));
    facts.push({
      at: lastAt,
      fact: {
        slug: edit.slug,
        title: edit.title,
        completedModules: mine.length,
        totalModules: edit.modules.length,
        status: finished ? 'finished' : 'in_progress',
        nextModule: next ? { slug: next.slug, title: next.title } : null,
      },
    });
  }
  return facts.sort((a, b) => b.at - a.at).map((f) => f.fact);
}

async function journal(db: AppDb, userId: string): Promise<JournalFacts> {
  const [[total], recent] = await Promise.all([
    db.select({ n: count() }).from(journalEntries).where(eq(journalEntries.userId, userId)),
    db
      .select({ tags: journalEntries.tags })
      .from(journalEntries)
      .where(eq(journalEntries.userId, userId))
      .orderBy(desc(journalEntries.createdAt))
      .limit(THEME_ENTRIES),
  ]);
  const tally = new Map<string, number>();
  for (const tag of recent.flatMap((r) => r.tags)) tally.set(tag.toLowerCase(), (tally.get(tag.toLowerCase()) ?? 0) + 1);
  const themes = [...tally]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_THEMES)
    .map(([tag]) => tag);
  return { count: total?.n ?? 0, themes };
}

/**
 * Everything Sofia may cite about one member, read from their own rows only: check-in averages
 * and trend, their latest assessment result, their SoulPrint, the Edits they are in, and (only
 * with their consent to personalisation) how much they journal and its recent themes.
 */
export async function memberFacts(db: AppDb, userId: string, options: FactsOptions): Promise<MemberFacts> {
  const now = options.now ?? new Date();
  const [checkinFacts, assessment, [profile], edits, journalFacts] = await Promise.all([
    checkins(db, userId),
    latestAssessment(db, userId, options.assessments ?? createAssessmentCatalog(db)),
    db
      .select({ archetype: soulprintProfiles.archetypePrimary, burnoutType: soulprintProfiles.burnoutType })
      .from(soulprintProfiles)
      .where(eq(soulprintProfiles.userId, userId)),
    editsInPlay(db, userId, options.edits ?? createEditCatalog(db), now),
    options.journalAllowed ? journal(db, userId) : null,
  ]);
  return {
    checkins: checkinFacts,
    assessment,
    soulprint: {
      archetype: profile?.archetype ? idWords(profile.archetype) : null,
      burnoutType: profile?.burnoutType ? idWords(profile.burnoutType) : null,
    },
    edits,
    journal: journalFacts,
  };
}
