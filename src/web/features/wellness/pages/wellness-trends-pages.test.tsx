import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TrendsResponse } from '#shared/contracts/wellness';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { addDays, formatDayLong, formatDayWithWeekday, formatMonth, monthOf, todayKey } from '../lib/calendar-dates';
import ReflectionPage from './reflection-page';
import WellnessDashboardPage from './wellness-dashboard-page';
import { textsByRole } from '#web/testing/texts';

const today = todayKey();
const ago = (n: number) => addDays(today, -n);
const NOT_ENOUGH =
  'Patterns need a little more data: at least 3 days with and 3 days without something before we compare them. You have 2 days of check-ins in this period.';

/** Trends with energy and stress on the given days ([days ago, energy, stress]); the other measures at 5. */
function trends(days: number, points: [number, number, number][], insights: TrendsResponse['insights'] = []): TrendsResponse {
  const at = (pick: (p: [number, number, number]) => number) =>
    points.map((p) => ({ day: ago(p[0]), value: pick(p) })).sort((a, b) => a.day.localeCompare(b.day));
  const flat = at(() => 5);
  const avg = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null);
  return {
    days,
    series: {
      energy_level: at((p) => p[1]),
      stress_level: at((p) => p[2]),
      sleep_quality: flat,
      work_satisfaction: flat,
      social_connection: flat,
    },
    averages: {
      energy_level: avg(points.map((p) => p[1])),
      stress_level: avg(points.map((p) => p[2])),
      sleep_quality: points.length ? 5 : null,
      work_satisfaction: points.length ? 5 : null,
      social_connection: points.length ? 5 : null,
    },
    checkinDays: points.length,
    insights,
  };
}

