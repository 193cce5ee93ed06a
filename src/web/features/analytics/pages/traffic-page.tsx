import type { TrafficOverview } from '#shared/contracts/admin-analytics';
import { rateVital, VITAL_RATING_LABELS, type Vital } from '#shared/analytics/performance-score';
import { formatDateTime, formatDay } from '#web/lib/dates';
import { useTraffic } from '../api/get-traffic';
import { RangeReport } from '../components/range-report';
import { ReportTables, type TableSpec } from '../components/report-table';
import { viewsAndVisitorsSummary } from '../lib/chart-summary';

/** A 75th percentile in Google's terms: "2400 ms (Good)". */
function vital(name: Vital, value: number | null) {
  if (value === null) return null;
  const shown = name === 'cls' ? value.toFixed(2) : `${Math.round(value)} ms`;
  return `${shown} (${VITAL_RATING_LABELS[rateVital(name, value)]})`;
}

const seconds = (value: number | null) => (value === null ? null : `${Math.round(value)} s`);

const tally = (title: string, column: string, rows: readonly { name: string; views: number }[]): TableSpec => ({
  title,
  columns: [column, 'Views'],
  rows: rows.map((r) => [r.name, r.views]),
  file: title.toLowerCase(),
});

function tables(data: TrafficOverview): TableSpec[] {
  return [
    {
      title: 'Views and visitors per day',
      columns: ['Day', 'Views', 'Visitors'],
      rows: data.daily.map((d) => [d.day, d.views, d.visitors]),
      file: 'views-per-day',
      chart: {
        summary: viewsAndVisitorsSummary(
          'Views and visitors per day',
          data.daily.map((d) => ({ name: formatDay(d.day), views: d.views, visitors: d.visitors })),
        ),
        names: data.daily.map((d) => formatDay(d.day, 'short')),
        series: [
          { name: 'Views', values: data.daily.map((d) => d.views) },
          { name: 'Visitors', values: data.daily.map((d) => d.visitors) },
        ],
      },
    },
    {
      title: 'Top pages',
      columns: ['Page', 'Views', 'Visitors', 'Median time on page'],
      rows: data.topPages.map((p) => [p.path, p.views, p.visitors, seconds(p.medianSeconds)]),
      file: 'top-pages',
    },
    tally('Referrers', 'Source', data.referrers),
    tally('Devices', 'Device', data.devices),
    tally('Browsers', 'Browser', data.browsers),
    tally('Countries', 'Country', data.countries),
    {
      title: 'Web vitals',
      description:
        'The 75th percentile per page: Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift and Time to First Byte.',
      columns: ['Page', 'Samples', 'LCP', 'INP', 'CLS', 'TTFB'],
      rows: data.vitals.map((v) => [
        v.path,
        v.samples,
        vital('lcp', v.lcp),
        vital('inp', v.inp),
        vital('cls', v.cls),
        vital('ttfb', v.ttfb),
      ]),
      file: 'web-vitals',
    },
    {
      title: 'Latest visits',
      columns: ['Page', 'Time on page', 'Device', 'Browser', 'Country', 'When'],
      rows: data.recentVisits.map((v) => [v.path, seconds(v.durationSeconds), v.device, v.browser, v.country, formatDateTime(v.at)]),
      file: 'latest-visits',
    },
  ];
}

/**
 * /admin/traffic and /admin/traffic-analytics (analyst and above; issue 23): visits of people who
 * allowed analytics, where they came from, what they used, and how fast the pages were for them.
 */
export default function TrafficPage() {
  return (
    <RangeReport
      title="Traffic"
      intro="Visits from people who allowed analytics. A visitor is one browsing session. Web vitals are the 75th percentile of real visits, rated as Google rates them."
      what="traffic"
      useReport={useTraffic}
    >
      {(data) => (
        <>
          <p className="mb-8 text-lg">
            {/* Visitors are tracking sessions counted per day (decision 140): their sum counts a return on another day again. */}
            <strong>{data.totals.views}</strong> page views and <strong>{data.totals.visitors}</strong> daily visits (a visitor counts once
            for each day they came).
          </p>
          <ReportTables tables={tables(data)} />
        </>
      )}
    </RangeReport>
  );
}
