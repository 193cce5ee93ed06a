import type { WorklifeArea, WorklifeContent } from './content';

/**
 * The areas-of-worklife check (Maslach and Leiter's six areas, our own items): each area's score
 * is the mean of its answers on 1–5, with `reverse` items turned round (6 − answer), so a higher
 * score always means a better fit. The bands are provisional, not validated norms.
 */
export type WorklifeAnswers = Record<string, number>;
export type WorklifeBand = 'strain' | 'mixed' | 'fit';

/** Below STRAIN is a strain, from FIT up a fit, in between mixed. */
export const WORKLIFE_BANDS = { strain: 2.5, fit: 3.5 } as const;
/** At most this many areas are named as draining the member most. */
export const MOST_DRAINING = 2;

export interface AreaScore {
  area: WorklifeArea;
  /** Mean on 1–5, rounded to two decimals; null until every item of the area is answered. */
  score: number | null;
  band: WorklifeBand | null;
}

export function bandOf(score: number): WorklifeBand {
  if (score < WORKLIFE_BANDS.strain) return 'strain';
  return score < WORKLIFE_BANDS.fit ? 'mixed' : 'fit';
}

const answerOk = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

export function scoreWorklife(areas: WorklifeContent['areas'], answers: WorklifeAnswers): AreaScore[] {
  return areas.map((area) => {
    const values = area.items.map((item) => {
      const answer = answers[item.id];
      if (!answerOk(answer)) return null;
      return item.reverse ? 6 - answer : answer;
    });
    if (values.some((v) => v === null)) return { area: area.id, score: null, band: null };
    const score = Math.round(((values as number[]).reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
    return { area: area.id, score, band: bandOf(score) };
  });
}

/**
 * The areas that drain the member most: those below a fit (strain or mixed), lowest first, at most
 * MOST_DRAINING; ties keep the content's order. Empty when every area fits.
 */
export function mostDraining(scores: AreaScore[]): WorklifeArea[] {
  return scores
    .filter((s): s is AreaScore & { score: number } => s.score !== null && s.band !== 'fit')
    .map((s, order) => ({ ...s, order }))
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, MOST_DRAINING)
    .map((s) => s.area);
}

/** Answers for items the content does not have, or outside 1–5; empty when all are fine. */
export function worklifeAnswerErrors(areas: WorklifeContent['areas'], answers: WorklifeAnswers): Record<string, string> {
  const known = new Set(areas.flatMap((a) => a.items.map((i) => i.id)));
  const errors: Record<string, string> = {};
  for (const [item, value] of Object.entries(answers)) {
    if (!known.has(item)) errors[item] = 'We could not find that question.';
    else if (!answerOk(value)) errors[item] = 'Please choose an answer from 1 to 5.';
  }
  return errors;
}
