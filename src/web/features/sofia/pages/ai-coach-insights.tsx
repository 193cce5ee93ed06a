import { Link } from 'react-router';
import type { DataPoints, InsightMinimum, InsightPattern, InsightPrediction } from '#shared/contracts/sofia-insights';
import { buttonVariants } from '#web/components/ui/button';
import { formatDay } from '#web/lib/dates';

const SOURCE_WORDS: Record<DataPoints['source'], [one: string, many: string]> = {
  'check-ins': ['day with a check-in', 'days with a check-in'],
  journal: ['journal entry', 'journal entries'],
  modules: ['module completed', 'modules completed'],
  results: ['assessment result', 'assessment results'],
};

/** "Rests on 19 days with a check-in, from 9 Nov 2026 to 27 Nov 2026." */
function RestsOn({ points }: { points: readonly DataPoints[] }) {
  return (
    <p className="text-sm text-muted-foreground">
      Rests on{' '}
      {points
        .map((p) => {
          const [one, many] = SOURCE_WORDS[p.source];
          const span = p.from === p.to ? `on ${formatDay(p.from)}` : `from ${formatDay(p.from)} to ${formatDay(p.to)}`;
          return `${p.count} ${p.count === 1 ? one : many}, ${span}`;
        })
        .join('; ')}
      .
    </p>
  );
}

const ITEM = 'flex flex-col gap-2 rounded-card border border-border bg-background p-4';

export function PatternList({ patterns }: { patterns: readonly InsightPattern[] }) {
  if (patterns.length === 0) return <p className="text-muted-foreground">No clear pattern to show yet.</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label="Your patterns">
      {patterns.map((pattern) => (
        <li key={pattern.pattern_type} className={ITEM}>
          <p className="font-medium">{pattern.description}</p>
          <p>{pattern.actionable_insight}</p>
          <p className="text-sm">Confidence: {pattern.confidence} %</p>
          <RestsOn points={pattern.data_points} />
        </li>
      ))}
    </ul>
  );
}

export function PredictionList({ predictions }: { predictions: readonly InsightPrediction[] }) {
  if (predictions.length === 0) return <p className="text-muted-foreground">Nothing to look ahead to with confidence yet.</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label="Looking ahead">
      {predictions.map((prediction) => (
        <li key={prediction.type} className={ITEM}>
          <p className="font-medium">{prediction.prediction}</p>
          <p className="text-sm">
            When: {prediction.timeline} · Confidence: {prediction.confidence_score} %
          </p>
          <p className="text-sm font-semibold">What may help</p>
          <ul className="list-disc pl-5">
            {prediction.recommended_actions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ul>
          <RestsOn points={prediction.data_points} />
        </li>
      ))}
    </ul>
  );
}

/** How much data each insight needs and why, and what confidence means. */
export function Minimums({ minimums, confidenceMeaning }: { minimums: readonly InsightMinimum[]; confidenceMeaning: string }) {
  return (
    <>
      <dl className="flex flex-col gap-4">
        {minimums.map((m) => (
          <div key={m.id}>
            <dt className="font-semibold">{m.insight}</dt>
            <dd>Needs {m.needs}.</dd>
            <dd className="text-muted-foreground">{m.why}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground">{confidenceMeaning}</p>
    </>
  );
}

/** What Personal Guidance offers a member whose tier does not include it, and the way to it. */
export function LockedOffer({ href, minimums }: { href: string; minimums: readonly InsightMinimum[] }) {
  return (
    <>
      <p>
        Personal Guidance is part of Premium and Elite. It looks across your own check-ins, journal and modules for patterns you can act on,
        and tells you how sure it is and which of your days it rests on.
      </p>
      <ul className="list-disc pl-5">
        {minimums.map((m) => (
          <li key={m.id}>{m.insight}</li>
        ))}
      </ul>
      <p>
        <Link to={href} className={buttonVariants()}>
          See Premium and Elite
        </Link>
      </p>
      <p className="text-sm text-muted-foreground">
        Your check-ins, journal and Sofia’s safety support stay open to you whatever your membership.
      </p>
    </>
  );
}
