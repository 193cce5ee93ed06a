import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { CHECKIN_LABELS, type TrendsResponse } from '#shared/contracts/wellness';
import { CHECKIN_MEASURES } from '#shared/wellness/rules';
import { useTrends } from '../api/get-trends';
import { MonthShape } from '../components/wellness-shapes';
import { REFLECTION_DAYS } from '../lib/trends-path';
import { EnergyTimeline } from '../components/energy-timeline';
import { JournalReflectionForm } from '../components/journal-reflection-form';
import { formatMonth, monthOf, todayKey } from '../lib/calendar-dates';
import { type HighOrLow, highsAndLows } from '../lib/trend-summary';
import { PageFrame } from '#web/components/page-frame';
import { IconHeading } from '#web/components/icon-heading';
import { TrendsState } from '../components/trends-state';
import { TitledSection } from '#web/components/titled-section';

const linkClasses = 'font-semibold text-primary underline underline-offset-4';

function HighLowList({ title, items, Icon }: { title: string; items: HighOrLow[]; Icon: typeof ArrowUp }) {
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5">
      <IconHeading icon={Icon}>{title}</IconHeading>
      <dl className="flex flex-col gap-3">
        {items.map((item) => (
          <div key={item.key}>
            <dt className="font-semibold">{item.label}</dt>
            <dd className="text-muted-foreground">{item.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function MonthAtAGlance({ trends }: { trends: TrendsResponse }) {
  const extremes = highsAndLows(trends.series);
  return (
    <>
      <TitledSection id="reflection-timeline" title="Your energy, day by day">
        <EnergyTimeline trends={trends} />
      </TitledSection>

      <TitledSection id="reflection-averages" title="The month's averages">
        <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {CHECKIN_MEASURES.map((measure) => {
            const average = trends.averages[measure] ?? null;
            return (
              <div key={measure} className="rounded-card border border-border bg-surface p-4">
                <dt className="font-semibold">{CHECKIN_LABELS[measure].label}</dt>
                <dd className="mt-1">
                  {average === null ? (
                    <span className="text-muted-foreground">No check-ins yet</span>
                  ) : (
                    <>
                      <span className="text-2xl font-semibold tabular-nums">{average}</span>
                      <span className="text-sm text-muted-foreground"> out of 10</span>
                    </>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </TitledSection>

      <TitledSection id="reflection-extremes" title="Highs and lows">
        {extremes ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <HighLowList title="Highs" items={extremes.highs} Icon={ArrowUp} />
            <HighLowList title="Lows" items={extremes.lows} Icon={ArrowDown} />
          </div>
        ) : (
          <p className="max-w-[70ch] text-muted-foreground">
            Highs and lows show once you have checked in on at least two days. There is no rush:{' '}
            <Link to="/wellness/checkin" className={linkClasses}>
              a check-in
            </Link>{' '}
            takes about two minutes whenever you are ready.
          </p>
        )}
      </TitledSection>
    </>
  );
}

/**
 * /reflection (member): the monthly reflection map. The last 30 days of energy as a timeline
 * (chart, words and a table), the averages of the five measures, the best and hardest days, and
 * a prompt to write the month's reflection into the journal.
 */
export default function ReflectionPage() {
  const trends = useTrends(REFLECTION_DAYS);
  const monthName = formatMonth(monthOf(todayKey()));

  return (
    <PageFrame
      title="Monthly Reflection"
      width="5xl"
      gap={10}
      lead="The last 30 days at a glance: how your energy moved, what the month felt like on average, and the days that stood out. Then, if you like, a few words about it."
      more={
        <p className="flex flex-wrap gap-x-5">
          <Link to="/wellness-calendar" className={`inline-flex min-h-11 items-center ${linkClasses}`}>
            Open the calendar
          </Link>
          <Link to="/wellness-dashboard" className={`inline-flex min-h-11 items-center ${linkClasses}`}>
            Wellness Dashboard
          </Link>
        </p>
      }
    >
      <TrendsState query={trends} what="your month" shape={<MonthShape />}>
        {(data) => <MonthAtAGlance trends={data} />}
      </TrendsState>

      <TitledSection id="reflection-write" title="Write this month's reflection">
        <JournalReflectionForm monthName={monthName} />
      </TitledSection>
    </PageFrame>
  );
}
