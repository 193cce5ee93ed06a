import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '#shared/contracts/wellness';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { formatMonth, monthOf, todayKey } from '../lib/calendar-dates';
import CalendarPage from './calendar-page';

const JOURNAL_ID = 'b0000000-0000-4000-8000-000000000001';

const MARCH: CalendarDay[] = [
  {
    day: '2024-03-05',
    checkins: [
      {
        id: 'c1',
        energy_level: 6,
        stress_level: 3,
        sleep_quality: 7,
        work_satisfaction: 5,
        social_connection: 8,
        notes: 'Slept better <b>finally</b>.',
        timestamp: '2024-03-05T08:30:00.000Z',
        frequency: 'weekly',
        created_at: '2024-03-05T08:30:00.000Z',
      },
    ],
    journal: [{ id: JOURNAL_ID, title: 'Quiet morning', mood: 4, created_at: '2024-03-05T09:00:00.000Z' }],
    modules: [],
  },
  {
    day: '2024-03-12',
    checkins: [],
    journal: [],
    modules: [
      {
        editSlug: 'rest-without-guilt',
        editTitle: 'Rest without guilt',
        moduleSlug: 'the-permission-slip',
        moduleTitle: 'The permission slip',
        completedAt: '2024-03-12T18:00:00.000Z',
      },
    ],
  },
];

function server() {
  return stubFetch({
    ...signedInRoutes(),
    '/api/wellness/calendar': (url) => {
      const month = url.searchParams.get('month')!;
      return { body: { month, days: month === '2024-03' ? MARCH : [] } };
    },
  });
}

const monthsAsked = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/wellness/calendar')
    .map((url) => url.searchParams.get('month'));

async function openCalendar(path: string) {
  const view = renderPage(<CalendarPage />, { path });
  await screen.findByRole('heading', { level: 1, name: 'Wellness Calendar' });
  return view;
}

describe('/wellness-calendar', () => {
  it('is a grid you move through with the arrow keys, Home/End and Page Up/Down, across months', async () => {
    const mock = server();
    const { router } = await openCalendar('/wellness-calendar?month=2024-03');
    const grid = screen.getByRole('grid', { name: 'March 2024' });
    await waitFor(() => expect(screen.getByText('2 days with something recorded in March 2024.')).toBeInTheDocument());
    const user = userEvent.setup();

    // One tab stop: the first of the month (today is another month).
    screen.getByRole('button', { name: 'Next month, April 2024' }).focus();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Friday, 1 March 2024: nothing recorded');
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .filter((cell) => cell.tabIndex === 0),
    ).toHaveLength(1);

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Friday, 8 March 2024: nothing recorded');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toHaveAccessibleName('Tuesday, 5 March 2024: 1 check-in, 1 journal entry');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('Sunday, 10 March 2024: nothing recorded');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Tuesday, 12 March 2024: 1 module completed');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName('Monday, 11 March 2024: nothing recorded');
    expect(document.activeElement).toHaveAttribute('tabindex', '0');

    // Up from the first week goes into February, and the month follows.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('Monday, 26 February 2024: nothing recorded');
    expect(screen.getByRole('grid', { name: 'February 2024' })).toContainElement(document.activeElement as HTMLElement);
    expect(router.state.location.search).toBe('?month=2024-02');

    await user.keyboard('{PageDown}');
    expect(document.activeElement).toHaveAccessibleName('Tuesday, 26 March 2024: nothing recorded');
    await user.keyboard('{PageUp}{PageUp}');
    expect(document.activeElement).toHaveAccessibleName('Friday, 26 January 2024: nothing recorded');
    expect(new Set(monthsAsked(mock))).toEqual(new Set(['2024-03', '2024-02', '2024-01']));
  });

  it('opens a day with Enter or a click: its check-in ratings, journal titles and modules, with links', async () => {
    server();
    await openCalendar('/wellness-calendar?month=2024-03');
    const grid = screen.getByRole('grid', { name: 'March 2024' });
    const user = userEvent.setup();
    const fifth = await within(grid).findByRole('gridcell', { name: 'Tuesday, 5 March 2024: 1 check-in, 1 journal entry' });
    fifth.focus();
    await user.keyboard('{Enter}');

    const details = screen.getByRole('region', { name: 'Tuesday, 5 March 2024' });
    expect(fifth).toHaveAttribute('aria-selected', 'true');
    expect(within(details).getByText('Energy').nextElementSibling).toHaveTextContent('6 out of 10');
    expect(within(details).getByText('Connection').nextElementSibling).toHaveTextContent('8 out of 10');
    expect(within(details).getByText('Slept better <b>finally</b>.')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Quiet morning' })).toHaveAttribute(
      'href',
      `/wellness-dashboard/journal#entry-${JOURNAL_ID}`,
    );
    expect(within(details).getByText(/Feeling: Lighter/)).toBeInTheDocument();
    expect(fifth).toHaveFocus();

    await user.click(within(grid).getByRole('gridcell', { name: 'Tuesday, 12 March 2024: 1 module completed' }));
    const twelfth = screen.getByRole('region', { name: 'Tuesday, 12 March 2024' });
    expect(within(twelfth).getByRole('link', { name: 'The permission slip' })).toHaveAttribute(
      'href',
      '/reset-paths/rest-without-guilt/modules/the-permission-slip',
    );
    expect(twelfth).toHaveTextContent('Rest without guilt');

    await user.keyboard('{ArrowRight}[Space]');
    expect(screen.getByRole('region', { name: 'Wednesday, 13 March 2024' })).toHaveTextContent('Nothing recorded on this day.');
  });

  it('marks today, and the month buttons move a month at a time', async () => {
    const mock = server();
    const today = todayKey();
    await openCalendar('/wellness-calendar');
    const grid = screen.getByRole('grid', { name: formatMonth(monthOf(today)) });
    const cell = within(grid).getByRole('gridcell', { name: /, today: / });
    expect(cell).toHaveAttribute('aria-current', 'date');
    expect(cell).toHaveAttribute('tabindex', '0');

    await userEvent.click(screen.getByRole('button', { name: /^Previous month/ }));
    await waitFor(() => expect(monthsAsked(mock)).toHaveLength(2));
    expect(screen.queryByRole('gridcell', { name: /, today: / })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to this month' }));
    expect(await screen.findByRole('gridcell', { name: /, today: / })).toBeInTheDocument();
  });
});
