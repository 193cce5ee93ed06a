import { differenceInHours } from 'date-fns/differenceInHours';
import { eq, sql } from 'drizzle-orm';
import {
  type AssessmentDefinition,
  BURNOUT_RESULT_TYPES,
  type BurnoutResultType,
  NERVOUS_SYSTEM_ARCHETYPES,
  type NervousSystemArchetype,
} from '#shared/assessments/definition';
import { ownScoreNote } from '#shared/assessments/own-score';
import { type CompassAxis, type CosmicInput, type SoulprintResponse, type SoulprintSummaryResponse } from '#shared/contracts/soulprint';
import { resultPath } from '#shared/contracts/assessments';
import { cosmicSigns } from '#shared/soulprint/cosmic';
import { onboardingState } from '#shared/soulprint/onboarding';
import { assessmentTracking } from '#shared/soulprint/tracking';
import type { AppDb } from '#server/platform/db/client';
import type { RealtimeBus } from '#server/platform/realtime/bus';
import type { AssessmentCatalog } from '../assessments/content';
import { type StoredResult, listResultsForUser } from '../assessments/results';
import { assessmentProgress } from '../assessments/schema';
import { users } from '../auth/schema';
import { astrologyProfiles, soulprintProfiles } from './schema';

export const SOULPRINT_UPDATED = 'soulprint.updated';
/** A member whose account is older than this, or who has begun an assessment, counts as returning (the dashboard hero). */
const RETURNING_AFTER_HOURS = 24;

/** An outcome's id in a stand-alone result, or `<part>__<id>` inside a master result. */
function outcomeValue<T extends string>(result: StoredResult, id: string, allowed: readonly T[]): T | null {
  for (const [key, value] of Object.entries(result.scores.outcomes)) {
    if ((key === id || key.endsWith(`__${id}`)) && (allowed as readonly string[]).includes(value)) return value as T;
  }
  return null;
}

/** The dimension id without a master part prefix. */
const baseDimension = (id: string) => id.split('__').at(-1)!;

/**
 * The one sentence beside an archetype shown with a low score on its own dimension (issue 16),
 * read from the result the archetype came from.
 */
function archetypeNote(result: StoredResult | undefined, bySlug: Map<string, AssessmentDefinition>): string | null {
  const definition = result && bySlug.get(result.slug);
  if (!result || !definition) return null;
  const outcome = definition.outcomes.find(
    (o) =>
      (o.id === 'archetype' || o.id.endsWith('__archetype')) &&
      (NERVOUS_SYSTEM_ARCHETYPES as readonly string[]).includes(result.scores.outcomes[o.id] ?? ''),
  );
  return outcome ? (ownScoreNote(outcome, definition.dimensions, result.scores)?.text ?? null) : null;
}

function resultTitle(definitions: AssessmentDefinition[], outcomeId: string, value: string | null): string | null {
  if (!value) return null;
  for (const definition of definitions) {
    for (const outcome of definition.outcomes) {
      if (outcome.id !== outcomeId && !outcome.id.endsWith(`__${outcomeId}`)) continue;
      const found = outcome.results.find((r) => r.id === value);
      if (found) return found.title;
    }
  }
  return null;
}

