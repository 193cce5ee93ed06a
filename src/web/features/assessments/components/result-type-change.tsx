import { typeChanges, type MovedScore } from '#shared/assessments/type-change';
import type { AssessmentResultResponse } from '#shared/contracts/assessments';
import { formatResultDate } from './result-format';

function movedText({ label, delta }: MovedScore): string {
  const size = Math.abs(Math.round(delta));
  return `${label} went ${delta > 0 ? 'up' : 'down'} ${size} ${size === 1 ? 'point' : 'points'}`;
}

/**
 * When a retake changed the result type or archetype (issue 16): says so beside the result, and
 * why, naming the scores the type is worked out from that moved the most.
 */
export function ResultTypeChange({ result }: { result: AssessmentResultResponse }) {
  const { previous } = result;
  if (!previous) return null;
  const changes = typeChanges(result.outcomes, result.dimensions, result.scores, previous.scores);
  if (changes.length === 0) return null;
  return (
    <section
      aria-labelledby="result-type-change"
      className="flex flex-col gap-3 rounded-card border border-primary/30 bg-primary/5 p-5 sm:p-6"
    >
      <h2 id="result-type-change" className="text-xl font-semibold">
        Your result has changed since {formatResultDate(previous.createdAt)}
      </h2>
      {changes.map((change) => (
        <div key={change.outcomeId} className="flex flex-col gap-1">
          <p>
            {change.outcomeLabel}: last time it was <strong>{change.from.title}</strong>, this time it is <strong>{change.to.title}</strong>
            .
          </p>
          {change.moved.length > 0 ? (
            <p className="text-muted-foreground">Why: {change.moved.map(movedText).join('; ')}.</p>
          ) : (
            <p className="text-muted-foreground">
              Why: the scores it is worked out from moved only a little, just across the line between two results.
            </p>
          )}
        </div>
      ))}
      <p className="text-sm text-muted-foreground">
        A result describes how things are for you now, not who you are. Scores near a boundary can tip either way from one week to the next.
      </p>
    </section>
  );
}
