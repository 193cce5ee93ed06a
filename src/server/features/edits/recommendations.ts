import type { LoadedEdit } from './content';

/** What a recommendation is based on: the member's burnout type and archetype, with their names. */
export interface RecommendationBasis {
  burnoutType: string | null;
  archetype: string | null;
  burnoutTitle: string | null;
  archetypeTitle: string | null;
}

/** Issue 16: at most this many Edits are marked recommended, each with its reason; the rest are ranked. */
export const MAX_RECOMMENDED = 2;

/**
 * Why an Edit suits the member, in words people read (issue 16: never an internal code):
 * 'Recommended for your Conscious Transition result', 'Recommended for The Steady Harbour, your
 * nervous system’s pattern'. Null when it serves neither.
 */
export function recommendationReason(edit: Pick<LoadedEdit, 'serves'>, basis: RecommendationBasis): string | null {
  const { burnoutType, archetype } = basis;
  if (burnoutType && edit.serves.burnoutTypes.includes(burnoutType as never))
    return `Recommended for your ${basis.burnoutTitle ?? 'audit'} result`;
  if (archetype && edit.serves.archetypes.includes(archetype as never))
    return `Recommended for ${basis.archetypeTitle ?? 'your archetype'}, your nervous system’s pattern`;
  return null;
}

/** Recommended first (burnout-type matches, then archetype matches, each by how many results they serve), then the rest in order. */
export function orderByRecommendation<T extends { serves: LoadedEdit['serves'] }>(
  edits: T[],
  burnoutType: string | null,
  archetype: string | null,
): T[] {
  const rank = (edit: T) => {
    const byType = burnoutType !== null && edit.serves.burnoutTypes.includes(burnoutType as never);
    const byArchetype = archetype !== null && edit.serves.archetypes.includes(archetype as never);
    return byType && byArchetype ? 0 : byType ? 1 : byArchetype ? 2 : 3;
  };
  return edits
    .map((edit, i) => ({ edit, i }))
    .sort((a, b) => rank(a.edit) - rank(b.edit) || a.i - b.i)
    .map(({ edit }) => edit);
}

/** The reasons of Edits in recommendation order: the first MAX_RECOMMENDED that serve the member keep theirs. */
export function cappedReasons<T extends { slug: string; serves: LoadedEdit['serves'] }>(
  ordered: T[],
  basis: RecommendationBasis,
): Map<string, string | null> {
  let given = 0;
  return new Map(
    ordered.map((edit) => {
      const reason = given < MAX_RECOMMENDED ? recommendationReason(edit, basis) : null;
      if (reason) given += 1;
      return [edit.slug, reason];
    }),
  );
}

/** What the starter kit needs from the wellness feature. */