export function createSoulprintService(deps: { db: AppDb; catalog: AssessmentCatalog; bus: RealtimeBus }) {
  const { db, catalog, bus } = deps;

  /** Spec 7: the profile is created on not-found with completion 0. */
  async function ensureProfile(userId: string) {
    await db
      .insert(soulprintProfiles)
      .values({ userId, completionPercentage: 0 })
      .onConflictDoNothing({ target: soulprintProfiles.userId });
    const [profile] = await db.select().from(soulprintProfiles).where(eq(soulprintProfiles.userId, userId));
    return profile!;
  }

  async function gather(userId: string) {
    const [profile, results, [astrology], definitions, [user], begun] = await Promise.all([
      ensureProfile(userId),
      listResultsForUser(db, userId),
      db.select().from(astrologyProfiles).where(eq(astrologyProfiles.userId, userId)),
      catalog.list(),
      db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)),
      // Answers saved part-way: the hero says Continue Your Journey, not a first welcome.
      db.select({ id: assessmentProgress.id }).from(assessmentProgress).where(eq(assessmentProgress.userId, userId)).limit(1),
    ]);
    const bySlug = new Map(definitions.map((d) => [d.slug, d]));
    const slugsDone = new Set(results.map((r) => r.slug));
    const tracking = assessmentTracking({
      completedMarks: [...slugsDone].map((slug) => bySlug.get(slug)?.marks ?? []),
      auditOrMasterComplete: results.some((r) => r.kind === 'operating_system_audit' || r.kind === 'master'),
      astrologyProfileExists: Boolean(astrology),
      cosmicCoordinatesComplete: profile.cosmicCoordinatesComplete,
    });
    const burnoutResult = results.find((r) => outcomeValue(r, 'burnout_type', BURNOUT_RESULT_TYPES));
    const archetypeResult = results.find((r) => outcomeValue(r, 'archetype', NERVOUS_SYSTEM_ARCHETYPES));
    const burnoutType: BurnoutResultType | null = burnoutResult ? outcomeValue(burnoutResult, 'burnout_type', BURNOUT_RESULT_TYPES) : null;
    const archetype: NervousSystemArchetype | null = archetypeResult
      ? outcomeValue(archetypeResult, 'archetype', NERVOUS_SYSTEM_ARCHETYPES)
      : null;
    const completedAssessments = slugsDone.size;
    const summary: SoulprintSummaryResponse = {
      completionPercentage: tracking.progress,
      completedAssessments,
      onboarding: onboardingState({ completedAssessments, auditComplete: tracking.auditComplete }),
      burnoutType,
      archetype,
      returning: begun.length > 0 || Boolean(user && differenceInHours(new Date(), user.createdAt) >= RETURNING_AFTER_HOURS),
    };
    return { profile, results, astrology, definitions, bySlug, tracking, summary, archetypeResult };
  }

  /** Recomputes the stored profile from the results (after a submit or new cosmic coordinates) and tells open tabs. */
  async function refresh(userId: string): Promise<void> {
    const { tracking, summary } = await gather(userId);
    await db
      .update(soulprintProfiles)
      .set({
        completionPercentage: tracking.progress,
        archetypePrimary: summary.archetype,
        burnoutType: summary.burnoutType,
        updatedAt: sql`now()`,
      })
      .where(eq(soulprintProfiles.userId, userId));
    await bus.publish(userId, SOULPRINT_UPDATED, { completionPercentage: tracking.progress });
  }

  async function full(userId: string): Promise<SoulprintResponse> {
    const { results, astrology, definitions, bySlug, tracking, summary, archetypeResult } = await gather(userId);
    // One axis per dimension, from the most recent result that scored it.
    const axes = new Map<string, CompassAxis>();
    for (const result of results) {
      const definition = bySlug.get(result.slug);
      if (!definition) continue;
      for (const dimension of definition.dimensions) {
        const key = baseDimension(dimension.id);
        const score = result.scores.dimensions[dimension.id];
        if (axes.has(key) || !score?.valid || score.percent === null) continue;
        axes.set(key, {
          key,
          label: dimension.label,
          description: dimension.description,
          percent: score.percent,
          higherIs: dimension.higherIs,
          band: score.band,
          source: {
            slug: definition.slug,
            title: definition.title,
            resultId: result.id,
            path: resultPath(definition.kind, definition.slug, result.id),
            takenAt: result.createdAt.toISOString(),
          },
        });
      }
    }
    return {
      ...summary,
      tracking,
      axes: [...axes.values()],
      history: results.slice(0, 50).map((result) => {
        const definition = bySlug.get(result.slug);
        const first = definition?.outcomes[0];
        return {
          resultId: result.id,
          slug: result.slug,
          title: definition?.title ?? result.slug,
          resultType: result.resultType,
          resultTitle: first?.results.find((r) => r.id === result.resultType)?.title ?? null,
          createdAt: result.createdAt.toISOString(),
          path: resultPath(definition?.kind ?? 'operating_system_audit', result.slug, result.id),
        };
      }),
      astrology: astrology
        ? {
            birthDate: astrology.birthDate,
            birthTime: astrology.birthTime,
            birthPlace: astrology.birthPlace,
            sunSign: astrology.sunSign as never,
            moonSign: astrology.moonSign as never,
            moonSignUncertain: astrology.moonSignUncertain,
          }
        : null,
      burnoutTitle: resultTitle(definitions, 'burnout_type', summary.burnoutType),
      archetypeTitle: resultTitle(definitions, 'archetype', summary.archetype),
      archetypeNote: archetypeNote(archetypeResult, bySlug),
    };
  }

  return {
    ensureProfile,
    refresh,
    full,
    summary: async (userId: string) => (await gather(userId)).summary,
    /** The summary with the people-facing names of the burnout type and archetype (issue 16: no internal codes). */
    summaryWithTitles: async (userId: string) => {
      const { summary, definitions } = await gather(userId);
      return {
        ...summary,
        burnoutTitle: resultTitle(definitions, 'burnout_type', summary.burnoutType),
        archetypeTitle: resultTitle(definitions, 'archetype', summary.archetype),
      };
    },

    async saveCosmic(userId: string, input: CosmicInput): Promise<SoulprintResponse> {
      const signs = await cosmicSigns(input);
      const values = {
        birthDate: input.birthDate,
        birthTime: input.birthTime,
        birthPlace: input.birthPlace || null,
        utcOffsetMinutes: input.utcOffsetMinutes,
        ...signs,
      };
      await ensureProfile(userId);
      await db
        .insert(astrologyProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: astrologyProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
      await db.update(soulprintProfiles).set({ cosmicCoordinatesComplete: true }).where(eq(soulprintProfiles.userId, userId));
      await refresh(userId);
      return full(userId);
    },
  };
}

export type SoulprintService = ReturnType<typeof createSoulprintService>;
