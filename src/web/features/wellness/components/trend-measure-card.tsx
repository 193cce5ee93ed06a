import { useId } from 'react';
import { CHECKIN_LABELS } from '#shared/contracts/wellness';
import type { CheckinMeasure } from '#shared/wellness/rules';
import { measureSummary, type Point } from '../lib/trend-summary';
import { type ChartTone, TrendLineChart } from './trend-line-chart';

const TONE: Record<CheckinMeasure, ChartTone> = {
  energy_level: 'primary',
  stress_level: 'accent',
  sleep_quality: 'sofia',
  work_satisfaction: 'primary',
  social_connection: 'sofia',
};

interface TrendMeasureCardProps {
  measure: CheckinMeasure;
  points: readonly Point[];
  average: number | null;
  days: number;
  from: string;
  to: string;
}

/** One of the five small multiples: the measure, its average for the period and a small chart. */
export function TrendMeasureCard({ measure, points, average, days, from, to }: TrendMeasureCardProps) {
  const { label, low, high } = CHECKIN_LABELS[measure];
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-sm">
      <header className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {label}
        </h3>
        <p className="text-right">
          {average === null ? (
            <span className="text-muted-foreground">No check-ins yet</span>
          ) : (
            <>
              <span className="text-2xl font-semibold tabular-nums">{average}</span>
              <span className="text-sm text-muted-foreground"> / 10 on average</span>
            </>
          )}
        </p>
      </header>
      <TrendLineChart
        compact
        tone={TONE[measure]}
        points={points}
        from={from}
        to={to}
        title={`${label} over the last ${days} days`}
        summary={measureSummary(label, points, average, days)}
      />
      <p className="text-sm text-muted-foreground">
        1 is “{low}”, 10 is “{high}”.
      </p>
    </article>
  );
}
