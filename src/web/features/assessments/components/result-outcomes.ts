import { ownScoreNote } from '#shared/assessments/own-score';
import type { AssessmentResultResponse } from '#shared/contracts/assessments';

type Outcome = AssessmentResultResponse['outcomes'][number];
/** ownScoreNote: the sentence for a type shown beside a low score of its own (issue 16), else null. */
export type ChosenResult = { outcome: Outcome; type: Outcome['results'][number]; ownScoreNote: string | null };

/** Each outcome with the result type the scores chose for it, in the definition's order (the first is the main one). */
export function chosenResults(result: Pick<AssessmentResultResponse, 'outcomes' | 'scores' | 'dimensions'>): ChosenResult[] {
  return result.outcomes.flatMap((outcome) => {
    const type = outcome.results.find((candidate) => candidate.id === result.scores.outcomes[outcome.id]);
    return type ? [{ outcome, type, ownScoreNote: ownScoreNote(outcome, result.dimensions, result.scores)?.text ?? null }] : [];
  });
}