describe('/reflection', () => {
  const MONTH = trends(30, [
    [20, 3, 8],
    [12, 8, 2],
    [11, 7, 3],
    [2, 5, 5],
  ]);

  it('draws the 30-day energy timeline as a named image, with its numbers in a table on request', async () => {
    stubFetch({ ...signedInRoutes(), '/api/wellness/trends': { body: MONTH } });
    renderPage(<ReflectionPage />, { path: '/reflection' });
    const chart = await screen.findByRole('img', { name: 'Energy over the last 30 days' });
    expect(chart).toHaveAccessibleDescription(
      `Energy: 4 days with a check-in in the last 30 days, averaging 5.8 out of 10, lowest 3 on ${formatDayShortOf(20)}, highest 8 on ${formatDayShortOf(12)}.`,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Show energy by day as a table' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Energy by day, last 30 days' });
    expect(textsByRole(table, 'columnheader')).toEqual(['Day', 'Energy', 'Stress']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    // Newest first, each day named, values out of 10.
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(formatDayWithWeekday(ago(2)));
    expect(rows[1]).toHaveTextContent(`${formatDayWithWeekday(ago(11))}7 / 103 / 10`);
    expect(rows[3]).toHaveTextContent(`${formatDayWithWeekday(ago(20))}3 / 108 / 10`);

    await userEvent.click(screen.getByRole('button', { name: 'Hide energy by day' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the averages and the best and hardest days by energy and stress', async () => {
    stubFetch({ ...signedInRoutes(), '/api/wellness/trends': { body: MONTH } });
    renderPage(<ReflectionPage />, { path: '/reflection' });
    const averages = await screen.findByRole('region', { name: "The month's averages" });
    expect(within(averages).getByText('Energy').nextElementSibling).toHaveTextContent('5.8 out of 10');
    const extremes = screen.getByRole('region', { name: 'Highs and lows' });
    expect(extremes).toHaveTextContent(`Most energy${formatDayLong(ago(12))}: energy 8 out of 10`);
    expect(extremes).toHaveTextContent(`Calmest day${formatDayLong(ago(12))}: stress 2 out of 10`);
    expect(extremes).toHaveTextContent(`Least energy${formatDayLong(ago(20))}: energy 3 out of 10`);
    expect(extremes).toHaveTextContent(`Most stress${formatDayLong(ago(20))}: stress 8 out of 10`);
  });

  it("saves the month's reflection as a journal entry titled and tagged for the month", async () => {
    const monthName = formatMonth(monthOf(today));
    const mock = stubFetch({
      ...signedInRoutes(),
      '/api/wellness/trends': { body: trends(30, []) },
      'POST /api/journal': (_url, init) => {
        const input = JSON.parse(String(init?.body)) as { title: string; body: string };
        return {
          status: 201,
          body: {
            entry: { id: 'e1', ...input, mood: null, tags: ['monthly-reflection'], created_at: today, updated_at: today },
            crisis: false,
            crisisTier: 0,
          },
        };
      },
    });
    renderPage(<ReflectionPage />, { path: '/reflection' });
    expect(await screen.findByText(/Highs and lows show once you have checked in on at least two days/, {})).toBeInTheDocument();
    const form = screen.getByRole('form', { name: `Reflection for ${monthName}` });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Save to my journal' }));
    expect(await within(form).findByText('Please write something, even a line.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: `Your reflection for ${monthName}` }), 'Slower, and kinder to myself.');
    await user.click(within(form).getByRole('button', { name: 'Save to my journal' }));
    expect(await within(form).findByText(`Saved to your journal as “Reflection for ${monthName}”.`, { exact: false })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Read your reflections' })).toHaveAttribute(
      'href',
      '/wellness-dashboard/journal?tag=monthly-reflection',
    );
    expect(sentBodies(mock, 'POST', '/api/journal')).toEqual([
      { title: `Reflection for ${monthName}`, body: 'Slower, and kinder to myself.', mood: null, tags: ['monthly-reflection'] },
    ]);
  });
});

function formatDayShortOf(daysAgo: number) {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${ago(daysAgo)}T00:00:00Z`),
  );
}

describe('/wellness-dashboard', () => {
  function server() {
    return stubFetch({
      ...signedInRoutes(),
      '/api/wellness/trends': (url) => {
        const days = Number(url.searchParams.get('days'));
        if (days === 7)
          return {
            body: trends(
              7,
              [
                [1, 4, 7],
                [3, 6, 5],
              ],
              [{ kind: 'not-enough', text: NOT_ENOUGH }],
            ),
          };
        return {
          body: trends(
            days,
            [
              [1, 4, 7],
              [3, 6, 5],
              [9, 5, 5],
              [15, 7, 3],
              [21, 3, 8],
              [25, 6, 4],
            ],
            [{ kind: 'correlation', text: 'On your days, stress and energy strongly move in opposite directions.' }],
          ),
        };
      },
    });
  }

  const daysAsked = (mock: ReturnType<typeof stubFetch>) =>
    mock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/wellness/trends')
      .map((url) => url.searchParams.get('days'));

  it('shows 30 days by default and switches to 7 and 90, with the not-enough-data insight when it applies', async () => {
    const mock = server();
    const { router } = renderPage(<WellnessDashboardPage />, { path: '/wellness-dashboard' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your last 30 days' })).toBeInTheDocument();
    const range = screen.getByRole('group', { name: 'Time range' });
    expect(within(range).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('You checked in on 6 days in the last 30 days.')).toBeInTheDocument();
    const measures = screen.getByRole('list', { name: 'Your measures' });
    expect(within(measures).getAllByRole('img')).toHaveLength(5);
    expect(within(measures).getByRole('img', { name: 'Stress over the last 30 days' })).toBeInTheDocument();
    expect(within(measures).getByRole('article', { name: 'Energy' })).toHaveTextContent('5.2 / 10 on average');
    const insights = screen.getByRole('region', { name: 'What your check-ins suggest' });
    expect(insights).toHaveTextContent('On your days, stress and energy strongly move in opposite directions.');
    expect(insights).not.toHaveTextContent('Patterns need a little more data');

    await userEvent.click(within(range).getByRole('button', { name: '7 days' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your last 7 days' })).toBeInTheDocument();
    expect(within(range).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('region', { name: 'What your check-ins suggest' })).toHaveTextContent(NOT_ENOUGH));
    expect(screen.getByText('You checked in on 2 days in the last 7 days.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?days=7');

    await userEvent.click(within(range).getByRole('button', { name: '90 days' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your last 90 days' })).toBeInTheDocument();
    await waitFor(() => expect(daysAsked(mock)).toEqual(['30', '7', '90']));
  });

  it('links to the check-in, journal, calendar and reflection, and offers the numbers as a table', async () => {
    server();
    renderPage(<WellnessDashboardPage />, { path: '/wellness-dashboard?days=7' });
    const nav = await screen.findByRole('navigation', { name: 'Wellness' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Check in now', '/wellness/checkin'],
      ['Journal', '/wellness-dashboard/journal'],
      ['Calendar', '/wellness-calendar'],
      ['Monthly reflection', '/reflection'],
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Show the numbers as a table' }));
    const table = screen.getByRole('table', { name: 'Daily averages, last 7 days' });
    expect(textsByRole(table, 'columnheader')).toEqual(['Day', 'Energy', 'Stress', 'Sleep', 'Work', 'Connection']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});
