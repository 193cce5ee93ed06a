import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { compareScores, type DimensionChange, NOTICEABLE_CHANGE } from '#shared/assessments/compare';
import type { AssessmentResultResponse } from '#shared/contracts/assessments';
import { formatDelta, formatResultDate } from './result-format';
import { ByPart } from './result-parts';
import { ResultSection } from './result-section';

const DIRECTION = {
  easier: { text: 'Easier than last time', tone: 'text-primary' },
  harder: { text: 'Harder than last time', tone: 'text-accent-text' },
  steady: { text: 'About the same', tone: 'text-muted-foreground' },
} as const;

function ChangeLine({ change }: { change: DimensionChange }) {
  if (change.direction === null || change.delta === null) {
    return <span className="text-muted-foreground">Not comparable: one of the two attempts had too few answers here</span>;
  }
  const { text, tone } = DIRECTION[change.direction];
  // The arrow shows which way the score moved; the words say whether that is easier or harder.
  const Icon = change.direction === 'steady' ? Minus : change.delta > 0 ? ArrowUp : ArrowDown;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className={`inline-flex items-center gap-1 font-semibold ${tone}`}>
        <Icon aria-hidden="true" strokeWidth={1.75} className="size-4" />
        {text}
      </span>
      <span className="text-muted-foreground">({formatDelta(change.delta)})</span>
    </span>
  );
}

/** Spec: a person can retake any assessment and see the change. Dimension by dimension, or "your first time". */
export function ResultComparison({ result }: { result: AssessmentResultResponse }) {
  const { previous } = result;
  if (!previous) {
    return (
      <ResultSection id="result-comparison" title="Since last time">
        <p>
          This is your first time taking the {result.title}. When you take it again, we will show here what has changed, so you can see your
          own trend rather than a single snapshot.
        </p>
      </ResultSection>
    );
  }
  const changes = compareScores(result.dimensions, result.scores.dimensions, previous.scores.dimensions);
  const dimensions = new Map(result.dimensions.map((dimension) => [dimension.id, dimension]));
  return (
    <ResultSection id="result-comparison" title="Since last time">
      <p>
        Compared with your result of {formatResultDate(previous.createdAt)}. We call a change of {NOTICEABLE_CHANGE} points or more
        noticeable; smaller moves are everyday ups and downs.
      </p>
      <ByPart
        items={changes}
        partOf={(change) => dimensions.get(change.dimension)?.part}
        label="Change by dimension"
        list={(group, label) => (
          <ul className="flex flex-col divide-y divide-border" aria-label={label}>
            {group.map((change) => (
              <li key={change.dimension} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                <span className="font-semibold">{dimensions.get(change.dimension)?.label}</span>
                <ChangeLine change={change} />
              </li>
            ))}
          </ul>
        )}
      />
      <p className="text-sm text-muted-foreground">
        Scores move for many reasons, a hard week among them. Read them as weather, not as a verdict.
      </p>
    </ResultSection>
  );
}
