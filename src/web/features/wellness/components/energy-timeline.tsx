import type { TrendsResponse } from '#shared/contracts/wellness';
import { todayKey } from '../lib/calendar-dates';
import { chartRange, measureSummary, seriesRows } from '../lib/trend-summary';
import { TrendLineChart } from './trend-line-chart';
import { TrendTable, TrendTableToggle } from './trend-table';

/**
 * The reflection map's 30-day energy timeline: the line chart, its summary in words beside it,
 * and the same numbers as a table for anyone who prefers them (or cannot see the chart).
 */
export function EnergyTimeline({ trends, today = todayKey() }: { trends: TrendsResponse; today?: string }) {
  const points = trends.series.energy_level ?? [];
  const { from, to } = chartRange(trends.days, points, today);
  const summary = measureSummary('Energy', points, trends.averages.energy_level, trends.days);
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-card border border-border bg-surface p-4">
        <TrendLineChart points={points} from={from} to={to} title={`Energy over the last ${trends.days} days`} summary={summary} />
      </div>
      <p className="max-w-[70ch] text-muted-foreground">{summary}</p>
      <TrendTableToggle what="energy by day">
        <TrendTable
          caption={`Energy by day, last ${trends.days} days`}
          columns={[
            { key: 'energy_level', label: 'Energy' },
            { key: 'stress_level', label: 'Stress' },
          ]}
          rows={seriesRows(trends.series, ['energy_level', 'stress_level'])}
        />
      </TrendTableToggle>
    </div>
  );
}
