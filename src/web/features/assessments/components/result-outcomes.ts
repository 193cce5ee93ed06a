import type { AssessmentResultResponse } from '../../../../shared/contracts/assessments';

type Outcome = AssessmentResultResponse['outcomes'][number];
export type ChosenResult = { outcome: Outcome; type: Outcome['results'][number] };

/** Each outcome with the result type the scores chose for it, in the definition's order (the first is the main one). */
export function chosenResults(result: Pick<AssessmentResultResponse, 'outcomes' | 'scores'>): ChosenResult[] {
  return result.outcomes.flatMap((outcome) => {
    const type = outcome.results.find((candidate) => candidate.id === result.scores.outcomes[outcome.id]);
    return type ? [{ outcome, type }] : [];
  });
}
