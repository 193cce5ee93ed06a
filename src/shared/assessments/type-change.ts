import type { Dimension, Outcome } from './definition';
import { withPart } from './parts';
import type { DimensionScore } from './scoring';

/** At most this many moved scores are named as the reason for a changed result. */
export const REASONS_SHOWN = 3;

export interface MovedScore {
  dimension: string;
  label: string;
  /** Change in percent points (current − previous). */
  delta: number;
  higherIs: Dimension['higherIs'];
}

export interface TypeChange {
  outcomeId: string;
  outcomeLabel: string;
  from: { id: string; title: string };
  to: { id: string; title: string };
  /** The scores the outcome's rule reads, largest move first (issue 16: say which scores moved). */
  moved: MovedScore[];
}

/** The dimensions an outcome's rule reads, in the rule's order, each once. */
export function ruleDimensions(outcome: Pick<Outcome, 'rule'>): string[] {
  const ids =
    outcome.rule.kind === 'highest'
      ? outcome.rule.candidates.map((candidate) => candidate.dimension)
      : outcome.rule.rules.flatMap((rule) => rule.when.map((condition) => condition.dimension));
  return [...new Set(ids)];
}

/**
 * Where a retake changed a result type or archetype (issue 16: no silent flip): each outcome whose
 * chosen type differs from the previous attempt's, with the scores its rule reads that moved.
 */
export function typeChanges(
  outcomes: Pick<Outcome, 'id' | 'label' | 'rule' | 'results' | 'part'>[],
  dimensions: Pick<Dimension, 'id' | 'label' | 'higherIs'>[],
  current: { outcomes: Record<string, string>; dimensions: Record<string, DimensionScore> },
  previous: { outcomes: Record<string, string>; dimensions: Record<string, DimensionScore> },
): TypeChange[] {
  const byId = new Map(dimensions.map((dimension) => [dimension.id, dimension]));
  return outcomes.flatMap((outcome) => {
    const from = outcome.results.find((type) => type.id === previous.outcomes[outcome.id]);
    const to = outcome.results.find((type) => type.id === current.outcomes[outcome.id]);
    if (!from || !to || from.id === to.id) return [];
    const moved = ruleDimensions(outcome)
      .flatMap((id): MovedScore[] => {
        const dimension = byId.get(id);
        const now = current.dimensions[id]?.percent;
        const before = previous.dimensions[id]?.percent;
        if (!dimension || now == null || before == null || Math.round(now - before) === 0) return [];
        return [{ dimension: id, label: dimension.label, delta: now - before, higherIs: dimension.higherIs }];
      })
      .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta))
      .slice(0, REASONS_SHOWN);
    return [
      {
        outcomeId: outcome.id,
        outcomeLabel: withPart(outcome),
        from: { id: from.id, title: from.title },
        to: { id: to.id, title: to.title },
        moved,
      },
    ];
  });
}
