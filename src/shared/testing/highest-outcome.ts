import type { Outcome, ResultType } from '#shared/assessments/definition';

/** An outcome won by the highest of its dimensions; each [dimension, result] pair is a candidate. */
export function highestOutcome(id: string, label: string, pairs: [string, string][], result: (id: string) => ResultType): Outcome {
  return {
    id,
    label,
    rule: { kind: 'highest', candidates: pairs.map(([dimension, winner]) => ({ dimension, result: winner })) },
    results: pairs.map(([, winner]) => result(winner)),
  };
}
