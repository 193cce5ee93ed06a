import type { AnalyticsOverview } from '#shared/contracts/admin-analytics';
import { formatDay } from '#web/lib/dates';
import { useAnalyticsOverview } from '../api/get-analytics-overview';
import { RangeReport } from '../components/range-report';
import { ReportTables, type TableSpec } from '../components/report-table';
import { dailyCountSummary, funnelSummary } from '../lib/chart-summary';

/** Spec 8's wording when the analytics cannot be read. */
export const ANALYTICS_LOAD_ERROR = 'Failed to load analytics data';

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((100 * part) / whole)}%` : '—');

function tables(data: AnalyticsOverview): TableSpec[] {
  const signups = data.funnel[1]?.people ?? 0;
  return [
    {
      title: 'Funnel',
      description:
        'Visitors in the range, then of the accounts made in it: who took the audit, started an Edit and came back a week later. Visits are recorded only for people who allowed analytics, so returns are a floor.',
      columns: ['Step', 'People', 'Of sign-ups'],
      rows: data.funnel.map((s, i) => [s.step, s.people, i === 0 ? null : percent(s.people, signups)]),
      file: 'funnel',
      chart: {
        summary: funnelSummary(
          'People at each step',
          data.funnel.map((s) => ({ name: s.step, value: s.people })),
        ),
        names: data.funnel.map((s) => s.step),
        series: [{ name: 'People', values: data.funnel.map((s) => s.people) }],
      },
    },
    {
      title: 'Weekly cohort retention',
      description: 'Accounts by the week they were made, and how many came back in each of the four weeks after.',
      columns: ['Sign-up week', 'Sign-ups', 'Week 1', 'Week 2', 'Week 3', 'Week 4'],
      rows: data.cohorts.map((c) => [formatDay(c.week), c.signups, ...c.retained.map((n) => `${n} (${percent(n, c.signups)})`)]),
      file: 'cohort-retention',
    },
    {
      title: 'Assessment results',
      columns: ['Assessment', 'Result', 'Count'],
      rows: data.assessmentResults.map((r) => [r.quizType, r.resultType, r.count]),
      file: 'assessment-results',
    },
    {
      title: 'Check-ins per day',
      columns: ['Day', 'Check-ins'],
      rows: data.checkinsPerDay.map((d) => [d.day, d.count]),
      file: 'check-ins-per-day',
      chart: {
        summary: dailyCountSummary(
          'Check-ins per day',
          data.checkinsPerDay.map((d) => ({ name: formatDay(d.day), value: d.count })),
        ),
        names: data.checkinsPerDay.map((d) => formatDay(d.day, 'short')),
        series: [{ name: 'Check-ins', values: data.checkinsPerDay.map((d) => d.count) }],
      },
    },
    {
      title: 'Content completion',
      description: 'Edits started in the range and the modules completed in them.',
      columns: ['Edit', 'Started', 'Modules completed'],
      rows: data.contentCompletion.map((c) => [c.edit, c.started, c.modulesCompleted]),
      file: 'content-completion',
    },
    { title: 'Conversions', columns: ['Event', 'Count'], rows: data.conversions.map((c) => [c.event, c.count]), file: 'conversions' },
    {
      title: 'Churn risk',
      description: 'Members whose churn risk was worked out in the range, by their latest score.',
      columns: ['Band', 'Members'],
      rows: data.churnRisk.map((b) => [b.band, b.members]),
      file: 'churn-risk',
    },
  ];
}

/**
 * /admin/analytics (analyst and above, read only; issue 23): how people move from a visit to a
 * lasting habit, for the days chosen. Every chart has its table, every table a CSV.
 */
export default function AnalyticsPage() {
  return (
    <RangeReport
      title="Analytics"
      intro="How people find their way from a first visit to a habit that lasts. Counts only: no one is named here, and visits are counted only for people who allowed analytics."
      what="analytics data"
      errorTitle={ANALYTICS_LOAD_ERROR}
      useReport={useAnalyticsOverview}
    >
      {(data) => <ReportTables tables={tables(data)} />}
    </RangeReport>
  );
}
