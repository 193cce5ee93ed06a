import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnalyticsOverview, TrafficOverview } from '#shared/contracts/admin-analytics';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import AnalyticsPage from './analytics-page';
import CacheDebugPage from './cache-debug-page';
import TrafficPage from './traffic-page';

const OVERVIEW: AnalyticsOverview = {
  from: '2026-11-01',
  to: '2026-11-02',
  funnel: [
    { step: 'Visited', people: 40 },
    { step: 'Signed up', people: 10 },
    { step: 'Took the audit', people: 5 },
    { step: 'Started an Edit', people: 2 },
    { step: 'Came back after 7 days', people: 1 },
  ],
  cohorts: [{ week: '2026-10-26', signups: 4, retained: [2, 1, 0, 0] }],
  assessmentResults: [{ quizType: 'operating_system_audit', resultType: 'system_override', count: 3 }],
  checkinsPerDay: [
    { day: '2026-11-01', count: 2 },
    { day: '2026-11-02', count: 0 },
  ],
  contentCompletion: [],
  conversions: [{ event: 'sign_up', count: 10 }],
  churnRisk: [{ band: 'Some risk (31–50)', members: 3 }],
};

const TRAFFIC: TrafficOverview = {
  from: '2026-11-01',
  to: '2026-11-01',
  totals: { views: 3, visitors: 2 },
  daily: [{ day: '2026-11-01', views: 3, visitors: 2 }],
  topPages: [{ path: '/library', views: 3, visitors: 2, medianSeconds: 20 }],
  referrers: [{ name: 'Direct', views: 3 }],
  devices: [{ name: 'mobile', views: 3 }],
  browsers: [{ name: 'Safari', views: 3 }],
  countries: [{ name: 'NZ', views: 3 }],
  vitals: [{ path: '/library', samples: 4, lcp: 3000, inp: 150, cls: 0.3, ttfb: null }],
  recentVisits: [
    {
      path: '/library',
      title: 'Library',
      durationSeconds: 42,
      device: 'mobile',
      browser: 'Safari',
      country: 'NZ',
      at: '2026-11-01T10:00:00.000Z',
    },
  ],
};

const table = (name: string) => screen.getByRole('table', { name });

describe('/admin/analytics', () => {
  it('shows the funnel with its share of sign-ups, the cohorts and the counts, and reads the range chosen', async () => {
    const mock = stubFetch({ '/api/admin/analytics/overview': { body: OVERVIEW } });
    renderPage(<AnalyticsPage />, { path: '/admin/analytics' });
    const funnel = await screen.findByRole('table', { name: 'Funnel' });
    expect(within(funnel).getByRole('row', { name: /Took the audit/ })).toHaveTextContent('Took the audit550%');
    // The funnel's steps count the same people again: its summary says the first and the last, no sum.
    expect(screen.getByRole('img', { name: 'People at each step: from Visited (40) to Came back after 7 days (1).' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Check-ins per day, 1 Nov 2026 to 2 Nov 2026: 2 in all, most on 1 Nov 2026 (2).' }),
    ).toBeInTheDocument();
    expect(table('Weekly cohort retention')).toHaveTextContent('2 (50%)');
    expect(table('Churn risk')).toHaveTextContent('Some risk (31–50)3');
    expect(table('Content completion')).toHaveTextContent('Nothing in this range yet.');
    expect(screen.getAllByRole('button', { name: /Download CSV/ })).toHaveLength(7);

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-10-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-10-31');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(mock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/analytics/overview?from=2026-10-01&to=2026-10-31'),
    );
  });

  it("says 'Failed to load analytics data' when the report cannot be read, with Try again", async () => {
    stubFetch({ '/api/admin/analytics/overview': { status: 500, body: { title: 'Internal Server Error', status: 500 } } });
    renderPage(<AnalyticsPage />, { path: '/admin/analytics' });
    expect(await screen.findByText('Failed to load analytics data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('refuses a start after the end without asking the server', async () => {
    const mock = stubFetch({ '/api/admin/analytics/overview': { body: OVERVIEW } });
    renderPage(<AnalyticsPage />, { path: '/admin/analytics' });
    await screen.findByRole('table', { name: 'Funnel' });
    const calls = mock.mock.calls.length;
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2099-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('The start must be on or before the end')).toBeInTheDocument();
    expect(mock.mock.calls.length).toBe(calls);
  });
});

describe('/admin/traffic', () => {
  it('shows visits with time on page and device, and vitals in Google’s terms', async () => {
    stubFetch({ '/api/admin/traffic': { body: TRAFFIC } });
    renderPage(<TrafficPage />, { path: '/admin/traffic' });
    const visits = await screen.findByRole('table', { name: 'Latest visits' });
    expect(within(visits).getByRole('row', { name: /\/library/ })).toHaveTextContent('/library42 smobileSafariNZ');
    expect(table('Top pages')).toHaveTextContent('/library3220 s');
    expect(table('Web vitals')).toHaveTextContent('3000 ms (Needs improvement)150 ms (Good)0.30 (Poor)—');
    // Review 5: the sum of visitors counted per day is not a number of people, and is not called one.
    expect(screen.getByText(/page views and/)).toHaveTextContent(
      '3 page views and 2 daily visits (a visitor counts once for each day they came).',
    );
    // Views add up; visitors, counted per day, are said for the busiest day only.
    expect(
      screen.getByRole('img', {
        name: 'Views and visitors per day, 1 Nov 2026: 3 views in all, most on 1 Nov 2026 (3 views, 2 visitors).',
      }),
    ).toBeInTheDocument();
  });
});

describe('/admin/cache-debug', () => {
  it('lists the caches with their hit rate and clears them', async () => {
    const mock = stubFetch({
      '/api/admin/caches': {
        body: {
          caches: [{ name: 'comprehensive data', size: 2, oldestAgeSeconds: 30, hits: 3, misses: 1, ttlSeconds: 120 }],
        },
      },
      'POST /api/admin/caches/clear': { body: { cleared: ['comprehensive data', 'page renders'] } },
    });
    renderPage(<CacheDebugPage />, { path: '/admin/cache-debug' });
    expect(await screen.findByRole('table', { name: 'Caches' })).toHaveTextContent('comprehensive data230 s3175%120 s');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all caches' }));
    expect(await screen.findByText('Cleared: comprehensive data, page renders.')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/admin/caches/clear')).toEqual([{}]);
  });
});
