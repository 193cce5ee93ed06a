import type { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { DEFAULT_PREFERENCES } from '#shared/contracts/wellness';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { TestProviders, testQueryClient } from '#web/testing/test-providers';
import { WELLNESS_KEYS } from '../api/query-keys';
import { SKIP_KEY } from '../lib/burnout-reminder';
import BurnoutCheckReminder from './burnout-check-reminder';

vi.mock('sonner', () => import('#web/testing/toast-spy'));

const NOW = new Date('2026-03-10T09:00:00.000Z');
const DAY = 86_400_000;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const DASHBOARD = { path: '/dashboard', name: 'Dashboard', category: 'core', access: 'member', description: 'd', critical: true };

/** The reminder on a page of the given route, with the preferences and latest check already known. */
function renderReminder(options: {
  frequency?: string;
  lastCheck: Date | null;
  route?: Record<string, unknown>;
  client?: QueryClient;
  page?: ReactNode;
}) {
  const client = options.client ?? testQueryClient();
  client.setQueryData(WELLNESS_KEYS.preferences, {
    ...DEFAULT_PREFERENCES,
    burnout_check_frequency: options.frequency ?? 'weekly',
    premium: false,
  });
  client.setQueryData(WELLNESS_KEYS.latestCheckin, { created_at: options.lastCheck?.toISOString() ?? null });
  const route = options.route ?? DASHBOARD;
  const router = createMemoryRouter(
    [{ path: String(route.path), handle: route, element: <BurnoutCheckReminder userId="user-1">{options.page}</BurnoutCheckReminder> }],
    {
      initialEntries: [String(route.path)],
    },
  );
  return render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const prompt = () => screen.queryByRole('region', { name: 'Time for your burnout check' });

describe('burnout check reminder (spec 4)', () => {
  it('invites a first check-in when there is none yet', () => {
    renderReminder({ lastCheck: null });
    expect(prompt()).toBeInTheDocument();
    expect(screen.getByText(/^Your first check-in takes about two minutes/)).toBeInTheDocument();
  });

  it("leaves the page's h1 as the first heading, with the check-in closed and open (review 5)", async () => {
    renderReminder({ lastCheck: null, page: <h1>Dashboard</h1> });
    const firstHeading = () => screen.getAllByRole('heading')[0];
    expect(prompt()).toBeInTheDocument();
    expect(firstHeading()).toHaveAccessibleName('Dashboard');
    expect(firstHeading().tagName).toBe('H1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check in now' }));
    expect(firstHeading()).toHaveAccessibleName('Dashboard');
    expect(firstHeading().tagName).toBe('H1');
  });

  it.each([
    ['daily', 1],
    ['weekly', 7],
    ['biweekly', 14],
    ['monthly', 28],
  ])('with %s, is hidden before the due date and shows once it has passed', (frequency, days) => {
    const { unmount } = renderReminder({ frequency, lastCheck: new Date(NOW.getTime() - days * DAY + 60_000) });
    expect(prompt()).not.toBeInTheDocument();
    unmount();
    renderReminder({ frequency, lastCheck: new Date(NOW.getTime() - (frequency === 'monthly' ? 28 + 3 : days) * DAY) });
    expect(prompt()).toBeInTheDocument();
  });

  it('names the member’s rhythm', () => {
    renderReminder({ frequency: 'biweekly', lastCheck: new Date(NOW.getTime() - 15 * DAY) });
    expect(screen.getByText('Your fortnightly check-in is ready when you are. Two minutes, five sliders.')).toBeInTheDocument();
  });

  it('never shows with the frequency never, even without any check', () => {
    renderReminder({ frequency: 'never', lastCheck: null });
    expect(prompt()).not.toBeInTheDocument();
  });

  it('counts an unknown frequency as weekly', () => {
    const { unmount } = renderReminder({ frequency: 'sometimes', lastCheck: new Date(NOW.getTime() - 6 * DAY) });
    expect(prompt()).not.toBeInTheDocument();
    unmount();
    renderReminder({ frequency: 'sometimes', lastCheck: new Date(NOW.getTime() - 7 * DAY) });
    expect(prompt()).toBeInTheDocument();
  });

  it('appears when the due date arrives while the page is open', async () => {
    renderReminder({ lastCheck: new Date(NOW.getTime() - 7 * DAY + 60_000) });
    expect(prompt()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(prompt()).toBeInTheDocument();
  });

  it('stays off the check-in page and off pages outside the dashboard and wellness', () => {
    const { unmount } = renderReminder({ lastCheck: null, route: { ...DASHBOARD, path: '/wellness/checkin', category: 'wellness' } });
    expect(prompt()).not.toBeInTheDocument();
    unmount();
    renderReminder({ lastCheck: null, route: { ...DASHBOARD, path: '/account-settings', category: 'account' } });
    expect(prompt()).not.toBeInTheDocument();
  });

  it('hides for the rest of the session on Skip for now', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = renderReminder({ lastCheck: null });
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(prompt()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SKIP_KEY)).toBe('user-1');
    unmount();
    renderReminder({ lastCheck: null });
    expect(prompt()).not.toBeInTheDocument();
  });

  it('completes in place: the sliders open, the entry is saved, the toast shows and the prompt hides', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = stubFetch({
      'POST /api/wellness/checkins': {
        status: 201,
        body: {
          checkin: {
            id: 'c-1',
            energy_level: 4,
            stress_level: 5,
            sleep_quality: 5,
            work_satisfaction: 5,
            social_connection: 5,
            timestamp: NOW.toISOString(),
            frequency: 'weekly',
            created_at: NOW.toISOString(),
          },
          crisis: false,
          crisisTier: 0,
        },
      },
      '/api/wellness/checkins/latest': { body: { created_at: NOW.toISOString() } },
    });
    renderReminder({ lastCheck: new Date(NOW.getTime() - 9 * DAY) });
    await user.click(screen.getByRole('button', { name: 'Check in now' }));
    expect(screen.getByRole('slider', { name: 'Energy' })).toHaveFocus();
    expect(screen.queryByLabelText('Notes (optional)')).not.toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Save Check-in' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Burnout check complete', {
        description: 'Your responses have been saved and will help refine your soul print insights.',
      }),
    );
    expect(prompt()).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/wellness/checkins')).toEqual([
      // The device's id for this save, the key that makes a replay answer the first save (issue 25).
      {
        client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        energy_level: 4,
        stress_level: 5,
        sleep_quality: 5,
        work_satisfaction: 5,
        social_connection: 5,
      },
    ]);
  });

  it('keeps the prompt and the values when the save fails', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubFetch({ 'POST /api/wellness/checkins': { status: 500, body: { status: 500, title: 'Internal Server Error' } } });
    renderReminder({ lastCheck: null });
    await user.click(screen.getByRole('button', { name: 'Check in now' }));
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', { name: 'Save Check-in' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Error saving check-in',
        expect.objectContaining({ description: 'Please try again in a moment.' }),
      ),
    );
    expect(prompt()).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Energy' })).toHaveValue('10');
  });
});

