import type { Dimension, Outcome } from './definition';
import { type DimensionScore, holds } from './scoring';

/**
 * Issue 16, numbers that seem to disagree: an archetype shown beside a low score on its own
 * dimension ("The Steady Harbour" beside a low Settled score) gets one sentence.
 *
 * A result's own dimension is the dimension of the same name in the same definition (inside a
 * master result, the same `<part>__` prefix, which its rule's conditions carry too): the nervous-system archetypes settled, mobilised and
 * shutdown. Its score is low when it falls in the dimension's lowest band, the band the scoring
 * rules give the lowest scores (settled: 2.5 or less of 5). The archetype rule can land there:
 * Settled is also what the answers show when neither revved-up nor dimmed-down stands out
 * (the rule's `otherwise`), whatever the Settled score (decision 074).
 */
export function isLowScore(dimension: Pick<Dimension, 'bands'>, score: DimensionScore | undefined): boolean {
  if (!score?.valid || score.score === null) return false;
  return score.score <= dimension.bands[0]!.upTo;
}

export interface OwnScoreNote {
  outcomeId: string;
  /** The one sentence shown beside the result. */
  text: string;
}

/** The note for one outcome's chosen result, or null when its own score is not low (or it has none). */
export function ownScoreNote(
  outcome: Pick<Outcome, 'id' | 'rule' | 'results'>,
  dimensions: Pick<Dimension, 'id' | 'label' | 'bands'>[],
  scores: { outcomes: Record<string, string>; dimensions: Record<string, DimensionScore> },
): OwnScoreNote | null {
  const resultId = scores.outcomes[outcome.id];
  const type = outcome.results.find((candidate) => candidate.id === resultId);
  if (!type) return null;
  const prefix = outcome.id.includes('__') ? outcome.id.slice(0, outcome.id.lastIndexOf('__') + 2) : '';
  const dimension = dimensions.find((candidate) => candidate.id === `${prefix}${type.id}`);
  if (!dimension || !isLowScore(dimension, scores.dimensions[dimension.id])) return null;
  const fromFallback =
    outcome.rule.kind === 'first-match' &&
    outcome.rule.otherwise === type.id &&
    !outcome.rule.rules.some((rule) => rule.result === type.id && rule.when.every((condition) => holds(condition, scores.dimensions)));
  const text = fromFallback
    ? `${type.title} describes the pattern across all your answers, not one score: none of the other patterns stood out, so your answers sit closest to it even with a low ${dimension.label} score.`
    : `${type.title} describes the pattern across all your answers, not one score, so it can sit beside a low ${dimension.label} score.`;
  return { outcomeId: outcome.id, text };
}
