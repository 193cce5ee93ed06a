import { CalendarDays, HeartPulse, NotebookPen, Sparkle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CHECKIN_LABELS } from '#shared/contracts/wellness';
import { CHECKIN_MEASURES } from '#shared/wellness/rules';
import { buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { useTrends } from '../api/get-trends';
import { TrendInsights } from '../components/trend-insights';
import { TrendMeasureCard } from '../components/trend-measure-card';
import { TrendRangeSwitch } from '../components/trend-range-switch';
import { TrendTable, TrendTableToggle } from '../components/trend-table';
import { TrendsShape } from '../components/wellness-shapes';
import { todayKey } from '../lib/calendar-dates';
import { chartRange, seriesRows } from '../lib/trend-summary';
import { DEFAULT_TREND_RANGE, TREND_RANGES, type TrendRange } from '../lib/trends-path';
import { PageFrame } from '#web/components/page-frame';
import { TrendsState } from '../components/trends-state';
import { TitledSection } from '#web/components/titled-section';

function rangeFrom(params: URLSearchParams): TrendRange {
  const days = Number(params.get('days'));
  return (TREND_RANGES as readonly number[]).includes(days) ? (days as TrendRange) : DEFAULT_TREND_RANGE;
}

const LINKS = [
  { to: '/wellness/checkin', label: 'Check in now', Icon: HeartPulse },
  { to: '/wellness-dashboard/journal', label: 'Journal', Icon: NotebookPen },
  { to: '/wellness-calendar', label: 'Calendar', Icon: CalendarDays },
  { to: '/reflection', label: 'Monthly reflection', Icon: Sparkle },
] as const;

/**
 * /wellness-dashboard (member): the five measures over the last 7, 30 or 90 days (?days=) as
 * small multiples with their averages, the API's plain-language insights, and the way to the
 * check-in, journal, calendar and reflection.
 */
export default function WellnessDashboardPage() {
  const [params, setParams] = useSearchParams();
  const days = rangeFrom(params);
  const trends = useTrends(days);
  const today = todayKey();
  const chooseRange = (next: TrendRange) =>
    setParams(next === DEFAULT_TREND_RANGE ? new URLSearchParams() : new URLSearchParams({ days: String(next) }), { replace: true });

  const allPoints = trends.data ? CHECKIN_MEASURES.flatMap((m) => trends.data.series[m] ?? []) : [];
  const { from, to } = chartRange(days, allPoints, today);

  return (
    <PageFrame
      title="Wellness Dashboard"
      width="6xl"
      gap={10}
      lead="How your energy, stress, sleep, work and connection have moved lately. These are patterns to notice, not scores to chase."
      more={
        <nav aria-label="Wellness" className="mt-2">
          <ul className="flex flex-wrap gap-3">
            {LINKS.map(({ to: href, label, Icon }, i) => (
              <li key={href}>
                <Link to={href} className={cn(buttonVariants({ variant: i === 0 ? 'default' : 'outline' }))}>
                  <Icon aria-hidden="true" strokeWidth={1.75} />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      <section aria-labelledby="trends-heading" className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="trends-heading" className="text-2xl font-semibold">
            Your last {days} days
          </h2>
          <TrendRangeSwitch value={days} onChange={chooseRange} />
        </div>
        <TrendsState query={trends} what="your trends" shape={<TrendsShape />}>
          {(data) => (
            <>
              <p role="status" className="text-muted-foreground">
                {data.checkinDays === 0
                  ? `No check-ins in the last ${days} days. Whenever you are ready, a check-in takes about two minutes.`
                  : `You checked in on ${data.checkinDays} ${data.checkinDays === 1 ? 'day' : 'days'} in the last ${days} days.`}
              </p>
              <ul aria-label="Your measures" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {CHECKIN_MEASURES.map((measure) => (
                  <li key={measure}>
                    <TrendMeasureCard
                      measure={measure}
                      points={data.series[measure] ?? []}
                      average={data.averages[measure] ?? null}
                      days={days}
                      from={from}
                      to={to}
                    />
                  </li>
                ))}
              </ul>
              <TrendTableToggle what="the numbers">
                <TrendTable
                  caption={`Daily averages, last ${days} days`}
                  columns={CHECKIN_MEASURES.map((measure) => ({ key: measure, label: CHECKIN_LABELS[measure].label }))}
                  rows={seriesRows(data.series)}
                />
              </TrendTableToggle>
            </>
          )}
        </TrendsState>
      </section>

      {trends.data && (
        <TitledSection id="insights-heading" title="What your check-ins suggest">
          <TrendInsights insights={trends.data.insights} />
          <p className="max-w-[70ch] text-sm text-muted-foreground">
            These notice patterns in your own check-ins; they are not a diagnosis. Many people find their patterns shift as rest returns.
          </p>
        </TitledSection>
      )}
    </PageFrame>
  );
}
