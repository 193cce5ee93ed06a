import type { Dimension } from './definition';
import { type DimensionScore, WHO5 } from './scoring';

/** A change of at least this many percent points is called a noticeable change (WHO-5: 10 points, SCIENCE.md). */
export const NOTICEABLE_CHANGE = WHO5.meaningfulChange;

export interface DimensionChange {
  dimension: string;
  /** Change in percent points (current − previous), null when either is invalid. */
  delta: number | null;
  /** 'easier' when things moved the good way for the person, 'harder' the other way, 'steady' below the threshold. */
  direction: 'easier' | 'harder' | 'steady' | null;
}

/** Compares a result with the previous attempt, dimension by dimension. */
export function compareScores(
  dimensions: Pick<Dimension, 'id' | 'higherIs'>[],
  current: Record<string, DimensionScore>,
  previous: Record<string, DimensionScore>,
): DimensionChange[] {
  return dimensions.map(({ id, higherIs }) => {
    const now = current[id]?.percent;
    const before = previous[id]?.percent;
    if (now === null || now === undefined || before === null || before === undefined)
      return { dimension: id, delta: null, direction: null };
    const delta = now - before;
    if (Math.abs(delta) < NOTICEABLE_CHANGE) return { dimension: id, delta, direction: 'steady' };
    const better = higherIs === 'better' ? delta > 0 : delta < 0;
    return { dimension: id, delta, direction: better ? 'easier' : 'harder' };
  });
}