describe('burnout check reminder and the page below it (decision 073)', () => {
  it('holds the page’s place until its first answers arrive, then shows itself above the page', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      await answered;
      const body = String(input).endsWith('/preferences')
        ? { ...DEFAULT_PREFERENCES, burnout_check_frequency: 'weekly', premium: false }
        : { created_at: null };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard',
          handle: DASHBOARD,
          element: (
            <BurnoutCheckReminder userId="user-1">
              <h1>The page</h1>
            </BurnoutCheckReminder>
          ),
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <TestProviders client={testQueryClient()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
    act(() => answer());
    const page = await screen.findByRole('heading', { name: 'The page' });
    expect(prompt()).toBeInTheDocument();
    expect(prompt()!.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the page alone on a page it does not belong on, without waiting', () => {
    const route = { ...DASHBOARD, path: '/wellness/checkin', category: 'wellness' };
    const router = createMemoryRouter(
      [
        {
          path: route.path,
          handle: route,
          element: (
            <BurnoutCheckReminder userId="user-1">
              <h1>The page</h1>
            </BurnoutCheckReminder>
          ),
        },
      ],
      {
        initialEntries: [route.path],
      },
    );
    render(
      <TestProviders client={testQueryClient()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(prompt()).not.toBeInTheDocument();
  });
});
