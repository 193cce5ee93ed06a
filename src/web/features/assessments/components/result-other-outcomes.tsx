import { withPart } from '#shared/assessments/parts';
import type { ChosenResult } from './result-outcomes';
import { ResultSection } from './result-section';

/** The other outcomes of the same answers (on the audit: the nervous-system archetype). */
export function ResultOtherOutcomes({ others }: { others: ChosenResult[] }) {
  if (others.length === 0) return null;
  return (
    <>
      {others.map(({ outcome, type, ownScoreNote }) => (
        <ResultSection key={outcome.id} id={`result-outcome-${outcome.id}`} title={withPart(outcome)}>
          <p className="font-heading text-2xl font-semibold text-primary">{type.title}</p>
          <p className="text-lg text-muted-foreground">{type.summary}</p>
          {ownScoreNote && <p className="border-l-4 border-primary/40 pl-4">{ownScoreNote}</p>}
          <div className="prose-calm">
            {type.interpretation.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </ResultSection>
      ))}
    </>
  );
}
